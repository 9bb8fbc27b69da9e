import { addActivity } from '../../model/dataset/datasets.ts';
import { setPublished } from '../../model/dataset/publication.ts';
import { rebuildPublishedEntry } from '../../model/dataset/publishedEntry.ts';
import { setLinkPublished } from '../../model/resource/links.ts';
import { type JobContext, JobFailure, type TaskRun } from '../taskRun.ts';

const s = (n: number) => (n > 1 ? 's' : '');

async function describeEntry(run: TaskRun, ctx: JobContext, datasetId: number): Promise<void> {
  const entry = await rebuildPublishedEntry(ctx.db, datasetId);
  await run.step(
    'catalogue',
    entry.published
      ? // Written whole, so that the message table (messages/tables/tasks.ts) finds it in the source.
        `Entrée du catalogue reconstruite : ${entry.resources} ressource${s(entry.resources)}, ${entry.layers} couche${s(entry.layers)}.`
      : 'Entrée du catalogue retirée : le jeu de données n’est plus publié.',
  );
}

/** 'publish-dataset' (also the index build after creation) and 'unpublish-dataset'. */
export async function datasetPublication(run: TaskRun, ctx: JobContext): Promise<void> {
  const datasetId = run.task.object_id;
  const publish = !run.task.action.startsWith('unpublish');
  // The flag is written by the model, as every other write of a dataset (issue 46).
  const dataset = await setPublished(ctx.db, datasetId, publish);
  if (!dataset) throw new JobFailure('Le jeu de données n’existe plus.');
  const { was } = dataset;
  await run.step(
    publish ? 'publish' : 'unpublish',
    publish
      ? was
        ? 'Le jeu de données était déjà publié : son index est reconstruit.'
        : 'Jeu de données publié.'
      : was
        ? 'Jeu de données dépublié : il quitte le catalogue et garde ses métadonnées, ressources et droits.'
        : 'Le jeu de données n’était pas publié.',
  );
  // Through the model's writer, as every other entry of the activity (HV10, decision 0026).
  if (publish !== was) {
    await addActivity(
      ctx.db,
      datasetId,
      run.task.created_by,
      publish ? 'published' : 'unpublished',
      publish ? 'Publication du jeu de données.' : 'Dépublication du jeu de données.',
    );
  }
  await describeEntry(run, ctx, datasetId);
}

/** 'publish-resourcedataset' and 'unpublish-resourcedataset': the resource in the dataset's entry. */
export async function resourceDatasetPublication(run: TaskRun, ctx: JobContext): Promise<void> {
  const publish = !run.task.action.startsWith('unpublish');
  // The link's flag is written by the model too (issue 46).
  const link = await setLinkPublished(ctx.db, run.task.object_id, publish);
  if (!link) throw new JobFailure('La ressource n’est plus liée à ce jeu de données.');
  await run.step(
    publish ? 'publish' : 'unpublish',
    publish
      ? `Ressource « ${link.name} » publiée avec le jeu de données.`
      : `Ressource « ${link.name} » retirée de la publication du jeu de données.`,
  );
  await describeEntry(run, ctx, link.dataset_id);
}
