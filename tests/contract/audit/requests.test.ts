import { mkdir, mkdtemp, readdir, rm, symlink, writeFile } from 'node:fs/promises';
import { connect, type Socket } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import type { Queryable } from '../../../server/db/database.ts';
import { seedIds } from '../support/fixtures.ts';
import { type Client, clientFor, contractDrifts, startServer, type TestServer } from '../support/server.ts';

const MB = 1024 * 1024;
const BOUNDARY = 'audit-boundary';
const PREAMBLE = Buffer.from(
  `--${BOUNDARY}\r\nContent-Disposition: form-data; name="file"; filename="big.bin"\r\n` +
    'Content-Type: application/octet-stream\r\n\r\n',
);
const EPILOGUE = Buffer.from(`\r\n--${BOUNDARY}--\r\n`);

let server: TestServer;
let admin: Client;
let ownDataDir: string;
let fileUploadId: number;
let tmpDir: string;

beforeAll(async () => {
  // A data folder with a file left in uploads/tmp/ by an earlier run, and one uploaded file beside it.
  ownDataDir = await mkdtemp(join(tmpdir(), 'publish-audit-requests-'));
  await mkdir(join(ownDataDir, 'uploads', 'tmp'), { recursive: true });
  await writeFile(join(ownDataDir, 'uploads', 'tmp', 'left-by-a-killed-upload'), Buffer.alloc(1024));
  await writeFile(join(ownDataDir, 'uploads', 'kept.txt'), 'an uploaded file');
  server = await startServer({ dataDir: ownDataDir });
  tmpDir = join(server.app.services.uploadsDir, 'tmp');
  admin = await clientFor(server, 'admin');
  fileUploadId = (await seedIds(server)).caclFileUpload;
});

afterAll(async () => {
  expect(contractDrifts(server)).toEqual([]);
  await server.close();
  await rm(ownDataDir, { recursive: true, force: true });
});

interface RawAnswer {
  status: number;
  text: string;
}

/**
 * A request written by hand on a socket, so that a test controls how much of the body is sent
 * and sees whether the server answers (and closes) before the body is complete.
 */
class RawRequest {
  readonly socket: Socket;
  readonly answer: Promise<RawAnswer>;
  readonly closed: Promise<void>;
  private received = '';

  constructor(method: string, path: string, headers: Record<string, string | number>) {
    const { port } = new URL(server.url);
    this.socket = connect(Number(port), '127.0.0.1');
    this.socket.on('error', () => {
      // The server may reset the connection while the client still sends: that is the point.
    });
    this.closed = new Promise((done) => this.socket.once('close', () => done()));
    this.answer = new Promise((done) => {
      this.socket.on('data', (chunk: Buffer) => {
        this.received += chunk.toString('latin1');
        const end = this.received.indexOf('\r\n\r\n');
        if (end < 0) return;
        const head = this.received.slice(0, end);
        const status = Number(head.split(' ')[1]);
        let text = this.received.slice(end + 4);
        if (/transfer-encoding: *chunked/i.test(head)) {
          if (!text.endsWith('0\r\n\r\n')) return;
          let decoded = '';
          for (let at = 0; ; ) {
            const eol = text.indexOf('\r\n', at);
            const size = Number.parseInt(text.slice(at, eol), 16);
            if (!size) break;
            decoded += text.slice(eol + 2, eol + 2 + size);
            at = eol + 2 + size + 2;
          }
          text = decoded;
        } else if (text.length < Number(/content-length: *(\d+)/i.exec(head)?.[1] ?? 0)) return;
        done({ status, text: Buffer.from(text, 'latin1').toString('utf8') });
      });
    });
    const lines = [`${method} ${path} HTTP/1.1`, `Host: 127.0.0.1:${port}`];
    for (const [name, value] of Object.entries(headers)) lines.push(`${name}: ${value}`);
    this.socket.write(`${lines.join('\r\n')}\r\n\r\n`);
  }

