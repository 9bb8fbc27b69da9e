import { describe, expect, it } from 'vitest';
import { formatInstant } from './taskDates';

describe('formatInstant', () => {
  it('keeps the seconds', () => {
    expect(formatInstant('2026-03-05T14:30:07Z', 'fr', 'UTC')).toBe('05/03/2026 14:30:07');
  });

  it('is empty when there is no date', () => {
    expect(formatInstant(null, 'fr')).toBe('');
    expect(formatInstant('not a date', 'fr')).toBe('');
  });
});
