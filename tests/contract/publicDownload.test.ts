import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { expectedMatrix, type MatrixPeople, matrixPeople, runAccessMatrix } from './support/accessMatrix.ts';
import { Fixtures, unique } from './support/fixtures.ts';
import { type Client, clientFor, contractDrifts, startServer, type TestServer } from './support/server.ts';

// Issue 50, decision 0037: the public download address of a resource,
// /{locale}/dataset/datasets/{id}/resource/{resource}/download/.

let server: TestServer;
let f: Fixtures;
let people: MatrixPeople;
let anonymous: Client;

beforeAll(async () => {
  server = await startServer();
  f = await Fixtures.create(server);
  people = await matrixPeople(server, f);
  anonymous = await clientFor(server, null);
});

afterAll(async () => {
  expect(contractDrifts(server)).toEqual([]);
  expect(server.logs.filter((line) => line.includes('failed'))).toEqual([]);
  await server.close();
});

const CONTENT = 'id,nom\r\n1,Cayenne\r\n2,Kourou\r\n3,Saint-Laurent-du-Maroni\r\n';

/** A published, download-level dataset whose resource is an upload of `content` named `name`. */
async function uploaded(content: string | Buffer = CONTENT, name = 'arrêts.csv') {
  const { dataset, resource } = await f.linkedResource();
  const stored = `resources/${resource}/${unique('f')}.csv`;
  await mkdir(join(server.app.services.uploadsDir, 'resources', String(resource)), { recursive: true });
  await writeFile(join(server.app.services.uploadsDir, stored), content);
  const [record] = await server.app.db.query<{ id: number }>(
    'insert into file_upload (resource_id, file_name, stored_path, size) values ($1, $2, $3, $4) returning id',
    [resource, name, stored, Buffer.byteLength(content)],
  );
  await server.app.db.query("update resource set kind = 'file-upload', kind_id = $2 where id = $1", [
    resource,
    record?.id,
  ]);
  await publish(dataset, 'download');
  return { dataset, resource, path: `/fr/dataset/datasets/${dataset}/resource/${resource}/download/` };
}

const publish = (dataset: number, level: string) =>
  server.app.db.query('update dataset set default_permission_level = $2, publish = true where id = $1', [
    dataset,
    level,
  ]);

describe('who may download (section 4)', () => {
  test('every level × anonymous, special permission, plain member, other organisation', async () => {
    const { dataset, path } = await uploaded();
    expect(await runAccessMatrix(server, people, dataset, path)).toEqual(expectedMatrix('download'));
  });

  test('an unpublished dataset is nobody’s but its editors’, and says nothing of existing', async () => {
    const { dataset, path } = await uploaded();
    await server.app.db.query('update dataset set publish = false where id = $1', [dataset]);
    expect((await anonymous.request('GET', path)).status).toBe(404);
    expect((await people.clients.special.request('GET', path)).status).toBe(404);
    expect((await f.client('producteur').request('GET', path)).status).toBe(200);
    const absent = await anonymous.request('GET', '/fr/dataset/datasets/999999/resource/1/download/');
    expect(absent.status).toBe(404);
    expect((await anonymous.request('GET', path)).body).toEqual(absent.body);
  });

  test('refusals are in the request’s language', async () => {
    const { dataset, resource } = await uploaded();
    await publish(dataset, 'consultation');
    const at = (locale: string) => `/${locale}/dataset/datasets/${dataset}/resource/${resource}/download/`;
    const details = [];
    for (const locale of ['fr', 'en', 'it']) {
      details.push((await people.clients.member.request<{ detail: string }>('GET', at(locale))).body.detail);
    }
    expect(details).toEqual([
      'Vous pouvez trouver ce jeu de données mais pas en télécharger les données.',
      'You may find this dataset but not download its data.',
      'Puoi trovare questo dataset ma non scaricarne i dati.',
    ]);
  });
});

