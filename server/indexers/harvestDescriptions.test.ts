import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { type AnswerServer, answerJson, json, serveAnswers } from '../../tests/fixtures/catalogues/serve.ts';
import type { HarvestCounts } from '../worker/jobs/harvest.ts';
import { type IndexerApi, startIndexerApi } from './testing/indexerApiHarness.ts';

// What a harvest keeps of the records' descriptions (issue 28 §4) and what the indexer says of its
// last harvest (its counts), through the API, over real answers (tests/fixtures/catalogues/SOURCES.md).

type OdsAnswer = { total_count: number; results: Record<string, unknown>[] };
const ODS = answerJson<OdsAnswer>('opendatasoft/explore-v2.1-datasets.json');
const ODS_ECONOMIE = answerJson('opendatasoft/explore-v2.0-economie-gouv-paged.json');
type CkanAnswer = { result: { count: number; results: Record<string, unknown>[] } };
const CKAN = answerJson<CkanAnswer>('ckan/ckan28-package-search-organization-5.json');
const CKAN_MARKDOWN = answerJson<CkanAnswer>('ckan/ckan-test-data-markdown-notes.json');

/** An OpenDataSoft dataset of the corpus whose description is hostile HTML. */
const hostile = (() => {
  const [first] = ODS.results as { metas: { default: Record<string, unknown> } }[];
  const copy = structuredClone(first) as Record<string, unknown> & {
    metas: { default: Record<string, unknown> };
  };
  copy.dataset_id = 'hostile';
  copy.dataset_uid = 'da_hostile';
  copy.metas.default.title = 'Description hostile';
  copy.metas.default.description =
    '<p onclick="alert(1)">Texte <b>gras</b></p><script>alert(2)</script><img src="x" onerror="alert(3)"><a href="javascript:alert(4)">lien</a>';
  return copy;
})();

/** The corpus page, a hostile description, a duplicate of its first dataset and an entry without id. */
const ODS_PAGE = [...ODS.results, hostile, ODS.results[0], { dataset: { metas: { default: {} } } }];

let remote: AnswerServer;
let api: IndexerApi;

beforeAll(async () => {
  remote = await serveAnswers((url) => {
    if (url.pathname.startsWith('/ods/'))
      return json({ ...ODS, total_count: ODS_PAGE.length, results: ODS_PAGE });
    if (url.pathname.startsWith('/economie/')) return json(ODS_ECONOMIE);
    if (url.pathname.startsWith('/ckan/')) return json(CKAN);
    if (url.pathname.startsWith('/ckan-markdown/')) return json(CKAN_MARKDOWN);
    return undefined;
  });
  api = await startIndexerApi();
});

afterAll(async () => {
  await api.close();
  await remote.close();
});

const create = (type: string, url: string) => api.create(type, url);
const run = (id: number) => api.run(id);

const descriptions = async (id: number) =>
  new Map(
    (
      await api.server.app.db.query<{ remote_identifier: string; description: string }>(
        `select h.remote_identifier, d.description from harvested_record h join dataset d on d.id = h.dataset_id
         where h.indexer_id = $1`,
        [id],
      )
    ).map((row) => [row.remote_identifier, row.description]),
  );

interface LastHarvest {
  task_id: number;
  status: string;
  finished_at: string;
  counts: HarvestCounts | null;
}

const lastHarvest = async (id: number) =>
  (
    await api.f.admin.request<{ last_harvest: LastHarvest | null }>(
      'GET',
      `/fr/indexer/remote-api-indexes/${id}/`,
    )
  ).body.last_harvest;

