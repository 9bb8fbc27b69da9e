/**
 * The Django REST framework conventions the real OneGeo platform follows, which its public clients
 * (the data-fair connector, GeoContrib) rely on (issue 25, docs/evidence/onegeo-public-clients.md
 * section 5). Each test states one convention as DRF implements it:
 * - serializers ignore the fields they do not declare (rest_framework/serializers.py: only declared
 *   fields reach `validated_data`);
 * - `PageNumberPagination` (rest_framework/pagination.py): `next`/`previous` built with
 *   `request.build_absolute_uri()`, `page=last`, `NotFound("Invalid page.")` for a page that does
 *   not exist, `page_size` capped by `max_page_size` and ignored when not a positive integer;
 * - `OrderingFilter` (rest_framework/filters.py, `remove_invalid_fields`): names the view does not
 *   allow are dropped, and with none left the view's default ordering applies;
 * - `GenericAPIView.get_object()` (rest_framework/generics.py): the object is looked up (404) and
 *   its permissions checked (403) before the serializer validates the body (400); a lookup value
 *   that cannot be an id is a 404 too;
 * - `UnsupportedMediaType` (rest_framework/exceptions.py): 415 `Unsupported media type "…" in
 *   request.`;
 * - file and image fields serialised as absolute URLs (`FileField.to_representation` with the
 *   request in the context);
 * - the `DefaultRouter` API root: the services and their absolute URLs.
 */
import { request as httpRequest } from 'node:http';
import { describe, expect, test } from 'vitest';
import type { Fixtures } from '../support/fixtures.ts';
import { type Client, clientFor, contractDrifts, startServer, type TestServer } from '../support/server.ts';
import { serverForFile } from '../support/suite.ts';

interface Page<T> {
  count: number;
  next: string | null;
  previous: string | null;
  results: T[];
}

let server: TestServer;
let f: Fixtures;
let admin: Client;

/** The public names these tests send as Host, allowed as a deployment's ALLOWED_HOSTS would (audit T3-L5). */
const ALLOWED_HOSTS = [
  '127.0.0.1',
  'localhost',
  'catalogue.example.org',
  'internal',
  'plateforme.example.org',
];

serverForFile(
  (ready) => {
    ({ server, f, admin } = ready);
  },
  { app: { allowedHosts: ALLOWED_HOSTS } },
);

/**
 * A GET with the headers given as they are, `Host` included (fetch would put the address it
 * connects to), signed in with the admin's token of `base`'s server.
 */
function rawGet(
  base: string,
  path: string,
  headers: Record<string, string>,
  token: string | null = admin.token,
): Promise<{ status: number; body: unknown }> {
  const url = new URL(path, base);
  return new Promise((resolve, reject) => {
    const outgoing = httpRequest(
      {
        host: url.hostname,
        port: url.port,
        path: `${url.pathname}${url.search}`,
        method: 'GET',
        headers: { ...(token ? { authorization: `JWT ${token}` } : {}), ...headers },
      },
      (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('end', () => {
          const text = Buffer.concat(chunks).toString('utf8');
          resolve({ status: response.statusCode ?? 0, body: text ? JSON.parse(text) : undefined });
        });
      },
    );
    outgoing.on('error', reject);
    outgoing.end();
  });
}

describe('unknown fields of a body are ignored, not stored', () => {
  test('creating an organisation: unknown and read-only fields are dropped, the rest is saved', async () => {
    const created = await admin.request<Record<string, unknown>>('POST', '/fr/organisation/organisations/', {
      json: {
        display_name: 'Organisation DRF-1',
        organisation_type: f.ids.organisationType,
        codename: 'drf-1',
        __unknown: { nested: true },
        id: 999_999,
        users_count: 1000,
      },
    });
    expect(created.status, created.text).toBe(201);
    expect(created.body.display_name).toBe('Organisation DRF-1');
    expect(created.body.id).not.toBe(999_999);
    expect(created.body.users_count).toBe(0);
    expect(created.body).not.toHaveProperty('codename');
    expect(created.body).not.toHaveProperty('__unknown');
  });

  test('patching a user group: the known field is saved, the unknown ones leave no trace', async () => {
    const group = await f.group();
    const patched = await admin.request<Record<string, unknown>>(
      'PATCH',
      `/fr/usergroup/user-groups/${group}/`,
      {
        json: { description: 'Décrit', publish: true, tags: ['x'], members_count: 99 },
      },
    );
    expect(patched.status, patched.text).toBe(200);
    const read = await admin.request<Record<string, unknown>>('GET', `/fr/usergroup/user-groups/${group}/`);
    expect(read.body.description).toBe('Décrit');
    expect(read.body.members_count).toBe(3);
    expect(read.body).not.toHaveProperty('publish');
    expect(read.body).not.toHaveProperty('tags');
  });
});

