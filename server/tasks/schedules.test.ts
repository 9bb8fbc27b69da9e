import { describe, expect, test } from 'vitest';
import { nextRun, periodOf, SCHEDULERS } from './schedules.ts';

describe('schedules', () => {
  const at = new Date(2026, 0, 31, 14, 30);

  test.each([
    ['hour', new Date(2026, 0, 31, 15, 0)],
    ['day', new Date(2026, 1, 1, 2, 0)],
    ['week', new Date(2026, 1, 2, 2, 0)],
    ['month', new Date(2026, 1, 1, 2, 0)],
    ['year', new Date(2027, 0, 1, 2, 0)],
  ] as const)('the next %s after Saturday 31 January 14:30', (period, expected) => {
    expect(nextRun(period, at)).toEqual(expected);
  });

  test('a daily run due later the same day is today', () => {
    expect(nextRun('day', new Date(2026, 0, 31, 1, 30))).toEqual(new Date(2026, 0, 31, 2, 0));
  });

  test('every scheduler label has a period', () => {
    for (const scheduler of SCHEDULERS) expect(periodOf(scheduler.label)).toBe(scheduler.period);
    expect(periodOf('Jamais')).toBeNull();
  });
});
