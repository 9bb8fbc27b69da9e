import type { Case } from '../cases.ts';
import { type Account, type Fixtures, unique } from '../fixtures.ts';

/** Bulk metadata edits with undo (issue 33, part 4): who may call what. */

const ALL: readonly Account[] = ['admin', 'gestionnaire', 'producteur', 'visiteur'];
const MANAGERS: readonly Account[] = ['admin', 'gestionnaire', 'producteur'];

/** A body on a fresh CACL dataset, which the three managers may change. */
async function body(f: Fixtures) {
  const dataset = await f.dataset();
  return {
    selection: { ids: [dataset.id] },
    operations: [{ field: 'keywords', op: 'add', value: [unique('lot')] }],
  };
}

/**
 * A batch of `as` on a fresh CACL dataset. The visiteur may not make one: theirs is written directly
 * (as if their role had been withdrawn since), so that they call their own batch and are refused
 * for what they may not do, not for what is not theirs.
 */
async function batchOf(f: Fixtures, as: Account): Promise<number> {
  if (as !== 'visiteur') {
    const answer = await f
      .client(as)
      .request<{ id: number }>('POST', '/fr/dataset/bulk-edits/', { json: await body(f) });
    if (answer.status !== 201) throw new Error(`Batch not made: ${answer.text}`);
    return answer.body.id;
  }
  const dataset = await f.dataset();
  const db = f.server.app.db;
  const [batch] = await db.query<{ id: number }>(
    `insert into bulk_edit (user_id, operations, dataset_count) values ($1, $2, 1) returning id`,
    [f.ids.users.visiteur, JSON.stringify([{ field: 'keywords', op: 'add', value: ['v'] }])],
  );
  await db.query(
    `insert into bulk_edit_dataset (bulk_edit_id, dataset_id, before, after) values ($1, $2, $3, $4)`,
    [
      batch?.id,
      dataset.id,
      JSON.stringify({ tags: ['test', 'contrat'] }),
      JSON.stringify({ tags: ['test', 'contrat', 'v'] }),
    ],
  );
  return batch?.id ?? 0;
}

export const bulkEditCases = {
  previewBulkEdit: [
    {
      allowed: MANAGERS,
      build: async (f) => ({
        method: 'POST',
        path: '/fr/dataset/bulk-edits/preview/',
        options: { json: await body(f) },
      }),
    },
  ] as Case[],
  listBulkEdits: [
    {
      allowed: MANAGERS,
      build: async () => ({ method: 'GET', path: '/fr/dataset/bulk-edits/', options: {} }),
    },
  ] as Case[],
  applyBulkEdit: [
    {
      allowed: MANAGERS,
      build: async (f) => ({
        method: 'POST',
        path: '/fr/dataset/bulk-edits/',
        options: { json: await body(f) },
      }),
    },
  ] as Case[],
  // Everyone reads their own batches (another person's answers 404, see the role tests).
  getBulkEdit: [
    {
      allowed: ALL,
      build: async (f, as) => ({
        method: 'GET',
        path: `/fr/dataset/bulk-edits/${await batchOf(f, as)}/`,
        options: {},
      }),
    },
  ] as Case[],
  undoBulkEdit: [
    {
      allowed: MANAGERS,
      build: async (f, as) => ({
        method: 'POST',
        path: `/fr/dataset/bulk-edits/${await batchOf(f, as)}/undo/`,
      }),
    },
  ] as Case[],
};
