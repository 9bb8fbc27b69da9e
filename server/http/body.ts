import { randomBytes } from 'node:crypto';
import { createWriteStream } from 'node:fs';
import { mkdir, rm } from 'node:fs/promises';
import type { IncomingMessage } from 'node:http';
import { join } from 'node:path';
import busboy from 'busboy';
import { HttpError } from './errors.ts';

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

const JSON_LIMIT = 5 * 1024 * 1024;
export const UPLOAD_LIMIT = 200 * 1024 * 1024;

async function readAll(req: IncomingMessage, limit: number): Promise<Buffer> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of req) {
    const buffer = chunk as Buffer;
    size += buffer.length;
    if (size > limit) throw new HttpError(400, { detail: 'Request body too large.' });
    chunks.push(buffer);
  }
  return Buffer.concat(chunks);
}

export const mediaType = (req: IncomingMessage): string =>
  (req.headers['content-type'] ?? '').split(';')[0]?.trim().toLowerCase() ?? '';

function parseMultipart(req: IncomingMessage, tmpDir: string): Promise<ParsedBody> {
  return new Promise((resolve, reject) => {
    const fields: Record<string, string> = {};
    const files: UploadedFile[] = [];
    const writes: Promise<void>[] = [];
    let failed: HttpError | null = null;
    let parser: busboy.Busboy;
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
      const path = join(tmpDir, randomBytes(12).toString('hex'));
      const file: UploadedFile = {
        field,
        filename: info.filename ?? 'file',
        mimeType: info.mimeType,
        path,
        size: 0,
      };
      files.push(file);
      stream.on('data', (chunk: Buffer) => {
        file.size += chunk.length;
      });
      stream.on('limit', () => {
        failed = new HttpError(400, { [field]: ['The file is too large.'] });
      });
      writes.push(
        new Promise((done, fail) => {
          const out = createWriteStream(path);
          out.on('finish', done);
          out.on('error', fail);
          stream.pipe(out);
        }),
      );
    });
    parser.on('error', () => reject(new HttpError(400, { detail: 'Malformed multipart body.' })));
    parser.on('close', () => {
      Promise.all(writes).then(
        () => {
          if (failed) {
            void Promise.all(files.map((f) => rm(f.path, { force: true })));
            reject(failed);
          } else resolve({ kind: 'multipart', value: fields, files });
        },
        (error: unknown) => reject(error),
      );
    });
    req.pipe(parser);
  });
}

export async function parseBody(req: IncomingMessage, tmpDir: string): Promise<ParsedBody> {
  const type = mediaType(req);
  const hasBody =
    req.headers['content-length'] !== undefined
      ? req.headers['content-length'] !== '0'
      : req.headers['transfer-encoding'] !== undefined;
  if (!hasBody) return { kind: 'none', value: undefined, files: [] };
  if (type === 'multipart/form-data') {
    await mkdir(tmpDir, { recursive: true });
    return parseMultipart(req, tmpDir);
  }
  const raw = await readAll(req, JSON_LIMIT);
  if (raw.length === 0) return { kind: 'none', value: undefined, files: [] };
  if (type === 'application/json' || type.endsWith('+json')) {
    try {
      return { kind: 'json', value: JSON.parse(raw.toString('utf8')) as unknown, files: [] };
    } catch {
      throw new HttpError(400, { detail: 'JSON parse error.' });
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
