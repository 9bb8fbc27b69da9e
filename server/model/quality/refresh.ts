import type { Queryable } from '../../db/database.ts';
import { assessDatasets, type StoredAssessment } from './assess.ts';

/** Datasets scored per round: the four statements of loadDcatInputs, then one write. */
const PAGE = 500;

/** Today's date in UTC (`YYYY-MM-DD`): udata judges freshness against it. */
export const qualityToday = (): string => new Date().toISOString().slice(0, 10);

/** Which datasets a refresh covers: all, one organisation's, or some by id. */
export type QualityScope = { all: true } | { usergroupId: number } | { datasetIds: readonly number[] };

function scopeCondition(scope: QualityScope, values: unknown[]): string {
  if ('all' in scope) return 'true';
  values.push('usergroupId' in scope ? scope.usergroupId : [...scope.datasetIds]);
  return 'usergroupId' in scope
    ? `q.usergroup_id = $${values.length}`
    : `q.dataset_id = any($${values.length}::int[])`;
}

/**
 * Recomputes the scores of the scope that a write marked stale or whose udata score turns by
 * today (validity.ts); answers how many were recomputed. A row is written back only if no write marked it again
 * meanwhile (its generation), so that a score is never made fresh from data older than the last
 * write: such a row stays stale and the next reader recomputes it.
 */
export async function refreshQuality(
  db: Queryable,
  scope: QualityScope,
  today = qualityToday(),
): Promise<number> {
  let done = 0;
  let after = 0;
  for (;;) {
    const values: unknown[] = [today, after, PAGE];
    const where = scopeCondition(scope, values);
    const due = await db.query<{ dataset_id: number; generation: string }>(
      `select q.dataset_id, q.generation::text as generation from dataset_quality q
       where (q.stale or q.valid_until <= $1::date) and q.dataset_id > $2 and ${where}
       order by q.dataset_id limit $3`,
      values,
    );
    if (due.length === 0) return done;
    const assessed = await assessDatasets(
      db,
      due.map((row) => row.dataset_id),
      today,
    );
    const generations = new Map(due.map((row) => [row.dataset_id, row.generation]));
    await writeAssessments(db, assessed, generations, today);
    done += assessed.length;
    after = due[due.length - 1]?.dataset_id ?? after;
    if (due.length < PAGE) return done;
  }
}

/** One statement for a page: each row's values as JSON, written where the generation still holds. */
async function writeAssessments(
  db: Queryable,
  assessed: StoredAssessment[],
  generations: Map<number, string>,
  today: string,
): Promise<void> {
  if (assessed.length === 0) return;
  const rows = assessed.map((a) => ({ ...a, generation: generations.get(a.datasetId) }));
  await db.query(
    `update dataset_quality q set stale = false, computed_at = now(), computed_on = $2::date,
       methodology = r.methodology, udata_version = r.udata_version, record_digest = r.record_digest, valid_until = r.valid_until,
       mqa_points = r.mqa_points, mqa_max = r.mqa_max, mqa_rating = r.mqa_rating, udata_score = r.udata_score,
       missing_fixes = r.missing_fixes, fix_mqa_gains = r.fix_mqa_gains, fix_udata_gains = r.fix_udata_gains,
       fix_raises_rating = r.fix_raises_rating, missed_indicators = r.missed_indicators
     from (
       select (e->>'datasetId')::int as dataset_id, (e->>'generation')::bigint as generation,
         e->>'methodology' as methodology, e->>'udataVersion' as udata_version,
         e->>'recordDigest' as record_digest, (e->>'validUntil')::date as valid_until, (e->>'mqaPoints')::float8 as mqa_points,
         (e->>'mqaMax')::float8 as mqa_max, e->>'mqaRating' as mqa_rating,
         (e->>'udataScore')::float8 as udata_score,
         array(select x from jsonb_array_elements_text(e->'missingFixes') with ordinality t(x, n) order by n) as missing_fixes,
         array(select x::float8 from jsonb_array_elements_text(e->'fixMqaGains') with ordinality t(x, n) order by n) as fix_mqa_gains,
         array(select x::float8 from jsonb_array_elements_text(e->'fixUdataGains') with ordinality t(x, n) order by n) as fix_udata_gains,
         array(select x::boolean from jsonb_array_elements_text(e->'fixRaisesRating') with ordinality t(x, n) order by n) as fix_raises_rating,
         array(select x from jsonb_array_elements_text(e->'missedIndicators') with ordinality t(x, n) order by n) as missed_indicators
       from jsonb_array_elements($1::jsonb) e
     ) r
     where q.dataset_id = r.dataset_id and q.generation = r.generation`,
    [JSON.stringify(rows), today],
  );
}
