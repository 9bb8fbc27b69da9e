import type { components } from '../../../contract/schema.gen.ts';
import { managedGroups } from '../../auth/permissions.ts';
import type { CurrentUser } from '../../auth/session.ts';
import type { Queryable } from '../../db/database.ts';
import { orderBy } from '../../db/ordering.ts';
import { Params } from '../../db/params.ts';
import { forbidden } from '../../messages/errors.ts';
import { MESSAGES } from '../../messages/messages.ts';
import { iso, one, type PageSlice, searchCondition, selectPage, whereClause } from '../common.ts';
import { repairableTaskCondition } from './conditions.ts';

type Task = components['schemas']['Task'];
type TimelineEntry = Task['timeline'][number];

interface TaskRow {
  id: number;
  status: Task['status'];
  action: string;
  object_class: string;
  object_id: number;
  object_display: string;
  target_class: string | null;
  target_id: number | null;
  target_display: string | null;
  timeline: TimelineEntry[];
  warnings: string[];
  errors: string[];
  start_date: Date | null;
  end_date: Date | null;
  dataset_id: number | null;
  usergroup_id: number | null;
  created_by: number | null;
  acknowledged: boolean;
  stop_requested: boolean;
  rerun_of: number | null;
}

const TASK_COLUMNS = `t.id, t.status, t.action, t.object_class, t.object_id, t.object_display, t.target_class, t.target_id,
  t.target_display, t.timeline, t.warnings, t.errors, t.start_date, t.end_date, t.dataset_id, t.usergroup_id, t.created_by,
  t.acknowledged_at is not null as acknowledged, t.stop_requested_at is not null as stop_requested, t.rerun_of`;

/**
 * A task with its timeline, warnings and errors in the request's language where the catalogue knows
 * them (the worker writes them in French); the job-specific reasons stay as written.
 */
const serialiseTask =
  (locale: string) =>
  (row: TaskRow): Task => ({
    id: row.id,
    status: row.status,
    action: row.action,
    object_class: row.object_class,
    object_id: row.object_id,
    object_display: row.object_display,
    target_class: row.target_class,
    target_id: row.target_id,
    target_display: row.target_display,
    timeline: row.timeline.map((entry) => ({ ...entry, message: MESSAGES.translate(locale, entry.message) })),
    warnings: row.warnings.map((message) => MESSAGES.translate(locale, message)),
    errors: row.errors.map((message) => MESSAGES.translate(locale, message)),
    start_date: iso(row.start_date),
    end_date: iso(row.end_date),
    dataset_id: row.dataset_id,
    acknowledged: row.acknowledged,
    stop_requested: row.stop_requested,
    rerun_of: row.rerun_of,
  });

/**
 * Tasks are seen by the superuser, by the managers of their group and by whoever started them, and
 * by whoever may repair them now (the managers of the organisation their object moved to).
 */
export function visibleTaskCondition(user: CurrentUser, q: Params): string {
  if (user.is_superuser) return 'true';
  return `(t.usergroup_id = any(${q.p(managedGroups(user))}::int[]) or t.created_by = ${q.p(user.id)}
    or ${repairableTaskCondition(user, q)})`;
}

const TASK_ORDERING: Record<string, string> = {
  id: 't.id',
  start_date: 'coalesce(t.start_date, t.created_at)',
  end_date: 't.end_date',
  created_at: 't.created_at',
  status: 't.status',
  action: 't.action',
  object_display: 'f_unaccent(t.object_display)',
  object_class: 't.object_class',
};

export interface TaskFilters {
  /** Words searched in the object, its class, the target and the action. */
  object?: string;
  objectClass?: string;
  objectId?: number;
  datasetId?: number;
  statuses?: string[];
  actions?: string[];
  /** Days (YYYY-MM-DD, the contract checked them) the task started on or after, on or before. */
  startedFrom?: string;
  startedUntil?: string;
  ordering?: string;
}

/** The page of the tasks `user` sees that match `filters`, most recent first unless ordered otherwise. */
export async function listTasks<S extends PageSlice>(
  db: Queryable,
  user: CurrentUser,
  filters: TaskFilters,
  locale: string,
  sliceOf: (count: number) => S,
) {
  const q = new Params();
  const where = [visibleTaskCondition(user, q)];
  const text = searchCondition(
    "t.object_class || ' ' || t.object_display || ' ' || coalesce(t.target_display, '') || ' ' || t.action",
    filters.object,
    (v) => q.p(v),
  );
  if (text) where.push(text);
  if (filters.objectClass) where.push(`t.object_class = ${q.p(filters.objectClass)}`);
  if (filters.objectId !== undefined) where.push(`t.object_id = ${q.p(filters.objectId)}`);
  if (filters.datasetId !== undefined) where.push(`t.dataset_id = ${q.p(filters.datasetId)}`);
  if (filters.statuses) where.push(`t.status = any(${q.p(filters.statuses)}::text[])`);
  if (filters.actions) where.push(`t.action = any(${q.p(filters.actions)}::text[])`);
  const started = 'coalesce(t.start_date, t.created_at)';
  if (filters.startedFrom) where.push(`${started} >= ${q.p(filters.startedFrom)}::date`);
  if (filters.startedUntil) where.push(`${started} < ${q.p(filters.startedUntil)}::date + 1`);
  const order = orderBy(
    filters.ordering,
    TASK_ORDERING,
    'coalesce(t.start_date, t.created_at) desc',
    't.id desc',
  );
  const page = await selectPage<TaskRow, S>(
    db,
    { columns: TASK_COLUMNS, from: 'from task t', clause: whereClause(where), order },
    q,
    sliceOf,
  );
  return { ...page, rows: page.rows.map(serialiseTask(locale)) };
}

/** The task `id` (404), if `user` may see it (403). */
export async function visibleTask(
  db: Queryable,
  user: CurrentUser,
  id: number,
  locale: string,
): Promise<Task> {
  const task = await one<TaskRow>(db, `select ${TASK_COLUMNS} from task t where t.id = $1`, [id]);
  const q = new Params();
  const visible = await db.query(
    `select 1 from task t where t.id = ${q.p(task.id)} and ${visibleTaskCondition(user, q)}`,
    q.values,
  );
  if (visible.length === 0) throw forbidden();
  return serialiseTask(locale)(task);
}
