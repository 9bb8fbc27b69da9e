import type { Queryable } from '../db/database.ts';

/**
 * How long tasks take, judged from the finished runs of the same action (issue 32): the estimate
 * shown on a task, and the time beyond which a running task is "probably stuck". History is the
 * successful runs only: a failure's duration says nothing about how long the work takes.
 */

export interface DurationSettings {
  /** A running task is never probably stuck sooner than this, whatever its history says. */
  stuckFloorSeconds: number;
}

const DEFAULT_STUCK_FLOOR_SECONDS = 600;

/** Runs looked at per action: recent enough to follow a change of the data, enough to be stable. */
const HISTORY_RUNS = 20;

/** Below this many runs an action has no history worth an estimate. */
export const MIN_SAMPLES = 3;

/** Longest recent run × this = the most a healthy run takes. */
const STUCK_FACTOR = 3;

/** Without history: the floor × this (one hour with the default floor). */
const NO_HISTORY_FACTOR = 6;

export function durationSettings(stuckFloorSeconds?: number): DurationSettings {
  return { stuckFloorSeconds: stuckFloorSeconds ?? DEFAULT_STUCK_FLOOR_SECONDS };
}

const DURATION = 'extract(epoch from (h.end_date - h.start_date))';

/**
 * For each action, the most a healthy run takes, in seconds: three times the longest of its last
 * successful runs, never less than the floor; six times the floor when the action has fewer than
 * three. Every action asked for is in the answer.
 */
export async function expectedMaxSeconds(
  db: Queryable,
  settings: DurationSettings,
  actions: readonly string[],
): Promise<Map<string, number>> {
  const unique = [...new Set(actions)];
  const result = new Map<string, number>();
  if (unique.length === 0) return result;
  const rows = await db.query<{ action: string; n: number; longest: number }>(
    `select h.action, count(*)::int as n, max(${DURATION})::float8 as longest
     from unnest($1::text[]) as a(action)
     cross join lateral (
       select t.action, t.start_date, t.end_date from task t
       where t.action = a.action and t.status = 'SUCCESS' and t.start_date is not null and t.end_date is not null
       order by t.end_date desc limit ${HISTORY_RUNS}
     ) h
     group by h.action`,
    [unique],
  );
  const floor = settings.stuckFloorSeconds;
  for (const action of unique) result.set(action, floor * NO_HISTORY_FACTOR);
  for (const row of rows) {
    if (row.n >= MIN_SAMPLES) result.set(row.action, Math.max(floor, STUCK_FACTOR * row.longest));
  }
  return result;
}

/** SQL condition on a task aliased `t`: it runs beyond the expected maximum of its action (seconds param). */
export const runsBeyond = (expectedSecondsParam: string) =>
  `t.status = 'STARTED' and t.start_date < now() - make_interval(secs => ${expectedSecondsParam})`;

export interface Estimate {
  typical_seconds: number;
  samples: number;
  similar_size: boolean;
  remaining_seconds: number | null;
}

interface TaskForEstimate {
  id: number;
  action: string;
  status: string;
  start_date: Date | null;
  input_size: number | string | null;
  input_unit: string | null;
}

/**
 * The median duration of the last successful runs of the task's action on inputs within a factor
 * two of its own size (when it has one and there are at least three such runs), else of all its
 * last runs; null below three. While the task waits or runs, the time left by that median.
 */
export async function estimateOf(
  db: Queryable,
  task: TaskForEstimate,
  now = new Date(),
): Promise<Estimate | null> {
  const median = async (sizeCondition: string, values: unknown[]) => {
    const [row] = await db.query<{ n: number; median: number | null }>(
      `select count(*)::int as n, percentile_cont(0.5) within group (order by d)::float8 as median
       from (select ${DURATION} as d from task h
             where h.action = $1 and h.id <> $2 and h.status = 'SUCCESS'
               and h.start_date is not null and h.end_date is not null ${sizeCondition}
             order by h.end_date desc limit ${HISTORY_RUNS}) s`,
      [task.action, task.id, ...values],
    );
    return row && row.n >= MIN_SAMPLES && row.median !== null ? { n: row.n, median: row.median } : null;
  };
  const size = task.input_size === null ? null : Number(task.input_size);
  let similar = false;
  let found: { n: number; median: number } | null = null;
  if (size !== null && task.input_unit) {
    found = await median('and h.input_unit = $3 and h.input_size between $4 and $5', [
      task.input_unit,
      Math.floor(size / 2),
      Math.ceil(size * 2),
    ]);
    similar = found !== null;
  }
  found ??= await median('', []);
  if (!found) return null;
  let remaining: number | null = null;
  if (task.status === 'PENDING') remaining = found.median;
  else if (task.status === 'STARTED' && task.start_date) {
    const elapsed = (now.getTime() - task.start_date.getTime()) / 1000;
    remaining = Math.max(0, found.median - elapsed);
  }
  return {
    typical_seconds: found.median,
    samples: found.n,
    similar_size: similar,
    remaining_seconds: remaining,
  };
}
