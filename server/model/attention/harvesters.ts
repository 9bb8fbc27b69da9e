import { administeredGroups } from '../../auth/permissions.ts';
import type { CurrentUser } from '../../auth/session.ts';
import { Params } from '../../db/params.ts';
import { reservedHost } from '../../net/reservedHosts.ts';
import { type Period, SCHEDULERS } from '../../tasks/schedules.ts';
import { labelSql } from '../common.ts';
import { type AttentionRequest, attentionItem, countAndLatest, dateOf, type KindAnswer } from './kinds.ts';
import { firstError } from './tasks.ts';

// Harvesters whose last run failed or that missed their schedule: those of the groups the person
// administers (role 2), as the indexer screens are account screens (the superuser: all).

function administeredIndexerCondition(user: CurrentUser, q: Params): string {
  if (user.is_superuser) return 'true';
  return `i.usergroup_id = any(${q.p(administeredGroups(user))}::int[])`;
}

/** The last finished harvest of the indexer aliased `i` (demonstration tasks stand for none). */
const LAST_HARVEST = `left join lateral (
    select h.id, h.status, h.end_date, h.errors, h.acknowledged_at from task h
    where h.object_class = 'remoteapiindex' and h.object_id = i.id
      and h.status in ('SUCCESS', 'FAILURE', 'REVOKED') and not h.demonstration
    order by h.end_date desc nulls last, h.id desc limit 1) last on true`;

/** Harvesters whose last finished run failed and nobody acknowledged it. */
export async function failedHarvesters(request: AttentionRequest): Promise<KindAnswer> {
  const q = new Params();
  const { count, rows } = await countAndLatest<{
    id: number;
    name: string;
    usergroup_id: number;
    task_id: number;
    errors: string[];
    since: Date | null;
  }>(
    request.db,
    q,
    {
      columns: 'i.id, i.name, i.usergroup_id, last.id as task_id, last.errors, last.end_date as since',
      from: `from remote_api_index i ${LAST_HARVEST}
        where last.status = 'FAILURE' and last.acknowledged_at is null
          and ${administeredIndexerCondition(request.user, q)}`,
      order: 'order by last.end_date desc nulls last, i.id desc',
    },
    request.limit,
  );
  return {
    count,
    items: rows.map((row) =>
      attentionItem('harvester_failed', {
        since: dateOf(row.since),
        display: row.name,
        detail: firstError(request.locale, row.errors),
        task_id: row.task_id,
        indexer_id: row.id,
        usergroup_id: row.usergroup_id,
      }),
    ),
  };
}

const PERIOD_SECONDS: Record<Period, number> = {
  hour: 3600,
  day: 86_400,
  week: 7 * 86_400,
  month: 31 * 86_400,
  year: 366 * 86_400,
};

/** A harvest is late once half a period has gone by after it was due (the scheduler ticks every minute). */
const GRACE = 0.5;

/**
 * Harvesters that have not run for longer than their schedule: due a period after their last run
 * (scheduled or by hand, whichever is later), or at the next run the scheduler planned when they
 * never ran, and still not run half a period later. One that is harvesting now is not late.
 * Indexers of a reserved host (`.example`, `.invalid`: the seed's stand-ins) are left out: the
 * scheduler never harvests them on purpose (worker/scheduler.ts), so they would be late forever.
 */
export async function lateHarvesters(request: AttentionRequest): Promise<KindAnswer> {
  const q = new Params();
  const labels = q.p(SCHEDULERS.map((s) => s.label));
  const seconds = q.p(SCHEDULERS.map((s) => PERIOD_SECONDS[s.period]));
  const rows = await request.db.query<{
    id: number;
    name: string;
    url: string;
    usergroup_id: number;
    schedule: string;
    due: Date;
  }>(
    `select i.id, i.name, i.url, i.usergroup_id, ${labelSql(request.locale, 's')} as schedule, late.due
     from remote_api_index i
     join reference_item s on s.id = i.scheduler
     join unnest(${labels}::text[], ${seconds}::float8[]) as p(label, seconds) on p.label = s.label
     left join lateral (
       select max(coalesce(h.end_date, h.start_date, h.created_at)) as at from task h
       where h.object_class = 'remoteapiindex' and h.object_id = i.id and not h.demonstration) ran on true
     cross join lateral (select coalesce(
       greatest(i.last_run_at, ran.at) + make_interval(secs => p.seconds), i.next_run_at) as due) late
     where late.due < now() - make_interval(secs => p.seconds * ${GRACE})
       and not exists (select 1 from task b where b.object_class = 'remoteapiindex' and b.object_id = i.id
         and b.status in ('PENDING', 'STARTED') and not b.demonstration)
       and ${administeredIndexerCondition(request.user, q)}
     order by late.due desc, i.id desc`,
    q.values,
  );
  const late = rows.filter((row) => reservedHost(row.url) === null);
  return {
    count: late.length,
    items: late.slice(0, request.limit).map((row) =>
      attentionItem('harvester_late', {
        since: dateOf(row.due),
        display: row.name,
        detail: row.schedule,
        indexer_id: row.id,
        usergroup_id: row.usergroup_id,
      }),
    ),
  };
}
