import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { CLIENTS } from '../indexers/catalogues.ts';
import type { RemoteDistribution, RemoteRecord } from '../indexers/catalogueTypes.ts';
import { type IndexerApi, startIndexerApi } from '../indexers/testing/indexerApiHarness.ts';

// The harvest job over records made by hand (issue 45): the whole record kept through the dataset
// model, a second harvest of changed records recorded as versions and activity, resources synced
// by their remote keys. The catalogue client is replaced by one answering `remote`.

let api: IndexerApi;
let remote: RemoteRecord[] = [];
const original = CLIENTS.ckan;

beforeAll(async () => {
  api = await startIndexerApi();
  // An organisation filter other than 'region' matches nothing (HV8).
  CLIENTS.ckan = async ({ offset, limit, organisationFilter }) => ({
    records:
      organisationFilter && organisationFilter !== 'region' ? [] : remote.slice(offset, offset + limit),
    total: organisationFilter && organisationFilter !== 'region' ? 0 : remote.length,
    skipped: 0,
    next: offset + limit < remote.length ? offset + limit : null,
  });
});

afterAll(async () => {
  if (original) CLIENTS.ckan = original;
  await api.close();
});

const distribution = (key: string, format: string, isData = true): RemoteDistribution => ({
  key,
  title: `Fichier ${key}`,
  description: null,
  url: `https://data.example.org/files/${key}.${format.toLowerCase()}`,
  mediaType: null,
  format,
  isData,
});

const record = (identifier: string, changes: Partial<RemoteRecord> = {}): RemoteRecord => ({
  identifier,
  title: `Jeu ${identifier}`,
  description: 'Une description.',
  keywords: ['eau', 'air'],
  url: `https://data.example.org/dataset/${identifier}`,
  issued: '2024-01-02',
  modified: '2024-03-04',
  organisation: 'Région exemple',
  licence: { identifier: 'etalab-2.0', url: null, title: 'Licence Ouverte 2.0' },
  bounds: [1.5, 43.2, 3.1, 44.9],
  distributions: ['a', 'b', 'c', 'd', 'e'].map((k) => distribution(`${identifier}-${k}`, 'CSV')),
  contact: { name: 'Service données', email: 'donnees@example.org' },
  frequency: 'http://publications.europa.eu/resource/authority/frequency/MONTHLY',
  ...changes,
});

const db = () => api.server.app.db;

async function datasetOf(indexer: number, identifier: string) {
  const [row] = await db().query<{
    id: number;
    license: string | null;
    bounds: number[] | null;
    coverage: string | null;
    level: string;
    publish: boolean | null;
    frequency: string;
  }>(
    `select d.id, l.label as license, d.bounds, d.geographical_coverage as coverage,
       d.default_permission_level as level, d.publish, f.label as frequency
     from harvested_record h join dataset d on d.id = h.dataset_id
     left join reference_item l on l.list = 'license' and l.id = d.license
     left join reference_item f on f.list = 'update_frequency' and f.id = d.update_frequency
     where h.indexer_id = $1 and h.remote_identifier = $2`,
    [indexer, identifier],
  );
  if (!row) throw new Error(`No dataset for ${identifier}`);
  return row;
}

const resourcesOf = (datasetId: number) =>
  db().query<{ name: string; href: string; type: number; format: string | null; kind: string }>(
    `select r.display_name as name, lf.href, rd.type, f.label as format, r.kind
     from resource_dataset rd join resource r on r.id = rd.resource_id
     join linked_file lf on lf.id = r.kind_id
     left join data_format f on f.id = lf.dataformat_id
     where rd.dataset_id = $1 order by rd.type, r.display_name`,
    [datasetId],
  );

const counts = async (indexer: number) => {
  const answer = await api.f.admin.request<{ last_harvest: { counts: Record<string, unknown> } }>(
    'GET',
    `/fr/indexer/remote-api-indexes/${indexer}/`,
  );
  return answer.body.last_harvest.counts;
};

type Entry = {
  action: string;
  description: string;
  version: number | null;
  changes?: {
    field: string;
    before: string | null;
    after: string | null;
    added?: string[];
    removed?: string[];
  }[];
};

