import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import type { components } from '../../contract/schema.gen.ts';
import { type AnswerServer, answerJson, json, serveAnswers } from '../../tests/fixtures/catalogues/serve.ts';
import type { RemoteOptions } from '../net/remoteFetch.ts';
import { clientFor, type RemoteRecord } from './catalogues.ts';
import { CORPUS, type CorpusAnswer, type CorpusServer, type Holdings, serveCorpus } from './corpus.ts';
import { type IndexerApi, startIndexerApi } from './testing/indexerApiHarness.ts';

// Issue 45, "Done when", first bullet: every answer of the corpus (corpus.ts, its holdings counted
// apart from the clients) runs through the whole harvest job into the database, and what it holds
// is found again, per answer, in what the job kept (the datasets of the indexer, their licence,
// bounds and URL resources) or reported (the counts of its task, each named in its log): nothing
// lost silently. corpusCounts.test.ts checks the same holdings at the clients' level.

type HarvestCounts = NonNullable<components['schemas']['HarvestCounts']>;
type Counts = HarvestCounts & Required<Pick<HarvestCounts, 'fields' | 'resources'>>;

const loopback: RemoteOptions = { allowPrivate: true, timeoutMs: 5_000, maxBytes: 8 * 1024 * 1024 };

let corpus: CorpusServer;
let altered: AnswerServer;
let api: IndexerApi;

/** A CKAN answer of the corpus with distributions no corpus answer has: see the last test. */
type CkanAnswer = { result: { count: number; results: { resources: Record<string, unknown>[] }[] } };
const CKAN_ALTERED = answerJson<CkanAnswer>('ckan/ckan28-package-search-organization-5.json');
{
  const [first, second] = CKAN_ALTERED.result.results;
  if (!first || !second) throw new Error('ckan28-package-search-organization-5.json changed');
  // Two distributions without a web address: an FTP link, and none at all.
  first.resources.push(
    { ...first.resources[0], id: 'ftp-copy', url: 'ftp://ftp.example.org/export.csv' },
    { ...first.resources[0], id: 'no-url', url: '' },
  );
  // 51 distributions, one beyond the 50 a dataset keeps.
  const [resource] = second.resources;
  for (let n = 1; n <= 50; n++)
    second.resources.push({ ...resource, id: `copy-${n}`, url: `${resource?.url}?n=${n}` });
}

beforeAll(async () => {
  // One page an answer: the pages a harvest asks after it (its total says there are more) are empty.
  corpus = await serveCorpus({ onePage: true });
  altered = await serveAnswers((url) =>
    url.pathname.startsWith('/ckan-altered/')
      ? json(
          Number(url.searchParams.get('start') ?? '0') > 0
            ? { success: true, result: { count: 0, results: [] } }
            : CKAN_ALTERED,
        )
      : undefined,
  );
  api = await startIndexerApi(5_000);
});

afterAll(async () => {
  await api?.close();
  await altered?.close();
  await corpus?.close();
});

/** What the datasets of the indexer hold in the database, with their URL resources. */
async function keptIn(indexerId: number) {
  const [row] = await api.server.app.db.query<{
    datasets: number;
    licensed: number;
    licenceText: number;
    both: number;
    bounded: number;
    resources: number;
    harvestedResources: number;
  }>(
    `select count(*)::int as datasets,
       count(*) filter (where d.license is not null)::int as "licensed",
       count(*) filter (where d.extras->>'licence_distante' is not null)::int as "licenceText",
       count(*) filter (where d.license is not null and d.extras->>'licence_distante' is not null)::int as "both",
       count(*) filter (where d.bounds is not null)::int as "bounded",
       (select count(*)::int from harvested_record h2
          join resource_dataset rd on rd.dataset_id = h2.dataset_id
          join resource r on r.id = rd.resource_id and r.kind = 'href'
          where h2.indexer_id = $1) as "resources",
       (select count(*)::int from harvested_record h3
          join harvested_resource hr on hr.dataset_id = h3.dataset_id
          where h3.indexer_id = $1) as "harvestedResources"
     from harvested_record h join dataset d on d.id = h.dataset_id
     where h.indexer_id = $1`,
    [indexerId],
  );
  if (!row) throw new Error(`indexer ${indexerId}: nothing counted`);
  return row;
}

/**
 * What the records a harvest skips as duplicates held: the records of the answer, as the job's
 * client reads them, whose identifier an earlier record had. The job keeps the first, counts the
 * others `skipped.duplicate` and names them in its log; their fields go with them (pycsw's
 * harvested WMS answer: 4 records under pycsw's placeholder identifier). The holdings of an answer
 * are compared per harvested record: the corpus' counts less what these held.
 */
async function heldByDuplicates(url: string, type: string): Promise<Holdings> {
  const page = await clientFor(type)({
    url,
    organisationFilter: null,
    offset: 0,
    limit: 100,
    remote: loopback,
  });
  const seen = new Set<string>();
  const duplicates: RemoteRecord[] = [];
  for (const record of page.records) {
    if (seen.has(record.identifier)) duplicates.push(record);
    seen.add(record.identifier);
  }
  return {
    records: duplicates.length,
    licences: duplicates.filter((r) => r.licence !== null).length,
    extents: duplicates.filter((r) => r.bounds !== null || r.invalidBounds !== undefined).length,
    distributions: duplicates.reduce(
      (n, r) => n + r.distributions.length + (r.invalidDistributions?.length ?? 0),
      0,
    ),
  };
}