describe('page links are absolute URLs (PageNumberPagination)', () => {
  test('built on the Host the client sent', async () => {
    const answer = await rawGet(server.url, '/fr/organisation/organisations/?page_size=2&page=2', {
      host: 'catalogue.example.org',
    });
    expect(answer.status).toBe(200);
    const page = answer.body as Page<unknown>;
    expect(page.next).toBe('http://catalogue.example.org/fr/organisation/organisations/?page_size=2&page=3');
    expect(page.previous).toBe('http://catalogue.example.org/fr/organisation/organisations/?page_size=2');
  });

  test('X-Forwarded-Proto and X-Forwarded-Host are ignored unless the proxy is trusted', async () => {
    const forwarded = {
      host: 'internal:8000',
      'x-forwarded-proto': 'https',
      'x-forwarded-host': 'data.example.org',
    };
    const untrusted = await rawGet(server.url, '/fr/organisation/organisations/?page_size=2', forwarded);
    expect((untrusted.body as Page<unknown>).next).toBe(
      'http://internal:8000/fr/organisation/organisations/?page_size=2&page=2',
    );
    const behindProxy = await startServer({
      trustProxy: true,
      allowedHosts: [...ALLOWED_HOSTS, 'data.example.org'],
    });
    try {
      const token = (await clientFor(behindProxy, 'admin')).token;
      const trusted = await rawGet(
        behindProxy.url,
        '/fr/organisation/organisations/?page_size=2',
        forwarded,
        token,
      );
      expect((trusted.body as Page<unknown>).next).toBe(
        'https://data.example.org/fr/organisation/organisations/?page_size=2&page=2',
      );
      expect(contractDrifts(behindProxy)).toEqual([]);
    } finally {
      await behindProxy.close();
    }
  });
});

describe('pages that do not exist (PageNumberPagination)', () => {
  test.each([
    ['past the last page', '999999'],
    ['zero', '0'],
    ['negative', '-1'],
    ['not a number', 'abc'],
  ])('%s answers 404 Invalid page.', async (_name, page) => {
    const answer = await admin.request('GET', '/en/organisation/organisations/', { query: { page } });
    expect(answer.status, answer.text).toBe(404);
    expect(answer.body).toEqual({ detail: 'Invalid page.' });
  });

  test('page 1 of an empty list exists', async () => {
    const answer = await admin.request<Page<unknown>>('GET', '/fr/organisation/organisations/', {
      query: { search: 'aucune organisation ne porte ce nom' },
    });
    expect(answer.status).toBe(200);
    expect(answer.body).toMatchObject({ count: 0, next: null, previous: null, results: [] });
  });

  test('page=last is the last page', async () => {
    const first = await admin.request<Page<{ id: number }>>('GET', '/fr/organisation/organisations/', {
      query: { page_size: 3 },
    });
    const last = await admin.request<Page<{ id: number }>>('GET', '/fr/organisation/organisations/', {
      query: { page_size: 3, page: 'last' },
    });
    expect(last.status).toBe(200);
    const pages = Math.ceil(first.body.count / 3);
    expect(last.body.results).toHaveLength(first.body.count - (pages - 1) * 3);
    expect(last.body.next).toBeNull();
    const byNumber = await admin.request<Page<{ id: number }>>('GET', '/fr/organisation/organisations/', {
      query: { page_size: 3, page: pages },
    });
    expect(last.body.results).toEqual(byNumber.body.results);
  });
});

describe('page_size (PageNumberPagination)', () => {
  test('above 1000 is taken as 1000, not refused', async () => {
    const answer = await admin.request<Page<unknown>>('GET', '/fr/organisation/municipalities/', {
      query: { page_size: 5000 },
    });
    expect(answer.status).toBe(200);
    expect(answer.body.count).toBeGreaterThan(1000);
    expect(answer.body.results).toHaveLength(1000);
    expect(answer.body.next).toContain('page=2');
  });

  test('not a positive integer: the default 20 applies', async () => {
    for (const size of ['abc', '0', '-3']) {
      const answer = await admin.request<Page<unknown>>('GET', '/fr/organisation/municipalities/', {
        query: { page_size: size },
      });
      expect(answer.status, size).toBe(200);
      expect(answer.body.results, size).toHaveLength(20);
    }
  });
});

