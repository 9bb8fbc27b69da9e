import { describe, expect, test } from 'vitest';
import { datasetToDcat } from '../../contract/quality/fromDataset.ts';
import { assessQuality } from '../../contract/quality/index.ts';
import { fixToWire, mqaToWire, udataToWire } from '../../contract/quality/wire.ts';
import type { components } from '../../contract/schema.gen.ts';
import { loadDcatInputs } from '../../server/model/dcat/inputs.ts';
import { qualityToday } from '../../server/model/quality/refresh.ts';
import { recordUrlCheck } from '../../server/model/resource/urlChecks.ts';
import type { Fixtures } from './support/fixtures.ts';
import { unique } from './support/fixtures.ts';
import { type Client, clientFor, type TestServer } from './support/server.ts';
import { serverForFile } from './support/suite.ts';

// Metadata quality (issue 51): each dataset's scores are those of its DCAT-AP record, stored and
// kept true by every write; an organisation's and the platform's summaries count them; the list's
// `quality_fix` filter selects the datasets lacking a fix, for a bulk edit too.

type DatasetQuality = components['schemas']['DatasetQuality'];
type QualitySummary = components['schemas']['QualitySummary'];
type DatasetPage = components['schemas']['DatasetPage'];

const SUMMARY = '/fr/dataset/quality/summary/';
const qualityPath = (id: number, locale = 'fr') => `/${locale}/dataset/datasets/${id}/quality/`;

let server: TestServer;
let f: Fixtures;
let admin: Client;

serverForFile((ready) => {
  ({ server, f, admin } = ready);
});

async function quality(id: number, client = admin): Promise<DatasetQuality> {
  const answer = await client.request<DatasetQuality>('GET', qualityPath(id));
  expect(answer.status, answer.text).toBe(200);
  return answer.body;
}

async function summary(usergroupId?: number): Promise<QualitySummary> {
  const answer = await admin.request<QualitySummary>(
    'GET',
    SUMMARY,
    usergroupId === undefined ? {} : { query: { usergroup_id: usergroupId } },
  );
  expect(answer.status, answer.text).toBe(200);
  return answer.body;
}

/** A dataset of `organisation` created through the API, with these keywords. */
async function datasetWith(organisation: number, tags: string[]): Promise<number> {
  const answer = await admin.request<{ id: number }>('POST', '/fr/dataset/datasets/', {
    json: { ...f.datasetBody(organisation), tags },
  });
  expect(answer.status, answer.text).toBe(201);
  return answer.body.id;
}

async function datasetOf(resource: number): Promise<number> {
  const [row] = await server.app.db.query<{ dataset: number }>(
    'select dataset_id as dataset from resource_dataset where resource_id = $1',
    [resource],
  );
  if (!row) throw new Error('the resource has no dataset');
  return row.dataset;
}

async function saveTags(id: number, tags: string[]): Promise<void> {
  const current = await admin.request<{ last_modified: string }>('GET', `/fr/dataset/datasets/${id}/`);
  const answer = await admin.request('PATCH', `/fr/dataset/datasets/${id}/`, {
    json: { tags },
    headers: { 'if-match': current.body.last_modified },
  });
  expect(answer.status, answer.text).toBe(200);
}

async function listed(query: Record<string, string | number>, locale = 'fr') {
  return admin.request<DatasetPage>('GET', `/${locale}/dataset/datasets/`, { query });
}

describe("a dataset's quality", () => {
  test('is the assessment of its DCAT-AP record, with its resources’ facts', async () => {
    const { resource } = await f.linkedFile('href');
    const dataset = await datasetOf(resource);
    const answer = await quality(dataset);
    const [input] = await loadDcatInputs(server.app.db, [dataset], { baseUrl: 'https://x.invalid/fr' });
    if (!input) throw new Error('no input');
    const expected = assessQuality(datasetToDcat(input.source, input.context), qualityToday());
    expect(answer.dataset).toBe(dataset);
    expect(answer.mqa).toEqual(mqaToWire(expected.mqa));
    expect(answer.udata).toEqual(udataToWire(expected.udata));
    expect(answer.fixes).toEqual(expected.fixes.map(fixToWire));
    expect(answer.facts.map((facts) => facts.resource)).toEqual([resource]);
    expect(Date.parse(answer.computed_at)).not.toBeNaN();
  });

  test('follows who may see the dataset: 404 for a dataset that does not exist', async () => {
    const answer = await admin.request('GET', qualityPath(2_000_000_000));
    expect(answer.status).toBe(404);
  });

  test('refuses the anonymous', async () => {
    const anonymous = await clientFor(server, null);
    const answer = await anonymous.request('GET', qualityPath(f.ids.caclPrivateDataset));
    expect(answer.status).toBe(401);
  });
});

