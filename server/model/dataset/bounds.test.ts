import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { Fixtures } from '../../../tests/contract/support/fixtures.ts';
import { contractDrifts, startServer, type TestServer } from '../../../tests/contract/support/server.ts';

// A dataset's bounds (issue 45): checked, read back, versioned and shown in the history; the
// 'record' coverage needs them (400 no_bounds, in the request's language).

let server: TestServer;
let f: Fixtures;

beforeAll(async () => {
  server = await startServer();
  f = await Fixtures.create(server);
});

afterAll(async () => {
  expect(contractDrifts(server)).toEqual([]);
  await server.close();
});

const patch = (id: number, locale: string, json: Record<string, unknown>) =>
  f.admin.request<Record<string, unknown>>('PATCH', `/${locale}/dataset/datasets/${id}/`, { json });

describe('dataset bounds', () => {
  test("the 'record' coverage without bounds is refused, in fr, en and it", async () => {
    const { id } = await f.dataset();
    const fr = await patch(id, 'fr', { geographical_coverage: 'record' });
    expect(fr.status).toBe(400);
    expect(fr.body).toMatchObject({
      code: 'no_bounds',
      geographical_coverage: [
        "Le jeu de données n'a pas d'emprise : la couverture ne peut pas être celle de sa fiche.",
      ],
    });
    const en = await patch(id, 'en', { geographical_coverage: 'record' });
    expect(en.body.geographical_coverage).toEqual([
      'The dataset has no bounds: the coverage cannot be the extent of its record.',
    ]);
    const it = await patch(id, 'it', { geographical_coverage: 'record' });
    expect(it.body.geographical_coverage).toEqual([
      "Il dataset non ha un'estensione: la copertura non può essere quella della sua scheda.",
    ]);
  });

  test.each([[[10, 50, 5, 60]], [[-200, 40, 10, 50]], [[1, 60, 2, 50]]])(
    'bounds %j are refused',
    async (bounds) => {
      const { id } = await f.dataset();
      const answer = await patch(id, 'en', { bounds });
      expect(answer.status).toBe(400);
      expect(answer.body.bounds).toHaveLength(1);
    },
  );

  test('bounds with the record coverage are kept, and the history names them', async () => {
    const { id } = await f.dataset();
    const answer = await patch(id, 'fr', { bounds: [1.5, 43.2, 3.1, 44.9], geographical_coverage: 'record' });
    expect(answer.status).toBe(200);
    const read = await f.admin.request<{ bounds: number[]; geographical_coverage: string }>(
      'GET',
      `/fr/dataset/datasets/${id}/`,
    );
    expect(read.body).toMatchObject({ bounds: [1.5, 43.2, 3.1, 44.9], geographical_coverage: 'record' });
    const activity = await f.admin.request<{
      results: { changes?: { field: string; before: string | null; after: string | null }[] }[];
    }>('GET', `/en/dataset/datasets/${id}/activity/`);
    const changes = activity.body.results[0]?.changes ?? [];
    expect(changes).toEqual(
      expect.arrayContaining([
        { field: 'geographical_coverage', before: null, after: 'Extent of the harvested record' },
        { field: 'bounds', before: null, after: 'West 1.5, south 43.2, east 3.1, north 44.9' },
      ]),
    );
  });
});
