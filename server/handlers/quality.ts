import { HttpError } from '../messages/errors.ts';
import { visibleDataset } from '../model/dataset/datasets.ts';
import { summaryScope } from '../model/quality/scope.ts';
import { optionalInt } from '../model/queryValues.ts';
import type { AreaHandlers } from './kit/operation.ts';

// Placeholder until the scores are computed (contract first, for the screens to build against):
// the refusals are the final ones, a permitted call answers 500.
const notComputedYet = () => new HttpError(500, { detail: 'The metadata quality is not computed yet.' });

/** Metadata quality (issue 51, extension `metadataQuality`). */
export const qualityHandlers = {
  async getDatasetQuality(ctx) {
    await visibleDataset(ctx.services.db, ctx.user, ctx.params.id);
    throw notComputedYet();
  },

  async getQualitySummary(ctx) {
    await summaryScope(ctx.services.db, ctx.user, optionalInt(ctx.query.usergroup_id));
    throw notComputedYet();
  },
} satisfies AreaHandlers;
