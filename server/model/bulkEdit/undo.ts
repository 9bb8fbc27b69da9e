import type { components } from '../../../contract/schema.gen.ts';
import { canManageGroup } from '../../auth/permissions.ts';
import type { CurrentUser } from '../../auth/session.ts';
import type { Database, Queryable } from '../../db/database.ts';
import { forbidden, HttpError } from '../../messages/errors.ts';
import { say } from '../../messages/say.ts';
import { CHUNK, chunkSpent, inChunks } from './chunks.ts';
import type { BulkField, BulkValues } from './plan.ts';
import { sameValue } from './plan.ts';
import { ownBatch, serialiseBatch } from './read.ts';
import { bulkValues } from './selection.ts';
import { writeValues } from './write.ts';

type BulkEditUndoResult = components['schemas']['BulkEditUndoResult'];

/**
 * The fields of one dataset an undo puts back: those whose value is still the one the batch left.
 * A field changed since is someone's later work: it stays, and says so (`kept`).
 */
export function undoPlan(current: BulkValues, before: Partial<BulkValues>, after: Partial<BulkValues>) {
  const restore: Partial<BulkValues> = {};
  let kept = false;
  for (const field of Object.keys(after) as BulkField[]) {
    if (sameValue(field, current[field], after[field])) Object.assign(restore, { [field]: before[field] });
    else kept = true;
  }
  return { restore, kept };
}

const ALREADY_UNDONE = {
  fr: 'Cette modification en lot a déjà été annulée.',
  en: 'This bulk edit has already been undone.',
  it: 'Questa modifica in blocco è già stata annullata.',
};

const UNDO_UNDER_WAY = {
  fr: 'Cette modification en lot est en cours d’annulation.',
  en: 'This bulk edit is being undone.',
  it: 'Questa modifica in blocco è in corso di annullamento.',
};

/**
 * How long an undo holds its batch after its last chunk (each chunk renews it): far longer than a
 * chunk (at most 50 datasets or 50 ms of work), short enough that an undo stopped by a crash can be
 * run again a minute later.
 */
const UNDO_LEASE = "interval '60 seconds'";

interface UndoItem {
  dataset_id: number;
  usergroup_id: number;
  before: object;
  after: object;
}

/**
 * The batch's next datasets to undo after `after` (in id order, as the apply wrote them), with
 * their organisation now. A dataset already saved by an undo of this batch (one stopped before
 * its end) is left out: it is not counted twice.
 */
function nextItems(tx: Queryable, id: number, after: number): Promise<UndoItem[]> {
  return tx.query<UndoItem>(
    `select bd.dataset_id, d.usergroup_id, bd.before, bd.after from bulk_edit_dataset bd
     join dataset d on d.id = bd.dataset_id
     where bd.bulk_edit_id = $1 and bd.dataset_id > $2
       and not exists (select 1 from activity a where a.dataset_id = bd.dataset_id
                       and a.bulk_edit_id = $1 and a.action = 'bulk_edit_undone')
     order by bd.dataset_id limit ${CHUNK}`,
    [id, after],
  );
}

/**
 * One chunk of an undo, in its own transaction, the batch locked (two undos, or an undo and the
 * apply's next chunk, take turns): the batch already undone, or held by another undo under way (its
 * lease, renewed by each chunk), answers 400 on the first chunk, and ends a later one; the chunk's
 * datasets must still be the person's
 * (403); each with a field to put back is saved again with an entry `bulk_edit_undone`. When no
 * dataset is left, the batch is marked undone in the same transaction.
 */
