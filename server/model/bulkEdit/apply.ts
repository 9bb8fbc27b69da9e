import type { components } from '../../../contract/schema.gen.ts';
import { requireDataUser } from '../../auth/permissions.ts';
import type { CurrentUser } from '../../auth/session.ts';
import type { Database, Queryable } from '../../db/database.ts';
import { fieldChanges } from '../dataset/changes.ts';
import type { DatasetSnapshot } from '../dataset/versions.ts';
import { checkPlanBounds } from './bounds.ts';
import { CHUNK, chunkSpent, inChunks } from './chunks.ts';
import { checkOperations } from './operations.ts';
import { type PlannedOperation, planBulkEdit } from './plan.ts';
import { bulkValues, selectDatasets } from './selection.ts';
import { writeValues } from './write.ts';

type BulkEditInput = components['schemas']['BulkEditInput'];
type BulkEditPreview = components['schemas']['BulkEditPreview'];
type BulkEditItem = components['schemas']['BulkEditItem'];

/** How many datasets an answer lists with their changes (all are counted). */
export const LISTED = 100;

/** A dataset's changes as `reader` reads them, in `locale`. */
export async function itemOf(
  db: Queryable,
  reader: CurrentUser,
  locale: string,
  change: { id: number; display_name: string; before: object; after: object },
): Promise<BulkEditItem> {
  const after = change.after as DatasetSnapshot;
  const changes = await fieldChanges(
    db,
    reader,
    locale,
    change.before as DatasetSnapshot,
    after,
    Object.keys(after),
  );
  return { id: change.id, display_name: change.display_name, changes };
}

/**
 * The checks both the preview and the apply make, in the house order: a person with no data role
 * (403), then the selection (404, 403, too large), then the operations (400).
 */
async function checked(db: Queryable, user: CurrentUser, locale: string, input: BulkEditInput) {
  requireDataUser(user);
  const selected = await selectDatasets(db, user, locale, input.selection);
  const operations = await checkOperations(db, locale, input.operations);
  return { selected, operations };
}

/** What the edit would change: the same checks and the same plan as applyBulkEdit, nothing written. */
export async function previewBulkEdit(
  db: Queryable,
  user: CurrentUser,
  locale: string,
  input: BulkEditInput,
): Promise<BulkEditPreview> {
  const { selected, operations } = await checked(db, user, locale, input);
  const plan = planBulkEdit(await bulkValues(db, selected.ids), operations);
  checkPlanBounds(locale, plan);
  return {
    matched: selected.matched,
    read_only: selected.readOnly,
    changed: plan.length,
    unchanged: selected.ids.length - plan.length,
    items: await Promise.all(plan.slice(0, LISTED).map((change) => itemOf(db, user, locale, change))),
  };
}

interface ChunkWork {
  user: CurrentUser;
  locale: string;
  input: BulkEditInput;
  operations: PlannedOperation[];
}

/**
 * One chunk, in its own transaction: the batch recorded with the first (later ones lock it, and
 * stop when it was undone meanwhile), the plan made on the next CHUNK datasets' locked rows and
 * checked again (a save may have added keywords since the whole plan was checked), then the
 * changed datasets written as saves in id order until the chunk's time is spent, and the batch's
 * items and count grown by exactly what was written. A failure or a crash between chunks thus
 * leaves a batch whose items are what was applied, which its undo puts back. Answers how many of
 * `ids` were dealt with (the unchanged ones before the last written included).
 */
async function applyChunk(
  tx: Queryable,
  batchId: number | null,
  ids: number[],
  work: ChunkWork,
): Promise<{ batch: number; stopped: boolean; done: number }> {
  const began = performance.now();
  let batch = batchId;
  if (batch === null) {
    const [row] = await tx.query<{ id: number }>(
      'insert into bulk_edit (user_id, operations, dataset_count) values ($1, $2, 0) returning id',
      [work.user.id, JSON.stringify(work.input.operations)],
    );
    if (!row) throw new Error('Bulk edit not recorded');
    batch = row.id;
  } else {
    const [row] = await tx.query<{ undone_at: Date | null }>(
      'select undone_at from bulk_edit where id = $1 for update',
      [batch],
    );
    if (!row || row.undone_at !== null) return { batch, stopped: true, done: ids.length };
  }
  const chunk = ids.slice(0, CHUNK);
  const plan = planBulkEdit(await bulkValues(tx, chunk, true), work.operations);
  checkPlanBounds(work.locale, plan);
  const position = new Map(chunk.map((id, index) => [id, index]));
  plan.sort((a, b) => (position.get(a.id) ?? 0) - (position.get(b.id) ?? 0));
  const entry = {
    userId: work.user.id,
    action: 'bulk_edited' as const,
    // Written in French, read in the request's language (catalogue/activity.ts).
    description: `Modification en lot n° ${batch}.`,
    batch,
  };
  let done = chunk.length;
  let written = 0;
  for (const change of plan) {
    await writeValues(tx, change.id, change.after, entry);
    await tx.query(
      'insert into bulk_edit_dataset (bulk_edit_id, dataset_id, before, after) values ($1, $2, $3, $4)',
      [batch, change.id, JSON.stringify(change.before), JSON.stringify(change.after)],
    );
    written += 1;
    if (written < plan.length && chunkSpent(began)) {
      done = (position.get(change.id) ?? 0) + 1;
      break;
    }
  }
  await tx.query('update bulk_edit set dataset_count = dataset_count + $1 where id = $2', [written, batch]);
  return { batch, stopped: false, done };
}

/**
 * Applies the edit: the whole plan checked first (nothing is written when a dataset would pass a
 * bound), then a chunk per transaction (chunks.ts), the other requests served between two chunks
 * (db/turns.ts: on the embedded database one transaction over 174 datasets stalled every request
 * 2.35 s, T3-L4). On PostgreSQL too: a save of a dataset of the batch waits for one chunk's row
 * locks, not the whole batch's. A failure stops the batch where it is, answered as the error; the
 * batch keeps what the chunks before it applied, and can be undone. Answers the batch's id.
 */
export async function applyBulkEdit(
  db: Database,
  user: CurrentUser,
  locale: string,
  input: BulkEditInput,
): Promise<number> {
  const { selected, operations } = await checked(db, user, locale, input);
  checkPlanBounds(locale, planBulkEdit(await bulkValues(db, selected.ids), operations));
  const work: ChunkWork = { user, locale, input, operations };
  let left = [...selected.ids].sort((a, b) => a - b);
  // Set by the chunks (`as`: assigned in a callback, so not narrowed to null here).
  let batch = null as number | null;
  await inChunks(
    db,
    (tx) => applyChunk(tx, batch, left, work),
    (chunk) => {
      batch = chunk.batch;
      left = chunk.stopped ? [] : left.slice(chunk.done);
      return left.length > 0;
    },
  );
  if (batch === null) throw new Error('Bulk edit not recorded');
  return batch;
}
