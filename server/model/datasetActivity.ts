import type { components } from '../../contract/schema.gen.ts';
import type { CurrentUser } from '../auth/session.ts';
import type { Queryable } from '../db/database.ts';
import { MESSAGES } from '../http/catalogue/index.ts';
import { canUndoBatch } from './bulkEditRules.ts';
import { isoRequired } from './common.ts';
import { type FieldChange, fieldChangesOfPairs, type SnapshotPair } from './datasetChanges.ts';
import type { Slice } from './datasetList.ts';
import type { DatasetSnapshot } from './datasetVersions.ts';

type ActivityEntry = components['schemas']['ActivityEntry'];
type ActivityBulkEdit = components['schemas']['ActivityBulkEdit'];

interface ActivityRow {
  id: number;
  date: Date;
  action: string;
  description: string;
  user_id: number | null;
  username: string;
  first_name: string;
  last_name: string;
  version_id: number | null;
  bulk_edit_id: number | null;
}

interface VersionRow {
  id: number;
  snapshot: DatasetSnapshot;
  /** The version before it of the same dataset; null for the dataset's first version. */
  previous_id: number | null;
}

/**
 * The changes of each entry that saved the metadata: its version against the version before it of
 * the same dataset. A dataset's first version is compared with nothing (all its filled fields)
 * only for the creation; a first version kept by a later save (ensureFirstVersion) shows none.
 * Two queries for the versions of the page, then the names the changes need.
 */
async function changesOf(
  db: Queryable,
  locale: string,
  rows: ActivityRow[],
): Promise<Map<number, FieldChange[]>> {
  const versionIds = rows.flatMap((row) => (row.version_id === null ? [] : [row.version_id]));
  if (versionIds.length === 0) return new Map();
  const versions = await db.query<VersionRow>(
    `select v.id, v.snapshot,
       (select max(p.id) from dataset_version p where p.dataset_id = v.dataset_id and p.id < v.id) as previous_id
     from dataset_version v where v.id = any($1::int[])`,
    [versionIds],
  );
  const snapshots = new Map(versions.map((version) => [version.id, version.snapshot]));
  const missing = versions.flatMap((version) =>
    version.previous_id !== null && !snapshots.has(version.previous_id) ? [version.previous_id] : [],
  );
  if (missing.length > 0) {
    const previous = await db.query<{ id: number; snapshot: DatasetSnapshot }>(
      'select id, snapshot from dataset_version where id = any($1::int[])',
      [missing],
    );
    for (const version of previous) snapshots.set(version.id, version.snapshot);
  }
  const byId = new Map(versions.map((version) => [version.id, version]));
  const compared: { entry: number; pair: SnapshotPair }[] = [];
  for (const row of rows) {
    const version = row.version_id === null ? undefined : byId.get(row.version_id);
    if (!version) continue;
    if (version.previous_id === null) {
      if (row.action === 'created')
        compared.push({ entry: row.id, pair: { before: null, after: version.snapshot } });
      continue;
    }
    const before = snapshots.get(version.previous_id);
    if (before) compared.push({ entry: row.id, pair: { before, after: version.snapshot } });
  }
  const changes = await fieldChangesOfPairs(
    db,
    locale,
    compared.map(({ pair }) => pair),
  );
  return new Map(compared.map(({ entry }, index) => [entry, changes[index] ?? []]));
}

/** The bulk edits of the page's entries, with whether the reader may undo each now. */
async function bulkEditsOf(
  db: Queryable,
  user: CurrentUser,
  rows: ActivityRow[],
): Promise<Map<number, ActivityBulkEdit>> {
  const ids = [...new Set(rows.flatMap((row) => (row.bulk_edit_id === null ? [] : [row.bulk_edit_id])))];
  if (ids.length === 0) return new Map();
  const batches = await db.query<{ id: number; user_id: number | null; undone_at: Date | null }>(
    'select id, user_id, undone_at from bulk_edit where id = any($1::int[])',
    [ids],
  );
  return new Map(
    batches.map((batch) => [
      batch.id,
      { id: batch.id, undone: batch.undone_at !== null, can_undo: canUndoBatch(user, batch) },
    ]),
  );
}

/**
 * The dataset's activity, the latest first: its count, and the entries of a page in `locale`, each
 * with the version its save made, the fields it changed and its bulk edit (issue 33). Whoever sees
 * the dataset reads them: the values are metadata they can already read.
 */
export async function datasetActivity(db: Queryable, user: CurrentUser, datasetId: number, locale: string) {
  const [count] = await db.query<{ n: number }>(
    'select count(*)::int as n from activity where dataset_id = $1',
    [datasetId],
  );
  const page = async (slice: Slice): Promise<ActivityEntry[]> => {
    const rows = await db.query<ActivityRow>(
      `select a.id, a.date, a.action, a.description, a.user_id, u.username, u.first_name, u.last_name,
         a.version_id, a.bulk_edit_id
       from activity a left join app_user u on u.id = a.user_id where a.dataset_id = $1
       order by a.date desc, a.id desc limit $2 offset $3`,
      [datasetId, slice.pageSize, slice.offset],
    );
    const changes = await changesOf(db, locale, rows);
    const bulkEdits = await bulkEditsOf(db, user, rows);
    return rows.map((row) => ({
      id: row.id,
      date: isoRequired(row.date),
      // Names only: whoever sees the dataset reads its activity (security audit L1).
      user:
        row.user_id === null
          ? null
          : { id: row.user_id, username: row.username, first_name: row.first_name, last_name: row.last_name },
      action: row.action,
      // Written in French when it happened; read in the request's language (decision 0013).
      description: MESSAGES.translate(locale, row.description),
      version: row.version_id,
      changes: changes.get(row.id) ?? [],
      bulk_edit: row.bulk_edit_id === null ? null : (bulkEdits.get(row.bulk_edit_id) ?? null),
    }));
  };
  return { count: count?.n ?? 0, page };
}