  /** Writes bytes, waiting while the socket's buffer is full; stops quietly once the socket is gone. */
  async send(data: Buffer): Promise<void> {
    for (let offset = 0; offset < data.length && !this.socket.destroyed; offset += 256 * 1024) {
      if (!this.socket.write(data.subarray(offset, offset + 256 * 1024))) {
        await Promise.race([
          new Promise((done) => this.socket.once('drain', done)),
          this.closed,
          new Promise((done) => setTimeout(done, 200)),
        ]);
      }
    }
  }
}

const within = <T>(promise: Promise<T>, ms: number): Promise<T | 'timeout'> =>
  Promise.race([promise, new Promise<'timeout'>((done) => setTimeout(() => done('timeout'), ms))]);

async function waitFor(check: () => Promise<boolean>, ms: number): Promise<boolean> {
  const until = Date.now() + ms;
  while (Date.now() < until) {
    if (await check()) return true;
    await new Promise((done) => setTimeout(done, 50));
  }
  return check();
}

const tmpFiles = async (): Promise<string[]> => readdir(tmpDir).catch(() => []);

const multipartHeaders = (fileBytes: number, extra: Record<string, string> = {}) => ({
  'Content-Type': `multipart/form-data; boundary=${BOUNDARY}`,
  'Content-Length': PREAMBLE.length + fileBytes + EPILOGUE.length,
  ...extra,
});

