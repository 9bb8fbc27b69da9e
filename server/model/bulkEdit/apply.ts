import type { components } from '../../../contract/schema.gen.ts';
import { requireDataUser } from '../../auth/permissions.ts';
import type { CurrentUser } from '../../auth/session.ts';
import type { Database, Queryable } from '../../db/database.ts';
import { fieldChanges } from '../datasetChanges.ts';
import type { DatasetSnapshot } from '../datasetVersions.ts';
import { checkOperations } from './operations.ts';
import { type PlannedChange, planBulkEdit } from './plan.ts';
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
  return {
    matched: selected.matched,
    read_only: selected.readOnly,
    changed: plan.length,
    unchanged: selected.ids.length - plan.length,
    items: await Promise.all(plan.slice(0, LISTED).map((change) => itemOf(db, user, locale, change))),
  };
}

/**
 * Applies the edit in one transaction: the plan made on the locked rows, each changed dataset
 * written as a save, the batch kept with each dataset's fields before and after. Answers the
 * batch's id.
 */
export async function applyBulkEdit(
  db: Database,
  user: CurrentUser,
  locale: string,
  input: BulkEditInput,
): Promise<number> {
  const { selected, operations } = await checked(db, user, locale, input);
  return db.transaction(async (tx) => {
    const plan: PlannedChange[] = planBulkEdit(await bulkValues(tx, selected.ids, true), operations);
    const [batch] = await tx.query<{ id: number }>(
      'insert into bulk_edit (user_id, operations, dataset_count) values ($1, $2, $3) returning id',
      [user.id, JSON.stringify(input.operations), plan.length],
    );
    if (!batch) throw new Error('Bulk edit not recorded');
    const entry = {
      userId: user.id,
      action: 'bulk_edited' as const,
      // Written in French, read in the request's language (catalogue/activity.ts).
      description: `Modification en lot n° ${batch.id}.`,
      batch: batch.id,
    };
    for (const change of plan) {
      await writeValues(tx, change.id, change.after, entry);
      await tx.query(
        'insert into bulk_edit_dataset (bulk_edit_id, dataset_id, before, after) values ($1, $2, $3, $4)',
        [batch.id, change.id, JSON.stringify(change.before), JSON.stringify(change.after)],
      );
    }
    return batch.id;
  });
}
