import type { Queryable } from '../../db/database.ts';

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

/** A task as its expected duration is judged: by its own source first, then by its action. */
export interface RunKey {
  action: string;
  object_class: string;
  object_id: number;
}

const sourceKey = (task: RunKey) => `${task.action}|${task.object_class}|${task.object_id}`;

/** Count and longest of the last successful runs of each group (`by` rows joined as `a`). */
async function longestRuns(
  db: Queryable,
  from: string,
  same: string,
  values: unknown[],
): Promise<{ key: string; n: number; longest: number }[]> {
  return db.query<{ key: string; n: number; longest: number }>(
    `select a.key, count(*)::int as n, max(${DURATION})::float8 as longest
     from ${from}
     cross join lateral (
       select t.start_date, t.end_date from task t
       where ${same} and t.status = 'SUCCESS' and t.start_date is not null and t.end_date is not null
       order by t.end_date desc limit ${HISTORY_RUNS}
     ) h
     group by a.key`,
    values,
  );
}

/**
 * The most a healthy run of each task takes, in seconds: three times the longest of the last
 * successful runs of the same action on the same source (an indexer, a resource), which knows its
 * size and its remote; without three of those, of the same action anywhere; never less than the
 * floor; six times the floor without three runs of either.
 */
export async function expectedMaxSeconds(
  db: Queryable,
  settings: DurationSettings,
  tasks: readonly RunKey[],
): Promise<(task: RunKey) => number> {
  const sources = [...new Map(tasks.map((task) => [sourceKey(task), task])).values()];
  const actions = [...new Set(tasks.map((task) => task.action))];
  const [bySource, byAction] =
    tasks.length === 0
      ? [[], []]
      : await Promise.all([
          longestRuns(
            db,
            "unnest($1::text[], $2::text[], $3::int[]) with ordinality as s(action, object_class, object_id, i) cross join lateral (select s.action || '|' || s.object_class || '|' || s.object_id as key) a",
            't.action = s.action and t.object_class = s.object_class and t.object_id = s.object_id',
            [
              sources.map((t) => t.action),
              sources.map((t) => t.object_class),
              sources.map((t) => t.object_id),
            ],
          ),
          longestRuns(db, 'unnest($1::text[]) as a(key)', 't.action = a.key', [actions]),
        ]);
  const floor = settings.stuckFloorSeconds;
  const known = (rows: { key: string; n: number; longest: number }[]) =>
    new Map(
      rows
        .filter((row) => row.n >= MIN_SAMPLES)
        .map((row) => [row.key, Math.max(floor, STUCK_FACTOR * row.longest)]),
    );
  const sourceMax = known(bySource);
  const actionMax = known(byAction);
  return (task) => sourceMax.get(sourceKey(task)) ?? actionMax.get(task.action) ?? floor * NO_HISTORY_FACTOR;
}

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
