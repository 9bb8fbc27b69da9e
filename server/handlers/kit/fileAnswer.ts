import { createReadStream } from 'node:fs';
import { stat } from 'node:fs/promises';
import type { IncomingHttpHeaders } from 'node:http';
import { join, normalize, sep } from 'node:path';
import type { Readable } from 'node:stream';
import { HttpError } from '../../messages/errors.ts';

/*
 * A stored file answered as HTTP serves static files (RFC 9110): a strong validator, `304` when the
 * client holds the same version, one byte range on request (`206`, or `416` outside the file), and
 * the bytes streamed from disk, never read whole (a resource's file can weigh gigabytes). Shared by
 * the download address (issue 50) and /media/ (server/http/files.ts).
 */

export interface FileOnDisk {
  path: string;
  size: number;
  mtimeMs: number;
}

/** The file `relative` (as stored, not percent-encoded) under `root`; null when it escapes `root` or is not a file. */
export async function fileUnder(root: string, relative: string): Promise<FileOnDisk | null> {
  if (relative.includes('\0')) return null;
  const path = normalize(join(root, relative));
  if (!path.startsWith(root.endsWith(sep) ? root : root + sep)) return null;
  try {
    const info = await stat(path);
    return info.isFile() ? { path, size: info.size, mtimeMs: info.mtimeMs } : null;
  } catch {
    return null;
  }
}

/** Strong: a stored file is replaced, never changed in place, so size and time name one version. */
export const strongEtag = (file: FileOnDisk): string =>
  `"${file.size.toString(16)}-${Math.floor(file.mtimeMs).toString(16)}"`;

const httpDate = (ms: number): string => new Date(Math.floor(ms / 1000) * 1000).toUTCString();

/** Does an `If-None-Match` list name `etag` (weak comparison, as RFC 9110 asks for this header)? */
function noneMatch(header: string, etag: string): boolean {
  if (header.trim() === '*') return true;
  const bare = (tag: string) => tag.trim().replace(/^W\//, '');
  return header.split(',').some((tag) => bare(tag) === bare(etag));
}

/** Was the file unchanged since `header` (an HTTP date), to the second? */
function notModifiedSince(header: string, file: FileOnDisk): boolean {
  const since = Date.parse(header);
  return !Number.isNaN(since) && Math.floor(file.mtimeMs / 1000) * 1000 <= since;
}

/** The one range `bytes=a-b`, `bytes=a-` or `bytes=-n` asks for; null when it asks for none we serve. */
function rangeOf(header: string, size: number): { start: number; end: number } | 'unsatisfiable' | null {
  const match = /^bytes=(\d*)-(\d*)$/.exec(header.trim());
  // Several ranges or another unit: the whole file, as RFC 9110 lets a server answer.
  if (!match) return null;
  const [, first = '', last = ''] = match;
  if (first === '' && last === '') return null;
  if (first === '') {
    const length = Number(last);
    if (length === 0 || size === 0) return 'unsatisfiable';
    return { start: Math.max(0, size - length), end: size - 1 };
  }
  const start = Number(first);
  const end = last === '' ? size - 1 : Math.min(Number(last), size - 1);
  if (last !== '' && Number(last) < start) return null;
  if (start >= size) return 'unsatisfiable';
  return { start, end };
}

/** Does `If-Range` still name this version (only then is the range served)? */
function rangeStillValid(header: string | undefined, file: FileOnDisk, etag: string): boolean {
  if (header === undefined) return true;
  if (header.startsWith('"') || header.startsWith('W/')) return header === etag;
  const date = Date.parse(header);
  return !Number.isNaN(date) && Math.floor(file.mtimeMs / 1000) * 1000 === date;
}

export interface FileAnswer {
  status: 200 | 206 | 304;
  headers: Record<string, string>;
  /** The bytes to send; none for HEAD and 304. */
  stream?: Readable;
}

/**
 * The answer to a GET or HEAD of `file`, with `headers` (type, disposition, cache) added to the
 * validators. Throws the 416 refusal for a range outside the file.
 */
export function answerFile(
  method: string,
  request: IncomingHttpHeaders,
  file: FileOnDisk,
  headers: Record<string, string>,
): FileAnswer {
  const etag = strongEtag(file);
  const validators = { ETag: etag, 'Last-Modified': httpDate(file.mtimeMs) };
  const ifNoneMatch = request['if-none-match'];
  const ifModifiedSince = request['if-modified-since'];
  const unchanged =
    ifNoneMatch !== undefined
      ? noneMatch(ifNoneMatch, etag)
      : ifModifiedSince !== undefined && notModifiedSince(ifModifiedSince, file);
  if (unchanged) {
    const kept = Object.fromEntries(
      Object.entries(headers).filter(([name]) => /^(cache-control|vary|expires)$/i.test(name)),
    );
    return { status: 304, headers: { ...kept, ...validators } };
  }
  const all = { ...headers, ...validators, 'Accept-Ranges': 'bytes' };
  const asked = request.range;
  const range =
    asked !== undefined && rangeStillValid(String(request['if-range'] ?? '') || undefined, file, etag)
      ? rangeOf(asked, file.size)
      : null;
  if (range === 'unsatisfiable') {
    throw new HttpError(
      416,
      { detail: 'The requested range is not satisfiable.' },
      { 'Content-Range': `bytes */${file.size}`, 'Accept-Ranges': 'bytes' },
    );
  }
  const head = method === 'HEAD';
  if (range) {
    return {
      status: 206,
      headers: {
        ...all,
        'Content-Range': `bytes ${range.start}-${range.end}/${file.size}`,
        'Content-Length': String(range.end - range.start + 1),
      },
      ...(head ? {} : { stream: createReadStream(file.path, { start: range.start, end: range.end }) }),
    };
  }
  return {
    status: 200,
    headers: { ...all, 'Content-Length': String(file.size) },
    ...(head ? {} : { stream: createReadStream(file.path) }),
  };
}
