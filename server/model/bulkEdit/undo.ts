import type { components } from '../../../contract/schema.gen.ts';
import { canManageGroup } from '../../auth/permissions.ts';
import type { CurrentUser } from '../../auth/session.ts';
import type { Database } from '../../db/database.ts';
import { forbidden, HttpError } from '../../http/errors.ts';
import { say } from '../../http/messages.ts';
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

/**
 * Undoes a batch in one transaction: 404 unless it is the person's (or they are the superuser), 403
 * when one of its datasets is no longer theirs to change (nothing changed), 400 when already undone.
 * Each dataset with a field to put back is saved again with an entry `bulk_edit_undone`.
 */
export async function undoBulkEdit(
  db: Database,
  user: CurrentUser,
  locale: string,
  id: number,
): Promise<BulkEditUndoResult> {
  await ownBatch(db, user, id);
  const counts = await db.transaction(async (tx) => {
    // Locked, so that two undos of the same batch cannot both pass the check.
    const [batch] = await tx.query<{ undone_at: Date | null }>(
      'select undone_at from bulk_edit where id = $1 for update',
      [id],
    );
    const rows = await tx.query<{ dataset_id: number; usergroup_id: number; before: object; after: object }>(
      `select bd.dataset_id, d.usergroup_id, bd.before, bd.after from bulk_edit_dataset bd
       join dataset d on d.id = bd.dataset_id where bd.bulk_edit_id = $1`,
      [id],
    );
    if (rows.some((row) => !canManageGroup(user, row.usergroup_id))) throw forbidden();
    if (batch?.undone_at) {
      throw new HttpError(400, {
        code: 'bulk_edit_undone',
        detail: say(locale, {
          fr: 'Cette modification en lot a déjà été annulée.',
          en: 'This bulk edit has already been undone.',
          it: 'Questa modifica in blocco è già stata annullata.',
        }),
      });
    }
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
    for (const row of rows) {
      const values = current.get(row.dataset_id);
      if (!values) continue;
      const plan = undoPlan(values, row.before as Partial<BulkValues>, row.after as Partial<BulkValues>);
      if (plan.kept) kept += 1;
      if (Object.keys(plan.restore).length === 0) continue;
      restored += 1;
      await writeValues(tx, row.dataset_id, plan.restore, entry);
    }
    await tx.query('update bulk_edit set undone_at = clock_timestamp(), undone_by = $1 where id = $2', [
      user.id,
      id,
    ]);
    return { restored, kept };
  });
  return { ...counts, batch: await serialiseBatch(db, user, locale, await ownBatch(db, user, id)) };
}
