import { canManageGroup } from '../../auth/permissions.ts';
import type { CurrentUser } from '../../auth/session.ts';
import type { Queryable } from '../../db/database.ts';
import { forbidden, HttpError } from '../../messages/errors.ts';
import { REPAIRED_TASK } from './conditions.ts';
import { authoriseScenarioRun, runObjectOfTask } from './scenarioRights.ts';

/**
 * Who may repair a task (re-run, stop, acknowledge) and whether it still needs it (audit 2026-12-06,
 * T3-M1 and T3-A2). A repair is authorised exactly as running the task's scenario on its object as
 * it is now (scenarioRights.ts), not by the group the task had when it was queued: an object that
 * moved to another organisation is repaired by that organisation, and a scenario reserved to the
 * superuser (sFTP) is re-run by the superuser alone.
 */

/** What the rule reads of a task. */
export interface RepairedTask {
  object_class: string;
  object_id: number;
  scenario_id: number | null;
  dataset_id: number | null;
  usergroup_id: number | null;
}

/** Where a re-run is filed: the object's dataset and group now. */
export interface RepairScope {
  datasetId: number | null;
  usergroupId: number | null;
}

/**
 * Checks that `user` may repair the task (403) and answers where its re-run is filed. A task whose
 * object is gone, or of a kind no scenario runs on, has no object to authorise against: the
 * managers of the group it was queued for may still stop or acknowledge it (a re-run of it fails
 * at its first step, for want of its object).
 */
export async function authoriseRepair(
  db: Queryable,
  user: CurrentUser,
  task: RepairedTask,
): Promise<RepairScope> {
  const object = await runObjectOfTask(db, task);
  if (object) {
    try {
      const scope = await authoriseScenarioRun(db, user, object);
      return { datasetId: scope.dataset?.id ?? null, usergroupId: scope.usergroupId };
    } catch (error) {
      if (!(error instanceof HttpError && error.status === 404)) throw error;
    }
  }
  if (!canManageGroup(user, task.usergroup_id)) throw forbidden();
  return { datasetId: task.dataset_id, usergroupId: task.usergroup_id };
}

/** Whether `user` may repair the task (what a task's insight offers). */
export async function mayRepair(db: Queryable, user: CurrentUser, task: RepairedTask): Promise<boolean> {
  try {
    await authoriseRepair(db, user, task);
    return true;
  } catch (error) {
    if (error instanceof HttpError && error.status === 403) return false;
    throw error;
  }
}

/** Whether the task `id` was repaired (REPAIRED_TASK). */
export async function repairedTask(db: Queryable, id: number): Promise<boolean> {
  const rows = await db.query(`select 1 from task t where t.id = $1 and ${REPAIRED_TASK}`, [id]);
  return rows.length > 0;
}
