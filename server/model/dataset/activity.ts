import type { components } from '../../../contract/schema.gen.ts';
import type { CurrentUser } from '../../auth/session.ts';
import type { Queryable } from '../../db/database.ts';
import { MESSAGES } from '../../messages/messages.ts';
import { canUndoBatch } from '../bulkEdit/rules.ts';
import { isoRequired } from '../common.ts';
import { type FieldChange, readChanges } from '../history/readChanges.ts';
import { type StoredChange, storedChanges } from '../history/storedChanges.ts';
import type { Slice } from './list.ts';
import type { DatasetSnapshot } from './versions.ts';

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
  /** Null for a version saved before its changes were stored (migration 017). */
  changes: StoredChange[] | null;
}

/**
 * The changes of versions saved before they were stored: each against the version before it of the
 * same dataset (a dataset's first version is compared with nothing only for the creation; a first
 * version kept by a later save shows none), computed once, on the first read that shows them, then
 * stored (decision 0023). At most a page of them, each linear in its snapshots.
 */
async function computeMissing(
  db: Queryable,
  rows: ActivityRow[],
  missing: readonly number[],
): Promise<Map<number, StoredChange[]>> {
  const versions = await db.query<{
    id: number;
    snapshot: DatasetSnapshot;
    previous: DatasetSnapshot | null;
  }>(
    `select v.id, v.snapshot,
       (select p.snapshot from dataset_version p where p.dataset_id = v.dataset_id and p.id < v.id
        order by p.id desc limit 1) as previous
     from dataset_version v where v.id = any($1::int[])`,
    [missing],
  );
  const created = new Set(rows.filter((row) => row.action === 'created').map((row) => row.version_id));
  const computed = new Map<number, StoredChange[]>();
  for (const version of versions) {
    const changes =
      version.previous === null
        ? created.has(version.id)
          ? storedChanges({ before: null, after: version.snapshot })
          : []
        : storedChanges({ before: version.previous, after: version.snapshot });
    computed.set(version.id, changes);
    // Only if still missing: two reads at once store the same changes once.
    await db.query('update dataset_version set changes = $2 where id = $1 and changes is null', [
      version.id,
      JSON.stringify(changes),
    ]);
  }
  return computed;
}

/**
 * The changes of each entry that saved the metadata, as its version stored them when it was saved
 * (decision 0023), named for `reader` in `locale`: one query for the page's versions, then the
 * names the changes need.
 */
async function changesOf(
  db: Queryable,
  reader: CurrentUser,
  locale: string,
  rows: ActivityRow[],
): Promise<Map<number, FieldChange[]>> {
  const versionIds = rows.flatMap((row) => (row.version_id === null ? [] : [row.version_id]));
  if (versionIds.length === 0) return new Map();
  const versions = await db.query<VersionRow>(
    'select id, changes from dataset_version where id = any($1::int[])',
    [versionIds],
  );
  const stored = new Map(versions.map((version) => [version.id, version.changes]));
  const missing = versions.flatMap((version) => (version.changes === null ? [version.id] : []));
  if (missing.length > 0) {
    for (const [id, changes] of await computeMissing(db, rows, missing)) stored.set(id, changes);
  }
  const shown = rows.flatMap((row) => {
    const changes = row.version_id === null ? undefined : stored.get(row.version_id);
    return changes ? [{ entry: row.id, changes }] : [];
  });
  const read = await readChanges(
    db,
    reader,
    locale,
    shown.map(({ changes }) => changes),
  );
  return new Map(shown.map(({ entry }, index) => [entry, read[index] ?? []]));
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
 * The largest page of a dataset's activity: each entry carries its changes, at most ENTRY_LIMIT
 * characters of values, so a page is bounded in bytes as in entries (audit T3-H1).
 */
export const ACTIVITY_PAGE_SIZE = 50;

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
    const changes = await changesOf(db, user, locale, rows);
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
