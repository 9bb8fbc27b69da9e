import type { components } from '../../../contract/schema.gen.ts';
import type { CurrentUser } from '../../auth/session.ts';
import type { Database, Queryable } from '../../db/database.ts';
import { Params } from '../../db/params.ts';
import { fieldError, forbidden, HttpError } from '../../messages/errors.ts';
import { authoriseRepair, type RepairedTask } from './rights.ts';
import { visibleTask, visibleTaskCondition } from './tasks.ts';

// Acknowledging a failed task and the health of task sources (issue 32, this product's extensions).

type Task = components['schemas']['Task'];
type SourceHealthList = components['schemas']['SourceHealthList'];

export const NOT_FAILED_MESSAGE = 'Only a failed or stopped task can be acknowledged.';

/**
 * The failure of task `id` has been seen: the task and its resource's operations are acknowledged
 * and leave "needs attention". For whoever may run the task's scenario on its object as it is now
 * (403, taskRights.ts), once it failed or was stopped (400 `task_not_failed`); twice is harmless
 * (the first acknowledgement is kept).
 */
export async function acknowledgeTask(
  db: Database,
  user: CurrentUser,
  id: number,
  locale: string,
): Promise<Task> {
  await visibleTask(db, user, id, locale);
  const [task] = await db.query<RepairedTask & { status: string }>(
    'select status, object_class, object_id, scenario_id, dataset_id, usergroup_id from task where id = $1',
    [id],
  );
  if (!task) throw forbidden();
  await authoriseRepair(db, user, task);
  if (task.status !== 'FAILURE' && task.status !== 'REVOKED') {
    throw new HttpError(400, { code: 'task_not_failed', non_field_errors: [NOT_FAILED_MESSAGE] });
  }
  await db.transaction((tx) => acknowledgeFailure(tx, id, user.id));
  return visibleTask(db, user, id, locale);
}

/**
 * Notes the failure of task `id` as seen by `userId`: the task and its resources' operations (the
 * `_processing` entries the dataset page shows), so that whatever acknowledges a failure (this
 * endpoint, a re-run) clears it everywhere at once. The first acknowledgement is kept.
 */
export async function acknowledgeFailure(db: Queryable, id: number, userId: number): Promise<void> {
  await db.query(
    `update task set acknowledged_at = coalesce(acknowledged_at, now()),
       acknowledged_by = case when acknowledged_at is null then $2 else acknowledged_by end
     where id = $1`,
    [id, userId],
  );
  await db.query('update processing set acknowledged = true where task_id = $1', [id]);
}

export const MAX_SOURCES = 100;
export const TOO_MANY_SOURCES_MESSAGE = 'At most {max} sources may be named.';

export interface SourceRef {
  objectClass: string;
  objectId: number;
}

/** `remoteapiindex:3,resource:12` as sources (the contract's pattern has checked the shape); 400 beyond 100. */
export function parseSources(value: string): SourceRef[] {
  const sources = value
    .split(',')
    .filter((part) => part !== '')
    .map((part) => {
      const [objectClass = '', objectId = ''] = part.split(':');
      return { objectClass, objectId: Number(objectId) };
    });
  if (sources.length > MAX_SOURCES) {
    throw fieldError('objects', TOO_MANY_SOURCES_MESSAGE.replace('{max}', String(MAX_SOURCES)));
  }
  return sources;
}

/**
 * For each source, its last `runs` finished runs (SUCCESS, FAILURE, REVOKED) among the tasks `user`
 * sees, newest first; one query, the sources in the order named.
 */
export async function sourceHealth(
  db: Database,
  user: CurrentUser,
  sources: readonly SourceRef[],
  runs: number,
): Promise<SourceHealthList> {
  if (sources.length === 0) return { results: [] };
  const q = new Params();
  const classes = q.p(sources.map((s) => s.objectClass));
  const ids = q.p(sources.map((s) => s.objectId));
  const rows = await db.query<{
    ord: number;
    id: number | null;
    status: Task['status'] | null;
    end_date: Date | null;
  }>(
    `select s.ord::int as ord, r.id, r.status, r.end_date
     from unnest(${classes}::text[], ${ids}::int[]) with ordinality as s(object_class, object_id, ord)
     left join lateral (
       select t.id, t.status, t.end_date from task t
       where t.object_class = s.object_class and t.object_id = s.object_id
         and t.status in ('SUCCESS', 'FAILURE', 'REVOKED') and ${visibleTaskCondition(user, q)}
       order by t.end_date desc nulls last, t.id desc limit ${q.p(runs)}) r on true
     order by s.ord, r.end_date desc nulls last, r.id desc`,
    q.values,
  );
  const results: SourceHealthList['results'] = sources.map((source) => ({
    object_class: source.objectClass,
    object_id: source.objectId,
    runs: [],
  }));
  for (const row of rows) {
    if (row.id === null || row.status === null) continue;
    results[row.ord - 1]?.runs.push({
      id: row.id,
      status: row.status,
      end_date: row.end_date === null ? null : new Date(row.end_date).toISOString(),
    });
  }
  return { results };
}
