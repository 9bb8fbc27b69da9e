import { readFile } from 'node:fs/promises';
import { describe, expect, test } from 'vitest';
import type { Fixtures } from './support/fixtures.ts';
import { type Processed, pointsCsv, previewPath, processedUpload } from './support/preview.ts';
import type { Client } from './support/server.ts';
import { clientFor, type TestServer } from './support/server.ts';
import { serverForFile } from './support/suite.ts';

// A resource's preview (issue 50): what processing kept, paged and bounded, for whoever may
// consult the dataset.

interface Preview {
  state: string;
  columns: { name: string; type: string }[];
  row_count: number | null;
  layer: {
    feature_count: number;
    bbox: number[];
    geometry_type: string;
    shown: number;
    sampled: boolean;
  } | null;
  error: { messages: string[]; rows: { line: number; values: unknown[] }[] } | null;
}
interface RowPage {
  count: number;
  next: string | null;
  previous: string | null;
  results: { line: number; values: unknown[] }[];
}

const fixture = (name: string) => readFile(new URL(`../../server/worker/fixtures/${name}`, import.meta.url));

let server: TestServer;
let f: Fixtures;
let admin: Client;

// Failed processings are on purpose here, and the worker logs them.
serverForFile(
  (ready) => {
    ({ server, f, admin } = ready);
  },
  { failuresLogged: true },
);

describe('a processed CSV', () => {
  let csv: Processed;
  test('its columns with their types, row count and layer', async () => {
    csv = await processedUpload(f, pointsCsv(250), 'points.csv');
    const answer = await admin.request<Preview>('GET', previewPath(csv));
    expect(answer.status, answer.text).toBe(200);
    expect(answer.body).toMatchObject({
      state: 'succeeded',
      columns: [
        { name: 'id', type: 'integer' },
        { name: 'nom', type: 'text' },
        { name: 'actif', type: 'boolean' },
        { name: 'longitude', type: 'decimal' },
        { name: 'latitude', type: 'decimal' },
      ],
      row_count: 250,
      layer: { feature_count: 250, geometry_type: 'Point', shown: 250, sampled: false },
      error: null,
    });
  });

  test('its rows a page at a time, the page size at most 100', async () => {
    const page = await admin.request<RowPage>('GET', previewPath(csv, 'rows/'), {
      query: { page: 3, page_size: 7 },
    });
    expect(page.status, page.text).toBe(200);
    expect(page.body.count).toBe(250);
    expect(page.body.results).toHaveLength(7);
    expect(page.body.results[0]).toEqual({
      line: 16,
      values: ['15', 'Point 15', 'non', '-52.3850', '4.8150'],
    });
    expect(page.body.next).toMatch(/\/preview\/rows\/\?page=4&page_size=7$/);
    expect(page.body.previous).toMatch(/\/preview\/rows\/\?page=2&page_size=7$/);
    const clamped = await admin.request<RowPage>('GET', previewPath(csv, 'rows/'), {
      query: { page: 3, page_size: 5000 },
    });
    expect(clamped.body.results).toHaveLength(50);
    expect(clamped.body.results[0]?.line).toBe(202);
    const past = await admin.request('GET', previewPath(csv, 'rows/'), {
      query: { page: 4, page_size: 100 },
    });
    expect(past.status).toBe(404);
  });

  test('its features, all of them when few', async () => {
    const answer = await admin.request<{
      type: string;
      features: unknown[];
      count: number;
      sampled: boolean;
    }>('GET', previewPath(csv, 'features/'));
    expect(answer.status, answer.text).toBe(200);
    expect(answer.body).toMatchObject({ type: 'FeatureCollection', count: 250, sampled: false });
    expect(answer.body.features).toHaveLength(250);
    expect(answer.body.features[0]).toMatchObject({
      type: 'Feature',
      id: 2,
      geometry: { type: 'Point', coordinates: [-52.399, 4.801] },
      properties: { id: '1', nom: 'Point 1' },
    });
  });
});

test('a GeoJSON layer previews its properties and its features', async () => {
  const geojson = await processedUpload(f, await fixture('sites.geojson'), 'sites.geojson');
  const preview = await admin.request<Preview>('GET', previewPath(geojson, '', 'en'));
  expect(preview.body.state).toBe('succeeded');
  expect(preview.body.layer?.feature_count).toBeGreaterThan(0);
  expect(preview.body.columns.length).toBeGreaterThan(0);
  const rows = await admin.request<RowPage>('GET', previewPath(geojson, 'rows/'));
  expect(rows.body.count).toBe(preview.body.row_count);
  const features = await admin.request<{ features: unknown[]; count: number }>(
    'GET',
    previewPath(geojson, 'features/'),
  );
  expect(features.body.count).toBe(preview.body.layer?.feature_count);
});

