import { createReadStream } from 'node:fs';
import { stat } from 'node:fs/promises';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { extname, join, normalize, sep } from 'node:path';
import { acceptedEncoding, compressedFile, isCompressible } from './compression.ts';

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

/** The file under `root` named by `relative`, or null when it escapes `root` or is not a file. */
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

export function sendFile(
  req: IncomingMessage,
  res: ServerResponse,
  file: { path: string; size: number },
  headers: Record<string, string> = {},
): void {
  res.writeHead(200, {
    'Content-Type': contentTypeOf(file.path),
    'Content-Length': String(file.size),
    ...headers,
  });
  if (req.method === 'HEAD') {
    res.end();
    return;
  }
  createReadStream(file.path).pipe(res);
}

/**
 * A file of the built application, compressed when the client accepts it. Only these files: they
 * are small and few, while media (a resource's data can weigh gigabytes) are streamed as they are.
 */
async function sendAppFile(
  req: IncomingMessage,
  res: ServerResponse,
  file: { path: string; size: number; mtimeMs: number },
  headers: Record<string, string>,
): Promise<void> {
  const type = contentTypeOf(file.path);
  if (!isCompressible(type, file.size)) {
    sendFile(req, res, file, headers);
    return;
  }
  // Caches keep one copy per encoding, whichever this client gets.
  const encoding = acceptedEncoding(req);
  if (!encoding) {
    sendFile(req, res, file, { ...headers, Vary: 'Accept-Encoding' });
    return;
  }
  const body = await compressedFile(file, encoding);
  res.writeHead(200, {
    'Content-Type': type,
    'Content-Length': String(body.length),
    'Content-Encoding': encoding,
    Vary: 'Accept-Encoding',
    ...headers,
  });
  res.end(req.method === 'HEAD' ? undefined : body);
}

/**
 * The built SPA at /publish/: files of dist/, and dist/index.html for any other path so that the
 * client router handles it. 503 with an explanation when the SPA has not been built.
 */
export async function serveSpa(
  req: IncomingMessage,
  res: ServerResponse,
  distDir: string,
  path: string,
): Promise<void> {
  const relative = path.replace(/^\/publish\/?/, '');
  const index = await safeFile(distDir, 'index.html');
  if (!index) {
    res.writeHead(503, { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'no-store' });
    res.end(
      'The back-office has not been built: dist/index.html is missing.\n' +
        'Run `npm run build` (or `npm start`, which builds it), then reload this page.\n',
    );
    return;
  }
  const file = relative === '' ? null : await safeFile(distDir, relative);
  if (file) {
    const immutable = relative.startsWith('assets/');
    await sendAppFile(req, res, file, {
      'Cache-Control': immutable ? 'public, max-age=31536000, immutable' : 'no-cache',
    });
    return;
  }
  await sendAppFile(req, res, index, { 'Cache-Control': 'no-cache' });
}
