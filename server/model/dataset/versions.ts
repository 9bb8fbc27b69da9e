import type { Queryable } from '../../db/database.ts';
import { storedChanges } from '../history/storedChanges.ts';
import type { DatasetChanges } from './rules.ts';

/**
 * A dataset's metadata as one save left it: the writable fields by their API names (DatasetInput),
 * the keywords as names in their order. What the history compares and what a restore saves again.
 */
export type DatasetSnapshot = Record<string, unknown>;

/**
 * The writable fields stored as they are sent, each with its dataset column: what a save writes and
 * what a version keeps (with the keywords, stored apart).
 */
export const DATASET_COLUMNS: readonly (readonly [keyof DatasetChanges, string])[] = [
  ['display_name', 'display_name'],
  ['codename', 'codename'],
  ['description', 'description'],
  ['categories', 'categories'],
  ['topics', 'topics'],
  ['kinds', 'kinds'],
  ['recommended_usage', 'recommended_usage'],
  ['restrictions', 'restrictions'],
  ['usergroup', 'usergroup_id'],
  ['license', 'license'],
  ['granularity', 'granularity'],
  ['geographical_coverage', 'geographical_coverage'],
  ['bounds', 'bounds'],
  ['creation_date', 'creation_date'],
  ['last_review_date', 'last_review_date'],
  ['publication_date', 'publication_date'],
  ['last_update_date', 'last_update_date'],
  ['update_frequency', 'update_frequency'],
  ['vintage_year', 'vintage_year'],
  ['constitution_mode', 'constitution_mode'],
  ['record_type', 'record_type'],
  ['parent', 'parent_id'],
  ['default_permission_level', 'default_permission_level'],
  ['extras', 'extras'],
];

/** Dates are kept as the API writes them (YYYY-MM-DD), whatever the driver answers. */
const dateOnly = (value: unknown): unknown =>
  value instanceof Date ? value.toISOString().slice(0, 10) : value;

/** The dataset's metadata as stored now (inside the save's transaction: after its writes). */
export async function snapshotOf(db: Queryable, datasetId: number): Promise<DatasetSnapshot> {
  const columns = DATASET_COLUMNS.map(([field, column]) => `d.${column} as "${field}"`).join(', ');
  const [row] = await db.query<Record<string, unknown>>(
    `select ${columns},
       coalesce((select array_agg(t.name order by dt.position) from dataset_tag dt
                 join tag t on t.id = dt.tag_id where dt.dataset_id = d.id), '{}') as tags
     from dataset d where d.id = $1`,
    [datasetId],
  );
  if (!row) throw new Error(`Dataset ${datasetId} not found for its version`);
  return Object.fromEntries(Object.entries(row).map(([field, value]) => [field, dateOnly(value)]));
}

/**
 * Keeps how the dataset is before a save, when no version of it exists yet (a dataset made before
 * versions were kept): its first save's changes then have something to be compared with, and the
 * state it had can be restored. Call it in the save's transaction, before the writes. No entry
 * shows it, so it has no changes of its own.
 */
export async function ensureFirstVersion(db: Queryable, datasetId: number): Promise<void> {
  const [existing] = await db.query<{ id: number }>(
    'select id from dataset_version where dataset_id = $1 limit 1',
    [datasetId],
  );
  if (existing) return;
  const snapshot = await snapshotOf(db, datasetId);
  await db.query("insert into dataset_version (dataset_id, snapshot, changes) values ($1, $2, '[]')", [
    datasetId,
    JSON.stringify(snapshot),
  ]);
}

/**
 * Keeps how the save left the dataset, as the version of its activity entry, with its changes
 * against the version before it (all its filled fields for a dataset's first version, its
 * creation): computed once here, in no language, so that a history read only names them (audit
 * T3-H1, decision 0023). Call it in the save's transaction, after the writes and the entry: the
 * dataset's row is locked, so the version before is the latest one.
 */
export async function recordVersion(db: Queryable, datasetId: number, activityId: number): Promise<number> {
  const snapshot = await snapshotOf(db, datasetId);
  const [previous] = await db.query<{ snapshot: DatasetSnapshot }>(
    'select snapshot from dataset_version where dataset_id = $1 order by id desc limit 1',
    [datasetId],
  );
  const changes = storedChanges({ before: previous?.snapshot ?? null, after: snapshot });
  const [version] = await db.query<{ id: number }>(
    'insert into dataset_version (dataset_id, snapshot, changes) values ($1, $2, $3) returning id',
    [datasetId, JSON.stringify(snapshot), JSON.stringify(changes)],
  );
  if (!version) throw new Error('Version not recorded');
  await db.query('update activity set version_id = $1 where id = $2', [version.id, activityId]);
  return version.id;
}
