import { restoreVersion } from '../model/dataset/restore.ts';
import { serialisedDataset } from '../model/dataset/view.ts';
import { ok } from './kit/context.ts';
import type { AreaHandlers } from './kit/operation.ts';

/** Dataset history (issue 33, part 2): restore a version as a new save. */
export const datasetVersionHandlers = {
  async restoreDatasetVersion(ctx) {
    await restoreVersion(ctx.services, ctx.user, {
      datasetId: ctx.params.id,
      versionId: ctx.params.versionId,
      ifMatch: ctx.headers['if-match'],
      locale: ctx.locale,
    });
    const audience = { db: ctx.services.db, user: ctx.user, origin: ctx.origin, locale: ctx.locale };
    return ok(await serialisedDataset(audience, ctx.params.id));
  },
} satisfies AreaHandlers;
