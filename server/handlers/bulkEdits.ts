import { applyBulkEdit, previewBulkEdit } from '../model/bulkEdit/apply.ts';
import { bulkEditList, ownBatch, serialiseBatch } from '../model/bulkEdit/read.ts';
import { undoBulkEdit } from '../model/bulkEdit/undo.ts';
import { created, ok } from './kit/context.ts';
import type { AreaHandlers } from './kit/operation.ts';
import { pageEnvelope, pageRequest } from './kit/pagination.ts';

/** Bulk metadata edits with undo (issue 33, part 4): this product's extension of the dataset API. */
export const bulkEditHandlers = {
  async previewBulkEdit(ctx) {
    return ok(await previewBulkEdit(ctx.services.db, ctx.user, ctx.locale, ctx.body));
  },

  async listBulkEdits(ctx) {
    const list = await bulkEditList(ctx.services.db, ctx.user, ctx.locale);
    const request = pageRequest(ctx, list.count);
    return ok(pageEnvelope(ctx, request, list.count, await list.page(request)));
  },

  async applyBulkEdit(ctx) {
    const db = ctx.services.db;
    const id = await applyBulkEdit(db, ctx.user, ctx.locale, ctx.body);
    return created(await serialiseBatch(db, ctx.user, ctx.locale, await ownBatch(db, ctx.user, id)));
  },

  async getBulkEdit(ctx) {
    const db = ctx.services.db;
    return ok(await serialiseBatch(db, ctx.user, ctx.locale, await ownBatch(db, ctx.user, ctx.params.id)));
  },

  async undoBulkEdit(ctx) {
    return ok(await undoBulkEdit(ctx.services.db, ctx.user, ctx.locale, ctx.params.id));
  },
} satisfies AreaHandlers;
