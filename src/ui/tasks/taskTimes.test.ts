import { describe, expect, it } from 'vitest';
import { formatDuration, formatSince } from './taskTimes';

describe('task times', () => {
  it('says a duration in its largest unit, in the language', () => {
    expect(formatDuration(45, 'en')).toBe('45 seconds');
    expect(formatDuration(150, 'en')).toBe('3 minutes');
    expect(formatDuration(7200, 'fr')).toBe('2\u00a0heures');
    expect(formatDuration(-5, 'en')).toBe('0 seconds');
  });

  it('says since when, relative to now', () => {
    const now = Date.parse('2026-03-05T12:00:00Z');
    expect(formatSince('2026-03-05T10:00:00Z', 'en', now)).toBe('2 hours ago');
    expect(formatSince('2026-03-05T11:55:00Z', 'fr', now)).toBe('il y a 5 minutes');
    expect(formatSince(null, 'en', now)).toBe('');
    expect(formatSince('not a date', 'en', now)).toBe('');
  });
});
