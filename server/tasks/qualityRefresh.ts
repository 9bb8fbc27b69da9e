import type { Queryable } from '../db/database.ts';
import { refreshQuality } from '../model/quality/refresh.ts';
import { everyInterval, type Repeated } from './everyInterval.ts';

/** How often the server process rescores what writes marked stale (server/main.ts). */
export const QUALITY_REFRESH_INTERVAL_MS = 60_000;

export type QualityRefresh = Repeated<[], number>;

/**
 * The background rescoring of metadata quality (issue 51): writes mark the datasets they touch stale
 * (migration 022's triggers) and every reader rescoring its scope first keeps answers true; this
 * keeps them quick. Without it, the first summary after a change of every score (a reference list
 * renamed, the migration itself) would pay for all of them: 27 to 39 s on 100,000 datasets (bench
 * measure 15). Several processes rescoring at once only repeat each other: a row is written back
 * only while its generation holds (refresh.ts).
 */
export function createQualityRefresh(
  db: Queryable,
  log: (message: string, error?: unknown) => void,
): QualityRefresh {
  return everyInterval(
    () => refreshQuality(db, { all: true }),
    (error) => log('metadata quality refresh failed', error),
  );
}
