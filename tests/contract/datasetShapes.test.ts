// Datasets in the shapes the real OneGeo API speaks (issue 25; docs/evidence/onegeo-public-clients.md,
// D6 and D7): the data-fair connector creates and saves a dataset with eight keys and nothing else,
// reads back `id`, `display_name` and `detail_url`, and asks for publication with `publish`.
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { Fixtures, unique } from './support/fixtures.ts';
import {
  type Client,
  contractDrifts,
  fileForm,
  PNG,
  startServer,
  type TestServer,
} from './support/server.ts';

interface Dataset {
  id: number;
  display_name: string;
  codename: string;
  description: string;
  tags: string[];
  topics: number[];
  kinds: number[];
  update_frequency: number | null;
  publication_date: string;
  last_update_date: string;
  publish: boolean | null;
  detail_url: string;
  thumbnail: string | null;
}

let server: TestServer;
let f: Fixtures;
let producteur: Client;

beforeAll(async () => {
  server = await startServer();
  f = await Fixtures.create(server);
  producteur = f.client('producteur');
}, 60_000);

afterAll(async () => {
  expect(contractDrifts(server)).toEqual([]);
  await server?.close();
});

/** The body of `lib/publications.ts:44-53`: always these eight keys. */
function connectorBody(publish: boolean, overrides: Record<string, unknown> = {}) {
  return {
    codename: unique('data-fair-id').replace(/[^a-zA-Z0-9_-]/g, '-'),
    display_name: unique('Jeu publié par data-fair'),
    description: 'Description venue de data-fair.',
    publish,
    usergroup: f.ids.cacl,
    tags: [],
    publication_date: '2026-03-10',
    last_update_date: '2026-03-11',
    ...overrides,
  };
}

const today = () => new Date().toISOString().slice(0, 10);

/** The catalogue entry of a dataset once the queued tasks have run, or null when it has none. */
async function catalogueEntry(id: number): Promise<unknown> {
  await server.app.taskQueue.idle();
  const [entry] = await server.app.db.query<{ document: unknown }>(
    'select document from catalogue_entry where dataset_id = $1',
    [id],
  );
  return entry?.document ?? null;
}

const publicationTasks = async (id: number) =>
  server.app.db.query<{ action: string; status: string }>(
    "select action, status from task where object_class = 'dataset' and object_id = $1 order by id",
    [id],
  );

