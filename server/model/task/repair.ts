import type { components } from '../../../contract/schema.gen.ts';
import type { CurrentUser } from '../../auth/session.ts';
import type { Database, Queryable } from '../../db/database.ts';
import { badRequest, forbidden } from '../../messages/errors.ts';
import { RUNNER_GONE } from '../../tasks/serverProcess.ts';
import type { TaskQueue } from '../../tasks/taskQueue.ts';
import { addActivity } from '../dataset/datasets.ts';
import { acknowledgeFailure } from './care.ts';
import { authoriseRepair, type RepairScope, repairedTask } from './rights.ts';
import { visibleTask } from './tasks.ts';

/**
 * Tasks that repair (issue 32, this product's extension): stop a waiting or running task, re-run a
 * failed or stopped one. Both for whoever may run the task's scenario on its object as it is now
 * (taskRights.ts), both noted in the task's timeline and, for a task of a dataset, in the dataset's
 * activity.
 */

type Task = components['schemas']['Task'];

export const ALREADY_REPAIRED_MESSAGE =
  'This task has already been repaired: a later run of the same processing succeeded.';

export interface RepairServices {
  db: Database;
  taskQueue: TaskQueue;
}

interface RepairRow {
  id: number;
  status: Task['status'];
  action: string;
  scenario_id: number | null;
  object_class: string;
  object_id: number;
  object_display: string;
  target_class: string | null;
  target_id: number | null;
  target_display: string | null;
  kwargs: Record<string, unknown>;
  data: Record<string, unknown>;
  dataset_id: number | null;
  usergroup_id: number | null;
  demonstration: boolean;
  runner_gone: boolean;
}

const REPAIR_SELECT = `select t.id, t.status, t.action, t.scenario_id, t.object_class, t.object_id, t.object_display,
  t.target_class, t.target_id, t.target_display, t.kwargs, t.data, t.dataset_id, t.usergroup_id, t.demonstration,
  ${RUNNER_GONE} as runner_gone from task t where t.id = $1`;

/**
 * The task `id` if `user` sees it (404, 403) and may repair it (403): as running its scenario on its
 * object now (taskRights.ts), with where a re-run of it is filed.
 */
async function repairable(
  db: Queryable,
  user: CurrentUser,
  id: number,
  locale: string,
): Promise<{ task: RepairRow; scope: RepairScope }> {
  await visibleTask(db, user, id, locale);
  const [task] = await db.query<RepairRow>(REPAIR_SELECT, [id]);
  if (!task) throw forbidden();
  return { task, scope: await authoriseRepair(db, user, task) };
}

/** Whether another task of the same object waits or runs (demonstrations aside). */
export async function objectBusy(
  db: Queryable,
  task: { id: number; object_class: string; object_id: number },
) {
  const rows = await db.query(
    `select 1 from task where object_class = $1 and object_id = $2 and id <> $3
       and status in ('PENDING', 'STARTED') and not demonstration limit 1`,
    [task.object_class, task.object_id, task.id],
  );
  return rows.length > 0;
}

/** The user's name as the timeline and the activity show it. */
async function nameOf(db: Queryable, user: CurrentUser): Promise<string> {
  const [row] = await db.query<{ name: string }>(
    `select coalesce(nullif(trim(first_name || ' ' || last_name), ''), username) as name from app_user where id = $1`,
    [user.id],
  );
  return row?.name ?? user.username;
}

const timelineEntry = (step: string, message: string) =>
  JSON.stringify([{ date: new Date().toISOString(), step, message }]);

/** Ends the task REVOKED now (a waiting task, or a running one no process runs any more). */
async function revokeNow(db: Database, id: number, statuses: string[], message: string): Promise<boolean> {
  return db.transaction(async (tx) => {
    const rows = await tx.query(
      `update task set status = 'REVOKED', end_date = now(), timeline = timeline || $2::jsonb
       where id = $1 and status = any($3::text[]) returning id`,
      [id, timelineEntry('revoked', message), statuses],
    );
    if (rows.length === 0) return false;
    await tx.query("update processing set state = 'FAILURE' where task_id = $1", [id]);
    return true;
  });
}

/**
 * Stops the task: a waiting one, a demonstration or one whose process is gone ends REVOKED at once;
 * a running one gets `stop_requested` and its worker ends it at its next step or wait.
 */