async function undoChunk(
  tx: Queryable,
  user: CurrentUser,
  locale: string,
  id: number,
  cursor: { after: number; first: boolean },
) {
  const began = performance.now();
  const [batch] = await tx.query<{ undone_at: Date | null; leased: boolean }>(
    'select undone_at, coalesce(undo_lease_until > clock_timestamp(), false) as leased from bulk_edit where id = $1 for update',
    [id],
  );
  if (batch?.undone_at) {
    if (!cursor.first) return { restored: 0, kept: 0, last: null };
    throw new HttpError(400, { code: 'bulk_edit_undone', detail: say(locale, ALREADY_UNDONE) });
  }
  // Another undo of the batch is under way (its lease runs): this one would share its datasets.
  if (cursor.first && batch?.leased) {
    throw new HttpError(400, { code: 'bulk_edit_undoing', detail: say(locale, UNDO_UNDER_WAY) });
  }
  await tx.query(`update bulk_edit set undo_lease_until = clock_timestamp() + ${UNDO_LEASE} where id = $1`, [
    id,
  ]);
  const rows = await nextItems(tx, id, cursor.after);
  if (rows.some((row) => !canManageGroup(user, row.usergroup_id))) throw forbidden();
  const current = new Map(
    (
      await bulkValues(
        tx,
        rows.map((row) => row.dataset_id),
        true,
      )
    ).map((d) => [d.id, d]),
  );
  const entry = {
    userId: user.id,
    action: 'bulk_edit_undone' as const,
    description: `Annulation de la modification en lot n° ${id}.`,
    batch: id,
  };
  let restored = 0;
  let kept = 0;
  for (const [index, row] of rows.entries()) {
    const values = current.get(row.dataset_id);
    if (!values) continue;
    const plan = undoPlan(values, row.before as Partial<BulkValues>, row.after as Partial<BulkValues>);
    if (plan.kept) kept += 1;
    if (Object.keys(plan.restore).length === 0) continue;
    restored += 1;
    await writeValues(tx, row.dataset_id, plan.restore, entry);
    // The chunk's time spent: the rest of its datasets go to the next one.
    if (index < rows.length - 1 && chunkSpent(began)) return { restored, kept, last: row.dataset_id };
  }
  if (rows.length < CHUNK) {
    await tx.query(
      'update bulk_edit set undone_at = clock_timestamp(), undone_by = $1, undo_lease_until = null where id = $2',
      [user.id, id],
    );
    return { restored, kept, last: null };
  }
  return { restored, kept, last: rows.at(-1)?.dataset_id ?? null };
}

/**
 * Undoes a batch, a chunk per transaction (chunks.ts) with the other requests served between two (as
 * its apply, T3-L4): 404 unless it is the person's (or they are the superuser), 403 when one of
 * its datasets is no longer theirs to change (nothing changed when it is known at the start), 400
 * when already undone. An undo stopped part-way (a failure, a crash) leaves the batch not undone:
 * undoing it again puts back the rest, the datasets already put back being left out.
 */
export async function undoBulkEdit(
  db: Database,
  user: CurrentUser,
  locale: string,
  id: number,
): Promise<BulkEditUndoResult> {
  await ownBatch(db, user, id);
  // Every dataset checked before anything is written: a batch partly out of reach changes nothing.
  const groups = await db.query<{ usergroup_id: number }>(
    `select distinct d.usergroup_id from bulk_edit_dataset bd join dataset d on d.id = bd.dataset_id
     where bd.bulk_edit_id = $1`,
    [id],
  );
  if (groups.some((row) => !canManageGroup(user, row.usergroup_id))) throw forbidden();
  const counts = { restored: 0, kept: 0 };
  const cursor = { after: 0, first: true };
  try {
    await inChunks(
      db,
      (tx) => undoChunk(tx, user, locale, id, cursor),
      (done) => {
        counts.restored += done.restored;
        counts.kept += done.kept;
        if (done.last === null) return false;
        cursor.after = done.last;
        cursor.first = false;
        return true;
      },
    );
  } catch (error) {
    // A failed chunk gives the batch back at once, to be undone again (a crash lets the lease lapse).
    if (!cursor.first) await db.query('update bulk_edit set undo_lease_until = null where id = $1', [id]);
    throw error;
  }
  return { ...counts, batch: await serialiseBatch(db, user, locale, await ownBatch(db, user, id)) };
}