describe('the data-fair connector’s dataset calls (D6, D7)', () => {
  test('a creation with exactly the eight keys answers 201 with the fields it reads', async () => {
    const body = connectorBody(false);
    const answer = await producteur.request<Dataset>('POST', '/fr/dataset/datasets/', { json: body });
    expect(answer.status, answer.text).toBe(201);
    expect(answer.body.id).toEqual(expect.any(Number));
    expect(answer.body.display_name).toBe(body.display_name);
    expect(answer.body.detail_url).toBe(`${server.url}/publish/fr/data/datasets/${answer.body.id}/`);
    expect(new URL(answer.body.detail_url).origin).toBe(new URL(server.url).origin);
    // What it sent is stored as sent, the rest takes the defaults.
    expect(answer.body).toMatchObject({
      codename: body.codename,
      description: body.description,
      tags: [],
      topics: [],
      kinds: [],
      update_frequency: null,
      publication_date: '2026-03-10',
      last_update_date: '2026-03-11',
      publish: false,
    });
    expect(await publicationTasks(answer.body.id)).toEqual([]);
  });

  test('a save with the same eight keys answers 200 with the fields it reads', async () => {
    const created = await producteur.request<Dataset>('POST', '/fr/dataset/datasets/', {
      json: connectorBody(false),
    });
    const body = connectorBody(false, { display_name: unique('Titre changé dans data-fair') });
    const answer = await producteur.request<Dataset>('PATCH', `/fr/dataset/datasets/${created.body.id}/`, {
      json: body,
    });
    expect(answer.status, answer.text).toBe(200);
    expect(answer.body.id).toBe(created.body.id);
    expect(answer.body.display_name).toBe(body.display_name);
    expect(answer.body.codename).toBe(body.codename);
    expect(answer.body.detail_url).toBe(`${server.url}/publish/fr/data/datasets/${created.body.id}/`);
    // Sending the state the dataset is in queues nothing.
    expect(await publicationTasks(created.body.id)).toEqual([]);
  });

  test('publish true on creation queues the publication: the flag and the catalogue entry follow once it ran', async () => {
    const answer = await producteur.request<Dataset>('POST', '/fr/dataset/datasets/', {
      json: connectorBody(true),
    });
    expect(answer.status, answer.text).toBe(201);
    // The answer shows the state as stored: unpublished until the task has run.
    expect(answer.body.publish).toBe(false);
    expect(await catalogueEntry(answer.body.id)).not.toBeNull();
    expect(await publicationTasks(answer.body.id)).toEqual([
      { action: 'publish-dataset', status: 'SUCCESS' },
    ]);
    const read = await producteur.request<Dataset>('GET', `/fr/dataset/datasets/${answer.body.id}/`);
    expect(read.body.publish).toBe(true);
  });

  test('a save changing publish queues the unpublication, then the publication again; the same value queues nothing', async () => {
    const created = await producteur.request<Dataset>('POST', '/fr/dataset/datasets/', {
      json: connectorBody(true),
    });
    const id = created.body.id;
    expect(await catalogueEntry(id)).not.toBeNull();
    const off = await producteur.request<Dataset>('PATCH', `/fr/dataset/datasets/${id}/`, {
      json: { publish: false },
    });
    expect(off.status, off.text).toBe(200);
    expect(off.body.publish).toBe(true);
    expect(await catalogueEntry(id)).toBeNull();
    expect((await producteur.request<Dataset>('GET', `/fr/dataset/datasets/${id}/`)).body.publish).toBe(
      false,
    );
    const same = await producteur.request<Dataset>('PATCH', `/fr/dataset/datasets/${id}/`, {
      json: { publish: false },
    });
    expect(same.status, same.text).toBe(200);
    const on = await producteur.request<Dataset>('PUT', `/fr/dataset/datasets/${id}/`, {
      json: connectorBody(true, { display_name: created.body.display_name }),
    });
    expect(on.status, on.text).toBe(200);
    expect(await catalogueEntry(id)).not.toBeNull();
    expect((await producteur.request<Dataset>('GET', `/fr/dataset/datasets/${id}/`)).body.publish).toBe(true);
    expect((await publicationTasks(id)).map((task) => task.action)).toEqual([
      'publish-dataset',
      'unpublish-dataset',
      'publish-dataset',
    ]);
  });

  test('a producteur cannot create a dataset for an organisation they do not publish for (403)', async () => {
    const answer = await producteur.request('POST', '/fr/dataset/datasets/', {
      json: connectorBody(true, { usergroup: f.ids.ctg }),
    });
    expect(answer.status, answer.text).toBe(403);
    const [row] = await server.app.db.query<{ n: number }>(
      'select count(*)::int as n from task where object_class = $1 and created_by = $2 and status = $3',
      ['dataset', f.ids.users.producteur, 'PENDING'],
    );
    expect(row?.n).toBe(0);
  });

  test('a body without usergroup or display_name is refused with 400 on that field', async () => {
    const { usergroup: _usergroup, ...withoutGroup } = connectorBody(false);
    const noGroup = await producteur.request<Record<string, string[]>>('POST', '/fr/dataset/datasets/', {
      json: withoutGroup,
    });
    expect(noGroup.status, noGroup.text).toBe(400);
    expect(Object.keys(noGroup.body)).toEqual(['usergroup']);
    const { display_name: _name, ...withoutName } = connectorBody(false);
    const noName = await producteur.request<Record<string, string[]>>('POST', '/fr/dataset/datasets/', {
      json: withoutName,
    });
    expect(noName.status, noName.text).toBe(400);
    expect(Object.keys(noName.body)).toEqual(['display_name']);
  });
});

