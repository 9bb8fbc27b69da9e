import { visibleDataset } from '../model/dataset/datasets.ts';
import { datasetQuality } from '../model/quality/datasetQuality.ts';
import { summaryScope } from '../model/quality/scope.ts';
import { qualitySummary } from '../model/quality/summary.ts';
import { optionalInt } from '../model/queryValues.ts';
import { ok } from './kit/context.ts';
import type { AreaHandlers } from './kit/operation.ts';

/** Metadata quality (issue 51, extension `metadataQuality`): who may ask is checked before any score is read. */
export const qualityHandlers = {
  async getDatasetQuality(ctx) {
    const { db } = ctx.services;
    const dataset = await visibleDataset(db, ctx.user, ctx.params.id);
    return ok(await datasetQuality(db, dataset.id, `${ctx.origin}/${ctx.locale}`));
  },

  async getQualitySummary(ctx) {
    const { db } = ctx.services;
    const usergroupId = await summaryScope(db, ctx.user, optionalInt(ctx.query.usergroup_id));
    return ok(await qualitySummary(db, usergroupId));
  },
} satisfies AreaHandlers;
