import type { CurrentUser } from '../../auth/session.ts';
import type { Database, Queryable } from '../../db/database.ts';
import { Params } from '../../db/params.ts';
import { HttpError, notFound } from '../../messages/errors.ts';
import type { TaskQueue } from '../../tasks/taskQueue.ts';
import { codenameOf } from '../common.ts';
import { removeImage } from '../images.ts';
import { addActivity, type DatasetRow, editableDataset } from './datasets.ts';
import { saveKeywords } from './keywords.ts';
import { queuePublication } from './publication.ts';
import {
  checkDatasetInput,
  checkDescriptionDepth,
  cleanDescriptionOffThread,
  type DatasetChanges,
  type DatasetInput,
} from './rules.ts';
import { DATASET_COLUMNS, ensureFirstVersion, recordVersion } from './versions.ts';

/** Where a save writes: the database and the queue its publication task goes to. */
export interface SaveServices {
  db: Database;
  taskQueue: TaskQueue;
}

/** The columns a body sets, each with its parameter (the extras as JSON). */
function sentColumns(input: DatasetChanges, q: Params): [string, string][] {
  return DATASET_COLUMNS.filter(([key]) => input[key] !== undefined).map(([key, column]) => [
    column,
    q.p(key === 'extras' ? JSON.stringify(input.extras) : input[key]),
  ]);
}

/**
 * Defaults of a PUT: these optional fields, when not sent, are reset. The fields a creation defaults
 * (description, tags, topics, kinds, the two dates, update frequency, codename, publish) are kept, as
 * DRF keeps the fields a model defaults: a client that never sends them does not wipe them.
 */
const PUT_DEFAULTS: DatasetChanges = {
  categories: [],
  recommended_usage: null,
  restrictions: [],
  license: null,
  granularity: null,
  geographical_coverage: null,
  creation_date: null,
  last_review_date: null,
  vintage_year: null,
  constitution_mode: null,
  record_type: null,
  parent: null,
  default_permission_level: 'private',
  extras: {},
};

/** Today's date (UTC), the default publication and last update dates of a new dataset. */
const today = (): string => new Date().toISOString().slice(0, 10);

/**
 * A creation body with the API's defaults for what it leaves out (contract, DatasetInput): other
 * clients send only a name, an organisation and a few texts (the data-fair connector, D6 of
 * docs/evidence/onegeo-public-clients.md); the form's rules are the form's.
 */
function withCreationDefaults(input: DatasetInput) {
  return {
    description: '',
    tags: [],
    topics: [],
    kinds: [],
    publication_date: today(),
    last_update_date: today(),
    update_frequency: null,
    ...input,
    codename: input.codename || codenameOf(input.display_name),
  };
}

/**
 * Starts the publication task a save queued, if any. The caller reads its answer first, then calls
 * it: the answer shows the dataset as this request stored it (unpublished until the task has run),
 * however soon the worker would take the task.
 */
export type StartQueued = () => void;

/** Creates a dataset (queuing its publication when `publish` is sent); answers its id. */
export async function createDataset(
  services: SaveServices,
  user: CurrentUser,
  locale: string,
  body: DatasetInput,
): Promise<{ id: number; startQueued: StartQueued }> {
  const input = withCreationDefaults({ ...body });
  checkDescriptionDepth(locale, input);
  await cleanDescriptionOffThread(locale, input);
  await checkDatasetInput(services.db, user, input, null, null);
  const { id, task } = await services.db.transaction(async (tx) => {
    const q = new Params();
    const columns = sentColumns(input, q);
    // A `publish` sent stores the dataset unpublished: true becomes true when the queued
    // publication has run, which builds its catalogue entry. Not sent (the back-office form, which
    // runs the publication itself), it stays null as before.
    if (input.publish !== undefined) columns.push(['publish', q.p(false)]);
    const [row] = await tx.query<{ id: number }>(
      `insert into dataset (${columns.map(([column]) => column).join(', ')})
       values (${columns.map(([, value]) => value).join(', ')}) returning id`,
      q.values,
    );
    if (!row) throw new Error('Dataset not created');
    await saveKeywords(tx, row.id, input.tags);
    const created = await addActivity(
      tx,
      row.id,
      user.id,
      'created',
      `Création du jeu de données « ${input.display_name} ».`,
    );
    await recordVersion(tx, row.id, created);
    if (!input.publish) return { id: row.id, task: null };
    const subject = { id: row.id, display_name: input.display_name, usergroup_id: input.usergroup };
    return { id: row.id, task: await queuePublication(tx, services.taskQueue, subject, true, user.id) };
  });
  return {
    id,
    startQueued: () => {
      if (task !== null) services.taskQueue.notify(task);
    },
  };
}

