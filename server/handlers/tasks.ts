import type { components } from '../../contract/schema.gen.ts';
import { managedGroups } from '../auth/permissions.ts';
import type { CurrentUser } from '../auth/session.ts';
import { Params } from '../db/params.ts';
import { MESSAGES } from '../http/catalogue/index.ts';
import { int, ok, optionalInt, optionalString, stringList } from '../http/context.ts';
import { forbidden } from '../http/errors.ts';
import type { AreaHandlers } from '../http/operation.ts';
import { orderBy, pageEnvelope, pageRequest } from '../http/pagination.ts';
import { iso, one, searchCondition } from '../model/common.ts';

type TimelineEntry = components['schemas']['Task']['timeline'][number];

interface TaskRow {
  id: number;
  status: components['schemas']['Task']['status'];
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
}

const TASK_SELECT = `select t.id, t.status, t.action, t.object_class, t.object_id, t.object_display, t.target_class, t.target_id,
  t.target_display, t.timeline, t.warnings, t.errors, t.start_date, t.end_date, t.dataset_id, t.usergroup_id, t.created_by
  from task t`;

/**
 * A task with its timeline, warnings and errors in the request's language where the catalogue knows
 * them (the worker writes them in French); the job-specific reasons stay as written.
 */
const serialiseTask = (locale: string) => (row: TaskRow) => ({
  id: row.id,
  status: row.status,
  action: row.action,
  object_class: row.object_class,
  object_id: row.object_id,
  object_display: row.object_display,
  target_class: row.target_class,
  target_id: row.target_id,
  target_display: row.target_display,
  timeline: row.timeline.map((entry) => translatedEntry(locale, entry)),
  warnings: row.warnings.map((message) => MESSAGES.translate(locale, message)),
  errors: row.errors.map((message) => MESSAGES.translate(locale, message)),
  start_date: iso(row.start_date),
  end_date: iso(row.end_date),
  dataset_id: row.dataset_id,
});

function translatedEntry(locale: string, entry: TimelineEntry): TimelineEntry {
  return { ...entry, message: MESSAGES.translate(locale, entry.message) };
}

/** Tasks are seen by the superuser, by the managers of their group and by whoever started them. */
function visibleTaskCondition(user: CurrentUser, q: Params): string {
  if (user.is_superuser) return 'true';
  return `(t.usergroup_id = any(${q.p(managedGroups(user))}::int[]) or t.created_by = ${q.p(user.id)})`;
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

export const taskHandlers = {
  async listTasks(ctx) {
    const db = ctx.services.db;
    const q = new Params();
    const where = [visibleTaskCondition(ctx.user, q)];
    const text = searchCondition(
      "t.object_class || ' ' || t.object_display || ' ' || coalesce(t.target_display, '') || ' ' || t.action",
      optionalString(ctx.query.object),
      (v) => q.p(v),
    );
    if (text) where.push(text);
    const objectClass = optionalString(ctx.query.object_class);
    if (objectClass) where.push(`t.object_class = ${q.p(objectClass)}`);
    const objectId = optionalInt(ctx.query.object_id);
    if (objectId !== undefined) where.push(`t.object_id = ${q.p(objectId)}`);
    const datasetId = optionalInt(ctx.query.dataset_id);
    if (datasetId !== undefined) where.push(`t.dataset_id = ${q.p(datasetId)}`);
    const statuses = stringList(ctx.query.status__in);
    if (statuses) where.push(`t.status = any(${q.p(statuses)}::text[])`);
    const clause = `where ${where.join(' and ')}`;
    const [count] = await db.query<{ n: number }>(
      `select count(*)::int as n from task t ${clause}`,
      q.values,
    );
    const request = pageRequest(ctx, count?.n ?? 0);
    const rows = await db.query<TaskRow>(
      `${TASK_SELECT} ${clause} ${orderBy(ctx.query.ordering, TASK_ORDERING, 'coalesce(t.start_date, t.created_at) desc', 't.id desc')}
       limit ${q.p(request.pageSize)} offset ${q.p(request.offset)}`,
      q.values,
    );
    return ok(pageEnvelope(ctx, request, count?.n ?? 0, rows.map(serialiseTask(ctx.locale))));
  },

  async getTask(ctx) {
    const task = await one<TaskRow>(ctx.services.db, `${TASK_SELECT} where t.id = $1`, [int(ctx.params.id)]);
    const q = new Params();
    const visible = await ctx.services.db.query(
      `select 1 from task t where t.id = ${q.p(task.id)} and ${visibleTaskCondition(ctx.user, q)}`,
      q.values,
    );
    if (visible.length === 0) throw forbidden();
    return ok(serialiseTask(ctx.locale)(task));
  },
} satisfies AreaHandlers;
