/**
 * Resources, their links and the data formats in the shapes the real OneGeo API speaks (issue 25,
 * docs/evidence/onegeo-public-clients.md D5, D9, D11, D12 and DRF-6): what the data-fair connector
 * sends and reads, and the rules the reference backend keeps around it.
 */
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { Fixtures } from './support/fixtures.ts';
import { type Client, contractDrifts, fileForm, startServer, type TestServer } from './support/server.ts';

let server: TestServer;
let f: Fixtures;
let admin: Client;
let producteur: Client;
let gestionnaire: Client;

beforeAll(async () => {
  server = await startServer();
  f = await Fixtures.create(server);
  admin = f.admin;
  producteur = f.client('producteur');
  gestionnaire = f.client('gestionnaire');
});

afterAll(async () => {
  expect(contractDrifts(server)).toEqual([]);
  await server.close();
});

interface Resource {
  id: number;
  display_name: string;
  codename: string;
  usergroup_id: number | null;
  href: string | null;
  rel: { uri: string | null }[];
}

const createResource = (client: Client, json: Record<string, unknown>) =>
  client.request<Resource>('POST', '/fr/resource/resources/', { json });

const link = (client: Client, json: Record<string, unknown>) =>
  client.request<{ id: number; publish: boolean; resource: Resource }>(
    'POST',
    '/fr/resource/resource-dataset/',
    {
      json,
    },
  );

describe('resource shell (D9)', () => {
  test('is created with codename, display_name and usergroup_id, which it answers', async () => {
    const created = await createResource(producteur, {
      codename: 'jeu-page',
      display_name: 'Page du jeu',
      usergroup_id: f.ids.oeg,
    });
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({
      codename: 'jeu-page',
      display_name: 'Page du jeu',
      usergroup_id: f.ids.oeg,
    });
    const shown = await producteur.request<Resource>('GET', `/fr/resource/resources/${created.body.id}/`);
    expect(shown.body.usergroup_id).toBe(f.ids.oeg);
    const withoutGroup = await createResource(producteur, { display_name: 'Sans organisation' });
    expect(withoutGroup.status).toBe(201);
    expect(withoutGroup.body.usergroup_id).toBeNull();
  });

  test('an unknown group answers 400 on usergroup_id, a group the user does not manage 403', async () => {
    const unknown = await createResource(producteur, { display_name: 'Perdue', usergroup_id: 999999 });
    expect(unknown.status).toBe(400);
    // Django REST framework's message, in French under /fr/.
    expect(unknown.body).toEqual({
      usergroup_id: ['Clé primaire "999999" non valide - l\'objet n\'existe pas.'],
    });
    const foreign = await createResource(producteur, { display_name: 'Étrangère', usergroup_id: f.ids.ctg });
    expect(foreign.status).toBe(403);
    expect(foreign.body).toEqual({ detail: 'Vous ne pouvez pas créer de ressources pour ce groupe.' });
    const mine = await createResource(producteur, { display_name: 'À moi' });
    const moved = await producteur.request('PATCH', `/fr/resource/resources/${mine.body.id}/`, {
      json: { usergroup_id: f.ids.ctg },
    });
    expect(moved.status).toBe(403);
  });

  test('while unlinked, the managers of its group may rename it; others may not', async () => {
    const created = await createResource(admin, { display_name: 'Du groupe OEG', usergroup_id: f.ids.oeg });
    const renamed = await producteur.request<Resource>(
      'PATCH',
      `/fr/resource/resources/${created.body.id}/`,
      {
        json: { display_name: 'Renommée' },
      },
    );
    expect(renamed.status).toBe(200);
    expect(renamed.body.display_name).toBe('Renommée');
    // gestionnaire manages CACL and another group, not OEG.
    const refused = await gestionnaire.request('PATCH', `/fr/resource/resources/${created.body.id}/`, {
      json: { display_name: 'Non' },
    });
    expect(refused.status).toBe(403);
  });
});

