import { mkdir, mkdtemp, rm, utimes, writeFile } from 'node:fs/promises';
import { type IncomingHttpHeaders, request } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliDecompressSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { startServer, type TestServer } from './support/server.ts';

// The page served for a screen's address names that screen's files (decision 0045), from the lists the
// build writes beside it (scripts/routePreloadsPlugin.ts).
let server: TestServer;
let distDir: string;
const page =
  '<!doctype html><html><head><title>Publish</title>\n  </head><body><div id="root"></div></body></html>';
const routes = [
  { path: '/$locale/data/datasets/', files: ['assets/route.list-a.js', 'assets/Table-b.js'] },
  { path: '/$locale/data/datasets/new', files: ['assets/route.new-c.js', 'assets/DatasetForm-d.js'] },
  { path: '/$locale/data/datasets/$id/', files: ['assets/route.detail-e.js', 'assets/DatasetForm-d.js'] },
  { path: '/$locale/$', files: ['assets/route.notFound-f.js'] },
];

const preloaded = (html: string) =>
  [...html.matchAll(/<link rel="modulepreload" crossorigin href="([^"]+)">/g)].map((match) => match[1]);

async function pageAt(path: string, headers: Record<string, string> = {}) {
  const response = await fetch(`${server.url}/publish${path}`, { headers });
  return { response, html: await response.text() };
}

beforeAll(async () => {
  distDir = await mkdtemp(join(tmpdir(), 'publish-dist-'));
  await mkdir(join(distDir, 'assets'));
  await writeFile(join(distDir, 'index.html'), page);
  await writeFile(join(distDir, 'route-preloads.json'), JSON.stringify(routes));
  server = await startServer({ distDir });
});

afterAll(async () => {
  await server.close();
  await rm(distDir, { recursive: true, force: true });
});

describe('the page names the files of the screen its address opens', () => {
  test('the dataset list, the add form and a dataset each get their own files, after the page’s own head', async () => {
    const list = await pageAt('/fr/data/datasets/');
    expect(list.response.headers.get('cache-control')).toBe('no-cache');
    expect(preloaded(list.html)).toEqual(['/publish/assets/route.list-a.js', '/publish/assets/Table-b.js']);
    expect(list.html.indexOf('<title>')).toBeLessThan(list.html.indexOf('modulepreload'));
    expect(list.html.indexOf('modulepreload')).toBeLessThan(list.html.indexOf('</head>'));

    // A fixed segment before a parameter: 'new' is the add form, not a dataset called 'new'.
    expect(preloaded((await pageAt('/en/data/datasets/new')).html)).toEqual([
      '/publish/assets/route.new-c.js',
      '/publish/assets/DatasetForm-d.js',
    ]);
    // With or without the trailing slash, with a query.
    for (const path of ['/it/data/datasets/42/', '/it/data/datasets/42?resource=3']) {
      expect(preloaded((await pageAt(path)).html)).toEqual([
        '/publish/assets/route.detail-e.js',
        '/publish/assets/DatasetForm-d.js',
      ]);
    }
  });

  test('an address no screen has gets the not-found screen’s files; one outside every screen gets none', async () => {
    expect(preloaded((await pageAt('/fr/no/such/screen')).html)).toEqual([
      '/publish/assets/route.notFound-f.js',
    ]);
    const bare = await pageAt('/');
    expect(bare.response.status).toBe(200);
    expect(bare.html).toBe(page);
  });

  test('nothing of the address is written into the page', async () => {
    const hostile = '/fr/data/%22%3E%3Cscript%3Ealert(1)%3C%2Fscript%3E';
    const { html } = await pageAt(hostile);
    expect(html).not.toContain('alert');
    expect(html).not.toContain('<script>');
  });

  test('the page is compressed as the browser accepts, with its length', async () => {
    const { headers, body } = await new Promise<{ headers: IncomingHttpHeaders; body: Buffer }>(
      (resolve, reject) => {
        request(
          `${server.url}/publish/fr/data/datasets/new`,
          { headers: { 'accept-encoding': 'br' } },
          (answer) => {
            const chunks: Buffer[] = [];
            answer.on('data', (chunk: Buffer) => chunks.push(chunk));
            answer.on('end', () => resolve({ headers: answer.headers, body: Buffer.concat(chunks) }));
          },
        )
          .on('error', reject)
          .end();
      },
    );
    expect(headers['content-encoding']).toBe('br');
    expect(headers.vary).toBe('Accept-Encoding');
    expect(Number(headers['content-length'])).toBe(body.length);
    expect(preloaded(brotliDecompressSync(body).toString())).toEqual([
      '/publish/assets/route.new-c.js',
      '/publish/assets/DatasetForm-d.js',
    ]);
  });

  test('a new build’s lists are read again; a build without lists serves the page as it is', async () => {
    const rebuilt = [{ path: '/$locale/data/datasets/new', files: ['assets/route.new-z.js'] }];
    await writeFile(join(distDir, 'route-preloads.json'), JSON.stringify(rebuilt));
    const later = new Date(Date.now() + 5_000);
    await utimes(join(distDir, 'route-preloads.json'), later, later);
    expect(preloaded((await pageAt('/fr/data/datasets/new')).html)).toEqual([
      '/publish/assets/route.new-z.js',
    ]);

    await rm(join(distDir, 'route-preloads.json'));
    expect((await pageAt('/fr/data/datasets/new')).html).toBe(page);
    await writeFile(join(distDir, 'route-preloads.json'), '{ not json');
    expect((await pageAt('/fr/data/datasets/new')).html).toBe(page);
  });
});
