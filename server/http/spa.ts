import { readFile, stat } from 'node:fs/promises';
import type { IncomingMessage } from 'node:http';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { contentTypeOf, safeFile } from './files.ts';
import { routeForPath, routePreloadsReader, withPreloads } from './routePreloads.ts';

/** Types @fastify/compress compresses (JSON answers) and the SPA's files compressed once below. */
export const COMPRESSIBLE = /^(text\/|application\/(json|javascript|xml|geo\+json)|image\/svg\+xml)/;
/** Below this size the headers and the compressor cost more than they save. */
export const MIN_COMPRESSED_BYTES = 1024;
/**
 * Brotli quality 5: within 10% of the best ratio, 40 times faster than quality 11 on the map
 * chunk (75 ms instead of 3 s for 1 MB), so even the first request of a file is not held up.
 */
export const BROTLI_QUALITY = 5;

type Encoding = 'br' | 'gzip';
const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/** The best encoding the client accepts (Accept-Encoding, q=0 refusing one), or null. */
function acceptedEncoding(req: IncomingMessage): Encoding | null {
  const header = req.headers['accept-encoding'];
  if (typeof header !== 'string') return null;
  const accepted = new Set<string>();
  for (const part of header.split(',')) {
    const [name = '', ...params] = part.trim().toLowerCase().split(';');
    const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
    if (q && Number(q.slice(2)) === 0) continue;
    accepted.add(name.trim());
  }
  if (accepted.has('br')) return 'br';
  if (accepted.has('gzip') || accepted.has('*')) return 'gzip';
  return null;
}

/** The body in the encoding given. */
function compress(body: Buffer, encoding: Encoding): Promise<Buffer> {
  if (encoding === 'gzip') return gzipAsync(body);
  return brotli(body, {
    params: {
      [constants.BROTLI_PARAM_QUALITY]: BROTLI_QUALITY,
      [constants.BROTLI_PARAM_SIZE_HINT]: body.length,
    },
  });
}

/**
 * The built files compressed once per version, so that they go out with a Content-Length (which
 * @fastify/compress, compressing as it streams, cannot give): the hashed assets never change, and a
 * changed file (new size or modification time) is compressed again. Bounded to the size of an app.
 */
const MAX_CACHED_BYTES = 64 * 1024 * 1024;
const cache = new Map<string, Promise<Buffer>>();
let cachedBytes = 0;

function compressedFile(file: { path: string; size: number; mtimeMs: number }, encoding: Encoding) {
  const key = `${encoding}:${file.path}:${file.size}:${file.mtimeMs}`;
  const known = cache.get(key);
  if (known) return known;
  const pending = readFile(file.path).then((body) => compress(body, encoding));
  if (cachedBytes + file.size <= MAX_CACHED_BYTES) {
    cache.set(key, pending);
    cachedBytes += file.size;
    pending.catch(() => {
      cache.delete(key);
      cachedBytes -= file.size;
    });
  }
  return pending;
}

/**
 * The page for one screen, its files named in it (routePreloads.ts), compressed once per page, list of
 * files and encoding. Bounded: a build has some forty screens; a new build starts the cache again.
 */
const MAX_CACHED_PAGES = 256;
const pages = new Map<string, Promise<Buffer>>();

function screenPage(
  file: { path: string; size: number; mtimeMs: number },
  screen: { path: string; files: readonly string[] },
  encoding: Encoding | null,
): Promise<Buffer> {
  const key = `${encoding}:${file.path}:${file.size}:${file.mtimeMs}:${screen.files.join(' ')}`;
  const known = pages.get(key);
  if (known) return known;
  const pending = readFile(file.path, 'utf8').then((page) => {
    const body = Buffer.from(withPreloads(page, screen.files, '/publish/'));
    return encoding ? compress(body, encoding) : body;
  });
  if (pages.size >= MAX_CACHED_PAGES) pages.clear();
  pages.set(key, pending);
  pending.catch(() => pages.delete(key));
  return pending;
}

const NOT_BUILT =
  'The back-office has not been built: dist/index.html is missing.\n' +
  'Run `npm run build` (or `npm start`, which builds it), then reload this page.\n';

/**
 * The built SPA at /publish/ through @fastify/static: files of `distDir`, and index.html for any
 * other path so that the client router handles it; hashed assets are cached for a year. 503 with an
 * explanation when the SPA has not been built.
 */
export async function registerSpa(app: FastifyInstance, distDir: string): Promise<void> {
  await app.register(fastifyStatic, {
    root: distDir,
    serve: false,
    cacheControl: false,
    etag: false,
    // The type is this server's own (text/javascript, with a charset), set before the file is sent.
    contentType: false,
  });

  const send = async (
    request: FastifyRequest,
    reply: FastifyReply,
    relative: string,
    cacheControl: string,
  ): Promise<FastifyReply> => {
    const file = await safeFile(distDir, relative);
    if (!file) throw new Error(`${relative} vanished from ${distDir}`);
    const type = contentTypeOf(file.path);
    reply.header('Cache-Control', cacheControl).header('Content-Type', type);
    if (!COMPRESSIBLE.test(type) || file.size < MIN_COMPRESSED_BYTES) return reply.sendFile(relative);
    // Caches keep one copy per encoding, whichever this client gets.
    reply.header('Vary', 'Accept-Encoding');
    const encoding = acceptedEncoding(request.raw);
    if (!encoding) return reply.sendFile(relative);
    const body = await compressedFile(file, encoding);
    return reply.header('Content-Encoding', encoding).header('Content-Length', body.length).send(body);
  };

  const readPreloads = routePreloadsReader(distDir);
  /** index.html, naming the files of the screen the address opens when the build lists them. */
  const sendPage = async (request: FastifyRequest, reply: FastifyReply, relative: string) => {
    const screen = routeForPath(await readPreloads(), `/${relative}`);
    const file = await safeFile(distDir, 'index.html');
    if (!screen || !file) return send(request, reply, 'index.html', 'no-cache');
    const encoding = acceptedEncoding(request.raw);
    const body = await screenPage(file, screen, encoding);
    reply
      .header('Cache-Control', 'no-cache')
      .header('Content-Type', contentTypeOf(file.path))
      .header('Vary', 'Accept-Encoding')
      .header('Content-Length', body.length);
    if (encoding) reply.header('Content-Encoding', encoding);
    return reply.send(body);
  };

  const serve = async (request: FastifyRequest, reply: FastifyReply): Promise<FastifyReply> => {
    if (!(await stat(`${distDir}/index.html`).catch(() => null))) {
      return reply
        .code(503)
        .header('Content-Type', 'text/plain; charset=utf-8')
        .header('Cache-Control', 'no-store')
        .send(NOT_BUILT);
    }
    // The path as sent (still percent-encoded): safeFile and @fastify/send decode it once.
    const relative = (request.raw.url ?? '').split('?')[0]?.replace(/^\/publish\/?/, '') ?? '';
    if (relative !== '' && (await safeFile(distDir, relative))) {
      const immutable = relative.startsWith('assets/');
      return send(request, reply, relative, immutable ? 'public, max-age=31536000, immutable' : 'no-cache');
    }
    return sendPage(request, reply, relative);
  };
  app.get('/publish/*', serve);
}