describe('the summaries', () => {
  test("count an organisation's hand-made datasets, and the platform's all", async () => {
    const organisation = await f.organisation();
    const withKeywords = await datasetWith(organisation, ['eau', 'rivières']);
    const without = [await datasetWith(organisation, []), await datasetWith(organisation, [])];
    const answers = await Promise.all([withKeywords, ...without].map((id) => quality(id)));

    const body = await summary(organisation);
    expect(body.usergroup).toBe(organisation);
    expect(body.dataset_count).toBe(3);
    const ratings = { excellent: 0, good: 0, sufficient: 0, bad: 0 };
    for (const answer of answers) ratings[answer.mqa.rating] += 1;
    expect(body.ratings).toEqual(ratings);
    const average = answers.reduce((sum, answer) => sum + answer.udata.score, 0) / answers.length;
    expect(body.udata_average).toBeCloseTo(average, 10);

    const keywords = body.fixes.find((fix) => fix.id === 'add_keywords');
    expect(keywords?.datasets).toBe(2);
    const keywordGains = without.map(
      (_, i) => answers[i + 1]?.fixes.find((fix) => fix.id === 'add_keywords')?.mqa_gain ?? Number.NaN,
    );
    expect(keywords?.mqa_gain_each).toBeCloseTo(
      keywordGains.reduce((a, b) => a + b, 0) / keywordGains.length,
      10,
    );
    // Every fix is counted on the datasets lacking it, and says how many it raises a rating.
    for (const fix of body.fixes) {
      const lacking = answers.filter((answer) => answer.fixes.some((own) => own.id === fix.id));
      expect(fix.datasets, fix.id).toBe(lacking.length);
      const raised = lacking.filter((answer) => {
        const own = answer.fixes.find((item) => item.id === fix.id);
        return own?.rating_after !== null && own?.rating_after !== undefined;
      });
      expect(fix.raises_rating, fix.id).toBe(raised.length);
    }
    // Every indicator missed, with the datasets missing it, the most missed first.
    const missed = new Map<string, number>();
    for (const answer of answers) {
      for (const i of answer.mqa.indicators.filter((i) => i.points < i.max)) {
        missed.set(`mqa:${i.id}`, (missed.get(`mqa:${i.id}`) ?? 0) + 1);
      }
      for (const c of answer.udata.criteria.filter((c) => !c.met)) {
        missed.set(`udata:${c.id}`, (missed.get(`udata:${c.id}`) ?? 0) + 1);
      }
    }
    expect(new Map(body.indicators.map((i) => [`${i.scheme}:${i.id}`, i.missed]))).toEqual(missed);
    const counts = body.indicators.map((i) => i.missed);
    expect(counts).toEqual([...counts].sort((a, b) => b - a));

    const platform = await summary();
    const [total] = await server.app.db.query<{ n: number }>('select count(*)::int as n from dataset');
    expect(platform.usergroup).toBeNull();
    expect(platform.dataset_count).toBe(total?.n);
    expect(Object.values(platform.ratings).reduce((a, b) => a + b, 0)).toBe(total?.n);
  });

  test('an organisation without datasets has an empty summary', async () => {
    const body = await summary(await f.organisation());
    expect(body).toMatchObject({ dataset_count: 0, udata_average: null, indicators: [], fixes: [] });
    expect(body.computed_at).toBeNull();
  });

  test('refuse whoever may not edit the organisation’s datasets, and an unknown organisation', async () => {
    const gestionnaire = f.client('gestionnaire');
    const ctg = await gestionnaire.request('GET', SUMMARY, { query: { usergroup_id: f.ids.ctg } });
    expect(ctg.status).toBe(403);
    const platform = await gestionnaire.request('GET', SUMMARY);
    expect(platform.status).toBe(403);
    const unknown = await admin.request('GET', SUMMARY, { query: { usergroup_id: 2_000_000_000 } });
    expect(unknown.status).toBe(404);
    const notAnOrganisation = await admin.request('GET', SUMMARY, {
      query: { usergroup_id: await f.group() },
    });
    expect(notAnOrganisation.status).toBe(404);
    const anonymous = await clientFor(server, null);
    expect((await anonymous.request('GET', SUMMARY)).status).toBe(401);
  });
});

