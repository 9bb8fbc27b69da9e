import { describe, expect, it } from 'vitest';
import { formatDate, formatDateTime } from './formatDate';

const plain = (text: string) => text.replace(/[\u00a0\u202f]/g, ' ');
const instant = '2024-03-05T14:30:00Z';

describe('formatDate', () => {
  it.each([
    ['fr', '05/03/2024'],
    ['en', '3/5/24'],
    ['it', '05/03/24'],
  ])('shows a short date in %s', (locale, expected) => {
    expect(formatDate(instant, locale, { timeZone: 'UTC' })).toBe(expected);
  });

  it('accepts a Date and a timestamp', () => {
    expect(formatDate(new Date(instant), 'fr', { timeZone: 'UTC' })).toBe('05/03/2024');
    expect(formatDate(Date.parse(instant), 'fr', { timeZone: 'UTC' })).toBe('05/03/2024');
  });

  it('shows a calendar date as that same day in the local time zone', () => {
    expect(formatDate('2024-03-05', 'fr')).toBe('05/03/2024');
  });

  it('converts an instant to the given time zone', () => {
    expect(formatDate('2024-03-05T01:00:00Z', 'fr', { timeZone: 'America/Cayenne' })).toBe('04/03/2024');
  });

  it.each([[null], [undefined], [''], ['not a date']])('shows nothing for %j', (value) => {
    expect(formatDate(value, 'fr')).toBe('');
  });
});

describe('formatDateTime', () => {
  it.each([
    ['fr', '05/03/2024 14:30'],
    ['en', '3/5/24, 2:30 PM'],
    ['it', '05/03/24, 14:30'],
  ])('shows a short date and time in %s', (locale, expected) => {
    expect(plain(formatDateTime(instant, locale, { timeZone: 'UTC' }))).toBe(expected);
  });

  it('shows nothing for a missing value', () => {
    expect(formatDateTime(null, 'en')).toBe('');
  });
});