describe('descriptions of harvested records', () => {
  test('OpenDataSoft HTML stays rich text, cleaned by the sanitiser; a record without description takes its title', async () => {
    const id = await create('opendatasoft', `${remote.base}/ods`);
    expect(await run(id)).toBe('SUCCESS');
    const stored = await descriptions(id);
    expect(stored.get('da_6kvv9v')).toBe(
      '<p>This dataset displays level 0 world administrative boundaries. It contains countries as well as non-sovereign territories (like, for instance, French overseas).\u00a0</p>',
    );
    // No description: the title, as text (its '>' escaped).
    expect(stored.get('da_5m8ykr')).toBe('<p>Geonames - All Cities with a population &gt; 1000</p>');
    expect(stored.get('da_hostile')).toBe('<p>Texte <strong>gras</strong></p>lien');
  });

  test('data.economie.gouv.fr’s HTML (bold, links, line breaks) stays rich text', async () => {
    const id = await create('opendatasoft', `${remote.base}/economie`);
    expect(await run(id)).toBe('SUCCESS');
    const stored = await descriptions(id);
    // "description": null: the title, as for any record without description.
    expect(stored.get('da_eeozwd')).toBe('<p>MEF - catalogue - temporaire</p>');
    const relance = stored.get('da_oc6m1o') ?? '';
    expect(relance).toMatch(
      /^<p>Le Gouvernement est pleinement mobilisé pour faire face et<strong> protéger \n/,
    );
    expect(relance).toContain(
      '<strong><a href="https://www.economie.gouv.fr/plan-de-relance/tableau-de-bord" target="_blank" rel="noopener noreferrer nofollow">à cette adresse</a></strong>.<br /></p>',
    );
    expect(stored.get('da_e6yxsl')).toContain('500€ par entreprise.<br /><br />  Le jeu de données');
    for (const description of stored.values()) expect(description).not.toContain('&lt;');
  });

  test('CKAN notes are Markdown: rendered, then cleaned as rich text; plain notes become paragraphs', async () => {
    const plain = await create('ckan', `${remote.base}/ckan/api/3/`);
    expect(await run(plain)).toBe('SUCCESS');
    // Windows line ends: two paragraphs, the text as written.
    expect((await descriptions(plain)).get('0741b4a1-d46c-42ed-bcb5-31b10aceab13')).toMatch(
      /^<p>Data represents the overall balance of consumption, production, import and export of electricity in an area\.<\/p>\s*<p>Production is divided into main production types\./,
    );

    const id = await create('ckan', `${remote.base}/ckan-markdown/api/3/`);
    expect(await run(id)).toBe('SUCCESS');
    const stored = await descriptions(id);
    const anna = stored.get('annakarenina') ?? '';
    expect(anna).toContain('<h3>A 3rd level heading</h3>');
    expect(anna).toContain('<strong>Some bolded text.</strong>');
    expect(anna).toContain('<em>Some italicized text.</em>');
    // A bare '<' stays text; the autolink is a link.
    expect(anna).toContain('left arrow &lt;');
    expect(anna).toMatch(/<a href="http:\/\/ckan\.net\/"[^>]*>http:\/\/ckan\.net\/<\/a>/);
    expect(anna).not.toContain('###');
    expect(stored.get('uk-government-expenditure')).toMatch(
      /^<p>Discussed at <a href="http:\/\/okfn\.org\/wiki\/PublicInformation"[^>]*>Workshop on Public Information, 2008-11-02<\/a>\.<\/p>/,
    );
    expect(stored.get('usa-courts-gov')).toContain('<blockquote>');
  });
});

describe("an indexer's last harvest", () => {
  test('null before any run; after one, the entries read, created, updated, failed and skipped by reason', async () => {
    const id = await create('opendatasoft', `${remote.base}/ods`);
    expect(await lastHarvest(id)).toBeNull();
    expect(await run(id)).toBe('SUCCESS');
    const first = await lastHarvest(id);
    expect(first).toMatchObject({
      status: 'SUCCESS',
      counts: {
        total: 5,
        read: 5,
        created: 3,
        updated: 0,
        failed: 0,
        skipped: { untitled: 1, duplicate: 1 },
      },
    });
    expect(Date.parse(first?.finished_at ?? '')).not.toBeNaN();
    expect(await run(id)).toBe('SUCCESS');
    const second = await lastHarvest(id);
    expect(second?.task_id).toBeGreaterThan(first?.task_id ?? 0);
    expect(second?.counts).toMatchObject({ read: 5, created: 0, updated: 3 });
    const logs = await api.f.admin.request<{ results: { message: string }[] }>(
      'GET',
      `/en/indexer/remote-api-indexes/${id}/logs/`,
      // Beside the summary, a harvest logs what it kept field by field (issue 45).
      { query: { page_size: 8 } },
    );
    expect(logs.body.results.map((l) => l.message)).toContain(
      '1 duplicate record (same identifier) skipped.',
    );
  });

  test('a harvest that fails before reading the catalogue: its status, no counts', async () => {
    const id = await create('opendatasoft', `${remote.base}/nowhere`);
    expect(await run(id)).toBe('FAILURE');
    expect(await lastHarvest(id)).toMatchObject({ status: 'FAILURE', counts: null });
  });
});
