import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { type App, createApp } from '../../server/app.ts';
import { Client, fileForm, PNG } from './support/server.ts';
import { seededTemplate } from './support/template.ts';

let dataDir: string;
let distDir: string;

beforeAll(async () => {
  dataDir = await mkdtemp(join(tmpdir(), 'publish-restart-'));
  distDir = await mkdtemp(join(tmpdir(), 'publish-dist-'));
  await mkdir(join(distDir, 'assets'));
  await writeFile(join(distDir, 'index.html'), '<!doctype html><title>Publish</title><div id="root"></div>');
  await writeFile(join(distDir, 'assets', 'app-123.js'), 'console.log("app")');
});

afterAll(async () => {
  await rm(dataDir, { recursive: true, force: true });
  await rm(distDir, { recursive: true, force: true });
});

async function start(
  options: { loadDataDir?: Blob; distDir?: string } = {},
): Promise<{ app: App; client: Client }> {
  const app = await createApp({ dataDir, log: () => undefined, ...options });
  const { url } = await app.listen(0);
  return { app, client: new Client(url) };
}

describe('a restart', () => {
  test('loses nothing: database rows and uploaded files', async () => {
    const first = await start({ loadDataDir: await seededTemplate() });
    await first.client.signIn('admin');
    const contact = await first.client.request<{ id: number }>('POST', '/fr/dataset/contacts/', {
      json: { name: 'Avant redémarrage', email: 'restart@example.org' },
    });
    const thumbnail = await first.client.request<{ thumbnail: string }>(
      'PUT',
      '/fr/usergroup/user-groups/1/thumbnail/',
      {
        form: fileForm('file', PNG, 'logo.png', 'image/png'),
      },
    );
    expect(thumbnail.status).toBe(200);
    const token = first.client.token;
    await first.app.close();

    const second = await start();
    expect(second.app.seedSeconds).toBeNull();
    second.client.useJwt = true;
    second.client.token = token;
    const again = await second.client.request<{ name: string }>(
      'GET',
      `/fr/dataset/contacts/${contact.body.id}/`,
    );
    expect(again.status).toBe(200);
    expect(again.body.name).toBe('Avant redémarrage');
    const logo = await second.client.request('GET', '/fr/usergroup/user-groups/1/thumbnail/');
    expect(logo.status).toBe(200);
    expect(logo.headers.get('content-type')).toBe('image/png');
    await second.app.close();
  });
});

describe('the built SPA at /publish/', () => {
  test('serves files, falls back to index.html for client routes, and / redirects', async () => {
    const { app, client } = await start({ distDir });
    const root = await client.request('GET', '/');
    expect(root.status).toBe(302);
    expect(root.headers.get('location')).toBe('/publish/');
    const index = await client.request('GET', '/publish/');
    expect(index.text).toContain('<div id="root">');
    const route = await client.request('GET', '/publish/fr/data/datasets/12/');
    expect(route.status).toBe(200);
    expect(route.text).toContain('<div id="root">');
    const asset = await client.request('GET', '/publish/assets/app-123.js');
    expect(asset.headers.get('content-type')).toContain('text/javascript');
    expect(asset.headers.get('cache-control')).toContain('immutable');
    const traversal = await client.request('GET', '/publish/..%2F..%2Fetc%2Fpasswd');
    expect(traversal.text).toContain('<div id="root">');
    await app.close();
  });

  test('answers a clear 503 when the SPA has not been built', async () => {
    const { app, client } = await start({ distDir: join(distDir, 'missing') });
    const answer = await client.request('GET', '/publish/fr/');
    expect(answer.status).toBe(503);
    expect(answer.text).toContain('npm run build');
    await app.close();
  });
});
