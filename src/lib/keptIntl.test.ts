import { describe, expect, it } from 'vitest';
import { collator, dateTimeFormat, listFormat, numberFormat } from './keptIntl';

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
