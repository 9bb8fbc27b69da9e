import { describe, expect, it, vi } from 'vitest';
import { formatDate, formatDateTime } from './formatDate';
import { collator, dateTimeFormat, listFormat, numberFormat, warmFormatters } from './keptIntl';
import { acceptedFormats } from './validateFile';

describe('kept Intl formatters', () => {
  it('gives the same formatter again for the same locale and options, another for others', () => {
    const minutes = numberFormat('fr', { style: 'unit', unit: 'minute', unitDisplay: 'long' });
    expect(numberFormat('fr', { style: 'unit', unit: 'minute', unitDisplay: 'long' })).toBe(minutes);
    expect(numberFormat('fr', { style: 'unit', unit: 'hour', unitDisplay: 'long' })).not.toBe(minutes);
    expect(numberFormat('it', { style: 'unit', unit: 'minute', unitDisplay: 'long' })).not.toBe(minutes);
    expect(minutes.format(3)).toBe('3 minutes');
  });

  it('formats as a formatter made afresh would', () => {
    const day = new Date(2024, 2, 5, 14, 30);
    expect(dateTimeFormat('fr', { dateStyle: 'short' }).format(day)).toBe('05/03/2024');
    expect(dateTimeFormat('en', { dateStyle: 'short' }).format(day)).toBe('3/5/24');
    expect(listFormat('fr', { type: 'disjunction' }).format(['JPG', 'PNG'])).toBe('JPG ou PNG');
    expect(['é', 'z', 'a'].sort(collator('fr').compare)).toEqual(['a', 'é', 'z']);
    expect(collator('fr')).toBe(collator('fr'));
  });
});

/** Counts the formatters of one kind made from now on, each still a real one. */
function countMade<K extends 'DateTimeFormat' | 'ListFormat' | 'Collator'>(kind: K) {
  const Real = Intl[kind] as unknown as new (...args: unknown[]) => object;
  return vi.spyOn(Intl, kind).mockImplementation(function made(...args: unknown[]) {
    return new Real(...args);
  } as never);
}

describe('warmFormatters', () => {
  // A locale no screen formats in: the unit tests share their modules (isolate: false), so another
  // file may already have made the formatters of the app's own locales.
  const locale = 'it-CH';

  it('makes each kind in a task of its own, which what formats then uses', () => {
    vi.useFakeTimers();
    const dates = countMade('DateTimeFormat');
    const lists = countMade('ListFormat');
    const collators = countMade('Collator');
    try {
      warmFormatters(locale, ['date', 'dateTime', 'alternatives', 'order']);
      expect(dates).not.toHaveBeenCalled();
      vi.advanceTimersToNextTimer();
      expect(dates).toHaveBeenCalledTimes(1);
      vi.advanceTimersToNextTimer();
      expect(dates).toHaveBeenCalledTimes(2);
      expect(lists).not.toHaveBeenCalled();
      vi.runAllTimers();
      expect([lists.mock.calls.length, collators.mock.calls.length]).toEqual([1, 1]);

      formatDate('2024-03-05', locale);
      formatDateTime('2024-03-05T14:30:00Z', locale);
      expect(acceptedFormats('.png,.jpg', locale)).toBe('PNG o JPG');
      expect(['z', 'é', 'a'].sort(collator(locale).compare)).toEqual(['a', 'é', 'z']);
      expect([dates, lists, collators].map((spy) => spy.mock.calls.length)).toEqual([2, 1, 1]);
    } finally {
      for (const spy of [dates, lists, collators]) spy.mockRestore();
      vi.useRealTimers();
    }
  });

  it('makes nothing once cancelled', () => {
    vi.useFakeTimers();
    const lists = countMade('ListFormat');
    try {
      warmFormatters('de-CH', ['alternatives'])();
      vi.runAllTimers();
      expect(lists).not.toHaveBeenCalled();
    } finally {
      lists.mockRestore();
      vi.useRealTimers();
    }
  });
});
