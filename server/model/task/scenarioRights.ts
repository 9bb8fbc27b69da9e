import { requireSuperuser } from '../../auth/permissions.ts';
import type { CurrentUser } from '../../auth/session.ts';
import type { Queryable } from '../../db/database.ts';
import { editableDataset } from '../dataset/datasets.ts';
import { KIND_TABLE } from '../resource/kinds.ts';
import { layerFor, layerOfStyle } from '../resource/layerStyles.ts';
import { editableLink } from '../resource/links.ts';
import { datasetOfResource, writableResource } from '../resource/resources.ts';
import { managedIndexer } from '../usergroup/indexers.ts';

/**
 * Who may run a scenario (or a harvest) on an object: one rule per kind of object, read on the
 * object as it is now (audit 2026-12-06, T3-M1). The operations that run a scenario call it with
 * the object of their path; the repairs of a task (re-run, stop, acknowledge: taskRepair.ts,
 * taskCare.ts, taskInsight.ts) call it with the object the task names, so that a repair is allowed
 * exactly as running that scenario on the object now, and a re-run is filed under the object's
 * current dataset and group, not those the task had when it was queued.
 */

/**
 * An object a scenario runs on, as a task records it: `kind` is the scenario's object kind
 * (`dataset`, `resourcedataset`, `geographiclayer`, `style`, a resource kind such as `ftp`, whose
 * `id` is then the resource's) or `remoteapiindex` for a harvest.
 */
export interface RunObject {
  kind: string;
  id: number;
}

export interface DatasetRef {
  id: number;
  display_name: string;
  usergroup_id: number;
}

/** Where a run is filed now: its dataset (activity, task list filter) and its group (who sees it). */
export interface RunScope {
  dataset: DatasetRef | null;
  usergroupId: number | null;
}

const scopeOf = (dataset: DatasetRef | null): RunScope => ({
  dataset: dataset && {
    id: dataset.id,
    display_name: dataset.display_name,
    usergroup_id: dataset.usergroup_id,
  },
  usergroupId: dataset?.usergroup_id ?? null,
});

/** Whether the kind names one of a resource's type-specific records (its scenarios run on the resource). */
const isResourceKind = (kind: string): kind is keyof typeof KIND_TABLE => Object.hasOwn(KIND_TABLE, kind);

/** Kinds of object this module has a rule for. */
export const knownRunKind = (kind: string): boolean =>
  isResourceKind(kind) ||
  ['dataset', 'resourcedataset', 'geographiclayer', 'style', 'remoteapiindex'].includes(kind);

/**
 * Checks that `user` may run a scenario on the object as it is now (404 when it is gone, 403 when
 * refused) and answers where the run is filed. An object of a kind with no rule is a programming
 * error (callers check `knownRunKind`).
 */
export async function authoriseScenarioRun(
  db: Queryable,
  user: CurrentUser,
  object: RunObject,
): Promise<RunScope> {
  switch (object.kind) {
    case 'dataset':
      // Publishing or unpublishing changes the dataset: whoever may change it now.
      return scopeOf(await editableDataset(db, user, object.id));
    case 'resourcedataset':
      return scopeOf((await editableLink(db, user, object.id)).dataset);
    case 'geographiclayer': {
      const layer = await layerFor(db, user, object.id, true);
      return scopeOf(await datasetOfResource(db, layer.resource_id));
    }
    case 'style': {
      const layer = await layerFor(db, user, await layerOfStyle(db, object.id), true);
      return scopeOf(await datasetOfResource(db, layer.resource_id));
    }
    case 'remoteapiindex':
      return { dataset: null, usergroupId: (await managedIndexer(db, user, object.id)).usergroup_id };
  }
  if (!isResourceKind(object.kind)) throw new Error(`No rule to run a scenario on a ${object.kind}`);
  const resource = await writableResource(db, user, object.id);
  // Reading a group's sFTP space is the superuser's (the sFTP record is created by them alone).
  if (object.kind === 'ftp') requireSuperuser(user);
  return scopeOf(await datasetOfResource(db, resource.id));
}

/** The object of a task, as a run of its scenario names it (null for a kind with no rule). */
export async function runObjectOfTask(
  db: Queryable,
  task: { object_class: string; object_id: number; scenario_id: number | null },
): Promise<RunObject | null> {
  if (task.object_class !== 'resource') {
    return knownRunKind(task.object_class) ? { kind: task.object_class, id: task.object_id } : null;
  }
  // A resource's scenarios belong to its record's kind: the scenario says which.
  const [scenario] = await db.query<{ object_kind: string }>(
    'select object_kind from scenario where id = $1',
    [task.scenario_id],
  );
  return scenario && isResourceKind(scenario.object_kind)
    ? { kind: scenario.object_kind, id: task.object_id }
    : null;
}

/** The dataset of a run on a dataset or on one of its links, which always has one. */
export function datasetOfScope(scope: RunScope): DatasetRef {
  if (!scope.dataset) throw new Error('A run on a dataset or a link has its dataset');
  return scope.dataset;
}
