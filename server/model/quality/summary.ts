import type { components } from '../../../contract/schema.gen.ts';
import type { Queryable } from '../../db/database.ts';
import { refreshQuality } from './refresh.ts';

type QualitySummary = components['schemas']['QualitySummary'];
type Rating = keyof QualitySummary['ratings'];

interface TallyRow {
  key: string;
  n: number;
  udata_sum: number;
  mqa_gain_sum: number;
  udata_gain_sum: number;
  raises: number;
}

const RATINGS: readonly Rating[] = ['excellent', 'good', 'sufficient', 'bad'];

/**
 * The summary of the platform's datasets (`usergroupId` null) or of one organisation's, published
 * or not: the scope's stale scores are recomputed, then the tally of the stored scores
 * (quality_tally, migration 022) is added up, a few hundred rows whatever the number of datasets.
 * Its caller has checked who may ask (scope.ts).
 */
export async function qualitySummary(db: Queryable, usergroupId: number | null): Promise<QualitySummary> {
  await refreshQuality(db, usergroupId === null ? { all: true } : { usergroupId });
  const rows = await db.query<TallyRow>(
    `select key, sum(n)::int as n, sum(udata_sum)::float8 as udata_sum, sum(mqa_gain_sum)::float8 as mqa_gain_sum,
       sum(udata_gain_sum)::float8 as udata_gain_sum, sum(raises)::int as raises
     from quality_tally ${usergroupId === null ? '' : 'where usergroup_id = $1'}
     group by key having sum(n) > 0`,
    usergroupId === null ? [] : [usergroupId],
  );
  const byKey = new Map(rows.map((row) => [row.key, row]));
  const total = byKey.get('datasets');
  const count = total?.n ?? 0;
  const withPrefix = (prefix: string) =>
    rows
      .filter((row) => row.key.startsWith(prefix))
      .map((row) => ({ ...row, id: row.key.slice(prefix.length) }));
  return {
    usergroup: usergroupId,
    dataset_count: count,
    ratings: Object.fromEntries(
      RATINGS.map((rating) => [rating, byKey.get(`rating:${rating}`)?.n ?? 0]),
    ) as QualitySummary['ratings'],
    udata_average: total && count > 0 ? total.udata_sum / count : null,
    indicators: withPrefix('miss:')
      .map((row) => {
        const [scheme, ...id] = row.id.split(':');
        return {
          scheme: scheme === 'udata' ? ('udata' as const) : ('mqa' as const),
          id: id.join(':'),
          missed: row.n,
        };
      })
      .sort((a, b) => b.missed - a.missed || `${a.scheme}:${a.id}`.localeCompare(`${b.scheme}:${b.id}`)),
    fixes: withPrefix('fix:')
      .map((row) => ({
        id: row.id,
        datasets: row.n,
        mqa_gain_each: row.mqa_gain_sum / row.n,
        udata_gain_each: row.udata_gain_sum / row.n,
        raises_rating: row.raises,
      }))
      .sort(
        (a, b) =>
          b.raises_rating - a.raises_rating ||
          b.datasets - a.datasets ||
          b.mqa_gain_each - a.mqa_gain_each ||
          a.id.localeCompare(b.id),
      ),
    // The scope's scores were made current just above: the counts are true as of this answer.
    computed_at: count === 0 ? null : new Date().toISOString(),
  };
}
