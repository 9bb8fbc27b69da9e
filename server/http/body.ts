import { randomBytes } from 'node:crypto';
import { createWriteStream, type WriteStream } from 'node:fs';
import { mkdir, rm, statfs } from 'node:fs/promises';
import type { IncomingMessage } from 'node:http';
import { join } from 'node:path';
import busboy from 'busboy';
import { HttpError, unsupportedMediaType } from './errors.ts';
import { say } from './messages.ts';

export interface UploadedFile {
  field: string;
  filename: string;
  mimeType: string;
  /** Temporary path; the handler moves the file or it is deleted after the answer. */
  path: string;
  size: number;
}

export interface ParsedBody {
  kind: 'none' | 'json' | 'form' | 'multipart' | 'other';
  value: unknown;
  files: UploadedFile[];
}

/** Limits of multipart uploads, read at each request (an operator or a test may change them). */
export interface UploadLimits {
  /** Largest multipart request, all parts together, in bytes. */
  maxRequestBytes: number;
  /**
   * Free space the data folder keeps, in bytes: an upload that could leave less is refused with
   * 507 before any byte is written, so that the database always has room for its pages.
   */
  freeSpaceMargin: number;
}

const JSON_LIMIT = 5 * 1024 * 1024;
export const UPLOAD_LIMIT = 200 * 1024 * 1024;
/** One file of the largest size plus the form's text fields: no operation takes several large files. */
export const UPLOAD_REQUEST_LIMIT = UPLOAD_LIMIT + 1024 * 1024;
const GIB = 1024 * 1024 * 1024;

/**
 * Default free-space margin of the data folder: 5 % of its file system, at most 1 GiB (a small disk
 * still takes uploads, a large one keeps room for the database and the logs).
 */
export async function defaultFreeSpaceMargin(dir: string): Promise<number> {
  const stats = await statfs(dir);
  return Math.min(GIB, Math.floor(stats.blocks * stats.bsize * 0.05));
}

/** Files of uploads cut short by a crash or a kill are never claimed: the folder starts empty. */
export async function emptyUploadTmp(tmpDir: string): Promise<void> {
  await rm(tmpDir, { recursive: true, force: true });
  await mkdir(tmpDir, { recursive: true });
}

/** The answer when the data folder has no room left (uploads, database writes on a full disk). */
export const storageFull = (locale: string): HttpError =>
  new HttpError(507, {
    detail: say(locale, {
      fr: "L'espace de stockage du serveur est plein : l'enregistrement est impossible pour le moment. Prévenez l'administrateur de la plateforme.",
      en: 'The server storage is full: nothing can be saved for now. Please tell the platform administrator.',
      it: "Lo spazio di archiviazione del server è pieno: al momento non è possibile salvare. Avvisate l'amministratore della piattaforma.",
    }),
  });

/** Error codes of a file system or a database that has no room left. */
export const isStorageFull = (error: unknown): boolean => {
  const code = (error as { code?: unknown } | null)?.code;
  // ENOSPC / EDQUOT: the file system; 53100: PostgreSQL's disk_full.
  return code === 'ENOSPC' || code === 'EDQUOT' || code === '53100';
};

const tooLarge = (): HttpError => new HttpError(400, { detail: 'Request body too large.' });

/** The Content-Length the client announced, null when it sends chunks of unknown total. */
export function declaredLength(req: IncomingMessage): number | null {
  const header = req.headers['content-length'];
  if (header === undefined) return null;
  const length = Number(header);
  return Number.isFinite(length) && length >= 0 ? length : null;
}

export function hasBody(req: IncomingMessage): boolean {
  return req.headers['content-length'] !== undefined
    ? req.headers['content-length'] !== '0'
    : req.headers['transfer-encoding'] !== undefined;
}

async function readAll(req: IncomingMessage, limit: number): Promise<Buffer> {
  if ((declaredLength(req) ?? 0) > limit) throw tooLarge();
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of req) {
    const buffer = chunk as Buffer;
    size += buffer.length;
    if (size > limit) throw tooLarge();
    chunks.push(buffer);
  }
  return Buffer.concat(chunks);
}

export const mediaType = (req: IncomingMessage): string =>
  (req.headers['content-type'] ?? '').split(';')[0]?.trim().toLowerCase() ?? '';

export interface UploadOptions {
  limits: UploadLimits;
  /** Language of the request's messages. */
  locale: string;
}

/**
 * Refuses an upload from its headers and the disk's state, before any byte is read: larger than the
 * request cap (400), or leaving less free space than the margin (507; the announced length, or the
 * cap when the client does not announce one, is what the upload could take).
 */
