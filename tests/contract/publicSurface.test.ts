import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { loadSpec } from '../../server/http/spec.ts';
import { Fixtures } from './support/fixtures.ts';
import { type Client, clientFor, contractDrifts, startServer, type TestServer } from './support/server.ts';

// Issue 50, decision 0037: what a platform answers to software that has no account, and nothing more.

let server: TestServer;
let f: Fixtures;
let anonymous: Client;

beforeAll(async () => {
  server = await startServer();
  f = await Fixtures.create(server);
  anonymous = await clientFor(server, null);
});

afterAll(async () => {
  expect(contractDrifts(server)).toEqual([]);
  await server.close();
});

/** Every operation anyone may call without an account; a new one is a decision (0037), not a slip. */
const ANONYMOUS_OPERATIONS = [
  'GET / getApiRoot',
  'GET /login/ getLoginRoot',
  'POST /login/signin/ signIn',
  'GET /login/signout/ signOut',
  'GET /dashboard/ getDashboardRoot',
  'GET /dataset/ getDatasetRoot',
  'GET /dataset/datasets/{id}/resource/{resource}/download/ downloadDatasetResource',
  'GET /usergroup/ getUsergroupRoot',
  'GET /organisation/ getOrganisationRoot',
  'GET /resource/ getResourceRoot',
  'GET /geospatial/ getGeospatialRoot',
  'GET /indexer/ getIndexerRoot',
];

test('the contract lets the anonymous call exactly the public surface', async () => {
  const spec = await loadSpec();
  const open = spec.operations
    .filter((operation) => !operation.secured)
    .map((operation) => `${operation.method.toUpperCase()} ${operation.path} ${operation.operationId}`);
  expect(open.sort()).toEqual([...ANONYMOUS_OPERATIONS].sort());
});

describe('service roots (audit PS1)', () => {
  test('each root the locale root lists answers anonymously, with and without its last slash', async () => {
    const root = await anonymous.request<Record<string, string>>('GET', '/fr/');
    expect(Object.keys(root.body)).toHaveLength(8);
    for (const [name, url] of Object.entries(root.body)) {
      expect(url).toBe(`${server.url}/fr/${name}/`);
      const answer = await anonymous.request<Record<string, string>>('GET', url);
      expect(answer.status, url).toBe(200);
      const bare = await anonymous.request('GET', url.slice(0, -1));
      expect(bare.status, url).toBe(200);
      expect(bare.body).toEqual(answer.body);
    }
    const dataset = await anonymous.request<Record<string, string>>('GET', '/en/dataset/');
    expect(dataset.body.datasets).toBe(`${server.url}/en/dataset/datasets/`);
  });

  test('every collection a root lists answers a signed-in superuser (none is a dead link)', async () => {
    const root = await anonymous.request<Record<string, string>>('GET', '/fr/');
    const dead: string[] = [];
    for (const serviceUrl of Object.values(root.body)) {
      const service = await anonymous.request<Record<string, string>>('GET', serviceUrl);
      for (const url of Object.values(service.body)) {
        const answer = await f.client('admin').request('GET', url);
        if (answer.status === 404 || answer.status >= 500) dead.push(`${url} ${answer.status}`);
      }
    }
    expect(dead).toEqual([]);
  });

  test('the collections keep their own rules: a root is a map, not a key', async () => {
    const root = await anonymous.request<Record<string, string>>('GET', '/fr/dataset/');
    expect((await anonymous.request('GET', root.body.datasets ?? '')).status).toBe(401);
  });
});
