import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { Fixtures } from './support/fixtures.ts';
import { type Client, contractDrifts, startServer, type TestServer } from './support/server.ts';

let server: TestServer;
let f: Fixtures;
let admin: Client;

beforeAll(async () => {
  server = await startServer();
  f = await Fixtures.create(server);
  admin = f.admin;
});

afterAll(async () => {
  expect(contractDrifts(server)).toEqual([]);
  await server.close();
});

const TABLES = '/fr/resource/datastores/databases/datastore/tables/';

describe('the datastore', () => {
  test('has more free tables than the back-office shows (its first 10), and searches them', async () => {
    const free = await admin.request<{ table_name: string; label: string }[]>('GET', TABLES, {
      query: { free: true },
    });
    expect(free.body.length).toBeGreaterThan(10);
    const found = await admin.request<{ table_name: string; label: string }[]>('GET', TABLES, {
      query: { free: true, search: 'ecoles' },
    });
    expect(found.body.map((t) => t.table_name)).toEqual(['ecoles_elementaires', 'ecoles_maternelles']);
    expect(found.body[0]?.label).toBe('Ecoles elementaires');
  });

  test("a database-table record changes its table, and its resource's data URI follows", async () => {
    const record = await f.datastore();
    const changed = await admin.request<{ table_name: string; href: string }>(
      'PATCH',
      `/fr/resource/datastores/${record.id}/`,
      { json: { table_name: 'mairies' } },
    );
    expect(changed.status).toBe(200);
    expect(changed.body).toMatchObject({
      table_name: 'mairies',
      href: 'datastore://datastore/datastore.mairies',
    });
    const resource = await admin.request<{ href: string; kind_id: number }>(
      'GET',
      `/fr/resource/resources/${record.resource}/`,
    );
    expect(resource.body).toMatchObject({
      href: 'datastore://datastore/datastore.mairies',
      kind_id: record.id,
    });
    const used = await admin.request<{ table_name: string }[]>('GET', TABLES, {
      query: { free: true, search: 'mairie' },
    });
    expect(used.body).toEqual([]);
  });

  test('a table that is not in the datastore is refused on its field, in the request language', async () => {
    const record = await f.datastore();
    const missing = await admin.request<Record<string, string[]>>(
      'PATCH',
      `/en/resource/datastores/${record.id}/`,
      { json: { table_name: 'nowhere' } },
    );
    expect(missing.status).toBe(400);
    expect(missing.body.table_name).toEqual(['No table datastore.nowhere in the datastore.']);
    const french = await admin.request<Record<string, string[]>>(
      'PATCH',
      `/fr/resource/datastores/${record.id}/`,
      { json: { database: 'autre' } },
    );
    expect(french.body.database).toEqual(['Base de données « autre » inconnue.']);
  });
});