/**
 * Harvests `url` with a new indexer of `type` and checks that what the answer holds is kept in the
 * database or counted and named; answers the task's counts.
 */
async function harvestAccountsFor(type: string, url: string, holds: Holdings, skipped = 0): Promise<Counts> {
  const id = await api.create(type, url, null);
  expect(await api.run(id)).toBe('SUCCESS');
  const indexer = await api.f.admin.request<{ last_harvest: { counts: Counts | null } | null }>(
    'GET',
    `/fr/indexer/remote-api-indexes/${id}/`,
  );
  const counts = indexer.body.last_harvest?.counts;
  if (!counts) throw new Error(`${url}: the harvest wrote no counts`);
  const { licence, bounds, distributions } = counts.fields;
  const db = await keptIn(id);
  const dropped = await heldByDuplicates(url, type);

  // Records: one dataset each, but for the duplicates (counted) and those that failed (none).
  expect(counts.failed).toBe(0);
  expect(counts.skipped).toEqual({ untitled: skipped, duplicate: dropped.records, moved: 0 });
  expect(counts.created).toBe(db.datasets);
  expect(db.datasets).toBe(holds.records - dropped.records);

  // Licences: matched to one of the platform's (dataset.license), else kept as text
  // (extras.licence_distante) and counted unknown; never both.
  // held = datasets with a licence + datasets with extras.licence_distante = kept + unknown.
  expect(db.both).toBe(0);
  expect(holds.licences - dropped.licences).toBe(db.licensed + db.licenceText);
  expect({ kept: db.licensed, unknown: db.licenceText }).toEqual({
    kept: licence.kept,
    unknown: licence.unknown,
  });
  expect(licence.held).toBe(licence.kept + licence.unknown);
  expect(licence.held).toBe(holds.licences - dropped.licences);

  // Extents: held = datasets with bounds (kept) + invalid.
  expect(db.bounded).toBe(bounds.kept);
  expect(holds.extents - dropped.extents).toBe(db.bounded + bounds.invalid);
  expect(bounds.held).toBe(bounds.kept + bounds.invalid);

  // Distributions: held = URL resources of the indexer's datasets (kept) + invalid, where invalid
  // counts those without a web address and those beyond the 50 kept a dataset (plan.ts). One the
  // client read twice (same key, same address) is one distribution (recordParts.ts).
  expect(db.harvestedResources).toBe(db.resources);
  expect(db.resources).toBe(distributions.kept);
  expect(counts.resources).toEqual({ added: db.resources, changed: 0, removed: 0 });
  expect(holds.distributions - dropped.distributions).toBe(db.resources + distributions.invalid);
  expect(distributions.held).toBe(distributions.kept + distributions.invalid);

  // What was not kept is named in the indexer's log, with the task's count.
  const logs = await api.f.admin.request<{ results: { level: string; message: string }[] }>(
    'GET',
    `/fr/indexer/remote-api-indexes/${id}/logs/`,
    { query: { page_size: 100 } },
  );
  const warnings = logs.body.results.filter((l) => l.level === 'warning').map((l) => l.message);
  /** The count a warning line matching `pattern` starts with, 0 when there is none. */
  const warned = (pattern: RegExp): number => {
    const lines = warnings.filter((w) => pattern.test(w));
    expect(lines.length).toBeLessThanOrEqual(1);
    return lines[0] ? Number.parseInt(lines[0], 10) : 0;
  };
  expect(warned(/ licences? non reconnues? : /)).toBe(licence.unknown);
  expect(warned(/ emprises? non valides? ignorées? : /)).toBe(bounds.invalid);
  expect(warned(/ sans adresse web ignorées? : /) + warned(/ au-delà des 50 /)).toBe(distributions.invalid);
  expect(warned(/ en double \(même identifiant\) ignorées?/)).toBe(counts.skipped.duplicate);
  expect(logs.body.results.map((l) => l.message)).toContain(
    `Gardé : licences ${licence.kept}/${licence.held}, emprises ${bounds.kept}/${bounds.held}, distributions ${distributions.kept}/${distributions.held}.`,
  );
  return counts;
}

describe('the corpus of real answers, harvested into the database', () => {
  test.each(CORPUS.filter((a) => a.holds.records > 0).map((a) => [a.file, a] as const))(
    '%s: every licence, extent and distribution kept, or counted and named',
    async (_, corpusAnswer: CorpusAnswer) => {
      await harvestAccountsFor(
        corpusAnswer.type,
        corpus.urlOf(corpusAnswer),
        corpusAnswer.holds,
        corpusAnswer.skipped ?? 0,
      );
    },
  );

  test('what no corpus answer has: distributions without a web address and beyond 50, counted and named', async () => {
    // ckan28-package-search-organization-5.json, altered above: 5 records, 4 licences, 57
    // distributions, of which 2 without a web address and 1 beyond the 50 of a dataset.
    const counts = await harvestAccountsFor('ckan', `${altered.base}/ckan-altered/`, {
      records: 5,
      licences: 4,
      extents: 0,
      distributions: 57,
    });
    expect(counts.fields.distributions).toEqual({ held: 57, kept: 54, invalid: 3 });
  });
});
