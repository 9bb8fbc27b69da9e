import type { Case } from '../cases.ts';

/** Permission impact preview (issue 33, part 1): who may call what, as for the action it previews. */
export const permissionImpactCases = {
  previewDatasetPermissionLevel: [
    {
      allowed: ['admin', 'gestionnaire', 'producteur'],
      build: async (f) => ({
        method: 'POST',
        path: '/fr/dataset/usergroup-permission-actions/preview/',
        options: {
          json: { dataset_id: (await f.dataset()).id, usergroup_ids: [f.ids.ctg, f.ids.sphere] },
          query: { action: 'set_permission_level_consultation' },
        },
      }),
    },
  ] as Case[],
};