describe('stored scores stay true', () => {
  test('a save adding keywords changes the stored score and the summary at once', async () => {
    const organisation = await f.organisation();
    const id = await datasetWith(organisation, []);
    const before = await quality(id);
    expect(before.fixes.map((fix) => fix.id)).toContain('add_keywords');
    expect((await summary(organisation)).fixes.find((fix) => fix.id === 'add_keywords')?.datasets).toBe(1);

    await saveTags(id, ['transport', 'bus']);
    // Marked in the save's own transaction, before anyone reads it.
    const [marked] = await server.app.db.query<{ stale: boolean }>(
      'select stale from dataset_quality where dataset_id = $1',
      [id],
    );
    expect(marked?.stale).toBe(true);
    const after = await summary(organisation);
    expect(after.fixes.find((fix) => fix.id === 'add_keywords')).toBeUndefined();
    const [stored] = await server.app.db.query<{
      stale: boolean;
      missing_fixes: string[];
      mqa_points: number;
    }>('select stale, missing_fixes, mqa_points from dataset_quality where dataset_id = $1', [id]);
    expect(stored?.stale).toBe(false);
    expect(stored?.missing_fixes).not.toContain('add_keywords');
    expect(stored?.mqa_points).toBeGreaterThan(before.mqa.points);
    expect((await quality(id)).mqa.points).toBe(stored?.mqa_points);
  });

  test('a failed URL check lowers the accessibility', async () => {
    const { resource } = await f.linkedFile('href');
    const dataset = await datasetOf(resource);
    const current = await admin.request<{ last_modified: string }>('GET', `/fr/dataset/datasets/${dataset}/`);
    const level = await admin.request('PATCH', `/fr/dataset/datasets/${dataset}/`, {
      json: { default_permission_level: 'download' },
      headers: { 'if-match': current.body.last_modified },
    });
    expect(level.status, level.text).toBe(200);
    await recordUrlCheck(server.app.db, resource, { ok: true, httpStatus: 200 });
    const reachable = await quality(dataset);
    expect(reachable.facts[0]).toMatchObject({ access_url_reachable: true, download_url_reachable: true });
    await recordUrlCheck(server.app.db, resource, { ok: false, httpStatus: 404, error: null });
    const unreachable = await quality(dataset);
    expect(unreachable.facts[0]).toMatchObject({
      access_url_reachable: false,
      download_url_reachable: false,
    });
    expect(unreachable.mqa.dimensions.accessibility.points).toBeLessThan(
      reachable.mqa.dimensions.accessibility.points,
    );
  });

  test('a reference list renamed marks every dataset stale', async () => {
    await summary();
    await server.app.db.query(`update reference_item set label = label || ' ' where list = 'license'`);
    const [left] = await server.app.db.query<{ fresh: number }>(
      'select count(*)::int as fresh from dataset_quality where not stale',
    );
    expect(left?.fresh).toBe(0);
    await server.app.db.query(`update reference_item set label = rtrim(label) where list = 'license'`);
  });

  test('the background refresh rescores every stale dataset before anyone asks', async () => {
    await server.app.db.query(`update reference_item set label = label || ' ' where list = 'license'`);
    await server.app.db.query(`update reference_item set label = rtrim(label) where list = 'license'`);
    const stale = async () =>
      (
        await server.app.db.query<{ n: number }>('select count(*)::int as n from dataset_quality where stale')
      )[0]?.n;
    const before = await stale();
    expect(before).toBeGreaterThan(20);
    expect(await server.app.qualityRefresh.run()).toBe(before);
    expect(await stale()).toBe(0);
    // Nothing left: the next run rescores nothing.
    expect(await server.app.qualityRefresh.run()).toBe(0);
  });
});

