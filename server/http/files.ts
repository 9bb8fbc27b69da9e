import { stat } from 'node:fs/promises';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { extname, join, normalize, sep } from 'node:path';
import { answerFile, type FileOnDisk } from '../handlers/kit/fileAnswer.ts';

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.map': 'application/json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.gif': 'image/gif',
  '.webp': 'image/webp',
  '.ico': 'image/x-icon',
  '.woff': 'font/woff',
  '.woff2': 'font/woff2',
  '.txt': 'text/plain; charset=utf-8',
  '.csv': 'text/csv; charset=utf-8',
  '.pdf': 'application/pdf',
  '.geojson': 'application/geo+json',
  '.zip': 'application/zip',
  '.xml': 'application/xml',
  '.sld': 'application/xml',
};

export const contentTypeOf = (path: string): string =>
  TYPES[extname(path).toLowerCase()] ?? 'application/octet-stream';

/** The file under `root` named by `relative` (percent-encoded), or null when it escapes `root` or is not a file. */
export async function safeFile(
  root: string,
  relative: string,
): Promise<{ path: string; size: number; mtimeMs: number } | null> {
  let decoded: string;
  try {
    decoded = decodeURIComponent(relative);
  } catch {
    return null;
  }
  if (decoded.includes('\0')) return null;
  const path = normalize(join(root, decoded));
  if (path !== root && !path.startsWith(root.endsWith(sep) ? root : root + sep)) return null;
  try {
    const info = await stat(path);
    return info.isFile() ? { path, size: info.size, mtimeMs: info.mtimeMs } : null;
  } catch {
    return null;
  }
}

/**
 * Streams a stored file as it is (media: a resource's data can weigh gigabytes, and is never
 * compressed), with the validators, 304 and ranges of the download address (handlers/kit/fileAnswer.ts).
 * The headers given (type, disposition, cache) override the defaults. Throws the 416 refusal.
 */
export function sendFile(
  req: IncomingMessage,
  res: ServerResponse,
  file: FileOnDisk,
  headers: Record<string, string> = {},
): void {
  const answer = answerFile(req.method ?? 'GET', req.headers, file, {
    'Content-Type': contentTypeOf(file.path),
    ...headers,
  });
  res.writeHead(answer.status, answer.headers);
  if (!answer.stream) {
    res.end();
    return;
  }
  answer.stream.pipe(res);
}