export async function revokeTask(
  services: RepairServices,
  user: CurrentUser,
  id: number,
  locale: string,
): Promise<Task> {
  const { db } = services;
  const { task } = await repairable(db, user, id, locale);
  if (task.status !== 'PENDING' && task.status !== 'STARTED') {
    throw badRequest({ code: 'task_finished', detail: 'Only a waiting or running task can be stopped.' });
  }
  const who = await nameOf(db, user);
  await db.query(
    `update task set stop_requested_at = now(), stop_requested_by = $2
     where id = $1 and status in ('PENDING', 'STARTED')`,
    [id, user.id],
  );
  const stoppedNow =
    (await revokeNow(db, id, ['PENDING'], `Tâche arrêtée par ${who} avant son démarrage.`)) ||
    ((task.demonstration || task.runner_gone) &&
      (await revokeNow(
        db,
        id,
        ['STARTED'],
        `Tâche arrêtée par ${who} : aucun processus ne l’exécutait plus.`,
      )));
  if (!stoppedNow) {
    await db.query('update task set timeline = timeline || $2::jsonb where id = $1 and status = $3', [
      id,
      timelineEntry('stop_requested', `Arrêt demandé par ${who}.`),
      'STARTED',
    ]);
  }
  if (task.dataset_id !== null) {
    await addActivity(db, task.dataset_id, user.id, 'task_revoked', `Tâche ${id} arrêtée (${task.action}).`);
  }
  return visibleTask(db, user, id, locale);
}

/**
 * Queues a new task re-running a failed or stopped one, with the same action, objects and input,
 * filed under the object's dataset and group as they are now; it keeps the earlier task's completed
 * stages (worker/taskRun.ts). The earlier task is acknowledged. Not once a later run repaired it
 * (400 `task_already_repaired`), nor while another task of the object waits or runs (400
 * `task_object_busy`): checked and queued in one transaction under the object's lock, the lock
 * the worker takes to start a task (worker/worker.ts), so that of simultaneous re-runs one queues.
 */
export async function rerunTask(
  services: RepairServices,
  user: CurrentUser,
  id: number,
  locale: string,
): Promise<Task> {
  const { db, taskQueue } = services;
  const { task, scope } = await repairable(db, user, id, locale);
  if (task.status !== 'FAILURE' && task.status !== 'REVOKED') {
    throw badRequest({ code: 'task_not_failed', detail: 'Only a failed or stopped task can be re-run.' });
  }
  const who = await nameOf(db, user);
  const queued = await db.transaction(async (tx) => {
    await tx.query('select pg_advisory_xact_lock(hashtext($1), $2)', [task.object_class, task.object_id]);
    if (await repairedTask(tx, id)) {
      throw badRequest({ code: 'task_already_repaired', detail: ALREADY_REPAIRED_MESSAGE });
    }
    if (await objectBusy(tx, task)) {
      throw badRequest({
        code: 'task_object_busy',
        detail: 'Another task of the same object waits or runs.',
      });
    }
    const created = await taskQueue.enqueue(
      {
        action: task.action,
        scenarioId: task.scenario_id,
        objectClass: task.object_class,
        objectId: task.object_id,
        objectDisplay: task.object_display,
        targetClass: task.target_class,
        targetId: task.target_id,
        targetDisplay: task.target_display,
        datasetId: scope.datasetId,
        usergroupId: scope.usergroupId,
        createdBy: user.id,
        kwargs: task.kwargs,
        data: task.data,
      },
      tx,
    );
    await tx.query('update task set rerun_of = $2, timeline = timeline || $3::jsonb where id = $1', [
      created.id,
      id,
      timelineEntry('rerun', `Relance de la tâche n° ${id} par ${who}.`),
    ]);
    // The same resources show the new run in their `_processing`, as a scenario run does.
    await tx.query(
      `insert into processing (resource_id, state, task_id)
       select distinct resource_id, 'PENDING', $2::int from processing where task_id = $1`,
      [id, created.id],
    );
    await acknowledgeFailure(tx, id, user.id);
    if (scope.datasetId !== null) {
      await addActivity(
        tx,
        scope.datasetId,
        user.id,
        'task_rerun',
        `Tâche ${id} relancée (tâche ${created.id}, ${task.action}).`,
      );
    }
    return created;
  });
  // The answer is the task as queued: read before the worker is woken, which may start it at once.
  const answer = await visibleTask(db, user, queued.id, locale);
  taskQueue.notify(queued.id);
  return answer;
}
