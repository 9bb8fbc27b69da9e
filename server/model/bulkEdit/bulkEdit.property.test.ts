import fc from 'fast-check';
import { beforeAll, describe, expect, test } from 'vitest';
import { startKit } from '../attention/testing/testKit.ts';
import type { BulkField, BulkValues } from './plan.ts';
import { type References, references, setValues, valuesOf } from './testing/testKit.ts';

// Property tests of issue 33, part 4: the preview is what the apply does, and the undo puts back
// exactly what nobody touched since.

const kit = startKit({ rateLimits: { unsafePerWindow: 100_000 } });
let refs: References;
const pool: number[] = [];
const WORDS = ['eau', 'air', 'sol', 'bus', 'Vélo'];

beforeAll(async () => {
  refs = await references(kit);
  for (let i = 0; i < 5; i += 1) pool.push((await kit.f.dataset()).id);
});

const valuesArb = () =>
  fc.record({
    license: fc.constantFrom(null, ...refs.licenses),
    update_frequency: fc.constantFrom(...refs.frequencies),
    topics: fc.subarray(refs.topics),
    tags: fc.subarray(WORDS),
  });

const operationsArb = () =>
  fc
    .record(
      {
        license: fc.record({
          field: fc.constant('license'),
          op: fc.constant('set'),
          value: fc.constantFrom(null, ...refs.licenses),
        }),
        update_frequency: fc.record({
          field: fc.constant('update_frequency'),
          op: fc.constant('set'),
          value: fc.constantFrom(...refs.frequencies),
        }),
        topics: fc.record({
          field: fc.constant('topics'),
          op: fc.constantFrom('set', 'add'),
          value: fc.subarray(refs.topics, { minLength: 1 }),
        }),
        keywords: fc.record({
          field: fc.constant('keywords'),
          op: fc.constantFrom('set', 'add'),
          value: fc.subarray(WORDS, { minLength: 1 }),
        }),
      },
      { requiredKeys: [] },
    )
    .map((ops) => Object.values(ops))
    .filter((ops) => ops.length > 0);

/** A starting table: each dataset of the pool with random values, and a random selection of them. */
const scenarioArb = () =>
  fc.record({
    values: fc.array(valuesArb(), { minLength: pool.length, maxLength: pool.length }),
    selected: fc.subarray([0, 1, 2, 3, 4], { minLength: 1 }),
    operations: operationsArb(),
  });

async function prepare(values: BulkValues[]) {
  for (const [index, id] of pool.entries()) await setValues(kit, id, values[index] as BulkValues);
}

const post = <T>(path: string, json?: unknown) =>
  kit.f.client('producteur').request<T>('POST', `/fr/dataset/bulk-edits/${path}`, json ? { json } : {});

interface Item {
  id: number;
  changes: { field: string; before: string | null; after: string | null }[];
}
interface Preview {
  changed: number;
  unchanged: number;
  items: Item[];
}
interface Batch {
  id: number;
  items: Item[];
}

const byId = (items: Item[]) => [...items].sort((a, b) => a.id - b.id);

describe('bulk edit properties', () => {
  test('the preview names exactly the datasets and changes the apply makes', async () => {
    await fc.assert(
      fc.asyncProperty(scenarioArb(), async ({ values, selected, operations }) => {
        await prepare(values);
        const ids = selected.map((index) => pool[index] as number);
        const body = { selection: { ids }, operations };
        const before = await valuesOf(kit, pool);
        const preview = await post<Preview>('preview/', body);
        expect(preview.status).toBe(200);
        const applied = await post<Batch>('', body);
        expect(applied.status).toBe(201);
        const after = await valuesOf(kit, pool);
        const changedInTable = pool.filter(
          (id) => JSON.stringify(before.get(id)) !== JSON.stringify(after.get(id)),
        );
        expect(byId(preview.body.items).map((item) => item.id)).toEqual(
          [...changedInTable].sort((a, b) => a - b),
        );
        expect(preview.body.changed).toBe(changedInTable.length);
        expect(preview.body.unchanged).toBe(ids.length - changedInTable.length);
        expect(byId(applied.body.items)).toEqual(byId(preview.body.items));
        // Each change named is a field whose stored value changed, and no other changed.
        for (const item of preview.body.items) {
          const field = (name: string) => (name === 'tags' ? 'tags' : name) as BulkField;
          const changedFields = (['license', 'update_frequency', 'topics', 'tags'] as BulkField[]).filter(
            (f) => JSON.stringify(before.get(item.id)?.[f]) !== JSON.stringify(after.get(item.id)?.[f]),
          );
          expect(item.changes.map((change) => field(change.field)).sort()).toEqual(changedFields.sort());
        }
      }),
      { numRuns: 15 },
    );
  });

  test('undo restores every dataset nobody touched since, and keeps a field changed in between', async () => {
    await fc.assert(
      fc.asyncProperty(
        scenarioArb(),
        fc.array(fc.boolean(), { minLength: 5, maxLength: 5 }),
        async (s, touch) => {
          await prepare(s.values);
          const ids = s.selected.map((index) => pool[index] as number);
          const before = await valuesOf(kit, pool);
          const applied = await post<Batch>('', { selection: { ids }, operations: s.operations });
          expect(applied.status).toBe(201);
          const afterApply = await valuesOf(kit, pool);
          // Someone changes one field of the batch on some of the datasets it changed.
          const touched = new Map<number, [BulkField, unknown]>();
          for (const item of applied.body.items) {
            if (!touch[pool.indexOf(item.id)]) continue;
            const current = afterApply.get(item.id) as BulkValues;
            const field = (item.changes[0]?.field ?? 'tags') as BulkField;
            const changed: BulkValues = { ...current };
            if (field === 'tags') changed.tags = [...current.tags, 'entre-temps'];
            if (field === 'topics') changed.topics = [];
            if (field === 'license')
              changed.license = current.license === null ? (refs.licenses[0] ?? null) : null;
            if (field === 'update_frequency')
              changed.update_frequency = refs.frequencies.find((f) => f !== current.update_frequency) ?? null;
            await setValues(kit, item.id, changed);
            touched.set(item.id, [field, changed[field]]);
          }
          const undone = await post<{ restored: number; kept: number }>(`${applied.body.id}/undo/`);
          expect(undone.status).toBe(200);
          expect(undone.body.kept).toBe(touched.size);
          const afterUndo = await valuesOf(kit, pool);
          for (const id of pool) {
            const hit = touched.get(id);
            if (!hit) {
              expect(afterUndo.get(id)).toEqual(before.get(id));
              continue;
            }
            const [field, value] = hit;
            expect(afterUndo.get(id)?.[field]).toEqual(value);
            const others = { ...before.get(id), [field]: value };
            expect(afterUndo.get(id)).toEqual(others);
          }
        },
      ),
      { numRuns: 15 },
    );
  });
});