/** The dataset's activity, newest first. */
const activity = async (datasetId: number): Promise<Entry[]> =>
  (await api.f.admin.request<{ results: Entry[] }>('GET', `/fr/dataset/datasets/${datasetId}/activity/`)).body
    .results;

const versions = async (datasetId: number) =>
  (
    await db().query<{ n: number }>('select count(*)::int as n from dataset_version where dataset_id = $1', [
      datasetId,
    ])
  )[0]?.n;

describe('a harvest keeps the whole record, through the dataset model', () => {
  test('licence, bounds, frequency, contact and 5 resources; then a changed record is a version', async () => {
    remote = [
      record('r1'),
      record('r2', { licence: { identifier: 'licence-maison', url: null, title: 'Licence maison' } }),
    ];
    const indexer = await api.create('ckan', 'https://catalogue.example.org/api/3/');
    expect(await api.run(indexer)).toBe('SUCCESS');

    const first = await datasetOf(indexer, 'r1');
    expect(first).toMatchObject({
      license: 'Licence Ouverte / Open Licence version 2.0',
      bounds: [1.5, 43.2, 3.1, 44.9],
      coverage: 'record',
      level: 'download',
      frequency: 'Mensuelle',
    });
    const resources = await resourcesOf(first.id);
    expect(resources).toHaveLength(5);
    expect(resources.filter((r) => r.type === 1).map((r) => r.name)).toEqual(['Fichier r1-a']);
    expect(resources.every((r) => r.kind === 'href' && r.format === 'CSV')).toBe(true);
    const contacts = await db().query<{ email: string }>(
      'select c.email from dataset_contact_role dcr join contact c on c.id = dcr.contact_id where dcr.dataset_id = $1',
      [first.id],
    );
    expect(contacts.map((c) => c.email)).toEqual(['donnees@example.org']);
    const second = await datasetOf(indexer, 'r2');
    expect(second.license).toBeNull();
    const [extras] = await db().query<{ extras: Record<string, string> }>(
      'select extras from dataset where id = $1',
      [second.id],
    );
    expect(extras?.extras.licence_distante).toBe('Licence maison');
    const created = await activity(first.id);
    expect(created.map((e) => e.action)).toEqual(['harvested']);
    expect(created[0]?.version).not.toBeNull();
    expect(await counts(indexer)).toMatchObject({
      created: 2,
      updated: 0,
      fields: {
        licence: { held: 2, kept: 1, unknown: 1 },
        bounds: { held: 2, kept: 2, invalid: 0 },
        distributions: { held: 10, kept: 10, invalid: 0 },
      },
      resources: { added: 10, changed: 0, removed: 0 },
    });
    const logs = await api.f.admin.request<{ results: { message: string }[] }>(
      'GET',
      `/fr/indexer/remote-api-indexes/${indexer}/logs/`,
      { query: { page_size: 10 } },
    );
    expect(logs.body.results.map((l) => l.message)).toContain('1 licence non reconnue : Licence maison.');

    // Unchanged: nothing written, no empty version.
    const versionsBefore = await versions(first.id);
    expect(await api.run(indexer)).toBe('SUCCESS');
    expect(await versions(first.id)).toBe(versionsBefore);
    expect(await activity(first.id)).toHaveLength(1);
    expect(await counts(indexer)).toMatchObject({
      created: 0,
      updated: 2,
      resources: { added: 0, changed: 0, removed: 0 },
    });

    // The remote record changes: title, keywords, one distribution changed, one removed, one added.
    const [a, b, , d, e] = record('r1').distributions as RemoteDistribution[];
    remote = [
      record('r1', {
        title: 'Jeu r1 renommé',
        keywords: ['eau', 'sol'],
        distributions: [
          a,
          { ...(b as RemoteDistribution), url: 'https://data.example.org/files/r1-b-v2.csv' },
          d,
          e,
          distribution('r1-f', 'JSON', false),
        ] as RemoteDistribution[],
      }),
      remote[1] as RemoteRecord,
    ];
    expect(await api.run(indexer)).toBe('SUCCESS');
    const entries = await activity(first.id);
    expect(entries.map((entry) => entry.action)).toEqual(['harvested', 'harvested']);
    const update = entries.find((entry) => entry.description.startsWith('Mise à jour moissonnée'));
    expect(update?.version).not.toBeNull();
    expect(update?.changes).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ field: 'display_name', before: 'Jeu r1', after: 'Jeu r1 renommé' }),
        expect.objectContaining({ field: 'tags', added: ['sol'], removed: ['air'] }),
      ]),
    );
    expect(await versions(first.id)).toBe((versionsBefore ?? 0) + 1);
    const after = await resourcesOf(first.id);
    expect(after.map((r) => r.href)).toEqual(
      expect.arrayContaining([
        'https://data.example.org/files/r1-b-v2.csv',
        'https://data.example.org/files/r1-f.json',
      ]),
    );
    expect(after.map((r) => r.href)).not.toContain('https://data.example.org/files/r1-c.csv');
    expect(after).toHaveLength(5);
    expect(await counts(indexer)).toMatchObject({
      created: 0,
      updated: 2,
      resources: { added: 1, changed: 1, removed: 1 },
    });
  });

  test('HV2: nothing to download gives consultation; the indexer says what new datasets get', async () => {
    remote = [record('empty', { distributions: [] })];
    const indexer = await api.create('ckan', 'https://catalogue.example.org/api/3/');
    const answer = await api.f.admin.request('PUT', `/fr/indexer/remote-api-indexes/${indexer}/`, {
      json: { ...api.f.indexerBody(), publish_datasets: false, default_permission_level: 'download' },
    });
    expect(answer.status).toBe(200);
    expect(await api.run(indexer)).toBe('SUCCESS');
    const dataset = await datasetOf(indexer, 'empty');
    expect(dataset.level).toBe('consultation');
    expect(dataset.publish).toBe(false);
    // A harvest never changes the publication of a dataset it updates.
    await db().query('update dataset set publish = true where id = $1', [dataset.id]);
    remote = [record('empty', { distributions: [], title: 'Autre titre' })];
    expect(await api.run(indexer)).toBe('SUCCESS');
    expect((await datasetOf(indexer, 'empty')).publish).toBe(true);
  });
});

