import { ACTIVITY_PAGE_SIZE, datasetActivity } from '../model/dataset/activity.ts';
import { attachContact, changeContactRole, detachContactRole } from '../model/dataset/contactRoles.ts';
import { editableDataset, visibleDataset } from '../model/dataset/datasets.ts';
import { searchKeywords } from '../model/dataset/keywords.ts';
import { datasetCounts, datasetList } from '../model/dataset/list.ts';
import { datasetsOdlCsv } from '../model/dataset/odlExport.ts';
import {
  checkPermissionDataset,
  datasetPermissionList,
  setPermissionLevel,
} from '../model/dataset/permissions.ts';
import { createDataset, datasetToSave, deleteDataset, saveDataset } from '../model/dataset/save.ts';
import { removeThumbnail, replaceThumbnail } from '../model/dataset/thumbnail.ts';
import {
  type Audience,
  serialiseDataset,
  serialiseDatasets,
  serialisedDataset,
} from '../model/dataset/view.ts';
import { prepareQualityFixFilter } from '../model/quality/fixFilter.ts';
import { optionalString } from '../model/queryValues.ts';
import { created, noContent, ok } from './kit/context.ts';
import type { AreaHandlers } from './kit/operation.ts';
import { pageEnvelope, pageRequest } from './kit/pagination.ts';

/** Who the answer is built for (see model/dataset/view.ts). */
const audienceOf = (ctx: {
  services: { db: Audience['db'] };
  user: Audience['user'];
  origin: string;
  locale: string;
}): Audience => ({ db: ctx.services.db, user: ctx.user, origin: ctx.origin, locale: ctx.locale });

export const datasetHandlers = {
  async getDatasetsCount(ctx) {
    return ok(await datasetCounts(ctx.services.db, ctx.user));
  },

  async listDatasets(ctx) {
    await prepareQualityFixFilter(ctx.services.db, ctx.locale, optionalString(ctx.query.quality_fix));
    const list = await datasetList(ctx.services.db, ctx.user, ctx.query);
    const request = pageRequest(ctx, list.count);
    const rows = await list.page(request, ctx.query.ordering);
    return ok(pageEnvelope(ctx, request, list.count, await serialiseDatasets(audienceOf(ctx), rows)));
  },

  async exportDatasetsOdl(ctx) {
    // The export holds what the list shows, its metadata quality filter included.
    await prepareQualityFixFilter(ctx.services.db, ctx.locale, optionalString(ctx.query.quality_fix));
    return {
      status: 200,
      raw: await datasetsOdlCsv(ctx.services.db, ctx, ctx.query),
      contentType: 'text/csv; charset=utf-8',
      headers: { 'Content-Disposition': 'attachment; filename="datasets-odl.csv"' },
    };
  },

  async createDataset(ctx) {
    // The answer is read before the publication a `publish` queued may start, so it shows the dataset
    // as this request stored it (unpublished until that task has run), however fast the worker is.
    const saved = await createDataset(ctx.services, ctx.user, ctx.locale, ctx.body);
    const answer = await serialisedDataset(audienceOf(ctx), saved.id);
    saved.startQueued();
    return created(answer);
  },

  async getDataset(ctx) {
    const row = await visibleDataset(ctx.services.db, ctx.user, ctx.params.id);
    return ok(await serialiseDataset(audienceOf(ctx), row));
  },

  async updateDataset(ctx) {
    // The dataset and the If-Match are checked before the body is first read (reading it validates it).
    const current = await datasetToSave(ctx.services.db, ctx.user, ctx.params.id, ctx.headers['if-match']);
    const request = { replace: true, ifMatch: ctx.headers['if-match'], locale: ctx.locale };
    const startQueued = await saveDataset(ctx.services, ctx.user, current, ctx.body, request);
    const answer = await serialisedDataset(audienceOf(ctx), current.id);
    startQueued();
    return ok(answer);
  },

  async partialUpdateDataset(ctx) {
    const current = await datasetToSave(ctx.services.db, ctx.user, ctx.params.id, ctx.headers['if-match']);
    const request = { replace: false, ifMatch: ctx.headers['if-match'], locale: ctx.locale };
    const startQueued = await saveDataset(ctx.services, ctx.user, current, ctx.body, request);
    const answer = await serialisedDataset(audienceOf(ctx), current.id);
    startQueued();
    return ok(answer);
  },

  async deleteDataset(ctx) {
    await deleteDataset(ctx.services, ctx.user, ctx.params.id);
    return noContent();
  },

  async updateDatasetThumbnail(ctx) {
    const thumbnail = await replaceThumbnail(ctx.services, ctx.user, ctx.params.id, ctx.files, ctx.origin);
    return ok({ thumbnail });
  },

  async deleteDatasetThumbnail(ctx) {
    await removeThumbnail(ctx.services, ctx.user, ctx.params.id);
    return noContent();
  },

  async listDatasetContactRoles(ctx) {
    const dataset = await visibleDataset(ctx.services.db, ctx.user, ctx.params.id);
    return ok((await serialiseDataset(audienceOf(ctx), dataset)).contact_roles);
  },

  async createDatasetContactRole(ctx) {
    const dataset = await editableDataset(ctx.services.db, ctx.user, ctx.params.id);
    return created(await attachContact(ctx.services.db, ctx.user, dataset, ctx.body));
  },

  async updateDatasetContactRole(ctx) {
    const db = ctx.services.db;
    const dataset = await editableDataset(db, ctx.user, ctx.params.id);
    const force = ctx.query.force === true;
    return ok(await changeContactRole(db, ctx.user, dataset, ctx.params.roleId, ctx.body, force));
  },

  async deleteDatasetContactRole(ctx) {
    const dataset = await editableDataset(ctx.services.db, ctx.user, ctx.params.id);
    await detachContactRole(ctx.services.db, dataset.id, ctx.params.roleId);
    return noContent();
  },

  async listDatasetActivity(ctx) {
    const dataset = await visibleDataset(ctx.services.db, ctx.user, ctx.params.id);
    const activity = await datasetActivity(ctx.services.db, ctx.user, dataset.id, ctx.locale);
    const request = pageRequest(ctx, activity.count, ACTIVITY_PAGE_SIZE);
    return ok(pageEnvelope(ctx, request, activity.count, await activity.page(request)));
  },

  async listDatasetPermissions(ctx) {
    const dataset = await editableDataset(ctx.services.db, ctx.user, ctx.query.dataset_id);
    const list = await datasetPermissionList(ctx.services.db, ctx.locale, dataset.id, ctx.query);
    const request = pageRequest(ctx, list.count);
    return ok(pageEnvelope(ctx, request, list.count, await list.page(request)));
  },

  async setDatasetPermissionLevel(ctx) {
    const db = ctx.services.db;
    const { dataset_id, usergroup_ids } = ctx.body;
    await checkPermissionDataset(db, dataset_id);
    const dataset = await editableDataset(db, ctx.user, dataset_id);
    const updated = await setPermissionLevel(db, ctx.user.id, dataset.id, usergroup_ids, ctx.query.action);
    return ok({ updated });
  },

  async listTags(ctx) {
    return ok(await searchKeywords(ctx.services.db, optionalString(ctx.query.search)));
  },
} satisfies AreaHandlers;
