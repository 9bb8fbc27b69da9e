import { editableDataset } from '../model/dataset/datasets.ts';
import { checkPermissionDataset, previewPermissionLevel } from '../model/dataset/permissions.ts';
import { ok } from './kit/context.ts';
import type { AreaHandlers } from './kit/operation.ts';

/** Permission impact preview (issue 33, part 1): a dry run of the bulk permission action. */
export const permissionImpactHandlers = {
  async previewDatasetPermissionLevel(ctx) {
    const db = ctx.services.db;
    const { dataset_id, usergroup_ids } = ctx.body;
    // The PUT's checks in the PUT's order, so that the preview refuses exactly what the action would.
    await checkPermissionDataset(db, dataset_id);
    const dataset = await editableDataset(db, ctx.user, dataset_id);
    return ok(await previewPermissionLevel(db, dataset.id, usergroup_ids, ctx.query.action));
  },
} satisfies AreaHandlers;
