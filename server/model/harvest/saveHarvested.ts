import type { Queryable } from '../../db/database.ts';
import { Params } from '../../db/params.ts';
import { addActivity } from '../dataset/datasets.ts';
import { saveKeywords } from '../dataset/keywords.ts';
import { rebuildPublishedEntry } from '../dataset/publishedEntry.ts';
import {
  DATASET_COLUMNS,
  type DatasetSnapshot,
  ensureFirstVersion,
  recordVersion,
  snapshotOf,
} from '../dataset/versions.ts';
import { linkContact } from './contact.ts';
import type { DatasetPlan } from './plan.ts';
import { applyResourceDiff, harvestedResources, resourceDiff } from './resources.ts';
import { plannedChanges, plannedSnapshot } from './snapshot.ts';

/** The indexer as a save needs it. */
export interface SaveIndexer {
  id: number;
  name: string;
  usergroup_id: number;
}

export interface SaveOutcome {
  outcome: 'created' | 'updated' | 'unchanged';
  datasetId: number;
  resources: { added: number; changed: number; removed: number };
}

/**
 * The dataset a record updates: the one harvested under its identifier, else under its former key
 * (CKAN and OpenDataSoft records were keyed on their name before their stable identifier).
 */
export async function harvestedDataset(
  db: Queryable,
  indexerId: number,
  identifier: string,
  reference: string | null | undefined,
): Promise<{ dataset_id: number; remote_identifier: string; usergroup_id: number } | null> {
  const [row] = await db.query<{ dataset_id: number; remote_identifier: string; usergroup_id: number }>(
    `select h.dataset_id, h.remote_identifier, d.usergroup_id from harvested_record h
     join dataset d on d.id = h.dataset_id
     where h.indexer_id = $1 and h.remote_identifier = any($2::text[])
     order by h.remote_identifier = $3 desc limit 1`,
    [indexerId, [identifier, reference ?? identifier], identifier],
  );
  return row ?? null;
}

/**
 * Whether the dataset of a record has moved to another organisation than the indexer's since it
 * was harvested: its new organisation's managers own it now, so the harvest leaves it as it is, and
 * the trial shows nothing of it to the indexer's managers (who may not see it).
 */
export const movedAway = (existing: { usergroup_id: number } | null, indexer: { usergroup_id: number }) =>
  existing !== null && existing.usergroup_id !== indexer.usergroup_id;

/** Column assignments of the snapshot's fields that are stored as they are (no keywords). */
function columnsOf(snapshot: DatasetSnapshot, fields: ReadonlySet<string>, q: Params): [string, string][] {
  return DATASET_COLUMNS.filter(([field]) => fields.has(field)).map(([field, column]) => [
    column,
    q.p(field === 'extras' ? JSON.stringify(snapshot.extras ?? {}) : (snapshot[field] ?? null)),
  ]);
}

async function createDataset(
  db: Queryable,
  indexer: SaveIndexer,
  plan: DatasetPlan,
  userId: number | null,
): Promise<number> {
  const after = plannedSnapshot(plan, null, indexer.usergroup_id);
  const q = new Params();
  const columns = columnsOf(after, new Set(Object.keys(after)), q);
  columns.push(['publish', q.p(plan.creation.publish)]);
  const [row] = await db.query<{ id: number }>(
    `insert into dataset (${columns.map(([c]) => c).join(', ')}) values (${columns.map(([, v]) => v).join(', ')})
     returning id`,
    q.values,
  );
  if (!row) throw new Error('Dataset not created');
  await saveKeywords(db, row.id, plan.fields.tags);
  await db.query(
    'insert into harvested_record (indexer_id, remote_identifier, dataset_id) values ($1, $2, $3)',
    [indexer.id, plan.identifier, row.id],
  );
  const entry = await addActivity(
    db,
    row.id,
    userId,
    'harvested',
    `Fiche moissonnée depuis « ${indexer.name} » (identifiant distant ${plan.identifier}).`,
  );
  await recordVersion(db, row.id, entry);
  return row.id;
}

/**
 * Saves a record's plan through the dataset model, as a save from the form does (HV10, decision
 * 0026): keywords by saveKeywords, an activity entry `harvested` with its version and changes,
 * the URL resources by their remote keys. A record that changes nothing writes nothing (no entry,
 * no empty version, not even its harvest date). Run it in a savepoint of the import transaction.
 */
export async function saveHarvested(
  db: Queryable,
  indexer: SaveIndexer,
  plan: DatasetPlan,
  existing: { dataset_id: number; remote_identifier: string } | null,
  options: { userId: number | null; contactRole: number | null },
): Promise<SaveOutcome> {
  if (!existing) {
    const datasetId = await createDataset(db, indexer, plan, options.userId);
    const resources = await applyResourceDiff(
      db,
      datasetId,
      resourceDiff(plan.resources, []),
      options.userId,
    );
    if (plan.contact && options.contactRole !== null) {
      await linkContact(db, datasetId, indexer.usergroup_id, plan.contact, options.contactRole);
    }
    await rebuildPublishedEntry(db, datasetId);
    return { outcome: 'created', datasetId, resources };
  }
  const datasetId = existing.dataset_id;
  const before = await snapshotOf(db, datasetId);
  const after = plannedSnapshot(plan, before, indexer.usergroup_id);
  const changes = plannedChanges(before, after);
  const diff = resourceDiff(plan.resources, await harvestedResources(db, datasetId));
  const rekeyed = existing.remote_identifier !== plan.identifier;
  const contactWritten =
    plan.contact && options.contactRole !== null
      ? await linkContact(db, datasetId, indexer.usergroup_id, plan.contact, options.contactRole)
      : false;
  const resourcesChanged = diff.add.length + diff.change.length + diff.remove.length > 0;
  if (changes.length === 0 && !resourcesChanged && !rekeyed && !contactWritten) {
    return { outcome: 'unchanged', datasetId, resources: { added: 0, changed: 0, removed: 0 } };
  }
  await db.query(
    `update harvested_record set harvested_at = now(), remote_identifier = $3
     where indexer_id = $1 and remote_identifier = $2`,
    [indexer.id, existing.remote_identifier, plan.identifier],
  );
  const resources = await applyResourceDiff(db, datasetId, diff, options.userId);
  if (changes.length > 0 || resourcesChanged) {
    await db.query('select 1 from dataset where id = $1 for update', [datasetId]);
    await ensureFirstVersion(db, datasetId);
    const fields = new Set(changes.map((change) => change.field));
    const q = new Params();
    const sets = columnsOf(after, fields, q).map(([column, value]) => `${column} = ${value}`);
    sets.push('last_modified = clock_timestamp()');
    await db.query(`update dataset set ${sets.join(', ')} where id = ${q.p(datasetId)}`, q.values);
    if (fields.has('tags')) await saveKeywords(db, datasetId, plan.fields.tags);
    const entry = await addActivity(
      db,
      datasetId,
      options.userId,
      'harvested',
      `Mise à jour moissonnée depuis « ${indexer.name} » (identifiant distant ${plan.identifier}).`,
    );
    // Resources are not part of a version: an entry that changed only them has none.
    if (changes.length > 0) await recordVersion(db, datasetId, entry);
    await rebuildPublishedEntry(db, datasetId);
  }
  return { outcome: 'updated', datasetId, resources };
}
