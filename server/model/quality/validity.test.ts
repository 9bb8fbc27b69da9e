import { describe, expect, test } from 'vitest';
import { completeRecord, EU, TODAY } from '../../../contract/quality/testRecords.ts';
import { scoreUdata } from '../../../contract/quality/udata.ts';
import { validUntil } from './validity.ts';

// A stored score holds until the day udata's "updated in time" turns: every day before it scores
// as today, that day does not.

const DAY_MS = 86_400_000;
const addDays = (day: string, days: number) =>
  new Date(Date.parse(`${day}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);
const frequency = (code: string) => ({ label: code, iri: `${EU}frequency/${code}` });

describe('validUntil', () => {
  for (const code of ['DAILY', 'WEEKLY', 'MONTHLY', 'QUARTERLY', 'ANNUAL', 'HOURLY']) {
    for (const modified of ['2026-12-06', '2026-11-30', '2026-06-15']) {
      test(`${code}, last updated ${modified}`, () => {
        const record = completeRecord({ accrualPeriodicity: frequency(code), modified });
        const until = validUntil(record, TODAY);
        const score = scoreUdata(record, TODAY).score;
        if (until === null) {
          // Late already: it stays late whatever the day.
          expect(scoreUdata(record, addDays(TODAY, 3650)).score).toBe(score);
          return;
        }
        expect(until > TODAY).toBe(true);
        for (let day = TODAY; day < until; day = addDays(day, 1)) {
          expect(scoreUdata(record, day).score, day).toBe(score);
        }
        expect(scoreUdata(record, until).score).toBeLessThan(score);
      });
    }
  }

  test('no frequency, or continuous updates: only a write changes the score', () => {
    expect(validUntil(completeRecord({ accrualPeriodicity: null }), TODAY)).toBeNull();
    expect(validUntil(completeRecord({ accrualPeriodicity: frequency('UPDATE_CONT') }), TODAY)).toBeNull();
  });
});
