import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { request } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { clientFor, startServer, type TestServer } from './support/server.ts';

/** One answer with its raw bytes: what crossed the network, before any decoding. */
function rawGet(
  url: string,
  headers: Record<string, string>,
): Promise<{ status: number; headers: Record<string, string | string[] | undefined>; body: Buffer }> {
  return new Promise((resolve, reject) => {
    request(url, { headers }, (response) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('end', () =>
        resolve({ status: response.statusCode ?? 0, headers: response.headers, body: Buffer.concat(chunks) }),
      );
      response.on('error', reject);
    })
      .on('error', reject)
      .end();
  });
}

let server: TestServer;
let distDir: string;
const script = `export const rows = [${Array.from({ length: 400 }, (_, i) => `"row ${i}"`).join(',')}];\n`;

beforeAll(async () => {
  distDir = await mkdtemp(join(tmpdir(), 'publish-dist-'));
  await mkdir(join(distDir, 'assets'));
  await writeFile(join(distDir, 'index.html'), '<!doctype html><div id="root"></div>');
  await writeFile(join(distDir, 'assets', 'app-abc123.js'), script);
  await writeFile(join(distDir, 'assets', 'logo.png'), Buffer.alloc(4096, 7));
  server = await startServer({ distDir });
});

afterAll(async () => {
  await server.close();
  await rm(distDir, { recursive: true, force: true });
});

describe('compressed answers', () => {
  const asset = () => `${server.url}/publish/assets/app-abc123.js`;

  test('the application files go out in brotli, then gzip, as the browser accepts', async () => {
    const br = await rawGet(asset(), { 'accept-encoding': 'gzip, deflate, br' });
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers.vary).toBe('Accept-Encoding');
    expect(Number(br.headers['content-length'])).toBe(br.body.length);
    expect(br.body.length).toBeLessThan(script.length / 3);
    expect(brotliDecompressSync(br.body).toString()).toBe(script);

    const gzip = await rawGet(asset(), { 'accept-encoding': 'gzip, br;q=0' });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gzip.body).toString()).toBe(script);
  });

  test('a client that accepts no encoding gets the file as it is', async () => {
    const plain = await rawGet(asset(), {});
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.headers.vary).toBe('Accept-Encoding');
    expect(plain.body.toString()).toBe(script);
  });

  test('images are not compressed again', async () => {
    const image = await rawGet(`${server.url}/publish/assets/logo.png`, { 'accept-encoding': 'br' });
    expect(image.headers['content-encoding']).toBeUndefined();
    expect(image.body.length).toBe(4096);
  });

  test('a large API answer is compressed and a small one is not', async () => {
    const client = await clientFor(server, 'admin');
    const cookie = [...client.cookies]
      .map(([name, value]) => `${name}=${encodeURIComponent(value)}`)
      .join('; ');
    const list = await rawGet(`${server.url}/fr/dataset/datasets/?page_size=20`, {
      cookie,
      'accept-encoding': 'gzip',
    });
    expect(list.status).toBe(200);
    expect(list.headers['content-encoding']).toBe('gzip');
    const page = JSON.parse(gunzipSync(list.body).toString()) as { count: number; results: unknown[] };
    expect(page.results.length).toBeGreaterThan(0);

    const count = await rawGet(`${server.url}/fr/dataset/datasets-count/`, {
      cookie,
      'accept-encoding': 'gzip',
    });
    expect(count.status).toBe(200);
    expect(count.headers['content-encoding']).toBeUndefined();
    expect(JSON.parse(count.body.toString())).toBeTypeOf('object');
  });
});
