import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { loadSpec } from '../../server/http/spec.ts';
import { expectedMatrix, matrixPeople, runAccessMatrix } from './support/accessMatrix.ts';
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
  'GET /dataset/datasets/{id}/resource/{resourceId}/download/ downloadDatasetResource',
  'GET /dataset/datasets/{id}/thumbnail/ getDatasetThumbnail',
  // The DCAT-AP export (issue 51): the published datasets the public may find, for harvesters.
  'GET /dataset/dcat/catalog/ getDcatCatalogue',
  // The preview (issue 50, decision 0038): for whoever may consult the dataset, anonymous included.
  'GET /dataset/datasets/{id}/resource/{resourceId}/preview/ getResourcePreview',
  'GET /dataset/datasets/{id}/resource/{resourceId}/preview/rows/ listResourcePreviewRows',
  'GET /dataset/datasets/{id}/resource/{resourceId}/preview/features/ getResourcePreviewFeatures',
  'GET /usergroup/user-groups/{id}/thumbnail/ getUserGroupThumbnail',
  // A catalogue form's organisation picker (evidence D16): the active organisations' public fields.
  'GET /usergroup/user-groups/ listUserGroups',
  'GET /organisation/organisations/{id}/public/ getOrganisationPublic',
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

describe('public images and organisation fields (audit PS3)', () => {
  test('a dataset’s thumbnail: every level × the four people, for whoever may find the dataset', async () => {
    const people = await matrixPeople(server, f);
    const dataset = await f.dataset();
    await f.datasetThumbnail(dataset.id);
    const path = `/fr/dataset/datasets/${dataset.id}/thumbnail/`;
    expect(await runAccessMatrix(server, people, dataset.id, path)).toEqual(
      expectedMatrix('search', 200, 404),
    );
    await server.app.db.query('update dataset set publish = false where id = $1', [dataset.id]);
    expect((await anonymous.request('GET', path)).status).toBe(404);
  });

  test('a thumbnail is an inline image with the media rules, validators and a public cache', async () => {
    const dataset = await f.dataset();
    await f.datasetThumbnail(dataset.id);
    await server.app.db.query(
      "update dataset set default_permission_level = 'search', publish = true where id = $1",
      [dataset.id],
    );
    const path = `/fr/dataset/datasets/${dataset.id}/thumbnail/`;
    const answer = await anonymous.request('GET', path);
    expect(answer.status).toBe(200);
    expect(answer.headers.get('content-type')).toBe('image/png');
    expect(answer.headers.get('content-disposition')).toMatch(/^inline; filename=/);
    expect(answer.headers.get('content-security-policy')).toBe("sandbox; default-src 'none'");
    expect(answer.headers.get('cache-control')).toBe('public, max-age=300');
    const etag = answer.headers.get('etag') ?? '';
    const again = await anonymous.request('GET', path, { headers: { 'if-none-match': etag } });
    expect(again.status).toBe(304);
    expect((await f.client('visiteur').request('GET', path)).headers.get('cache-control')).toBe(
      'private, no-cache',
    );
  });

  test('a user group’s image is public while the group is active', async () => {
    const group = await f.group();
    await f.thumbnail(group);
    const path = `/fr/usergroup/user-groups/${group}/thumbnail/`;
    const answer = await anonymous.request('GET', path);
    expect(answer.status).toBe(200);
    expect(answer.headers.get('content-type')).toBe('image/png');
    await server.app.db.query('update usergroup set status = 1 where id = $1', [group]);
    expect((await anonymous.request('GET', path)).status).toBe(404);
    expect((await f.client('admin').request('GET', path)).status).toBe(200);
    const none = await f.group();
    const missing = await anonymous.request<{ detail: string }>(
      'GET',
      `/en/usergroup/user-groups/${none}/thumbnail/`,
    );
    expect(missing.body.detail).toBe('The group has no thumbnail.');
  });

  test('an organisation’s public fields, anonymously; the whole organisation stays signed-in', async () => {
    const path = `/fr/organisation/organisations/${f.ids.cacl}/public/`;
    const answer = await anonymous.request<Record<string, unknown>>('GET', path);
    expect(answer.status).toBe(200);
    expect(Object.keys(answer.body).sort()).toEqual([
      'acronym',
      'display_name',
      'id',
      'logo',
      'organisation_type',
    ]);
    expect(answer.body.acronym).toBe('CACL');
    const again = await anonymous.request('GET', path, {
      headers: { 'if-none-match': answer.headers.get('etag') ?? '' },
    });
    expect(again.status).toBe(304);
    expect((await anonymous.request('GET', `/fr/organisation/organisations/${f.ids.cacl}/`)).status).toBe(
      401,
    );
    const group = await f.group();
    expect((await anonymous.request('GET', `/fr/organisation/organisations/${group}/public/`)).status).toBe(
      404,
    );
    await server.app.db.query('update usergroup set status = 1 where id = $1', [f.ids.ctg]);
    expect(
      (await anonymous.request('GET', `/fr/organisation/organisations/${f.ids.ctg}/public/`)).status,
    ).toBe(404);
    await server.app.db.query('update usergroup set status = 2 where id = $1', [f.ids.ctg]);
  });

  test('the user-group list answers the anonymous with the active organisations’ public fields, readable from another site (evidence D16)', async () => {
    const path = '/fr/usergroup/user-groups/?search=CACL';
    const answer = await anonymous.request<{ count: number; results: Record<string, unknown>[] }>(
      'GET',
      path,
      {
        headers: { origin: 'https://catalogue.example.org' },
      },
    );
    expect(answer.status).toBe(200);
    expect(answer.headers.get('access-control-allow-origin')).toBe('*');
    expect(answer.body.results.map((group) => group.id)).toContain(f.ids.cacl);
    for (const group of answer.body.results) {
      expect(Object.keys(group).sort()).toEqual([
        'display_name',
        'id',
        'name',
        'thumbnail',
        'usergroup_type',
      ]);
      expect(group.usergroup_type).toBe('organisation');
    }
    // No member, contact, group or sphere, and nothing inactive, reaches the anonymous.
    const everything = await anonymous.request<{ count: number; results: { id: number }[] }>(
      'GET',
      '/fr/usergroup/user-groups/?page_size=1000',
    );
    const [active] = await server.app.db.query<{ n: number }>(
      "select count(*)::int as n from usergroup where usergroup_type = 'organisation' and status = 2",
    );
    expect(everything.body.count).toBe(active?.n);
    expect(everything.body.results.map((group) => group.id)).not.toContain(f.ids.sphere);
    const groups = await anonymous.request<{ count: number }>(
      'GET',
      '/fr/usergroup/user-groups/?usergroup_type=user-group',
    );
    expect(groups.body.count).toBe(0);
    await server.app.db.query('update usergroup set status = 1 where id = $1', [f.ids.ctg]);
    const hidden = await anonymous.request<{ results: { id: number }[] }>(
      'GET',
      '/fr/usergroup/user-groups/?page_size=1000',
    );
    expect(hidden.body.results.map((group) => group.id)).not.toContain(f.ids.ctg);
    await server.app.db.query('update usergroup set status = 2 where id = $1', [f.ids.ctg]);
    // With a session: the whole groups, and no header opening them to other sites.
    const signedIn = await f.client('admin').request<{ results: Record<string, unknown>[] }>('GET', path, {
      headers: { origin: 'https://catalogue.example.org' },
    });
    expect(signedIn.body.results[0]).toHaveProperty('members');
    expect(signedIn.headers.get('access-control-allow-origin')).toBeNull();
  });
});