describe('H5: uploads cannot fill the disk', () => {
  test('H5: uploads/tmp/ is emptied at start (files of killed uploads do not stay for ever)', async () => {
    expect(await tmpFiles()).toEqual([]);
    const kept = await readdir(server.app.services.uploadsDir);
    expect(kept).toContain('kept.txt');
  });

  test('H5: a 60 MB multipart body to the public signin is refused from its headers, nothing written', async () => {
    const request = new RawRequest('POST', '/fr/login/signin/', multipartHeaders(60 * MB));
    const started = performance.now();
    await request.send(Buffer.concat([PREAMBLE, Buffer.alloc(MB, 1)]));
    const answer = await within(request.answer, 5000);
    const elapsed = performance.now() - started;
    expect(answer).not.toBe('timeout');
    // 415 as Django REST framework says it: sign-in takes no multipart body.
    expect((answer as RawAnswer).status).toBe(415);
    expect((answer as RawAnswer).text).toMatch(/multipart\/form-data/);
    expect(elapsed).toBeLessThan(2000);
    // The server does not read the other 59 MB: it closes the connection after answering.
    expect(await within(request.closed, 2000)).not.toBe('timeout');
    expect(await tmpFiles()).toEqual([]);
  });

  test('H5: an anonymous upload to a secured operation gets its 401 without the body being read', async () => {
    const request = new RawRequest(
      'PUT',
      `/fr/resource/file-upload/${fileUploadId}/`,
      multipartHeaders(60 * MB),
    );
    await request.send(Buffer.concat([PREAMBLE, Buffer.alloc(MB, 1)]));
    const answer = await within(request.answer, 5000);
    expect(answer).not.toBe('timeout');
    expect((answer as RawAnswer).status).toBe(401);
    expect(await within(request.closed, 2000)).not.toBe('timeout');
    expect(await tmpFiles()).toEqual([]);
  });

  test('H5: a session upload without its CSRF token gets its 403 without the body being read', async () => {
    const cookie = [...admin.cookies]
      .map(([name, value]) => `${name}=${encodeURIComponent(value)}`)
      .join('; ');
    const request = new RawRequest(
      'PUT',
      `/fr/resource/file-upload/${fileUploadId}/`,
      multipartHeaders(60 * MB, { Cookie: cookie }),
    );
    await request.send(Buffer.concat([PREAMBLE, Buffer.alloc(MB, 1)]));
    const answer = await within(request.answer, 5000);
    expect(answer).not.toBe('timeout');
    expect((answer as RawAnswer).status).toBe(403);
    expect((answer as RawAnswer).text).toMatch(/CSRF/);
    expect(await within(request.closed, 2000)).not.toBe('timeout');
    expect(await tmpFiles()).toEqual([]);
  });

  test('H5: a request larger than the upload cap is refused from its Content-Length', async () => {
    const request = new RawRequest(
      'PUT',
      `/fr/resource/file-upload/${fileUploadId}/`,
      multipartHeaders(300 * MB, { Authorization: `JWT ${admin.token}` }),
    );
    await request.send(PREAMBLE);
    const answer = await within(request.answer, 5000);
    expect(answer).not.toBe('timeout');
    expect((answer as RawAnswer).status).toBe(400);
    expect(await within(request.closed, 2000)).not.toBe('timeout');
    expect(await tmpFiles()).toEqual([]);
  });

  test('H5: an upload stopped half-way (20 MB, then the socket closed) leaves no file in uploads/tmp/', async () => {
    const request = new RawRequest(
      'PUT',
      `/fr/resource/file-upload/${fileUploadId}/`,
      multipartHeaders(40 * MB, { Authorization: `JWT ${admin.token}` }),
    );
    await request.send(Buffer.concat([PREAMBLE, Buffer.alloc(20 * MB, 1)]));
    // The server was writing the part when the client went away.
    expect(await waitFor(async () => (await tmpFiles()).length > 0, 3000)).toBe(true);
    request.socket.destroy();
    expect(await waitFor(async () => (await tmpFiles()).length === 0, 3000)).toBe(true);
  });

  test('H5: a failing write answers cleanly and the server keeps running', async () => {
    // uploads/tmp/ replaced by a place where no file can be created (root ignores permissions).
    await rm(tmpDir, { recursive: true, force: true });
    await symlink('/proc/self', tmpDir);
    // /proc has no free space to report: the margin is lifted so that the write itself is tried.
    const margin = server.app.uploadLimits.freeSpaceMargin;
    server.app.uploadLimits.freeSpaceMargin = -Number.MAX_SAFE_INTEGER;
    try {
      const request = new RawRequest(
        'PUT',
        `/fr/resource/file-upload/${fileUploadId}/`,
        multipartHeaders(2 * MB, { Authorization: `JWT ${admin.token}` }),
      );
      await request.send(Buffer.concat([PREAMBLE, Buffer.alloc(2 * MB, 1), EPILOGUE]));
      const answer = await within(request.answer, 5000);
      expect(answer).not.toBe('timeout');
      expect((answer as RawAnswer).status).toBe(500);
      expect(JSON.parse((answer as RawAnswer).text)).toEqual({
        detail: 'Une erreur du serveur est survenue.',
      });
    } finally {
      server.app.uploadLimits.freeSpaceMargin = margin;
      await rm(tmpDir, { force: true });
      await mkdir(tmpDir, { recursive: true });
    }
    const alive = await admin.request('GET', '/fr/login/session/');
    expect(alive.status).toBe(200);
  });

  test('H5: an upload that would leave less free space than the margin is refused with 507', async () => {
    const before = server.app.uploadLimits.freeSpaceMargin;
    server.app.uploadLimits.freeSpaceMargin = Number.MAX_SAFE_INTEGER;
    try {
      const request = new RawRequest(
        'PUT',
        `/en/resource/file-upload/${fileUploadId}/`,
        multipartHeaders(10 * MB, { Authorization: `JWT ${admin.token}` }),
      );
      await request.send(Buffer.concat([PREAMBLE, Buffer.alloc(MB, 1)]));
      const answer = await within(request.answer, 5000);
      expect(answer).not.toBe('timeout');
      expect((answer as RawAnswer).status).toBe(507);
      expect(JSON.parse((answer as RawAnswer).text).detail).toMatch(/storage/i);
      expect(await tmpFiles()).toEqual([]);
    } finally {
      server.app.uploadLimits.freeSpaceMargin = before;
    }
  });

  test('H5: an upload within the limits still works', async () => {
    const form = new FormData();
    form.set('file', new Blob(['a,b\n1,2\n'], { type: 'text/csv' }), 'small.csv');
    const answer = await admin.request('PUT', `/fr/resource/file-upload/${fileUploadId}/`, { form });
    expect(answer.status, answer.text).toBe(200);
    expect(await tmpFiles()).toEqual([]);
  });
});