describe('the tally the summaries read', () => {
  test('follows a dataset moved to another organisation and a dataset deleted', async () => {
    const [from, to] = [await f.organisation(), await f.organisation()];
    const moved = await datasetWith(from, []);
    const deleted = await datasetWith(from, []);
    await datasetWith(to, ['eau']);
    expect((await summary(from)).dataset_count).toBe(2);
    expect((await summary(to)).dataset_count).toBe(1);

    const current = await admin.request<{ last_modified: string }>('GET', `/fr/dataset/datasets/${moved}/`);
    const move = await admin.request('PATCH', `/fr/dataset/datasets/${moved}/`, {
      json: { usergroup: to },
      headers: { 'if-match': current.body.last_modified },
    });
    expect(move.status, move.text).toBe(200);
    expect((await admin.request('DELETE', `/fr/dataset/datasets/${deleted}/`)).status).toBe(204);

    const [left, gained] = [await summary(from), await summary(to)];
    expect(left).toMatchObject({ dataset_count: 0, fixes: [], indicators: [] });
    expect(gained.dataset_count).toBe(2);
    expect(gained.fixes.find((fix) => fix.id === 'add_keywords')?.datasets).toBe(1);
  });

  test('adds up to what the stored scores say, for the platform', async () => {
    const platform = await summary();
    const db = server.app.db;
    const ratings = await db.query<{ rating: string; n: number }>(
      'select mqa_rating as rating, count(*)::int as n from dataset_quality group by 1',
    );
    expect(platform.ratings).toEqual({
      excellent: 0,
      good: 0,
      sufficient: 0,
      bad: 0,
      ...Object.fromEntries(ratings.map((row) => [row.rating, row.n])),
    });
    const fixes = await db.query<{ id: string; n: number; raises: number }>(
      `select f.id, count(*)::int as n, count(*) filter (where f.raises)::int as raises
       from dataset_quality q cross join unnest(q.missing_fixes, q.fix_raises_rating) as f(id, raises) group by 1`,
    );
    expect(new Map(platform.fixes.map((fix) => [fix.id, [fix.datasets, fix.raises_rating]]))).toEqual(
      new Map(fixes.map((row) => [row.id, [row.n, row.raises]])),
    );
    const misses = await db.query<{ id: string; n: number }>(
      'select m.id, count(*)::int as n from dataset_quality q cross join unnest(q.missed_indicators) as m(id) group by 1',
    );
    expect(new Map(platform.indicators.map((i) => [`${i.scheme}:${i.id}`, i.missed]))).toEqual(
      new Map(misses.map((row) => [row.id, row.n])),
    );
  });
});

describe('the list filter quality_fix', () => {
  test('selects the datasets lacking the fix, and a bulk edit through it fixes exactly them', async () => {
    const organisation = await f.organisation();
    const lacking = [await datasetWith(organisation, []), await datasetWith(organisation, [])];
    const keyworded = await datasetWith(organisation, ['énergie']);
    const query = { usergroup_id: String(organisation), quality_fix: 'add_keywords' };
    const page = await listed(query);
    expect(page.status, page.text).toBe(200);
    expect(page.body.results.map((d) => d.id).sort()).toEqual([...lacking].sort());

    const body = {
      selection: { filters: query },
      operations: [{ field: 'keywords', op: 'add', value: [unique('qualité')] }],
    };
    const preview = await admin.request<{ matched: number }>('POST', '/fr/dataset/bulk-edits/preview/', {
      json: body,
    });
    expect(preview.status, preview.text).toBe(200);
    expect(preview.body.matched).toBe(2);
    const applied = await admin.request('POST', '/fr/dataset/bulk-edits/', { json: body });
    expect(applied.status, applied.text).toBe(201);

    expect((await listed(query)).body.count).toBe(0);
    const keywords = await admin.request<{ tags: string[] }>('GET', `/fr/dataset/datasets/${keyworded}/`);
    expect(keywords.body.tags).toEqual(['énergie']);
  });

  test('refuses a fix that does not exist, in the request’s language', async () => {
    const fr = await listed({ quality_fix: 'add_unicorns' }, 'fr');
    expect(fr.status).toBe(400);
    expect(fr.body).toMatchObject({ quality_fix: ['Cette correction n’existe pas.'] });
    const en = await listed({ quality_fix: 'add_unicorns' }, 'en');
    expect(en.status).toBe(400);
    expect(en.body).toMatchObject({ quality_fix: ['This fix does not exist.'] });
    const bulk = await admin.request('POST', '/en/dataset/bulk-edits/preview/', {
      json: {
        selection: { filters: { quality_fix: 'add_unicorns' } },
        operations: [{ field: 'keywords', op: 'add', value: ['x'] }],
      },
    });
    expect(bulk.status).toBe(400);
    expect(bulk.body).toMatchObject({ quality_fix: ['This fix does not exist.'] });
    const exported = await admin.request('GET', '/en/dataset/datasets/export/odl/', {
      query: { quality_fix: 'add_unicorns' },
    });
    expect(exported.status).toBe(400);
    expect(exported.body).toMatchObject({ quality_fix: ['This fix does not exist.'] });
  });

  test('the ODL export holds what the filtered list shows', async () => {
    const organisation = await f.organisation();
    const lacking = await datasetWith(organisation, []);
    await datasetWith(organisation, ['énergie']);
    const query = { usergroup_id: String(organisation), quality_fix: 'add_keywords' };
    const exported = await admin.request<string>('GET', '/fr/dataset/datasets/export/odl/', { query });
    expect(exported.status, exported.text).toBe(200);
    const rows = exported.text.trim().split('\n').slice(1);
    expect(rows.map((row) => Number(row.split(',')[0]))).toEqual([lacking]);
  });
});
