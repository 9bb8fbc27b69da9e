import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import type { components } from '../../contract/schema.gen.ts';
import { Fixtures } from './support/fixtures.ts';
import { contractDrifts, startServer, type TestServer } from './support/server.ts';

// Issue 33, part 1: the preview of a bulk permission action is a dry run of the same plan. On random
// tables (user groups of the three types with random levels), random selections and actions, the
// rows the preview says change are exactly those the PUT then changes, to the level it announced.

type Impact = components['schemas']['PermissionImpact'];
type Level = components['schemas']['PermissionLevelChange'];
type UserGroupType = components['schemas']['UserGroupType'];

const LEVELS: readonly Level[] = ['none', 'search', 'consultation', 'download'];
const TYPES: readonly UserGroupType[] = ['organisation', 'user-group', 'group-of-organisation'];
const PREVIEW = '/fr/dataset/usergroup-permission-actions/preview/';
const ACTIONS = '/fr/dataset/usergroup-permission-actions/';

let server: TestServer;
let f: Fixtures;

beforeAll(async () => {
  server = await startServer();
  f = await Fixtures.create(server);
}, 60_000);

afterAll(async () => {
  expect(contractDrifts(server)).toEqual([]);
  await server?.close();
});

/** The special levels of the groups on the dataset, read from the table itself. */
async function levels(datasetId: number, ids: readonly number[]): Promise<Map<number, Level>> {
  const rows = await server.app.db.query<{ usergroup_id: number; level: Level }>(
    'select usergroup_id, level from dataset_permission where dataset_id = $1 and usergroup_id = any($2::int[])',
    [datasetId, [...ids]],
  );
  return new Map(ids.map((id) => [id, rows.find((row) => row.usergroup_id === id)?.level ?? 'none']));
}

const table = fc
  .array(
    fc.record({ type: fc.constantFrom(...TYPES), level: fc.constantFrom(...LEVELS), selected: fc.boolean() }),
    {
      minLength: 1,
      maxLength: 12,
    },
  )
  .filter((groups) => groups.some((group) => group.selected));

describe('permission impact preview', () => {
  test('the preview announces exactly the changes the action then makes', async () => {
    let run = 0;
    await fc.assert(
      fc.asyncProperty(table, fc.constantFrom(...LEVELS), async (groups, level) => {
        run += 1;
        const db = server.app.db;
        const dataset = await f.dataset();
        const ids: number[] = [];
        for (const [index, group] of groups.entries()) {
          const [row] = await db.query<{ id: number }>(
            `insert into usergroup (name, display_name, usergroup_type, status) values ($1, $1, $2, 2) returning id`,
            [`impact-${process.pid}-${run}-${index}`, group.type],
          );
          if (!row) throw new Error('no user group');
          ids.push(row.id);
          if (group.level !== 'none') {
            await db.query(
              'insert into dataset_permission (dataset_id, usergroup_id, level) values ($1, $2, $3)',
              [dataset.id, row.id, group.level],
            );
          }
        }
        const selected = ids.filter((_, index) => groups[index]?.selected);
        const request = {
          query: { action: `set_permission_level_${level}` },
          json: { dataset_id: dataset.id, usergroup_ids: selected },
        };
        const before = await levels(dataset.id, ids);
        const preview = await f.admin.request<Impact>('POST', PREVIEW, request);
        expect(preview.status).toBe(200);
        expect(await levels(dataset.id, ids)).toEqual(before);

        const applied = await f.admin.request<{ updated: number }>('PUT', ACTIONS, request);
        expect(applied.status).toBe(200);
        const after = await levels(dataset.id, ids);
        const changedIds = ids.filter((id) => before.get(id) !== after.get(id)).sort((a, b) => a - b);
        const announced = preview.body.rows.filter((row) => row.effect !== 'keep');
        expect(announced.map((row) => row.id).sort((a, b) => a - b)).toEqual(changedIds);
        for (const row of announced) expect(after.get(row.id)).toBe(row.to);
        for (const row of preview.body.rows) expect(row.from).toBe(before.get(row.id));
        expect(preview.body.changed).toBe(applied.body.updated);
        expect(preview.body.rows.map((row) => row.id).sort((a, b) => a - b)).toEqual(
          [...selected].sort((a, b) => a - b),
        );
        expect(preview.body.groups.reduce((sum, group) => sum + group.count, 0)).toBe(selected.length);
        const counts = preview.body.groups.map((group) => group.count);
        expect(counts).toEqual([...counts].sort((a, b) => b - a));
      }),
      { numRuns: 25 },
    );
  }, 120_000);

  test('counts the rows by type and change, and names each row', async () => {
    const dataset = await f.dataset();
    await f.admin.request('PUT', ACTIONS, {
      query: { action: 'set_permission_level_download' },
      json: { dataset_id: dataset.id, usergroup_ids: [f.ids.ctg] },
    });
    const preview = await f.admin.request<Impact>('POST', PREVIEW, {
      query: { action: 'set_permission_level_consultation' },
      json: { dataset_id: dataset.id, usergroup_ids: [f.ids.ctg, f.ids.sphere] },
    });
    expect(preview.status).toBe(200);
    expect(preview.body.changed).toBe(2);
    expect(preview.body.groups).toEqual(
      expect.arrayContaining([
        { type: 'organisation', from: 'download', to: 'consultation', effect: 'lose', count: 1 },
        { type: 'group-of-organisation', from: 'none', to: 'consultation', effect: 'gain', count: 1 },
      ]),
    );
  });

  test('refuses what the action refuses, in the same order', async () => {
    const missing = await f.admin.request('POST', PREVIEW, {
      query: { action: 'set_permission_level_search' },
      json: { dataset_id: 999_999, usergroup_ids: [f.ids.ctg] },
    });
    const missingPut = await f.admin.request('PUT', ACTIONS, {
      query: { action: 'set_permission_level_search' },
      json: { dataset_id: 999_999, usergroup_ids: [f.ids.ctg] },
    });
    expect(missing.status).toBe(missingPut.status);
    const other = await f.client('producteur').request('POST', PREVIEW, {
      query: { action: 'set_permission_level_search' },
      json: { dataset_id: (await f.dataset(f.ids.ctg)).id, usergroup_ids: [999_999] },
    });
    expect(other.status).toBe(403);
    const unknown = await f.admin.request<Record<string, string[]>>('POST', PREVIEW, {
      query: { action: 'set_permission_level_search' },
      json: { dataset_id: (await f.dataset()).id, usergroup_ids: [f.ids.ctg, 999_999] },
    });
    expect(unknown.status).toBe(400);
    expect(unknown.body.usergroup_ids).toEqual([expect.stringContaining('999999')]);
  });

  test('a selection beyond a page of 1,000 rows is refused in the request language, before any row is read', async () => {
    const ids = Array.from({ length: 1001 }, (_, index) => index + 1);
    const dataset = (await f.dataset()).id;
    for (const [method, path] of [
      ['POST', PREVIEW],
      ['PUT', ACTIONS],
    ] as const) {
      const answer = await f.admin.request<Record<string, string[]>>(method, path.replace('/fr/', '/en/'), {
        query: { action: 'set_permission_level_search' },
        json: { dataset_id: dataset, usergroup_ids: ids },
      });
      expect(answer.status).toBe(400);
      expect(answer.body).toEqual({ usergroup_ids: ['Ensure this list has no more than 1000 items.'] });
    }
  });
});
