import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import {
  type AnswerServer,
  answerJson,
  json,
  PYCSW_TITLED,
  PYCSW_UNTITLED,
  pycswPage,
  serveAnswers,
} from '../../tests/fixtures/catalogues/serve.ts';
import { type IndexerApi, startIndexerApi } from './testing/indexerApiHarness.ts';

// Harvests through the API over real answers (tests/fixtures/catalogues/SOURCES.md) served by
// portals that page them as real ones do.

type CkanAnswer = { result: { count: number; results: Record<string, unknown>[] } };
const CKAN_ORG = answerJson<CkanAnswer>('ckan/ckan28-package-search-organization-5.json');

/** Packages renamed on the CKAN portal since the last harvest: old name → new name. */
const renamed = new Map<string, string>();

let remote: AnswerServer;
let api: IndexerApi;

beforeAll(async () => {
  remote = await serveAnswers((url) => {
    if (url.pathname.startsWith('/pycsw')) return pycswPage(url);
    if (url.pathname.startsWith('/ckan-capped/')) {
      // A CKAN portal answering at most 2 packages a page.
      const start = Number(url.searchParams.get('start') ?? '0');
      const results = CKAN_ORG.result.results
        .slice(start, start + Math.min(Number(url.searchParams.get('rows') ?? '10'), 2))
        .map((r) => ({ ...r, name: renamed.get(String(r.name)) ?? r.name }));
      return json({ ...CKAN_ORG, result: { ...CKAN_ORG.result, results } });
    }
    return undefined;
  });
  api = await startIndexerApi();
});

afterAll(async () => {
  await api.close();
  await remote.close();
});

const create = (type: string, url: string, urlPattern: string | null = null) =>
  api.create(type, url, urlPattern);
const run = (id: number) => api.run(id);

const harvested = (id: number) =>
  api.server.app.db.query<{ remote_identifier: string; display_name: string; publication_date: string }>(
    `select h.remote_identifier, d.display_name, to_char(d.publication_date, 'YYYY-MM-DD') as publication_date
     from harvested_record h join dataset d on d.id = h.dataset_id where h.indexer_id = $1
     order by d.display_name`,
    [id],
  );

describe('harvests over real answers', () => {
  test('pycsw answering 10 records a page: all 12 records become datasets, 3 titled by their identifier, with their dates', async () => {
    const id = await create('csw', `${remote.base}/pycsw`);
    expect(await run(id)).toBe('SUCCESS');
    const rows = await harvested(id);
    // Untitled records are titled by their identifier (issue 45, HV3), no longer skipped.
    expect(rows.map((r) => r.display_name).sort()).toEqual([...PYCSW_TITLED, ...PYCSW_UNTITLED].sort());
    // dc:date of a full record is the publication date, not the day of the harvest.
    expect(rows.find((r) => r.display_name === 'Aliquam fermentum purus quis arcu')?.publication_date).toBe(
      '2006-05-12',
    );
    const logs = await api.f.admin.request<{ results: { level: string; message: string }[] }>(
      'GET',
      `/fr/indexer/remote-api-indexes/${id}/logs/`,
      { query: { page_size: 5 } },
    );
    // The warning on the 3 records titled by their identifier is the harvest job's to word.
    expect(logs.body.results.map((l) => l.message)).toEqual(
      expect.arrayContaining(['12 fiches moissonnées : 12 créées, 0 mise à jour.']),
    );
  });

  test('CKAN: records are keyed on the package id; one keyed on its name before is re-keyed, a rename updates', async () => {
    const id = await create(
      'ckan',
      `${remote.base}/ckan-capped/api/3/`,
      'https://portail.example.org/jeux/{identifier}',
    );
    expect(await run(id)).toBe('SUCCESS');
    const ids = CKAN_ORG.result.results.map((r) => String(r.id));
    expect((await harvested(id)).map((r) => r.remote_identifier).sort()).toEqual([...ids].sort());
    // As the harvest keyed CKAN records before issue 28: on the package name.
    await api.server.app.db.query(
      `update harvested_record h set remote_identifier = p.name
       from (select unnest($2::text[]) as id, unnest($3::text[]) as name) p
       where h.indexer_id = $1 and h.remote_identifier = p.id`,
      [id, ids, CKAN_ORG.result.results.map((r) => String(r.name))],
    );
    expect(await run(id)).toBe('SUCCESS');
    expect((await harvested(id)).map((r) => r.remote_identifier).sort()).toEqual([...ids].sort());
    renamed.set('co2emis', 'co2-emission');
    try {
      expect(await run(id)).toBe('SUCCESS');
    } finally {
      renamed.clear();
    }
    expect((await harvested(id)).map((r) => r.remote_identifier).sort()).toEqual([...ids].sort());
    const [co2] = await api.server.app.db.query<{ extras: { url_distante: string } }>(
      `select d.extras from harvested_record h join dataset d on d.id = h.dataset_id
       where h.indexer_id = $1 and h.remote_identifier = $2`,
      [id, '51906c35-5f1b-42c6-834d-47566424cc57'],
    );
    expect(co2?.extras.url_distante).toBe('https://portail.example.org/jeux/co2-emission');
    const logs = await api.f.admin.request<{ results: { message: string }[] }>(
      'GET',
      `/fr/indexer/remote-api-indexes/${id}/logs/`,
      { query: { page_size: 1 } },
    );
    expect(logs.body.results[0]?.message).toBe('5 fiches moissonnées : 0 créée, 5 mises à jour.');
  });
});
