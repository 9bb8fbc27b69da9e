import { basename, extname } from 'node:path';
import { Readable } from 'node:stream';
import { notFound } from '../messages/errors.ts';
import { csvGeoJson, csvPointsOf } from '../model/resource/csvGeoJson.ts';
import { type DownloadSource, downloadSource } from '../model/resource/download.ts';
import { geoJsonColumns, tableCsv, tableGeoJson } from '../model/resource/tableExport.ts';
import type { HandlerContext } from './kit/context.ts';
import { answerFile, fileUnder } from './kit/fileAnswer.ts';
import { contentDisposition, MEDIA_CSP, mediaContentType } from './kit/mediaRules.ts';
import type { AreaHandlers } from './kit/operation.ts';

/*
 * The public download address of a resource (issue 50, decision 0037):
 * `/{locale}/dataset/datasets/{id}/resource/{resourceId}/download/`.
 */

const NOT_IN_FORMAT = 'This resource is not available in this format.';

/** Published data read anonymously may be kept a minute by shared caches; a session's, by none. */
const cacheOf = (ctx: HandlerContext): string => (ctx.auth.user ? 'private, no-cache' : 'public, max-age=60');

/** The policy of every byte served from here: a file never acts as a page of this origin. */
const MEDIA_HEADERS = { 'Content-Security-Policy': MEDIA_CSP, 'X-Content-Type-Options': 'nosniff' };

const isGeoJsonName = (name: string): boolean => ['.geojson', '.json'].includes(extname(name).toLowerCase());

async function fileAnswer(ctx: HandlerContext, source: Extract<DownloadSource, { kind: 'file' }>) {
  const format = ctx.query.format;
  const name = basename(source.fileName);
  // A file is served as it is stored: a format is granted only when the file already is in it.
  if (format === 'geojson' && !isGeoJsonName(name)) {
    // A CSV of points its processing made a layer of: its rows as GeoJSON points, streamed.
    if (extname(name).toLowerCase() !== '.csv') throw notFound(NOT_IN_FORMAT);
    return csvAsGeoJson(ctx, source, name);
  }
  if (format === 'csv' && extname(name).toLowerCase() !== '.csv') throw notFound(NOT_IN_FORMAT);
  const file = await fileUnder(ctx.services.uploadsDir, source.storedPath);
  if (!file) throw notFound('This resource has no data to download.');
  const type = await mediaContentType(file.path, name);
  const answer = answerFile(ctx.req.method ?? 'GET', ctx.req.headers, file, {
    ...MEDIA_HEADERS,
    'Content-Disposition': contentDisposition('attachment', name),
    'Cache-Control': cacheOf(ctx),
  });
  if (answer.status === 304) return { status: 304 as const, headers: answer.headers };
  return {
    status: answer.status,
    headers: answer.headers,
    contentType: type,
    // HEAD: an empty stream keeps the file's Content-Length (an empty body would answer 0).
    raw: answer.stream ?? Readable.from([]),
  };
}

async function csvAsGeoJson(
  ctx: HandlerContext,
  source: Extract<DownloadSource, { kind: 'file' }>,
  name: string,
) {
  const points = await csvPointsOf(ctx.services.db, ctx.params.resourceId as number);
  const file = await fileUnder(ctx.services.uploadsDir, source.storedPath);
  if (!file) throw notFound('This resource has no data to download.');
  return {
    status: 200 as const,
    headers: {
      ...MEDIA_HEADERS,
      'Content-Disposition': contentDisposition('attachment', `${basename(name, extname(name))}.geojson`),
      'Cache-Control': cacheOf(ctx),
    },
    contentType: 'application/geo+json',
    raw: ctx.req.method === 'HEAD' ? Readable.from([]) : Readable.from(csvGeoJson(file.path, points)),
  };
}

async function tableAnswer(ctx: HandlerContext, source: Extract<DownloadSource, { kind: 'table' }>) {
  const { db } = ctx.services;
  const geojson = ctx.query.format === 'geojson';
  // Checked before the first byte: once the answer has started, an error can only cut it.
  const columns = geojson
    ? await geoJsonColumns(db, source.schema, source.table, source.columnX, source.columnY)
    : null;
  const name = `${source.name}.${geojson ? 'geojson' : 'csv'}`;
  const contentType = geojson ? 'application/geo+json' : 'text/csv; charset=utf-8';
  const head = ctx.req.method === 'HEAD';
  const chunks =
    columns && source.columnX && source.columnY
      ? tableGeoJson(db, source.schema, source.table, columns, source.columnX, source.columnY)
      : tableCsv(db, source.schema, source.table);
  return {
    status: 200 as const,
    headers: {
      ...MEDIA_HEADERS,
      'Content-Disposition': contentDisposition('attachment', name),
      'Cache-Control': cacheOf(ctx),
    },
    contentType,
    raw: head ? Readable.from([]) : Readable.from(chunks),
  };
}

export const downloadHandlers = {
  async downloadDatasetResource(ctx) {
    const source = await downloadSource(ctx.services.db, ctx.auth.user, ctx.params.id, ctx.params.resourceId);
    if (source.kind === 'remote') {
      return { status: 302, headers: { Location: source.href, 'Cache-Control': cacheOf(ctx) } };
    }
    if (source.kind === 'file') return fileAnswer(ctx, source);
    return tableAnswer(ctx, source);
  },
} satisfies AreaHandlers;
