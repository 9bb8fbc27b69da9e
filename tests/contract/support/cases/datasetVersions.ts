import type { Case } from '../cases.ts';
import type { Account } from '../fixtures.ts';

/** The members with a role in the CACL: they may change its datasets; the visiteur only reads them. */
const CACL_MANAGERS: readonly Account[] = ['admin', 'gestionnaire', 'producteur'];

/** Dataset history: restore a version (issue 33, part 2): who may call what. */
export const datasetVersionCases = {
  restoreDatasetVersion: [
    {
      allowed: CACL_MANAGERS,
      build: async (f) => {
        // A fresh CACL dataset, changed once: its creation's version is an earlier one to restore.
        const dataset = await f.dataset();
        const [version] = await f.server.app.db.query<{ id: number }>(
          'select id from dataset_version where dataset_id = $1 order by id limit 1',
          [dataset.id],
        );
        const changed = await f.admin.request<{ last_modified: string }>(
          'PATCH',
          `/fr/dataset/datasets/${dataset.id}/`,
          { json: { recommended_usage: 'Usage libre.' } },
        );
        return {
          method: 'POST',
          path: `/fr/dataset/datasets/${dataset.id}/versions/${version?.id}/restore/`,
          options: { headers: { 'if-match': changed.body.last_modified } },
        };
      },
    },
  ] as Case[],
};