async function checkRoom(req: IncomingMessage, tmpDir: string, options: UploadOptions): Promise<void> {
  const length = declaredLength(req);
  if (length !== null && length > options.limits.maxRequestBytes) throw tooLarge();
  const stats = await statfs(tmpDir);
  const free = stats.bavail * stats.bsize;
  if (free - (length ?? options.limits.maxRequestBytes) < options.limits.freeSpaceMargin) {
    throw storageFull(options.locale);
  }
}

function parseMultipart(req: IncomingMessage, tmpDir: string, options: UploadOptions): Promise<ParsedBody> {
  return new Promise((resolve, reject) => {
    const fields: Record<string, string> = {};
    const files: UploadedFile[] = [];
    const outputs: WriteStream[] = [];
    const writes: Promise<void>[] = [];
    let total = 0;
    let settled = false;
    let parser: busboy.Busboy;

    /** Stops reading, closes and deletes every file written so far, then rejects once. */
    const fail = (error: unknown): void => {
      if (settled) return;
      settled = true;
      req.unpipe(parser);
      for (const output of outputs) output.destroy();
      // Deleted after each stream is closed, so that no write lands after the deletion.
      void Promise.all(
        outputs.map((output) =>
          output.closed ? Promise.resolve() : new Promise<void>((done) => output.once('close', () => done())),
        ),
      )
        .then(() => discardFiles(files))
        .finally(() => reject(error));
    };

    try {
      parser = busboy({
        headers: req.headers,
        defParamCharset: 'utf8',
        limits: { fileSize: UPLOAD_LIMIT, fields: 100, files: 10 },
      });
    } catch {
      reject(new HttpError(400, { detail: 'Malformed multipart body.' }));
      return;
    }
    parser.on('field', (name, value) => {
      fields[name] = value;
    });
    parser.on('file', (field, stream, info) => {
      if (settled) {
        stream.resume();
        return;
      }
      const path = join(tmpDir, randomBytes(12).toString('hex'));
      const file: UploadedFile = {
        field,
        filename: info.filename ?? 'file',
        mimeType: info.mimeType,
        path,
        size: 0,
      };
      files.push(file);
      const out = createWriteStream(path);
      outputs.push(out);
      stream.on('data', (chunk: Buffer) => {
        file.size += chunk.length;
        total += chunk.length;
        // The sum of the parts, for clients that send chunks without announcing a length.
        if (total > options.limits.maxRequestBytes) fail(tooLarge());
      });
      stream.on('limit', () => fail(new HttpError(400, { [field]: ['The file is too large.'] })));
      writes.push(
        new Promise((done) => {
          out.on('close', done);
          // A write that fails (full disk, folder gone) rejects the parse instead of killing the process.
          out.on('error', (error: NodeJS.ErrnoException) =>
            fail(isStorageFull(error) ? storageFull(options.locale) : error),
          );
          stream.pipe(out);
        }),
      );
    });
    parser.on('error', () => fail(new HttpError(400, { detail: 'Malformed multipart body.' })));
    parser.on('close', () => {
      void Promise.all(writes).then(() => {
        if (settled) return;
        settled = true;
        resolve({ kind: 'multipart', value: fields, files });
      });
    });
    // The client went away (or the connection broke) before the end of the body.
    req.on('close', () => {
      if (!req.complete) fail(new HttpError(400, { detail: 'The request was interrupted.' }));
    });
    req.on('error', (error) => fail(error));
    req.pipe(parser);
  });
}

export async function parseBody(
  req: IncomingMessage,
  tmpDir: string,
  upload?: UploadOptions,
): Promise<ParsedBody> {
  const type = mediaType(req);
  if (!hasBody(req)) return { kind: 'none', value: undefined, files: [] };
  if (type === 'multipart/form-data') {
    // Only operations that take files pass upload limits: any other multipart body is never read.
    if (!upload) throw unsupportedMediaType(type);
    await mkdir(tmpDir, { recursive: true });
    await checkRoom(req, tmpDir, upload);
    return parseMultipart(req, tmpDir, upload);
  }
  const raw = await readAll(req, JSON_LIMIT);
  if (raw.length === 0) return { kind: 'none', value: undefined, files: [] };
  if (type === 'application/json' || type.endsWith('+json')) {
    try {
      return { kind: 'json', value: JSON.parse(raw.toString('utf8')) as unknown, files: [] };
    } catch (error) {
      // Django REST framework's words, with the parser's reason.
      throw new HttpError(400, { detail: `JSON parse error - ${(error as Error).message}` });
    }
  }
  if (type === 'application/x-www-form-urlencoded') {
    return { kind: 'form', value: Object.fromEntries(new URLSearchParams(raw.toString('utf8'))), files: [] };
  }
  return { kind: 'other', value: raw, files: [] };
}

export async function discardFiles(files: UploadedFile[]): Promise<void> {
  await Promise.all(files.map((file) => rm(file.path, { force: true })));
}