const STALE = {
  code: 'stale',
  detail: 'The dataset was modified by someone else: reload it before saving again.',
};

/** Whether the If-Match sent (the `last_modified` read) names another version than `lastModified`. */
function isStale(ifMatch: unknown, lastModified: Date | string): boolean {
  return typeof ifMatch === 'string' && new Date(ifMatch).getTime() !== new Date(lastModified).getTime();
}

/**
 * The dataset a save starts from: 404 when missing, 403 when the user may not change it, 412 when
 * the If-Match sent names an older version. Checked before the body is read (reading it validates
 * it), so that these answer whatever the body, in DRF's order (DRF-5).
 */
export async function datasetToSave(
  db: Queryable,
  user: CurrentUser,
  id: number,
  ifMatch: unknown,
): Promise<DatasetRow> {
  const current = await editableDataset(db, user, id);
  if (isStale(ifMatch, current.last_modified)) throw new HttpError(412, STALE);
  return current;
}

/**
 * Refuses a save made from an older version, inside the save's transaction with the row locked:
 * two saves from the same version cannot both pass (the check before the transaction only spares
 * checking the values of a save that is already stale).
 */
async function checkPrecondition(tx: Queryable, ifMatch: unknown, id: number): Promise<void> {
  const [locked] = await tx.query<{ last_modified: Date }>(
    'select last_modified from dataset where id = $1 for update',
    [id],
  );
  if (!locked) throw notFound();
  if (isStale(ifMatch, locked.last_modified)) throw new HttpError(412, STALE);
}

/** How a save was asked: a PUT replaces (its defaults for what is not sent), a PATCH changes. */
export interface SaveRequest {
  replace: boolean;
  /** The If-Match header sent, if any. */
  ifMatch: unknown;
  locale: string;
  /** The activity entry the save records; a metadata update when not given. */
  activity?: { action: string; description: string };
}

const UPDATED = { action: 'updated', description: 'Mise à jour des métadonnées.' };

/** Saves the changes to `current` (from datasetToSave), queuing a publication `publish` asks for. */
export async function saveDataset(
  services: SaveServices,
  user: CurrentUser,
  current: DatasetRow,
  body: DatasetChanges,
  request: SaveRequest,
): Promise<StartQueued> {
  const id = current.id;
  const input: DatasetChanges = request.replace ? { ...PUT_DEFAULTS, ...body } : { ...body };
  if (input.usergroup === current.usergroup_id) delete input.usergroup;
  if (input.codename === '') input.codename = codenameOf(input.display_name ?? current.display_name);
  checkDescriptionDepth(request.locale, input);
  await cleanDescriptionOffThread(request.locale, input);
  await checkDatasetInput(services.db, user, input, id, current);
  // A state other than the current one (null counts as published) queues its scenario; the same one
  // changes nothing (the connector sends `publish` with every save).
  const publish =
    input.publish !== undefined && input.publish !== (current.publish !== false) ? input.publish : null;
  const task = await services.db.transaction(async (tx) => {
    await checkPrecondition(tx, request.ifMatch, id);
    await ensureFirstVersion(tx, id);
    const q = new Params();
    const sets = sentColumns(input, q).map(([column, value]) => `${column} = ${value}`);
    sets.push('last_modified = clock_timestamp()');
    await tx.query(`update dataset set ${sets.join(', ')} where id = ${q.p(id)}`, q.values);
    if (input.tags !== undefined) await saveKeywords(tx, id, input.tags);
    const { action, description } = request.activity ?? UPDATED;
    await recordVersion(tx, id, await addActivity(tx, id, user.id, action, description));
    if (publish === null) return null;
    const subject = {
      id,
      display_name: input.display_name ?? current.display_name,
      usergroup_id: input.usergroup ?? current.usergroup_id,
    };
    return queuePublication(tx, services.taskQueue, subject, publish, user.id);
  });
  return () => {
    if (task !== null) services.taskQueue.notify(task);
  };
}

/** Deletes the dataset, the resources linked to it only, and its thumbnail's file. */
export async function deleteDataset(
  store: { db: Database; uploadsDir: string },
  user: CurrentUser,
  id: number,
): Promise<void> {
  const dataset = await editableDataset(store.db, user, id);
  await store.db.transaction(async (tx) => {
    await tx.query(
      `delete from resource r where r.id in (select resource_id from resource_dataset where dataset_id = $1)
       and not exists (select 1 from resource_dataset o where o.resource_id = r.id and o.dataset_id <> $1)`,
      [dataset.id],
    );
    await tx.query('delete from dataset where id = $1', [dataset.id]);
  });
  await removeImage(store.uploadsDir, dataset.thumbnail);
}