describe('a dataset moved to another organisation since its harvest', () => {
  test('is left as it is by a harvest, and the trial shows nothing of it', async () => {
    remote = [record('moved'), record('stays')];
    const indexer = await api.create('ckan', 'https://catalogue.example.org/api/3/');
    expect(await api.run(indexer)).toBe('SUCCESS');
    const { id } = await datasetOf(indexer, 'moved');
    const elsewhere = await api.f.organisation();
    await db().query('update dataset set usergroup_id = $1 where id = $2', [elsewhere, id]);
    const entries = (await activity(id)).length;
    remote = [record('moved', { title: 'Titre distant changé' }), record('stays')];
    const result = await trial(indexer);
    const moved = result.results.find((r) => r.identifier === 'moved');
    expect(moved).toMatchObject({ outcome: 'unchanged', dataset: null, changes: [], resource_changes: [] });
    expect(moved?.warnings).toEqual([{ code: 'dataset_moved', value: null, count: null }]);
    expect(await api.run(indexer)).toBe('SUCCESS');
    expect((await activity(id)).length).toBe(entries);
    const [row] = await db().query<{ display_name: string }>(
      'select display_name from dataset where id = $1',
      [id],
    );
    expect(row?.display_name).toBe('Jeu moved');
    expect(await counts(indexer)).toMatchObject({ skipped: { moved: 1 }, updated: 1 });
    const logs = await api.f.admin.request<{ results: { message: string }[] }>(
      'GET',
      `/en/indexer/remote-api-indexes/${indexer}/logs/`,
      { query: { page_size: 20 } },
    );
    expect(logs.body.results.map((l) => l.message)).toContain(
      '1 record whose dataset moved to another organisation left as it is.',
    );
  });
});

