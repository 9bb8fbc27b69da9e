import { Params } from '../../db/params.ts';
import { MESSAGES } from '../../messages/messages.ts';
import { REPAIRED_TASK, repairableTaskCondition } from '../task/conditions.ts';
import { expectedMaxSeconds } from '../task/durations.ts';
import {
  type AttentionRequest,
  attentionItem,
  countAndLatest,
  dateOf,
  type KindAnswer,
  NO_ANSWER,
} from './kinds.ts';

// Failed and probably stuck tasks: those the person may re-run, stop or acknowledge, by the group
// their object has now (taskRights.ts; the superuser: all).

interface TaskEntryRow {
  id: number;
  object_class: string;
  object_id: number;
  object_display: string;
  errors: string[];
  dataset_id: number | null;
  usergroup_id: number | null;
  since: Date | null;
}

const TASK_ENTRY_COLUMNS =
  't.id, t.object_class, t.object_id, t.object_display, t.errors, t.dataset_id, t.usergroup_id';

/** The ids of where the task is fixed: its resource or indexer, its dataset, its group. */
const taskIds = (row: TaskEntryRow) => ({
  task_id: row.id,
  dataset_id: row.dataset_id,
  resource_id: row.object_class === 'resource' ? row.object_id : null,
  indexer_id: row.object_class === 'remoteapiindex' ? row.object_id : null,
  usergroup_id: row.usergroup_id,
});

/** The first error of a task in the request's language (the worker writes them in French). */
export const firstError = (locale: string, errors: readonly string[]): string | null =>
  errors[0] === undefined ? null : MESSAGES.translate(locale, errors[0]);

/**
 * Failed tasks nobody acknowledged (neither the task nor its resource's failed operation), unless
 * a later run of the same action on the same object succeeded: the failure is then repaired.
 */
export async function failedTasks(request: AttentionRequest): Promise<KindAnswer> {
  const q = new Params();
  const { count, rows } = await countAndLatest<TaskEntryRow>(
    request.db,
    q,
    {
      columns: `${TASK_ENTRY_COLUMNS}, t.end_date as since`,
      from: `from task t
        where t.status = 'FAILURE' and t.acknowledged_at is null and ${repairableTaskCondition(request.user, q)}
          and not exists (select 1 from processing p where p.task_id = t.id and p.acknowledged)
          and not ${REPAIRED_TASK}`,
      order: 'order by t.end_date desc nulls last, t.id desc',
    },
    request.limit,
  );
  return {
    count,
    items: rows.map((row) =>
      attentionItem('failed_task', {
        since: dateOf(row.since),
        display: row.object_display,
        detail: firstError(request.locale, row.errors),
        ...taskIds(row),
      }),
    ),
  };
}

/**
 * Running tasks older than the longest healthy run of the same source or action allows
 * (taskDurations.ts). Running tasks are few (the workers' slots), so each is judged here.
 */
export async function stuckTasks(request: AttentionRequest): Promise<KindAnswer> {
  const q = new Params();
  const running = await request.db.query<TaskEntryRow & { action: string; running_seconds: number }>(
    `select ${TASK_ENTRY_COLUMNS}, t.action, t.start_date as since,
       extract(epoch from (now() - t.start_date))::float8 as running_seconds
     from task t where t.status = 'STARTED' and t.start_date is not null and ${repairableTaskCondition(request.user, q)}
     order by t.start_date desc, t.id desc`,
    q.values,
  );
  if (running.length === 0) return NO_ANSWER;
  const expectedOf = await expectedMaxSeconds(request.db, request.durations, running);
  const stuck = running.filter((row) => row.running_seconds > expectedOf(row));
  return {
    count: stuck.length,
    items: stuck.slice(0, request.limit).map((row) =>
      attentionItem('stuck_task', {
        since: dateOf(row.since),
        display: row.object_display,
        expected_seconds: expectedOf(row),
        ...taskIds(row),
      }),
    ),
  };
}
