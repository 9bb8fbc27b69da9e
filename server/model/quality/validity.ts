import type { DcatDataset } from '../../../contract/quality/record.ts';
import { udataCriteriaMet, udataFrequencyDelta } from '../../../contract/quality/udata.ts';

// The one thing of a score that changes with the calendar alone: udata's "updated in time"
// (update_fulfilled_in_time), met until the dataset's last update plus its frequency's delta is
// past, then never again until an update, which is a write. So a stored score holds until the day
// that criterion turns: rows are recomputed on that day, not every day.

const DAY_MS = 86_400_000;
const addDays = (day: string, days: number): string =>
  new Date(Date.parse(`${day.slice(0, 10)}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);

const lastUpdate = (record: DcatDataset): string | null =>
  record.modified ??
  record.distributions
    .map((distribution) => distribution.modified)
    .filter((date): date is string => typeof date === 'string' && date !== '')
    .sort()
    .at(-1) ??
  null;

const inTime = (record: DcatDataset, day: string): boolean =>
  udataCriteriaMet(record, day).update_fulfilled_in_time;

/**
 * The first day (`YYYY-MM-DD`) on which the record's scores computed `today` may differ, null when
 * only a write changes them. The day found is checked against udata.ts itself (in time the day
 * before, late that day): when the check fails, tomorrow, so that a stored score is never kept
 * past its truth.
 */
export function validUntil(record: DcatDataset, today: string): string | null {
  const delta = udataFrequencyDelta(record);
  if (!inTime(record, today) || delta === null || delta === undefined) return null;
  const tomorrow = addDays(today, 1);
  const last = lastUpdate(record);
  if (last === null) return tomorrow;
  const turn = addDays(last, delta + 2);
  if (turn <= today) return tomorrow;
  return !inTime(record, turn) && inTime(record, addDays(turn, -1)) ? turn : tomorrow;
}
