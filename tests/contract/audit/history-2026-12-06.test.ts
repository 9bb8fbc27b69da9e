import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import type { components } from '../../../contract/schema.gen.ts';
import { Fixtures } from '../support/fixtures.ts';
import { type Client, contractDrifts, startServer, type TestServer } from '../support/server.ts';

// Findings of the security audit of 2026-12-06 on the dataset history
// (/work/shared/audits/security-2026-12-06.md): T3-H1 (a history read computed every version's
// differences, whole texts included, on the API thread) and T3-L3 (the history named datasets the
// reader cannot see). The real sizes are the bench's (bench/measures/history.mjs); these are small.

type ActivityEntry = components['schemas']['ActivityEntry'];
type FieldChange = components['schemas']['FieldChange'];
interface ActivityPage {
  count: number;
  next: string | null;
  results: ActivityEntry[];
}

let server: TestServer;
let f: Fixtures;
let producteur: Client;
let visiteur: Client;

beforeAll(async () => {
  server = await startServer();
  f = await Fixtures.create(server);
  producteur = f.client('producteur');
  visiteur = f.client('visiteur');
}, 60_000);

afterAll(async () => {
  expect(contractDrifts(server)).toEqual([]);
  await server?.close();
});

async function patch(client: Client, id: number, json: Record<string, unknown>): Promise<void> {
  const answer = await client.request('PATCH', `/fr/dataset/datasets/${id}/`, { json });
  expect(answer.status, answer.text.slice(0, 300)).toBe(200);
}

async function history(
  client: Client,
  id: number,
  query: Record<string, string | number> = {},
  locale = 'fr',
) {
  const answer = await client.request<ActivityPage>('GET', `/${locale}/dataset/datasets/${id}/activity/`, {
    query,
  });
  expect(answer.status, answer.text.slice(0, 300)).toBe(200);
  return answer;
}

const changeOf = (entry: ActivityEntry | undefined, field: string): FieldChange | undefined =>
  entry?.changes?.find((change) => change.field === field);

/** A long rich text whose words differ at its start and end from the other one's. */
const longText = (word: string, length: number) =>
  `<p>${word} ${'<strong>mot</strong> répété, '.repeat(Math.ceil(length / 30))} fin ${word}.</p>`.slice(
    0,
    length,
  );