type Trial = {
  status: string;
  results: {
    identifier: string;
    outcome: string;
    dataset: { id: number } | null;
    changes: { field: string; before: string | null; after: string | null }[];
    resource_changes: { change: string; href: string }[];
    warnings: { code: string }[];
  }[];
  summary: Record<string, number>;
  not_found: { id: number }[] | null;
  warnings: { code: string; value: string | null; count: number | null }[];
};

const trial = async (indexer: number, locale = 'fr') => {
  const answer = await api.f.admin.request<Trial>(
    'GET',
    `/${locale}/indexer/remote-api-indexes/${indexer}/trial/`,
  );
  expect(answer.status).toBe(200);
  return answer.body;
};

const written = async () =>
  (
    await db().query<{ n: string }>(
      `select (select count(*) from dataset) || '/' || (select count(*) from activity) || '/' ||
         (select count(*) from dataset_version) || '/' || (select count(*) from resource) as n`,
    )
  )[0]?.n;

describe('the trial as a diff', () => {
  test('create, then unchanged, then update with the title change and the resource changes; nothing written', async () => {
    remote = [record('t1'), record('t2')];
    const indexer = await api.create('ckan', 'https://catalogue.example.org/api/3/');
    const before = await written();
    const first = await trial(indexer);
    expect(await written()).toBe(before);
    expect(first.summary).toEqual({ create: 2, update: 0, unchanged: 0 });
    expect(first.results[0]?.changes.find((c) => c.field === 'display_name')).toMatchObject({
      before: null,
      after: 'Jeu t1',
    });
    expect(first.results[0]?.resource_changes).toHaveLength(5);
    expect(await api.run(indexer)).toBe('SUCCESS');
    expect((await trial(indexer)).summary).toEqual({ create: 0, update: 0, unchanged: 2 });

    const [a] = record('t1').distributions as RemoteDistribution[];
    remote = [
      record('t1', { title: 'Jeu t1 renommé', distributions: [a as RemoteDistribution] }),
      record('t2'),
    ];
    const now = await written();
    const changed = await trial(indexer, 'en');
    expect(await written()).toBe(now);
    expect(changed.summary).toEqual({ create: 0, update: 1, unchanged: 1 });
    const t1 = changed.results.find((r) => r.identifier === 't1');
    expect(t1?.outcome).toBe('update');
    expect(t1?.dataset).not.toBeNull();
    expect(t1?.changes).toEqual([{ field: 'display_name', before: 'Jeu t1', after: 'Jeu t1 renommé' }]);
    expect(t1?.resource_changes.map((r) => r.change)).toEqual(['remove', 'remove', 'remove', 'remove']);
    // The page held the whole catalogue: every dataset of the indexer was read.
    expect(changed.not_found).toEqual([]);
    remote = [record('t2')];
    const gone = await trial(indexer);
    expect(gone.not_found?.map((d) => d.id)).toEqual([t1?.dataset?.id]);
    expect(gone.warnings).toEqual([{ code: 'not_found_remotely', value: null, count: 1 }]);
  });

  test('HV8: an organisation filter that matches nothing says how many records the catalogue holds', async () => {
    remote = [record('f1'), record('f2'), record('f3')];
    const indexer = await api.create('ckan', 'https://catalogue.example.org/api/3/');
    const answer = await api.f.admin.request('PUT', `/fr/indexer/remote-api-indexes/${indexer}/`, {
      json: { ...api.f.indexerBody(), organisation_filter: 'disparue' },
    });
    expect(answer.status).toBe(200);
    const result = await trial(indexer);
    expect(result.results).toEqual([]);
    expect(result.warnings).toEqual([{ code: 'filter_matched_nothing', value: 'disparue', count: 3 }]);
    // The harvest says it too.
    expect(await api.run(indexer)).toBe('SUCCESS');
    const logs = await api.f.admin.request<{ results: { message: string }[] }>(
      'GET',
      `/en/indexer/remote-api-indexes/${indexer}/logs/`,
      { query: { page_size: 10 } },
    );
    expect(logs.body.results.map((l) => l.message)).toContain(
      'The organisation filter "disparue" matches no record of the catalogue.',
    );
  });
});