describe('L11, L12: JSON bodies', () => {
  test('L11: a NUL character in an object key is refused with 400, not 500', async () => {
    const dataset = (await seedIds(server)).caclDataset;
    const answer = await admin.request<Record<string, string[]>>(
      'PATCH',
      `/fr/dataset/datasets/${dataset}/`,
      {
        json: { extras: { 'a\u0000': 'b' } },
      },
    );
    expect(answer.status, answer.text).toBe(400);
    expect(answer.body.extras).toEqual(['Les caractères nuls ne sont pas autorisés.']);
  });

  test('L12: a body with 250,000 unknown fields is answered at once, the fields ignored and not stored', async () => {
    // Django REST framework's serializers ignore the fields they do not declare; listing them as
    // errors answered 7 MB after 2.4 s. Now they are dropped in one pass and the rest is saved.
    const group = (await seedIds(server)).cacl;
    const fields: Record<string, unknown> = { display_name: 'CA Centre Loire (audit L12)' };
    for (let i = 0; i < 250_000; i++) fields[`f${i}`] = 0;
    const answer = await admin.request<Record<string, unknown>>(
      'PATCH',
      `/fr/usergroup/user-groups/${group}/`,
      {
        json: fields,
      },
    );
    expect(answer.status, answer.text.slice(0, 500)).toBe(200);
    expect(answer.body.display_name).toBe('CA Centre Loire (audit L12)');
    expect(answer.body).not.toHaveProperty('f0');
    expect(answer.text.length).toBeLessThan(100_000);
    const stored = await admin.request<Record<string, unknown>>('GET', `/fr/usergroup/user-groups/${group}/`);
    expect(stored.body.display_name).toBe('CA Centre Loire (audit L12)');
    expect(Object.keys(stored.body).filter((key) => /^f\d+$/.test(key))).toEqual([]);
  });
});

describe('L13: a full disk is named as such', () => {
  /** Makes the database refuse writes as PostgreSQL does when its disk is full, until restored. */
  function fillDisk(code: string): () => void {
    const db = server.app.db;
    const { query, transaction } = db;
    const full = () => Object.assign(new Error('could not extend file: No space left on device'), { code });
    const writing = (sql: string) => /^\s*(insert|update|delete|with)\b/i.test(sql);
    const guard = (target: Queryable): Queryable['query'] => {
      const original = target.query.bind(target);
      return ((sql: string, params?: unknown[]) =>
        writing(sql) ? Promise.reject(full()) : original(sql, params)) as Queryable['query'];
    };
    db.query = guard({ query } as Queryable);
    db.transaction = ((fn: (tx: Queryable) => Promise<unknown>) =>
      transaction.call(db, (tx) => fn({ ...tx, query: guard(tx) }))) as typeof db.transaction;
    return () => {
      db.query = query;
      db.transaction = transaction;
    };
  }

  test.each([
    ['53100', 'en', /storage/i],
    ['ENOSPC', 'fr', /stockage/i],
  ])(
    'L13: a write failing with %s answers 507 with a message in the language (%s)',
    async (code, locale, message) => {
      const dataset = (await seedIds(server)).caclDataset;
      const restore = fillDisk(code);
      try {
        const answer = await admin.request<{ detail: string }>(
          'PATCH',
          `/${locale}/dataset/datasets/${dataset}/`,
          {
            json: { description: 'Saved on a full disk' },
          },
        );
        expect(answer.status, answer.text).toBe(507);
        expect(answer.body.detail).toMatch(message);
      } finally {
        restore();
      }
      const alive = await admin.request('GET', `/fr/dataset/datasets/${dataset}/`);
      expect(alive.status).toBe(200);
    },
  );
});
