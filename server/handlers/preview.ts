import {
  openPreview,
  previewBody,
  previewFeatures,
  previewRowCount,
  previewRows,
} from '../model/resource/preview.ts';
import { ok } from './kit/context.ts';
import type { AreaHandlers } from './kit/operation.ts';
import { pageEnvelope, pageRequest } from './kit/pagination.ts';

/** Rows a preview page holds at most: a page is read from the file at each request. */
const MAX_PREVIEW_PAGE = 100;

/** A resource's preview (issue 50): anonymous allowed, the access checked by model/resource/preview.ts. */
export const previewHandlers = {
  async getResourcePreview(ctx) {
    const { id, resourceId } = ctx.params;
    const preview = await openPreview(
      ctx.services.db,
      ctx.services.uploadsDir,
      ctx.auth.user,
      id,
      resourceId,
    );
    return ok(previewBody(ctx.locale, id, resourceId, preview));
  },

  async listResourcePreviewRows(ctx) {
    const { id, resourceId } = ctx.params;
    const { uploadsDir } = ctx.services;
    const preview = await openPreview(ctx.services.db, uploadsDir, ctx.auth.user, id, resourceId);
    const count = previewRowCount(preview);
    const request = pageRequest(ctx, count, MAX_PREVIEW_PAGE);
    const rows = await previewRows(ctx.services.db, uploadsDir, preview, request.offset, request.pageSize);
    return ok(pageEnvelope(ctx, request, count, rows));
  },

  async getResourcePreviewFeatures(ctx) {
    const { id, resourceId } = ctx.params;
    const { uploadsDir } = ctx.services;
    const preview = await openPreview(ctx.services.db, uploadsDir, ctx.auth.user, id, resourceId);
    return {
      status: 200,
      raw: await previewFeatures(uploadsDir, resourceId, preview),
      contentType: 'application/json; charset=utf-8',
    };
  },
} satisfies AreaHandlers;
