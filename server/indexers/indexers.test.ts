import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import {
  FIXTURE_RECORDS,
  type FixtureCatalogues,
  startFixtureCatalogues,
} from '../../tests/contract/support/catalogues.ts';
import type { Fixtures } from '../../tests/contract/support/fixtures.ts';
import type { TestServer } from '../../tests/contract/support/server.ts';
import { DEFAULT_REMOTE, type RemoteOptions, remoteFetch } from '../net/remoteFetch.ts';
import { type IndexerApi, startIndexerApi } from './testing/indexerApiHarness.ts';
import { runTrial, type TrialIndexer } from './trial.ts';

let remote: FixtureCatalogues;
const loopback: RemoteOptions = { allowPrivate: true, timeoutMs: 1_000, maxBytes: 64 * 1024 };

beforeAll(async () => {
  remote = await startFixtureCatalogues({ slowMs: 3_000 });
});

afterAll(async () => {
  await remote.close();
});

const indexer = (
  implementation_type: string,
  url: string,
  more: Partial<TrialIndexer> = {},
): TrialIndexer => ({
  id: 1,
  implementation_type,
  url,
  organisation_filter: null,
  url_pattern: null,
  ...more,
});

describe('indexer trials against fixture catalogues', () => {
  test('CKAN: package_search, records linked by the URL pattern, the organisation filter applied', async () => {
    const result = await runTrial(
      indexer('ckan', remote.urls.ckan, { url_pattern: 'https://portail.example.org/jeux/{identifier}' }),
      loopback,
    );
    expect(result).toEqual({
      status: 'SUCCESS',
      results: FIXTURE_RECORDS.map((r) => ({
        title: r.title,
        identifier: r.identifier,
        url: `https://portail.example.org/jeux/${r.identifier}`,
      })),
    });
    expect(remote.requests.at(-1)).toMatch(/^GET \/ckan\/api\/3\/action\/package_search\?rows=10&start=0/);
    const filtered = await runTrial(
      indexer('ckan', remote.urls.ckan, { organisation_filter: 'oeg' }),
      loopback,
    );
    expect(filtered).toEqual({
      status: 'SUCCESS',
      results: [
        {
          title: 'Qualité de l’eau du Maroni',
          identifier: 'qualite-eau-maroni',
          url: `${remote.base}/ckan/dataset/qualite-eau-maroni`,
        },
      ],
    });
  });

  test('CSW: GetRecords, Dublin Core summaries linked to GetRecordById', async () => {
    const result = await runTrial(indexer('csw', remote.urls.csw), loopback);
    if (result.status !== 'SUCCESS') throw new Error(result.err);
    expect(result.results.map((r) => [r.identifier, r.title])).toEqual([
      ['arrets-bus-cayenne', 'Arrêts de bus de Cayenne'],
      ['qualite-eau-maroni', 'Qualité de l’eau du Maroni'],
    ]);
    expect(result.results[0]?.url).toMatch(/request=GetRecordById.*id=arrets-bus-cayenne/);
    expect(remote.requests.at(-1)).toMatch(/request=GetRecords/);
  });

  test('OpenDataSoft: the Explore catalog API', async () => {
    const result = await runTrial(indexer('opendatasoft', remote.urls.opendatasoft), loopback);
    if (result.status !== 'SUCCESS') throw new Error(result.err);
    expect(result.results).toHaveLength(3);
    expect(result.results[1]).toEqual({
      title: 'Qualité de l’eau du Maroni',
      identifier: 'qualite-eau-maroni',
      url: `${remote.base}/ods/explore/dataset/qualite-eau-maroni/`,
    });
    expect(remote.requests.at(-1)).toMatch(
      /\/ods\/api\/explore\/v2\.1\/catalog\/datasets\?limit=10&offset=0/,
    );
  });

  test('DCAT JSON: datasets of the feed linked to their landing pages', async () => {
    const result = await runTrial(indexer('dcat', remote.urls.dcat), loopback);
    if (result.status !== 'SUCCESS') throw new Error(result.err);
    expect(result.results.map((r) => r.url)).toEqual(
      FIXTURE_RECORDS.map((r) => `${remote.base}/dcat/datasets/${r.identifier}`),
    );
  });

  test.each([
    ['an unreachable catalogue', 'ckan', () => remote.urls.unreachable, /refuse la connexion/],
    ['a catalogue that answers 503', 'ckan', () => remote.urls.broken, /a répondu 503 Service Unavailable/],
    ['a catalogue too slow', 'dcat', () => remote.urls.slow, /n’a pas répondu dans le délai de 1 s/],
    ['an HTML page instead of JSON', 'dcat', () => remote.urls.html, /n’est pas du JSON \(type text\/html\)/],
    ['an unknown host', 'ckan', () => 'http://catalogue.invalid/api/3/', /est inconnu/],
    ['a URL that is not http(s)', 'ckan', () => 'ftp://127.0.0.1/', /Seules les URL http et https/],
  ])('%s fails with a readable reason', async (_name, type, url, reason) => {
    const result = await runTrial(indexer(type, url()), loopback);
    expect(result.status).toBe('FAILURE');
    if (result.status === 'FAILURE') expect(result.err).toMatch(reason);
  });

  test('loopback and private addresses are refused unless the configuration allows them', async () => {
    for (const url of [remote.urls.ckan, remote.urls.ckan.replace('127.0.0.1', 'localhost')]) {
      const result = await runTrial(indexer('ckan', url), DEFAULT_REMOTE);
      expect(result).toEqual({ status: 'FAILURE', err: expect.stringMatching(/privée ou locale/) });
    }
    await expect(remoteFetch('http://10.1.2.3/', { ...DEFAULT_REMOTE, timeoutMs: 200 })).rejects.toThrow(
      /10\.1\.2\.3 est privée ou locale/,
    );
    await expect(remoteFetch('http://[::1]:9/', DEFAULT_REMOTE)).rejects.toThrow(/privée ou locale/);
  });

  test('redirects are followed and checked again', async () => {
    const target = remote.file('cible.txt', 'cible', 'text/plain');
    const followed = await remoteFetch(remote.redirect(target), loopback);
    expect(followed).toMatchObject({ status: 200, url: target });
    expect(followed.body.toString()).toBe('cible');
    await expect(remoteFetch(remote.redirect('file:///etc/passwd'), loopback)).rejects.toThrow(
      /Seules les URL http et https/,
    );
  });

  test('an answer larger than the limit is refused', async () => {
    const big = remote.file(
      'big.json',
      JSON.stringify({ dataset: [], pad: 'x'.repeat(70_000) }),
      'application/json',
    );
    const result = await runTrial(indexer('dcat', big), loopback);
    expect(result).toEqual({
      status: 'FAILURE',
      err: expect.stringMatching(/au-delà de la limite de 64 ko/),
    });
  });
});

