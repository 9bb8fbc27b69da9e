import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { loadSpec, type OperationSpec } from '../../server/http/spec.ts';
import {
  type Client,
  clientFor,
  contractDrifts,
  fileForm,
  startServer,
  type TestServer,
} from './support/server.ts';

const spec = await loadSpec();
const MUTATING = new Set(['post', 'put', 'patch', 'delete']);
const mutating = spec.operations.filter((operation) => MUTATING.has(operation.method));

/** The operation's path with every parameter filled in (ids that exist or not: validation comes first). */
function pathOf(operation: OperationSpec, id: string): string {
  const filled = operation.path.replace(/\{([^}]+)\}/g, (_match, name: string) => {
    if (name === 'slug') return 'file-upload';
    if (name === 'workspace' || name === 'database') return 'datastore';
    return id;
  });
  return `/fr${filled}`;
}

let server: TestServer;
let admin: Client;

beforeAll(async () => {
  server = await startServer();
  admin = await clientFor(server, 'admin');
});

afterAll(async () => {
  expect(contractDrifts(server)).toEqual([]);
  expect(server.logs.filter((line) => line.includes('failed'))).toEqual([]);
  await server.close();
});

describe.each(mutating.map((operation) => [operation.operationId, operation] as const))(
  '%s',
  (_id, operation) => {
    const media = operation.requestBody?.content.map((m) => m.contentType) ?? [];

    if (media.includes('application/json')) {
      test('refuses an unknown field and missing fields with 400 and field messages', async () => {
        const answer = await admin.request<Record<string, unknown>>(
          operation.method.toUpperCase(),
          pathOf(operation, '1'),
          {
            json: { __unknown: 1 },
            query: operation.parameters.some((p) => p.name === 'action')
              ? { action: 'set_permission_level_none' }
              : {},
          },
        );
        expect(answer.status, answer.text).toBe(400);
        expect(answer.body.__unknown).toEqual(['Unknown field.']);
      });

      test('refuses a body of the wrong type with 400', async () => {
        const answer = await admin.request<Record<string, unknown>>(
          operation.method.toUpperCase(),
          pathOf(operation, '1'),
          {
            json: ['not', 'an', 'object'],
          },
        );
        expect(answer.status, answer.text).toBe(400);
      });
    } else if (media.includes('multipart/form-data')) {
      test('refuses a form without its required fields with 400', async () => {
        const form = new FormData();
        form.set('unexpected', 'value');
        const answer = await admin.request<Record<string, unknown>>(
          operation.method.toUpperCase(),
          pathOf(operation, '1'),
          { form },
        );
        expect(answer.status, answer.text).toBe(400);
        expect(Object.keys(answer.body).length).toBeGreaterThan(0);
      });

      if (operation.operationId !== 'updateOrganisationAgreement' && operation.operationId !== 'uploadFile') {
        test('refuses a file that is not a JPG or PNG image with 400', async () => {
          const ids = await server.app.db.query<{ id: number }>(
            operation.path.startsWith('/dataset/')
              ? 'select min(id) as id from dataset'
              : 'select min(id) as id from usergroup',
          );
          const answer = await admin.request<Record<string, string[]>>(
            operation.method.toUpperCase(),
            pathOf(operation, String(ids[0]?.id)),
            {
              form: fileForm('file', 'GIF89a not really', 'image.gif', 'image/gif'),
            },
          );
          expect(answer.status, answer.text).toBe(400);
          expect(answer.body.file?.[0]).toMatch(/JPG or PNG/);
        });
      }
    } else {
      test('answers 404 for an object that does not exist', async () => {
        const answer = await admin.request(operation.method.toUpperCase(), pathOf(operation, '999999'));
        expect(answer.status, answer.text).toBe(404);
      });
    }

    test('answers 404 for a malformed id in the path', async () => {
      if (!operation.path.includes('{id}')) return;
      const answer = await admin.request(operation.method.toUpperCase(), pathOf(operation, 'abc'));
      expect(answer.status, answer.text).toBe(404);
    });
  },
);

describe('query parameters', () => {
  test('a page that is not a number is refused with a field message', async () => {
    const answer = await admin.request<Record<string, string[]>>('GET', '/fr/dataset/datasets/', {
      query: { page: 'abc' },
    });
    expect(answer.status).toBe(400);
    expect(answer.body.page).toBeDefined();
  });

  test('an unknown ordering field is refused', async () => {
    const answer = await admin.request<Record<string, string[]>>('GET', '/fr/usergroup/users/', {
      query: { ordering: 'password' },
    });
    expect(answer.status).toBe(400);
    expect(answer.body.ordering?.[0]).toMatch(/Unknown ordering field/);
  });

  test('a malformed comma list is refused', async () => {
    const answer = await admin.request<Record<string, string[]>>('GET', '/fr/usergroup/users/', {
      query: { status__in: '1,,x' },
    });
    expect(answer.status).toBe(400);
    expect(answer.body.status__in).toBeDefined();
  });

  test('a missing required parameter is refused', async () => {
    const answer = await admin.request<Record<string, string[]>>('GET', '/fr/dataset/usergroup-permissions/');
    expect(answer.status).toBe(400);
    expect(answer.body.dataset_id).toEqual(['This field is required.']);
  });
});

describe('numbers beyond the database integers', () => {
  test('an id too large for the database names nothing', async () => {
    const answer = await admin.request('GET', '/fr/dataset/datasets/99999999999/');
    expect(answer.status).toBe(404);
  });

  test('a query id too large is refused', async () => {
    const answer = await admin.request<Record<string, string[]>>('GET', '/fr/dashboard/task-queue-track/', {
      query: { dataset_id: 99999999999 },
    });
    expect(answer.status).toBe(400);
    expect(answer.body.dataset_id).toBeDefined();
  });

  test('an id too large in a body is refused, not a server error', async () => {
    const answer = await admin.request('POST', '/fr/dataset/contacts/', {
      json: { name: 'Grand', email: 'big@example.org', usergroup: 99999999999 },
    });
    expect(answer.status).toBe(400);
  });
});

describe('requests the router does not know', () => {
  test('an unknown path answers 404 with the error body', async () => {
    const answer = await admin.request('GET', '/fr/dataset/unknown/');
    expect(answer.status).toBe(404);
    expect(answer.body).toEqual({ detail: 'Not found.' });
  });

  test('a wrong method answers 405 with Allow', async () => {
    const answer = await admin.request('DELETE', '/fr/dataset/categories/');
    expect(answer.status).toBe(405);
    expect(answer.headers.get('allow')).toContain('GET');
  });

  test('an unsupported locale answers 404', async () => {
    const answer = await admin.request('GET', '/de/dataset/categories/');
    expect(answer.status).toBe(404);
  });

  test('a body that is not JSON answers 400', async () => {
    const answer = await admin.request('POST', '/fr/dataset/contacts/', {
      headers: { 'content-type': 'application/json' },
      raw: '{"name": ',
    });
    expect(answer.status).toBe(400);
    expect(answer.body).toEqual({ detail: 'JSON parse error.' });
  });

  test('an unexpected media type answers 400', async () => {
    const answer = await admin.request<Record<string, string>>('POST', '/fr/dataset/contacts/', {
      urlencoded: { name: 'x' },
    });
    expect(answer.status).toBe(400);
    expect(answer.body.detail).toMatch(/Unsupported media type/);
  });
});
