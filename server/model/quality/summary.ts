import type { components } from '../../../contract/schema.gen.ts';
import type { Queryable } from '../../db/database.ts';
import { refreshQuality } from './refresh.ts';

type QualitySummary = components['schemas']['QualitySummary'];

/**
 * The summary of the platform's datasets (`usergroupId` null) or of one organisation's, published
 * or not, from the stored scores once the scope's stale ones are recomputed: three grouped reads.
 * Its caller has checked who may ask (scope.ts).
 */
export async function qualitySummary(db: Queryable, usergroupId: number | null): Promise<QualitySummary> {
  await refreshQuality(db, usergroupId === null ? { all: true } : { usergroupId });
  const values = usergroupId === null ? [] : [usergroupId];
  const scope =
    usergroupId === null
      ? ''
      : 'where q.dataset_id in (select d.id from dataset d where d.usergroup_id = $1)';
  const [totals, misses, fixes] = await Promise.all([
    db.query<{ rating: string; n: number; udata_sum: number; newest: Date | null }>(
      `select q.mqa_rating as rating, count(*)::int as n, sum(q.udata_score)::float8 as udata_sum,
         max(q.computed_at) as newest
       from dataset_quality q ${scope} group by q.mqa_rating`,
      values,
    ),
    db.query<{ indicator: string; missed: number }>(
      `select m.indicator, count(*)::int as missed
       from dataset_quality q cross join unnest(q.missed_indicators) as m(indicator) ${scope}
       group by m.indicator order by missed desc, m.indicator`,
      values,
    ),
    db.query<{ id: string; datasets: number; mqa_gain: number; udata_gain: number; raises: number }>(
      `select f.id, count(*)::int as datasets, min(f.mqa_gain)::float8 as mqa_gain,
         min(f.udata_gain)::float8 as udata_gain, count(*) filter (where f.raises)::int as raises
       from dataset_quality q
         cross join unnest(q.missing_fixes, q.fix_mqa_gains, q.fix_udata_gains, q.fix_raises_rating)
           as f(id, mqa_gain, udata_gain, raises)
       ${scope}
       group by f.id order by raises desc, datasets desc, mqa_gain desc, f.id`,
      values,
    ),
  ]);
  const ratings = { excellent: 0, good: 0, sufficient: 0, bad: 0 };
  let count = 0;
  let udataSum = 0;
  let newest: Date | null = null;
  for (const row of totals) {
    if (row.rating in ratings) ratings[row.rating as keyof typeof ratings] = row.n;
    count += row.n;
    udataSum += row.udata_sum;
    if (row.newest && (!newest || row.newest > newest)) newest = new Date(row.newest);
  }
  return {
    usergroup: usergroupId,
    dataset_count: count,
    ratings,
    udata_average: count === 0 ? null : udataSum / count,
    indicators: misses.map((row) => {
      const [scheme, ...id] = row.indicator.split(':');
      return { scheme: scheme === 'udata' ? 'udata' : 'mqa', id: id.join(':'), missed: row.missed };
    }),
    fixes: fixes.map((row) => ({
      id: row.id,
      datasets: row.datasets,
      mqa_gain_each: row.mqa_gain,
      udata_gain_each: row.udata_gain,
      raises_rating: row.raises,
    })),
    computed_at: newest ? newest.toISOString() : null,
  };
}