describe('a stored file', () => {
  test('is streamed with its name, type, length, validators and the media rules', async () => {
    const { path } = await uploaded();
    const answer = await anonymous.request('GET', path);
    expect(answer.status).toBe(200);
    expect(answer.text).toBe(CONTENT);
    expect(answer.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    expect(answer.headers.get('content-length')).toBe(String(CONTENT.length));
    expect(answer.headers.get('content-disposition')).toBe(
      'attachment; filename="arr_ts.csv"; filename*=UTF-8\'\'arr%C3%AAts.csv',
    );
    expect(answer.headers.get('content-security-policy')).toBe("sandbox; default-src 'none'");
    expect(answer.headers.get('x-content-type-options')).toBe('nosniff');
    expect(answer.headers.get('accept-ranges')).toBe('bytes');
    expect(answer.headers.get('etag')).toMatch(/^"[0-9a-f]+-[0-9a-f]+"$/);
    expect(answer.headers.get('last-modified')).toMatch(/GMT$/);
    expect(answer.headers.get('cache-control')).toBe('public, max-age=60');
    expect(answer.headers.get('content-encoding')).toBeNull();
    const signedIn = await f.client('visiteur').request('GET', path);
    expect(signedIn.headers.get('cache-control')).toBe('private, no-cache');
    const head = await anonymous.request('HEAD', path);
    expect(head.status).toBe(200);
    expect(head.headers.get('content-length')).toBe(String(CONTENT.length));
  });

  test('answers a range with 206 and the exact bytes, an impossible one with 416', async () => {
    const { path } = await uploaded();
    const part = await anonymous.request('GET', path, { headers: { range: 'bytes=7-15' } });
    expect(part.status).toBe(206);
    expect(part.text).toBe(CONTENT.slice(7, 16));
    expect(part.headers.get('content-range')).toBe(`bytes 7-15/${CONTENT.length}`);
    expect(part.headers.get('content-length')).toBe('9');
    const tail = await anonymous.request('GET', path, { headers: { range: 'bytes=-6' } });
    expect(tail.text).toBe(CONTENT.slice(-6));
    const outside = await anonymous.request<{ detail: string }>('GET', path, {
      headers: { range: `bytes=${CONTENT.length}-` },
    });
    expect(outside.status).toBe(416);
    expect(outside.headers.get('content-range')).toBe(`bytes */${CONTENT.length}`);
    expect(outside.body.detail).toBe('La plage demandée est en dehors du fichier.');
    // A range of an older version (If-Range) gets the whole file.
    const stale = await anonymous.request('GET', path, {
      headers: { range: 'bytes=0-1', 'if-range': '"0-0"' },
    });
    expect(stale.status).toBe(200);
  });

  test('answers 304 to If-None-Match with its ETag', async () => {
    const { path } = await uploaded();
    const first = await anonymous.request('GET', path);
    const etag = first.headers.get('etag') ?? '';
    const again = await anonymous.request('GET', path, { headers: { 'if-none-match': etag } });
    expect(again.status).toBe(304);
    expect(again.text).toBe('');
    expect(again.headers.get('etag')).toBe(etag);
    const other = await anonymous.request('GET', path, { headers: { 'if-none-match': '"other"' } });
    expect(other.status).toBe(200);
    const since = await anonymous.request('GET', path, {
      headers: { 'if-modified-since': first.headers.get('last-modified') ?? '' },
    });
    expect(since.status).toBe(304);
  });

  test('a GeoJSON file is its own GeoJSON, and not CSV', async () => {
    const geojson = '{"type":"FeatureCollection","features":[]}';
    const layer = await uploaded(geojson, 'arrets.geojson');
    const answer = await anonymous.request('GET', layer.path, { query: { format: 'geojson' } });
    expect(answer.status).toBe(200);
    expect(answer.headers.get('content-type')).toBe('application/geo+json');
    expect(answer.text).toBe(geojson);
    const asCsv = await anonymous.request<{ detail: string }>('GET', layer.path, {
      query: { format: 'csv' },
    });
    expect(asCsv.status).toBe(404);
    expect(asCsv.body.detail).toBe("Cette ressource n'est pas disponible dans ce format.");
  });

  test('a CSV of points its processing made a layer of is exported as GeoJSON, streamed', async () => {
    const points = 'id;nom;longitude;latitude\r\n1;Cayenne;-52,33;4,94\r\n2;Sans position;;\r\n';
    const csv = await uploaded(points, 'arrets.csv');
    const refused = await anonymous.request<{ detail: string }>('GET', csv.path, {
      query: { format: 'geojson' },
    });
    expect(refused.status).toBe(404);
    expect(refused.body.detail).toBe("Cette ressource n'a pas de colonnes X et Y à exporter en GeoJSON.");
    await server.app.db.query(
      "insert into geographic_layer (resource_id, name, label) values ($1, 'arrets', 'Arrêts')",
      [csv.resource],
    );
    const answer = await anonymous.request<{ features: { geometry: unknown; properties: unknown }[] }>(
      'GET',
      csv.path,
      { query: { format: 'geojson' } },
    );
    expect(answer.status).toBe(200);
    expect(answer.headers.get('content-type')).toBe('application/geo+json');
    expect(answer.headers.get('content-disposition')).toBe('attachment; filename="arrets.geojson"');
    expect(answer.body.features).toEqual([
      {
        type: 'Feature',
        geometry: { type: 'Point', coordinates: [-52.33, 4.94] },
        properties: { id: '1', nom: 'Cayenne' },
      },
      { type: 'Feature', geometry: null, properties: { id: '2', nom: 'Sans position' } },
    ]);
  });
});

describe('other kinds of resources', () => {
  test('a URL resource redirects to its remote address, never to another scheme', async () => {
    const { resource } = await f.linkedFile('href');
    const [link] = await server.app.db.query<{ dataset_id: number }>(
      'select dataset_id from resource_dataset where resource_id = $1',
      [resource],
    );
    const dataset = link?.dataset_id ?? 0;
    await publish(dataset, 'download');
    const path = `/en/dataset/datasets/${dataset}/resource/${resource}/download/`;
    const answer = await anonymous.request('GET', path);
    expect(answer.status).toBe(302);
    expect(answer.headers.get('location')).toBe('https://example.org/data.csv');
    await server.app.db.query("update linked_file set href = 'javascript:alert(1)' where resource_id = $1", [
      resource,
    ]);
    const refused = await anonymous.request<{ detail: string }>('GET', path);
    expect(refused.status).toBe(404);
    expect(refused.body.detail).toBe('This resource has no data to download.');
  });

  test('a datastore table is exported as CSV, and as GeoJSON points from its X and Y columns', async () => {
    const { resource } = await f.datastore();
    const [link] = await server.app.db.query<{ dataset_id: number }>(
      'select dataset_id from resource_dataset where resource_id = $1',
      [resource],
    );
    const dataset = link?.dataset_id ?? 0;
    await publish(dataset, 'download');
    const path = `/fr/dataset/datasets/${dataset}/resource/${resource}/download/`;
    await server.app.db.query(
      `insert into datastore.arrets_bus (nom, longitude, latitude)
       values ('Place des Palmistes', -52.33, 4.94), ('Gare "routière", Kourou', -52.65, 5.16)`,
    );
    const rows = await server.app.db.query<{ id: number; nom: string; longitude: number; latitude: number }>(
      'select id, nom, longitude, latitude from datastore.arrets_bus order by ctid',
    );
    const csv = await anonymous.request('GET', path);
    expect(csv.status).toBe(200);
    expect(csv.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    expect(csv.headers.get('content-disposition')).toBe('attachment; filename="arrets_bus.csv"');
    const lines = csv.text.trimEnd().split('\r\n');
    expect(lines[0]).toBe('id,nom,longitude,latitude');
    expect(lines.length).toBe(rows.length + 1);
    expect(lines).toContain(`${rows.at(-1)?.id},"Gare ""routière"", Kourou",-52.65,5.16`);
    const geo = await anonymous.request<{ features: { geometry: { coordinates: number[] } }[] }>(
      'GET',
      path,
      {
        query: { format: 'geojson' },
      },
    );
    expect(geo.status).toBe(200);
    expect(geo.body.features.length).toBe(rows.length);
    expect(geo.body.features[0]?.geometry.coordinates).toEqual([rows[0]?.longitude, rows[0]?.latitude]);
  });

  test('a resource with nothing to serve answers 404 with a clear detail', async () => {
    const { dataset, resource } = await f.linkedResource();
    await publish(dataset, 'download');
    const answer = await anonymous.request<{ detail: string }>(
      'GET',
      `/it/dataset/datasets/${dataset}/resource/${resource}/download/`,
    );
    expect(answer.status).toBe(404);
    expect(answer.body.detail).toBe('Questa risorsa non ha dati da scaricare.');
  });
});