describe('ordering (OrderingFilter)', () => {
  test('names the list does not sort by are dropped; the others still apply', async () => {
    type Organisation = { id: number; display_name: string };
    const names = (answer: { body: Page<Organisation> }) => answer.body.results.map((o) => o.id);
    const descending = await admin.request<Page<Organisation>>('GET', '/fr/organisation/organisations/', {
      query: { ordering: '-display_name', page_size: 1000 },
    });
    const mixed = await admin.request<Page<Organisation>>('GET', '/fr/organisation/organisations/', {
      query: { ordering: 'password,-display_name,nonexistent', page_size: 1000 },
    });
    expect(mixed.status).toBe(200);
    expect(names(mixed)).toEqual(names(descending));
    const defaultOrder = await admin.request<Page<Organisation>>('GET', '/fr/organisation/organisations/', {
      query: { page_size: 1000 },
    });
    const onlyUnknown = await admin.request<Page<Organisation>>('GET', '/fr/organisation/organisations/', {
      query: { ordering: '-password', page_size: 1000 },
    });
    expect(onlyUnknown.status).toBe(200);
    expect(names(onlyUnknown)).toEqual(names(defaultOrder));
  });
});

describe('the object is looked up and its permission checked before the body (get_object)', () => {
  const invalid = { name: 42, usergroup_type: 'nonexistent' };

  test('a missing user group answers 404, whatever the body', async () => {
    const answer = await admin.request('PATCH', '/en/usergroup/user-groups/999999/', { json: invalid });
    expect(answer.status, answer.text).toBe(404);
    expect(answer.body).toEqual({ detail: 'Not found.' });
  });

  test('a user group the user may not change answers 403, whatever the body', async () => {
    const group = await f.group();
    const answer = await f.client('visiteur').request('PATCH', `/fr/usergroup/user-groups/${group}/`, {
      json: invalid,
    });
    expect(answer.status, answer.text).toBe(403);
  });

  test('only then is the body validated: 400 for who may change it', async () => {
    const group = await f.group();
    const answer = await admin.request<Record<string, string[]>>(
      'PATCH',
      `/fr/usergroup/user-groups/${group}/`,
      {
        json: invalid,
      },
    );
    expect(answer.status, answer.text).toBe(400);
    expect(Object.keys(answer.body).sort()).toEqual(['name', 'usergroup_type']);
  });

  test('an id that is not an integer names nothing: 404', async () => {
    const answer = await admin.request('PATCH', '/en/usergroup/user-groups/abc/', { json: invalid });
    expect(answer.status, answer.text).toBe(404);
    expect(answer.body).toEqual({ detail: 'Not found.' });
  });
});

test('a body of a media type the operation does not take answers 415', async () => {
  const answer = await admin.request('POST', '/en/organisation/organisations/', {
    headers: { 'content-type': 'text/plain' },
    raw: 'display_name=x',
  });
  expect(answer.status).toBe(415);
  expect(answer.body).toEqual({ detail: 'Unsupported media type "text/plain" in request.' });
});

describe('files and images are absolute URLs', () => {
  test("a user group's thumbnail and an organisation's logo, on the request's origin", async () => {
    const group = await f.group('organisation');
    await f.thumbnail(group);
    const read = await admin.request<{ thumbnail: string }>('GET', `/fr/usergroup/user-groups/${group}/`);
    expect(read.body.thumbnail).toMatch(new RegExp(`^${server.url}/media/images/[0-9a-f]+\\.png$`));
    const image = await admin.request('GET', read.body.thumbnail);
    expect(image.status).toBe(200);
    expect(image.headers.get('content-type')).toBe('image/png');
    const organisation = await admin.request<{ logo: string }>(
      'GET',
      `/fr/organisation/organisations/${group}/`,
    );
    expect(organisation.body.logo).toBe(read.body.thumbnail);
  });
});

describe('the locale root is the API root (DefaultRouter)', () => {
  test.each(['/fr', '/fr/'])(
    'GET %s answers the services and their absolute URLs, anonymously',
    async (path) => {
      const answer = await rawGet(server.url, path, { host: 'plateforme.example.org' }, null);
      expect(answer.status).toBe(200);
      const services = [
        'login',
        'dashboard',
        'dataset',
        'usergroup',
        'organisation',
        'resource',
        'geospatial',
        'indexer',
      ];
      expect(answer.body).toEqual(
        Object.fromEntries(services.map((name) => [name, `http://plateforme.example.org/fr/${name}/`])),
      );
    },
  );
});