describe('T3-H1: a history read is bounded and its changes are computed when saved', () => {
  test('T3-H1: after saves of a long description, the page is bounded in bytes and long values are excerpts flagged truncated', async () => {
    const { id } = await f.dataset();
    const texts = [longText('alpha', 20_000), longText('omega', 20_000)];
    for (let save = 0; save < 12; save += 1) await patch(producteur, id, { description: texts[save % 2] });
    const answer = await history(visiteur, id, { page_size: 50 });
    expect(answer.body.results).toHaveLength(13);
    // Before the fix every entry carried both whole texts (≈ 2 × 20,000 characters each: ≈ 0.5 MB).
    expect(answer.text.length).toBeLessThan(60_000);
    const [latest] = answer.body.results;
    const description = changeOf(latest, 'description');
    expect(description?.truncated).toBe(true);
    expect(description?.before?.length).toBeLessThanOrEqual(500);
    expect(description?.after?.length).toBeLessThanOrEqual(500);
    // The excerpt is where the texts differ: the words the save changed are in it.
    expect(description?.before).toContain('alpha');
    expect(description?.after).toContain('omega');
  });

  test('T3-H1: page_size above 50 is taken as 50, as DRF clamps it, with the next page offered', async () => {
    const { id } = await f.dataset();
    // Entries without a save (as a resource's events are): the count is what is tested here.
    await server.app.db.query(
      `insert into activity (dataset_id, user_id, action, description)
       select $1, null, 'resource_added', 'Ressource ajoutée.' from generate_series(1, 60)`,
      [id],
    );
    const answer = await history(visiteur, id, { page_size: 1000 });
    expect(answer.body.count).toBe(61);
    expect(answer.body.results).toHaveLength(50);
    expect(answer.body.next).toContain('page=2');
    const second = await history(visiteur, id, { page_size: 1000, page: 2 });
    expect(second.body.results).toHaveLength(11);
  });

  test('T3-H1: keywords a save adds and removes read as added and removed', async () => {
    const { id } = await f.dataset();
    await patch(producteur, id, { tags: ['bus', 'car', 'tram'] });
    await patch(producteur, id, { tags: ['tram', 'vélo', 'bus', 'métro'] });
    const [latest] = (await history(visiteur, id)).body.results;
    const keywords = changeOf(latest, 'tags');
    expect(keywords?.added).toEqual(['vélo', 'métro']);
    expect(keywords?.removed).toEqual(['car']);
  });

  test('T3-H1: an entry changing 100 long keywords for 100 others carries at most 4,000 characters', async () => {
    const { id } = await f.dataset();
    const keywords = (prefix: string) =>
      Array.from({ length: 100 }, (_, index) => `${prefix}-${index}-${'k'.repeat(90)}`.slice(0, 100));
    await patch(producteur, id, { tags: keywords('avant') });
    await patch(producteur, id, { tags: keywords('après') });
    const [latest] = (await history(visiteur, id)).body.results;
    const change = changeOf(latest, 'tags');
    const size = (values: readonly (string | null | undefined)[]) =>
      values.reduce((sum, value) => sum + (value?.length ?? 0), 0);
    // Before the fix: both whole lists, 2 × 10,000 characters.
    expect(
      size([change?.before, change?.after, ...(change?.added ?? []), ...(change?.removed ?? [])]),
    ).toBeLessThanOrEqual(4_000);
    expect(change?.truncated).toBe(true);
    expect(change?.added?.[0]).toBe(keywords('après')[0]);
  });

  test('T3-H1: a save stores its changes beside its version, and the read uses them', async () => {
    const { id } = await f.dataset();
    await patch(producteur, id, { vintage_year: 2030 });
    const [stored] = await server.app.db.query<{ changes: unknown }>(
      `select v.changes from activity a join dataset_version v on v.id = a.version_id
       where a.dataset_id = $1 order by a.id desc limit 1`,
      [id],
    );
    expect(stored?.changes).toEqual([{ field: 'vintage_year', before: null, after: '2030' }]);
    const [latest] = (await history(visiteur, id)).body.results;
    expect(latest?.changes).toEqual([{ field: 'vintage_year', before: null, after: '2030' }]);
  });

  test('T3-H1: a version saved before its changes were stored has them computed once, on its first read', async () => {
    const { id } = await f.dataset();
    await patch(producteur, id, { vintage_year: 2029, tags: ['bus'] });
    await server.app.db.query('update dataset_version set changes = null where dataset_id = $1', [id]);
    const [latest, created] = (await history(visiteur, id)).body.results;
    expect(changeOf(latest, 'vintage_year')).toEqual({ field: 'vintage_year', before: null, after: '2029' });
    expect(changeOf(created, 'display_name')?.after).toBeTruthy();
    const rows = await server.app.db.query<{ changes: unknown }>(
      'select changes from dataset_version where dataset_id = $1',
      [id],
    );
    expect(rows.every((row) => row.changes !== null)).toBe(true);
  });
});

describe('T3-L3: the history names only the datasets the reader sees', () => {
  test('T3-L3: a private dataset of another organisation, once a parent, is not named to visiteur nor producteur', async () => {
    const { id } = await f.dataset();
    const secret = f.ids.ctgPrivateDataset;
    const [row] = await server.app.db.query<{ display_name: string }>(
      'select display_name from dataset where id = $1',
      [secret],
    );
    const name = row?.display_name ?? '';
    expect(name).not.toBe('');
    await patch(f.admin, id, { parent: secret });
    await patch(f.admin, id, { parent: null });
    for (const client of [visiteur, producteur]) {
      const answer = await history(client, id);
      expect(answer.text).not.toContain(name);
      const [cleared, set] = answer.body.results;
      expect(changeOf(cleared, 'parent')).toEqual({
        field: 'parent',
        before: 'un jeu de données que vous ne pouvez pas voir',
        after: null,
      });
      expect(changeOf(set, 'parent')?.after).toBe('un jeu de données que vous ne pouvez pas voir');
    }
    const english = await history(visiteur, id, {}, 'en');
    expect(changeOf(english.body.results[0], 'parent')?.before).toBe('a dataset you cannot see');
    const italian = await history(visiteur, id, {}, 'it');
    expect(changeOf(italian.body.results[0], 'parent')?.before).toBe('un set di dati che non puoi vedere');
    // Whoever sees it reads its name.
    expect(changeOf((await history(f.admin, id)).body.results[0], 'parent')?.before).toBe(name);
  });
});
