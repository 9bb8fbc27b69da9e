import { randomBytes } from 'node:crypto';
import { createWriteStream } from 'node:fs';
import { mkdir, rm, statfs } from 'node:fs/promises';
import type { IncomingMessage } from 'node:http';
import { join } from 'node:path';
import { Transform } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { FastifyRequest } from 'fastify';
import { HttpError } from '../messages/errors.ts';
import { say } from '../messages/say.ts';
import type { UploadedFile } from '../model/files.ts';

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

/** Largest JSON, form or other non-multipart body. */
export const BODY_LIMIT = 5 * 1024 * 1024;
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

export const tooLarge = (): HttpError => new HttpError(400, { detail: 'Request body too large.' });
const malformed = (): HttpError => new HttpError(400, { detail: 'Malformed multipart body.' });

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

export const mediaType = (req: IncomingMessage): string =>
  (req.headers['content-type'] ?? '').split(';')[0]?.trim().toLowerCase() ?? '';

/**
 * Refuses an upload from its headers and the disk's state, before any byte is read: larger than the
 * request cap (400), or leaving less free space than the margin (507; the announced length, or the
 * cap when the client does not announce one, is what the upload could take).
 */
export async function checkRoom(
  req: IncomingMessage,
  tmpDir: string,
  limits: UploadLimits,
  locale: string,
): Promise<void> {
  const length = declaredLength(req);
  if (length !== null && length > limits.maxRequestBytes) throw tooLarge();
  await mkdir(tmpDir, { recursive: true });
  const stats = await statfs(tmpDir);
  const free = stats.bavail * stats.bsize;
  if (free - (length ?? limits.maxRequestBytes) < limits.freeSpaceMargin) throw storageFull(locale);
}

/** Counts the bytes of every part, for clients that send chunks without announcing a length. */
function counter(onBytes: (bytes: number) => void): Transform {
  return new Transform({
    transform(chunk: Buffer, _encoding, done) {
      try {
        onBytes(chunk.length);
        done(null, chunk);
      } catch (error) {
        done(error as Error);
      }
    },
  });
}

/**
 * Reads a multipart body with @fastify/multipart: text fields into an object, files written to
 * `tmpDir` within the limits. On any failure the files written so far are deleted before the error
 * (a 400 for a part too large or a malformed body, 507 when the disk fills up) goes on.
 */
export async function readMultipart(
  request: FastifyRequest,
  tmpDir: string,
  limits: UploadLimits,
  locale: string,
): Promise<{ fields: Record<string, string>; files: UploadedFile[] }> {
  const fields: Record<string, string> = {};
  const files: UploadedFile[] = [];
  let total = 0;
  const count = (bytes: number): void => {
    total += bytes;
    if (total > limits.maxRequestBytes) throw tooLarge();
  };
  try {
    // `throwFileSizeLimit: false`: a file cut at the limit is refused below, naming its field.
    const options = {
      throwFileSizeLimit: false,
      limits: { fileSize: UPLOAD_LIMIT, fields: 100, files: 10, fieldSize: 1024 * 1024 },
    };
    const parts = request.parts(options as Parameters<FastifyRequest['parts']>[0]);
    for await (const part of parts) {
      if (part.type === 'field') {
        fields[part.fieldname] = String(part.value);
        continue;
      }
      const file: UploadedFile = {
        field: part.fieldname,
        filename: part.filename || 'file',
        mimeType: part.mimetype,
        path: join(tmpDir, randomBytes(12).toString('hex')),
        size: 0,
      };
      files.push(file);
      await pipeline(
        part.file,
        counter((bytes) => {
          file.size += bytes;
          count(bytes);
        }),
        createWriteStream(file.path),
      );
      if (part.file.truncated) throw new HttpError(400, { [part.fieldname]: ['The file is too large.'] });
    }
    if (!request.raw.complete) throw new HttpError(400, { detail: 'The request was interrupted.' });
    return { fields, files };
  } catch (error) {
    await discardFiles(files);
    if (error instanceof HttpError) throw error;
    if (isStorageFull(error)) throw storageFull(locale);
    const code = (error as { code?: unknown }).code;
    if (code === 'ECONNRESET' || code === 'ERR_STREAM_PREMATURE_CLOSE' || request.raw.destroyed) {
      throw new HttpError(400, { detail: 'The request was interrupted.' });
    }
    // A file that cannot be written (folder gone, no permission) is the server's fault: 500.
    if ((error as { syscall?: unknown }).syscall !== undefined) throw error;
    throw malformed();
  }
}

export async function discardFiles(files: UploadedFile[]): Promise<void> {
  await Promise.all(files.map((file) => rm(file.path, { force: true })));
}
