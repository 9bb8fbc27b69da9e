import { describe, expect, it } from 'vitest';
import { formatDuration, formatElapsed } from './taskTimes';

describe('task times', () => {
  it('says a duration in its largest unit, in the language', () => {
    expect(formatDuration(45, 'en')).toBe('45 seconds');
    expect(formatDuration(150, 'en')).toBe('3 minutes');
    expect(formatDuration(7200, 'fr')).toMatch(/^2\sheures$/);
    expect(formatDuration(-5, 'en')).toBe('0 seconds');
  });

  it('says how long ago a date is, as a duration', () => {
    const now = Date.parse('2026-03-05T12:00:00Z');
    expect(formatElapsed('2026-03-05T10:00:00Z', 'en', now)).toBe('2 hours');
    expect(formatElapsed('2026-03-05T11:55:00Z', 'fr', now)).toMatch(/^5\sminutes$/);
    expect(formatElapsed(null, 'en', now)).toBe('');
    expect(formatElapsed('not a date', 'en', now)).toBe('');
  });
});
