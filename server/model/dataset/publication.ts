import type { Queryable } from '../../db/database.ts';
import { HttpError } from '../../messages/errors.ts';
import type { TaskQueue } from '../../tasks/taskQueue.ts';
import { addActivity } from './datasets.ts';

/**
 * Sets a dataset's `publish` flag, as its publication task does (worker/jobs/publication.ts):
 * answers whether it was published before (a `null` flag counts as
 * published), or null when the dataset no longer exists. The task then records its step and, when
 * the flag changed, the activity (addActivity).
 */
export async function setPublished(
  db: Queryable,
  datasetId: number,
  publish: boolean,
): Promise<{ was: boolean } | null> {
  const [dataset] = await db.query<{ publish: boolean | null }>('select publish from dataset where id = $1', [
    datasetId,
  ]);
  if (!dataset) return null;
  await db.query('update dataset set publish = $1 where id = $2', [publish, datasetId]);
  return { was: dataset.publish !== false };
}

/** The dataset a `publish` sent in a create or save body is about. */
export interface PublishSubject {
  id: number;
  display_name: string;
  usergroup_id: number;
}

/**
 * Queues, in the save's transaction, the run of the `publish-dataset` or `unpublish-dataset`
 * scenario a client asks for by sending `publish` (the data-fair connector does, D6/D7 of
 * docs/evidence/onegeo-public-clients.md): the very task the "publish" screen action queues
 * (model/dataset/scenarios.ts), so the flag and the catalogue entry follow once the worker has run
 * it (worker/jobs/publication.ts). The caller has checked the right to run it (managing the
 * dataset's organisation) and tells the queue after the commit (`taskQueue.notify`). Answers the
 * task's id.
 */
export async function queuePublication(
  tx: Queryable,
  taskQueue: TaskQueue,
  dataset: PublishSubject,
  publish: boolean,
  userId: number,
): Promise<number> {
  const codename = publish ? 'publish-dataset' : 'unpublish-dataset';
  const [scenario] = await tx.query<{ id: number }>(
    "select id from scenario where object_kind = 'dataset' and codename = $1 order by id limit 1",
    [codename],
  );
  // The screen shows an error when the scenario is missing (specification section 4); an API client
  // reads it on the field it sent.
  if (!scenario)
    throw new HttpError(400, { publish: [`No "${codename}" scenario is configured for datasets.`] });
  const target = { model: 'dataset', app_label: 'onegeo_dataset', pk: dataset.id };
  const task = await taskQueue.enqueue(
    {
      action: codename,
      scenarioId: scenario.id,
      objectClass: 'dataset',
      objectId: dataset.id,
      objectDisplay: dataset.display_name,
      targetClass: 'dataset',
      targetId: dataset.id,
      targetDisplay: dataset.display_name,
      datasetId: dataset.id,
      usergroupId: dataset.usergroup_id,
      createdBy: userId,
      kwargs: { target },
      data: {},
    },
    tx,
  );
  await addActivity(tx, dataset.id, userId, 'scenario', `Traitement lancé (tâche ${task.id}).`);
  return task.id;
}