test('a failed processing shows its error in the request’s language and the rows it concerns', async () => {
  const failed = await processedUpload(f, await fixture('coordonnees-invalides.csv'), 'points.csv');
  const answer = await admin.request<Preview>('GET', previewPath(failed, '', 'en'));
  expect(answer.status, answer.text).toBe(200);
  expect(answer.body.state).toBe('failed');
  expect(answer.body.error?.messages).toContain('Line 4, column "longitude" (no. 2): "abc" is not a number.');
  expect(answer.body.error?.rows).toEqual([
    { line: 3, values: ['Quai', '-52.3294', '94.9352'] },
    { line: 4, values: ['Marché', 'abc', '4.9318'] },
  ]);
  expect(answer.body.row_count).toBeNull();
  const rows = await admin.request<RowPage>('GET', previewPath(failed, 'rows/'));
  expect(rows.body).toMatchObject({ count: 0, results: [] });
});

test('a processing under way gives its state and no rows; none yet is a 404 saying so', async () => {
  const { resource, dataset } = await f.linkedResource();
  const path = previewPath({ dataset, resource }, '', 'en');
  const none = await admin.request<{ detail: string }>('GET', path);
  expect(none.status).toBe(404);
  expect(none.body.detail).toBe('This resource has not been processed yet.');
  const french = await admin.request<{ detail: string }>('GET', previewPath({ dataset, resource }));
  expect(french.body.detail).toBe('Cette ressource n’a pas encore été traitée.');
  await server.app.db.query("insert into processing (resource_id, state) values ($1, 'PENDING')", [resource]);
  const running = await admin.request<Preview>('GET', path);
  expect(running.body).toMatchObject({
    state: 'running',
    columns: [],
    row_count: null,
    layer: null,
    error: null,
  });
  const rows = await admin.request<RowPage>('GET', previewPath({ dataset, resource }, 'rows/'));
  expect(rows.body).toMatchObject({ count: 0, results: [] });
});

test('a database-table resource previews its table: the catalogue’s types, a bounded page', async () => {
  const { resource } = await f.datastore();
  await server.app.db.query(
    "insert into datastore.arrets_bus (nom, longitude, latitude) values ('Gare', -52.32, 4.93), ('Port', -52.33, 4.94), ('Place', -52.3, 4.9)",
  );
  const [link] = await server.app.db.query<{ dataset_id: number }>(
    'select dataset_id from resource_dataset where resource_id = $1',
    [resource],
  );
  const ids = { dataset: link?.dataset_id ?? 0, resource };
  const preview = await admin.request<Preview>('GET', previewPath(ids));
  expect(preview.status, preview.text).toBe(200);
  const [counted] = await server.app.db.query<{ count: number }>(
    'select count(*)::int as count from datastore.arrets_bus',
  );
  expect(preview.body).toMatchObject({
    state: 'succeeded',
    columns: [
      { name: 'id', type: 'integer' },
      { name: 'nom', type: 'text' },
      { name: 'longitude', type: 'decimal' },
      { name: 'latitude', type: 'decimal' },
    ],
    row_count: counted?.count,
    layer: null,
  });
  const page = await admin.request<RowPage>('GET', previewPath(ids, 'rows/'), { query: { page_size: 2 } });
  expect(page.body.count).toBe(counted?.count);
  expect(page.body.results).toHaveLength(Math.min(2, counted?.count ?? 0));
  expect(page.body.results[0]?.line).toBe(1);
  expect(page.body.results[0]?.values).toHaveLength(4);
  const second = await admin.request<RowPage>('GET', previewPath(ids, 'rows/'), {
    query: { page: 2, page_size: 2 },
  });
  expect(second.body.results[0]?.line).toBe(3);
});

describe('who may open a preview', () => {
  test('anonymous on a published dataset at consultation level', async () => {
    const open = await processedUpload(f, pointsCsv(2), 'p.csv', 'consultation');
    const anonymous = await clientFor(server, null);
    for (const tail of ['', 'rows/', 'features/']) {
      expect((await anonymous.request('GET', previewPath(open, tail))).status).toBe(200);
    }
  });

  test('search is not enough: 404 anonymously, 403 for a signed-in person who may find it', async () => {
    const searchable = await processedUpload(f, pointsCsv(2), 'p.csv', 'search');
    const anonymous = await clientFor(server, null);
    for (const tail of ['', 'rows/', 'features/']) {
      expect((await anonymous.request('GET', previewPath(searchable, tail))).status).toBe(404);
      const visitor = await f
        .client('visiteur')
        .request<{ detail: string }>('GET', previewPath(searchable, tail));
      expect(visitor.status).toBe(403);
    }
  });

  test('a private dataset is a 404 for whoever may not find it, the same as one that does not exist', async () => {
    const hidden = await processedUpload(f, pointsCsv(2), 'p.csv', 'private');
    const visitor = f.client('visiteur');
    const refused = await visitor.request<{ detail: string }>('GET', previewPath(hidden));
    const missing = await visitor.request<{ detail: string }>(
      'GET',
      previewPath({ ...hidden, resource: 999_999 }),
    );
    expect([refused.status, refused.body]).toEqual([404, { detail: 'Pas trouvé.' }]);
    expect([missing.status, missing.body]).toEqual([404, { detail: 'Pas trouvé.' }]);
    expect((await admin.request('GET', previewPath(hidden))).status).toBe(200);
  });
});
