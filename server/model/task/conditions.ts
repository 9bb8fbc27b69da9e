import { managedGroups } from '../../auth/permissions.ts';
import type { CurrentUser } from '../../auth/session.ts';
import type { Params } from '../../db/params.ts';

// Conditions on tasks that lists share (tasks.ts, attention/tasks.ts) and the repairs read
// (taskRights.ts); kept apart from the rules' code so that the task list depends on no model of
// the objects tasks run on.

/**
 * Actions that redo one another (audit 2026-12-06, B3): a resource's create and update scenarios
 * read the same data into the same layer (or check the same URL, mirror the same layer, write the
 * same style), so a success of either repairs a failure of the other. Publishing and unpublishing
 * are not such a pair: one undoes the other.
 */
export const REDOING_ACTIONS: readonly (readonly string[])[] = [
  ['file-upload-to-geographiclayer', 'file-upload-update-geographiclayer'],
  ['file-download-to-geographiclayer', 'file-download-update-geographiclayer'],
  ['ftp-to-geographiclayer', 'ftp-update-geographiclayer'],
  ['datastore-to-geographiclayer', 'datastore-update-geographiclayer'],
  ['href-check', 'href-update-check'],
  ['geoserver-mirror-create', 'geoserver-mirror-update'],
  ['style-create', 'style-update'],
];

const REDOING_PAIRS = REDOING_ACTIONS.flatMap((family) =>
  family.flatMap((failed) =>
    family.filter((other) => other !== failed).map((other) => `('${failed}', '${other}')`),
  ),
).join(', ');

/**
 * SQL condition on a task aliased `t`: the failure was repaired, a later run on the same object of
 * the same action, or of one that redoes it (REDOING_ACTIONS), succeeded (a re-run of it, of one of
 * its re-runs, a run of its own, the object's update scenario). Running it again would only redo
 * what is in order; "needs attention" leaves it out for the same reason.
 */
export const REPAIRED_TASK = `exists (select 1 from task l where l.object_class = t.object_class
  and l.object_id = t.object_id and l.status = 'SUCCESS' and l.created_at > t.created_at
  and (l.action = t.action or (t.action, l.action) in (${REDOING_PAIRS})))`;

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