describe('the relaxed dataset shape', () => {
  test('only a name and an organisation: the defaults fill the rest, the codename is a slug of the name', async () => {
    const name = `Qualité de l’eau — ${unique('Maroni')}`;
    const answer = await producteur.request<Dataset>('POST', '/fr/dataset/datasets/', {
      json: { display_name: name, usergroup: f.ids.cacl },
    });
    expect(answer.status, answer.text).toBe(201);
    expect(answer.body).toMatchObject({
      codename: name
        .normalize('NFD')
        .replace(/[\u0300-\u036f]/g, '')
        .toLowerCase()
        .replace(/[^a-z0-9]+/g, '-')
        .replace(/^-+|-+$/g, ''),
      description: '',
      tags: [],
      topics: [],
      kinds: [],
      update_frequency: null,
      publication_date: today(),
      last_update_date: today(),
      // Without `publish` nothing is queued and the state is left as the back-office form leaves it.
      publish: null,
    });
    expect(await publicationTasks(answer.body.id)).toEqual([]);
  });

  test('tags round-trip: trimmed, without blanks or duplicates, in their order, and [] empties them', async () => {
    const created = await producteur.request<Dataset>('POST', '/fr/dataset/datasets/', {
      json: connectorBody(false, { tags: ['rivière', ' eau ', '', 'rivière', 'débit'] }),
    });
    expect(created.body.tags).toEqual(['rivière', 'eau', 'débit']);
    const read = await producteur.request<Dataset>('GET', `/fr/dataset/datasets/${created.body.id}/`);
    expect(read.body.tags).toEqual(['rivière', 'eau', 'débit']);
    const emptied = await producteur.request<Dataset>('PATCH', `/fr/dataset/datasets/${created.body.id}/`, {
      json: { tags: [] },
    });
    expect(emptied.status, emptied.text).toBe(200);
    expect(emptied.body.tags).toEqual([]);
  });

  test('update_frequency null round-trips, and is listed without error', async () => {
    const created = await producteur.request<Dataset>('POST', '/fr/dataset/datasets/', {
      json: { ...connectorBody(false), update_frequency: null },
    });
    expect(created.body.update_frequency).toBeNull();
    const set = await producteur.request<Dataset>('PATCH', `/fr/dataset/datasets/${created.body.id}/`, {
      json: { update_frequency: f.ids.frequency },
    });
    expect(set.body.update_frequency).toBe(f.ids.frequency);
    const unset = await producteur.request<Dataset>('PATCH', `/fr/dataset/datasets/${created.body.id}/`, {
      json: { update_frequency: null },
    });
    expect(unset.status, unset.text).toBe(200);
    expect(unset.body.update_frequency).toBeNull();
    const list = await producteur.request<{ results: Dataset[] }>('GET', '/fr/dataset/datasets/', {
      query: { search: created.body.display_name },
    });
    expect(list.status, list.text).toBe(200);
    expect(list.body.results.map((d) => [d.id, d.update_frequency])).toEqual([[created.body.id, null]]);
  });

  test('an unknown update frequency is still refused on its field', async () => {
    const answer = await producteur.request<Record<string, string[]>>('POST', '/fr/dataset/datasets/', {
      json: { ...connectorBody(false), update_frequency: 99_999_999 },
    });
    expect(answer.status, answer.text).toBe(400);
    expect(Object.keys(answer.body)).toEqual(['update_frequency']);
  });

  test('a PUT keeps what it does not send among the fields a creation defaults', async () => {
    const created = await producteur.request<Dataset>('POST', '/fr/dataset/datasets/', {
      json: f.datasetBody(f.ids.cacl),
    });
    const put = await producteur.request<Dataset>('PUT', `/fr/dataset/datasets/${created.body.id}/`, {
      json: { display_name: created.body.display_name, usergroup: f.ids.cacl },
    });
    expect(put.status, put.text).toBe(200);
    expect(put.body).toMatchObject({
      codename: created.body.codename,
      description: created.body.description,
      tags: created.body.tags,
      topics: created.body.topics,
      kinds: created.body.kinds,
      update_frequency: created.body.update_frequency,
      publication_date: created.body.publication_date,
    });
  });

  test('the thumbnail is an absolute URL', async () => {
    const created = await producteur.request<Dataset>('POST', '/fr/dataset/datasets/', {
      json: connectorBody(false),
    });
    const put = await producteur.request<{ thumbnail: string }>(
      'PUT',
      `/fr/dataset/datasets/${created.body.id}/thumbnail/`,
      { form: fileForm('file', PNG, 'vignette.png', 'image/png') },
    );
    expect(put.status, put.text).toBe(200);
    expect(put.body.thumbnail.startsWith(`${server.url}/media/images/`)).toBe(true);
    const read = await producteur.request<Dataset>('GET', `/fr/dataset/datasets/${created.body.id}/`);
    expect(read.body.thumbnail).toBe(put.body.thumbnail);
    expect((await fetch(put.body.thumbnail)).headers.get('content-type')).toBe('image/png');
  });
});

describe('a dataset save is looked up and checked before its body (DRF-5)', () => {
  test('a missing dataset answers 404 and one the user may not change 403, whatever the body', async () => {
    const invalid = { display_name: 42, tags: 'not a list' };
    const missing = await producteur.request('PATCH', '/fr/dataset/datasets/99999999/', { json: invalid });
    expect(missing.status, missing.text).toBe(404);
    const visible = await f.admin.request<Dataset>('POST', '/fr/dataset/datasets/', {
      json: f.datasetBody(f.ids.ctg),
    });
    const forbidden = await producteur.request('PUT', `/fr/dataset/datasets/${visible.body.id}/`, {
      json: invalid,
    });
    expect(forbidden.status, forbidden.text).toBe(403);
    const own = await producteur.request<Dataset>('POST', '/fr/dataset/datasets/', {
      json: connectorBody(false),
    });
    const bad = await producteur.request('PATCH', `/fr/dataset/datasets/${own.body.id}/`, { json: invalid });
    expect(bad.status, bad.text).toBe(400);
  });
});
