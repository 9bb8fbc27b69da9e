import { managedGroups } from '../../auth/permissions.ts';
import type { CurrentUser } from '../../auth/session.ts';
import type { Params } from '../../db/params.ts';

// Conditions on tasks that lists share (tasks.ts, attention/tasks.ts) and the repairs read
// (taskRights.ts); kept apart from the rules' code so that the task list depends on no model of
// the objects tasks run on.

/**
 * SQL condition on a task aliased `t`: the failure was repaired, a later run of the same action on
 * the same object succeeded (a re-run of it, of one of its re-runs, or a run of its own). Running it
 * again would only redo what is in order; "needs attention" leaves it out for the same reason.
 */
export const REPAIRED_TASK = `exists (select 1 from task l where l.object_class = t.object_class
  and l.object_id = t.object_id and l.action = t.action and l.status = 'SUCCESS' and l.created_at > t.created_at)`;

/**
 * SQL condition on a task aliased `t`: `user` may repair it, the rule of `authoriseRepair`
 * (taskRights.ts) as one condition over many tasks, for the lists ("needs attention", who sees a
 * task). The group is the one the task's object has now (its indexer's, or its dataset's: for a
 * resource linked to several datasets, the one the task is filed under), the group it was queued
 * for when that object is gone; sFTP runs are the superuser's.
 */
export function repairableTaskCondition(user: CurrentUser, q: Params): string {
  if (user.is_superuser) return 'true';
  const groups = `${q.p(managedGroups(user))}::int[]`;
  // Uncorrelated subqueries (hashed once per query), not a lookup per task: the task list reads
  // this over every task of the platform.
  return `((t.scenario_id is null or t.scenario_id not in (select s.id from scenario s where s.object_kind = 'ftp'))
    and case when t.object_class = 'remoteapiindex'
      then t.object_id in (select i.id from remote_api_index i where i.usergroup_id = any(${groups}))
        or (t.usergroup_id = any(${groups}) and t.object_id not in (select i.id from remote_api_index i))
      else t.dataset_id in (select d.id from dataset d where d.usergroup_id = any(${groups}))
        or (t.usergroup_id = any(${groups}) and (t.dataset_id is null or t.dataset_id not in (select d.id from dataset d)))
    end)`;
}