describe('links (D11, D5)', () => {
  test('two main (type 1) links on one dataset are both created, with publish answered', async () => {
    const dataset = await f.dataset();
    const page = await createResource(admin, {
      codename: 'x-page',
      display_name: 'Page',
      usergroup_id: f.ids.cacl,
    });
    const data = await createResource(admin, {
      codename: 'x-res',
      display_name: 'Données',
      usergroup_id: f.ids.cacl,
    });
    const first = await link(admin, {
      resource_id: page.body.id,
      dataset_id: dataset.id,
      publish: true,
      type: 1,
    });
    expect(first.status).toBe(201);
    expect(first.body).toMatchObject({
      resource_id: page.body.id,
      dataset_id: dataset.id,
      type: 1,
      publish: true,
    });
    const second = await link(admin, {
      resource_id: data.body.id,
      dataset_id: dataset.id,
      publish: true,
      type: 1,
    });
    expect(second.status).toBe(201);
    const unpublished = await createResource(admin, { display_name: 'Brouillon' });
    const third = await link(admin, {
      resource_id: unpublished.body.id,
      dataset_id: dataset.id,
      publish: false,
      type: 2,
    });
    expect(third.body.publish).toBe(false);
    const published = await server.app.db.query<{ resource_id: number; published: boolean }>(
      'select resource_id, published from resource_dataset where dataset_id = $1 order by id',
      [dataset.id],
    );
    expect(published.map((row) => row.published)).toEqual([true, true, false]);
  });

  test("the list of a dataset's links embeds each resource (id, display_name, codename)", async () => {
    const dataset = await f.dataset();
    const resource = await createResource(admin, { codename: 'liste-res', display_name: 'Listée' });
    await link(admin, { resource_id: resource.body.id, dataset_id: dataset.id, type: 1 });
    const list = await admin.request<{ resource_id: number; publish: boolean; resource: Resource }[]>(
      'GET',
      '/fr/resource/resource-dataset/',
      { query: { dataset_id: dataset.id } },
    );
    expect(list.status).toBe(200);
    expect(Array.isArray(list.body)).toBe(true);
    expect(list.body).toHaveLength(1);
    expect(list.body[0]?.publish).toBe(true);
    expect(list.body[0]?.resource).toMatchObject({
      id: resource.body.id,
      display_name: 'Listée',
      codename: 'liste-res',
    });
  });

  test('a link to a dataset in the catalogue puts a published resource in its entry at once', async () => {
    const dataset = f.ids.caclDataset;
    const resource = await createResource(admin, { display_name: 'Au catalogue' });
    await link(admin, { resource_id: resource.body.id, dataset_id: dataset, type: 2, publish: true });
    const hidden = await createResource(admin, { display_name: 'Hors catalogue' });
    await link(admin, { resource_id: hidden.body.id, dataset_id: dataset, type: 2, publish: false });
    const [entry] = await server.app.db.query<{ document: { resources: { id: number }[] } }>(
      'select document from catalogue_entry where dataset_id = $1',
      [dataset],
    );
    const ids = entry?.document.resources.map((r) => r.id) ?? [];
    expect(ids).toContain(resource.body.id);
    expect(ids).not.toContain(hidden.body.id);
  });
});

describe('data formats (D12)', () => {
  test('each has a lower-case codename; ?search=geojson finds GeoJSON first', async () => {
    const all = await producteur.request<{ codename: string; extension: string }[]>(
      'GET',
      '/fr/resource/data-format/',
    );
    expect(all.status, all.text).toBe(200);
    expect(all.body.every((format) => format.codename === format.codename.toLowerCase())).toBe(true);
    const found = await producteur.request<{ id: number; label: string; codename: string }[]>(
      'GET',
      '/fr/resource/data-format/',
      { query: { search: 'geojson' } },
    );
    expect(found.status).toBe(200);
    expect(found.body[0]?.codename).toBe('geojson');
    expect(found.body.map((format) => format.codename)).toEqual(['geojson']);
  });

  test('search ignores case and accents and matches label, codename and extension', async () => {
    const search = async (text: string) =>
      (
        await producteur.request<{ codename: string }[]>('GET', '/fr/resource/data-format/', {
          query: { search: text },
        })
      ).body.map((format) => format.codename);
    // The exact codename first, then the other formats that contain it.
    expect(await search('JSON')).toEqual(['json', 'geojson']);
    expect(await search('CSV')).toEqual(['csv']);
    expect(await search('géopackage')).toEqual(['gpkg']);
    expect(await search('shapefile')).toEqual(['zip']);
  });
});

describe('absolute URLs (DRF-6)', () => {
  test('an uploaded file and a geographic layer are answered on the request origin', async () => {
    const { resource } = await f.linkedResource();
    const upload = await admin.request<{ id: number }>('POST', '/fr/resource/file-upload/', {
      json: { resource_id: resource, dataformat_id: f.ids.csvFormat },
    });
    await admin.request('PUT', `/fr/resource/file-upload/${upload.body.id}/`, {
      form: fileForm('file', 'a;b\n1;2\n', 'données.csv', 'text/csv'),
    });
    const shown = await admin.request<Resource>('GET', `/fr/resource/resources/${resource}/`);
    expect(shown.body.href).toBe(`${server.url}/media/resources/${resource}/donn%C3%A9es.csv`);
    expect(shown.body.rel[0]?.uri).toBe(shown.body.href);
    expect((await admin.request('GET', shown.body.href ?? '')).status).toBe(200);
    const layered = await admin.request<Resource>('GET', `/fr/resource/resources/${f.ids.caclResource}/`);
    const layer = layered.body.rel.find((entry) => entry.uri?.includes('/geoserver/'));
    expect(layer?.uri?.startsWith(`${server.url}/geoserver/ows?`)).toBe(true);
  });
});

describe('lookup before the body (DRF-5)', () => {
  test('a missing resource or record answers 404 and a refused one 403, even with an invalid body', async () => {
    const invalid = { display_name: 42 };
    expect((await admin.request('PATCH', '/fr/resource/resources/999999/', { json: invalid })).status).toBe(
      404,
    );
    const foreign = await createResource(admin, { display_name: 'Au superutilisateur' });
    expect(
      (await producteur.request('PATCH', `/fr/resource/resources/${foreign.body.id}/`, { json: invalid }))
        .status,
    ).toBe(403);
    expect(
      (await producteur.request('PUT', `/fr/resource/resources/${foreign.body.id}/`, { json: invalid }))
        .status,
    ).toBe(403);
    const href = await admin.request<{ id: number }>('POST', '/fr/resource/href/', {
      json: { resource_id: foreign.body.id, href: 'https://example.org/a.csv' },
    });
    expect(
      (await producteur.request('PUT', `/fr/resource/href/${href.body.id}/`, { json: { href: 7 } })).status,
    ).toBe(403);
    expect((await admin.request('PUT', '/fr/resource/href/999999/', { json: { href: 7 } })).status).toBe(404);
  });
});
