import { createHash } from 'node:crypto';
import { extname, join } from 'node:path';
import { Readable } from 'node:stream';
import { notFound } from '../messages/errors.ts';
import { findableThumbnail } from '../model/dataset/thumbnail.ts';
import { groupThumbnail } from '../model/usergroup/changes.ts';
import { organisationPublic } from '../model/usergroup/organisations.ts';
import type { HandlerContext } from './kit/context.ts';
import { answerFile, fileUnder } from './kit/fileAnswer.ts';
import { contentDisposition, IMAGE_TYPES, MEDIA_CSP } from './kit/mediaRules.ts';
import type { AreaHandlers } from './kit/operation.ts';

/*
 * The public reads of issue 50 beside downloads (decision 0037): a dataset's thumbnail for whoever
 * may find the dataset, an active group's image, an active organisation's public fields. Each
 * carries HTTP validators (304) and a cache policy: shared caches may keep an anonymous answer a
 * few minutes, nothing keeps a session's.
 */

const cacheOf = (ctx: HandlerContext): string =>
  ctx.auth.user ? 'private, no-cache' : 'public, max-age=300';

/** A stored image (PNG or JPEG only), inline, with the media rules and validators. */
async function imageAnswer(ctx: HandlerContext, name: string) {
  const type = IMAGE_TYPES[extname(name).toLowerCase()];
  const file = type ? await fileUnder(join(ctx.services.uploadsDir, 'images'), name) : null;
  if (!type || !file) throw notFound();
  const answer = answerFile(ctx.req.method ?? 'GET', ctx.req.headers, file, {
    'Content-Security-Policy': MEDIA_CSP,
    'X-Content-Type-Options': 'nosniff',
    'Content-Disposition': contentDisposition('inline', name),
    'Cache-Control': cacheOf(ctx),
  });
  if (answer.status === 304) return { status: 304 as const, headers: answer.headers };
  // HEAD: an empty stream keeps the image's Content-Length.
  return {
    status: 200 as const,
    headers: answer.headers,
    contentType: type,
    raw: answer.stream ?? Readable.from([]),
  };
}

export const publicReadHandlers = {
  async getDatasetThumbnail(ctx) {
    return imageAnswer(ctx, await findableThumbnail(ctx.services.db, ctx.auth.user, ctx.params.id));
  },

  async getUserGroupThumbnail(ctx) {
    return imageAnswer(ctx, await groupThumbnail(ctx.services.db, ctx.auth.user, ctx.params.id));
  },

  async getOrganisationPublic(ctx) {
    const body = await organisationPublic(ctx.services.db, ctx.params.id, ctx.origin);
    const etag = `"${createHash('sha256').update(JSON.stringify(body)).digest('base64url').slice(0, 27)}"`;
    const headers = { ETag: etag, 'Cache-Control': cacheOf(ctx), Vary: 'Cookie, Authorization' };
    const held = ctx.req.headers['if-none-match'];
    if (held?.split(',').some((tag) => tag.trim().replace(/^W\//, '') === etag)) {
      return { status: 304 as const, headers };
    }
    return { status: 200 as const, body, headers };
  },
} satisfies AreaHandlers;