describe('indexers through the API', () => {
  let api: IndexerApi;
  let server: TestServer;
  let f: Fixtures;

  beforeAll(async () => {
    api = await startIndexerApi(1_000);
    ({ server, f } = api);
  });

  afterAll(() => api.close());

  const create = (type: string, url: string) => api.create(type, url, null);

  test.each(['ckan', 'csw', 'opendatasoft', 'dcat'])(
    'the %s trial answers the fixture’s records',
    async (type) => {
      const url = {
        ckan: remote.urls.ckan,
        csw: remote.urls.csw,
        opendatasoft: remote.urls.opendatasoft,
        dcat: remote.urls.dcat,
      }[type];
      const id = await create(type, url ?? '');
      const trial = await f
        .client('producteur')
        .request<{ status: string; results: { identifier: string }[] }>(
          'GET',
          `/fr/indexer/remote-api-indexes/${id}/trial/`,
        );
      expect(trial.status).toBe(200);
      expect(trial.body.status).toBe('SUCCESS');
      expect(trial.body.results[0]?.identifier).toBe('arrets-bus-cayenne');
    },
  );

  test('the trial of an unreachable catalogue answers FAILURE with the error', async () => {
    const id = await create('ckan', remote.urls.unreachable);
    const trial = await f.admin.request('GET', `/fr/indexer/remote-api-indexes/${id}/trial/`);
    expect(trial.status).toBe(200);
    expect(trial.body).toEqual({ status: 'FAILURE', err: expect.stringMatching(/refuse la connexion/) });
  });

  test('a run harvests into datasets of the group, writes logs and a task; a second run updates', async () => {
    const id = await create('ckan', remote.urls.ckan);
    const run = await f.admin.request<{ task_id: number; status: string }>(
      'POST',
      `/fr/indexer/remote-api-indexes/${id}/run/`,
      { query: { asynchrone: false } },
    );
    expect(run.status).toBe(202);
    expect(run.body.status).toBe('SUCCESS');
    const tasks = await f.admin.request<{ results: { id: number; action: string; warnings: string[] }[] }>(
      'GET',
      '/fr/dashboard/task-queue-track/',
      { query: { object_class: 'remoteapiindex', object_id: id, page_size: 5 } },
    );
    expect(tasks.body.results).toEqual([
      expect.objectContaining({
        id: run.body.task_id,
        action: 'harvest',
        // The records hold nothing to download: their datasets are not offered at download level (HV2).
        warnings: [
          '1 fiche sans identifiant ou sans titre ignorée.',
          '3 fiches sans rien à télécharger créées au niveau Consultation.',
        ],
      }),
    ]);
    const datasets = await server.app.db.query<{
      display_name: string;
      usergroup_id: number;
      keywords: string[];
    }>(
      `select d.display_name, d.usergroup_id, array(select t.name from dataset_tag dt join tag t on t.id = dt.tag_id
         where dt.dataset_id = d.id order by dt.position) as keywords
       from harvested_record h join dataset d on d.id = h.dataset_id where h.indexer_id = $1 order by d.display_name`,
      [id],
    );
    expect(datasets).toEqual([
      { display_name: 'Arrêts de bus de Cayenne', usergroup_id: f.ids.cacl, keywords: ['transport', 'bus'] },
      { display_name: 'Pistes cyclables', usergroup_id: f.ids.cacl, keywords: ['vélo'] },
      { display_name: 'Qualité de l’eau du Maroni', usergroup_id: f.ids.cacl, keywords: ['eau'] },
    ]);
    const again = await f.admin.request<{ status: string }>(
      'POST',
      `/fr/indexer/remote-api-indexes/${id}/run/`,
      {
        query: { asynchrone: false },
      },
    );
    expect(again.body.status).toBe('SUCCESS');
    const logs = await f.admin.request<{ count: number; results: { level: string; message: string }[] }>(
      'GET',
      `/fr/indexer/remote-api-indexes/${id}/logs/`,
      { query: { page_size: 5 } },
    );
    expect(logs.body.results[0]).toEqual(
      expect.objectContaining({ level: 'info', message: '3 fiches moissonnées : 0 créée, 3 mises à jour.' }),
    );
    // Each run: its start, the skipped entry, what was kept field by field, the resources, the
    // summary; the first the datasets with nothing to download, the second the unchanged records.
    expect(logs.body.count).toBe(12);
    const [count] = await server.app.db.query<{ n: number }>(
      'select count(*)::int as n from harvested_record where indexer_id = $1',
      [id],
    );
    expect(count?.n).toBe(3);
  });

  test('a failed run ends in FAILURE and logs the error', async () => {
    const id = await create('csw', remote.urls.broken);
    const run = await f.admin.request<{ task_id: number; status: string }>(
      'POST',
      `/fr/indexer/remote-api-indexes/${id}/run/`,
      { query: { asynchrone: false } },
    );
    expect(run.body.status).toBe('FAILURE');
    const logs = await f.admin.request<{ results: { level: string; message: string }[] }>(
      'GET',
      `/fr/indexer/remote-api-indexes/${id}/logs/`,
    );
    expect(logs.body.results[0]).toEqual(
      expect.objectContaining({ level: 'error', message: expect.stringMatching(/a répondu 503/) }),
    );
  });

  test('a harvest due by its scheduler is queued by the scheduler', async () => {
    const id = await create('dcat', remote.urls.dcat);
    await server.app.db.query(
      "update remote_api_index set next_run_at = now() - interval '1 minute' where id = $1",
      [id],
    );
    const queued = await server.app.scheduler.tick();
    const [task] = await server.app.db.query<{ id: number; kwargs: { origin: string } }>(
      "select id, kwargs from task where object_class = 'remoteapiindex' and object_id = $1",
      [id],
    );
    expect(queued).toContain(task?.id);
    expect(task?.kwargs.origin).toBe('schedule');
    expect(await server.app.taskQueue.settled(task?.id ?? 0)).toBe('SUCCESS');
    expect(await server.app.scheduler.tick()).not.toContain(task?.id);
  });

  test('runs are for the managers of the indexer’s group', async () => {
    const id = await create('ckan', remote.urls.ckan);
    expect(
      (await f.client('visiteur').request('POST', `/fr/indexer/remote-api-indexes/${id}/run/`)).status,
    ).toBe(403);
  });
});
