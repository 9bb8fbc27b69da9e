import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { Fixtures, unique } from '../support/fixtures.ts';
import { type Client, contractDrifts, startServer, type TestServer } from '../support/server.ts';

// Findings of the security audit of 2026-12-06 on datasets (/work/shared/audits/security-2026-12-06.md):
// T3-A1 (a restore brings back the old access level), T3-L1 (bulk edits and restores past the
// contract's bounds), T3-L4 (a bulk edit holds the embedded database for the whole batch).

let server: TestServer;
let f: Fixtures;
let producteur: Client;

beforeAll(async () => {
  server = await startServer();
  f = await Fixtures.create(server);
  producteur = f.client('producteur');
}, 60_000);

afterAll(async () => {
  expect(contractDrifts(server)).toEqual([]);
  await server?.close();
});

interface Dataset {
  id: number;
  last_modified: string;
  default_permission_level: string;
  usergroup: number;
  tags: string[];
  display_name: string;
}

/** A CACL dataset created by producteur (who manages the CACL). */
async function ownDataset(extra: Record<string, unknown> = {}): Promise<Dataset> {
  const answer = await producteur.request<Dataset>('POST', '/fr/dataset/datasets/', {
    json: { ...f.datasetBody(f.ids.cacl), ...extra },
  });
  expect(answer.status, answer.text).toBe(201);
  return answer.body;
}

async function read(id: number, client = producteur): Promise<Dataset> {
  const answer = await client.request<Dataset>('GET', `/fr/dataset/datasets/${id}/`);
  expect(answer.status, answer.text).toBe(200);
  return answer.body;
}

/** The version of the dataset's creation, as the history gives it. */
async function creationVersion(id: number): Promise<number> {
  const answer = await producteur.request<{ results: { action: string; version: number | null }[] }>(
    'GET',
    `/fr/dataset/datasets/${id}/activity/`,
    { query: { page_size: 100 } },
  );
  expect(answer.status, answer.text).toBe(200);
  const created = answer.body.results.find((entry) => entry.action === 'created');
  if (!created?.version) throw new Error(`no creation version: ${answer.text}`);
  return created.version;
}

const restore = (client: Client, locale: string, id: number, version: number, ifMatch: string) =>
  client.request<Record<string, unknown>>(
    'POST',
    `/${locale}/dataset/datasets/${id}/versions/${version}/restore/`,
    { headers: { 'if-match': ifMatch } },
  );

describe('T3-A1: a restore leaves the permissions and the organisation as they are now', () => {
  test('T3-A1: a dataset made private stays private when its downloadable creation version is restored', async () => {
    const dataset = await ownDataset({ default_permission_level: 'download', description: 'Avant.' });
    const version = await creationVersion(dataset.id);
    const closed = await producteur.request<Dataset>('PATCH', `/fr/dataset/datasets/${dataset.id}/`, {
      json: { default_permission_level: 'private', description: 'Après.' },
      headers: { 'if-match': dataset.last_modified },
    });
    expect(closed.status, closed.text).toBe(200);
    expect(closed.body.default_permission_level).toBe('private');

    const restored = await restore(producteur, 'fr', dataset.id, version, closed.body.last_modified);
    expect(restored.status, restored.text).toBe(200);
    const now = await read(dataset.id);
    expect(now.default_permission_level).toBe('private');
    // The metadata did come back: the restore happened, only the access level was left alone.
    expect(restored.body.description).toBe('Avant.');
  });

  test('T3-A1: a dataset moved to another organisation stays there when a version of its former one is restored', async () => {
    const dataset = await ownDataset();
    const version = await creationVersion(dataset.id);
    const moved = await f.admin.request<Dataset>('PATCH', `/fr/dataset/datasets/${dataset.id}/`, {
      json: { usergroup: f.ids.ctg },
      headers: { 'if-match': dataset.last_modified },
    });
    expect(moved.status, moved.text).toBe(200);
    const restored = await restore(f.admin, 'fr', dataset.id, version, moved.body.last_modified);
    expect(restored.status, restored.text).toBe(200);
    expect((await read(dataset.id, f.admin)).usergroup).toBe(f.ids.ctg);
  });
});

const keywords = (count: number, prefix = 'mot') => Array.from({ length: count }, (_, i) => `${prefix}-${i}`);

describe('T3-L1: bulk edits and restores keep the contract’s bounds', () => {
  test('T3-L1: adding keywords past 100 is refused by the preview and the apply alike, naming the dataset, and nothing changes', async () => {
    const full = await ownDataset({ tags: keywords(100), display_name: unique('Plein') });
    const roomy = await ownDataset();
    const body = {
      selection: { ids: [full.id, roomy.id] },
      operations: [{ field: 'keywords', op: 'add', value: ['encore-un'] }],
    };
    for (const locale of ['fr', 'en', 'it']) {
      const preview = await producteur.request<{ code: string; operations: string[] }>(
        'POST',
        `/${locale}/dataset/bulk-edits/preview/`,
        { json: body },
      );
      const applied = await producteur.request<{ code: string; operations: string[] }>(
        'POST',
        `/${locale}/dataset/bulk-edits/`,
        { json: body },
      );
      expect(preview.status, preview.text).toBe(400);
      expect(applied.status, applied.text).toBe(400);
      expect(applied.body).toEqual(preview.body);
      expect(applied.body.code).toBe('bulk_edit_too_many_keywords');
      expect(applied.body.operations.join(' ')).toContain(full.display_name);
      expect(applied.body.operations.join(' ')).not.toContain(roomy.display_name);
    }
    const preview = await producteur.request<{ operations: string[] }>(
      'POST',
      '/en/dataset/bulk-edits/preview/',
      { json: body },
    );
    expect(preview.body.operations.join(' ')).toContain('at most 100 keywords');
    expect((await read(full.id)).tags).toHaveLength(100);
    expect((await read(roomy.id)).tags).not.toContain('encore-un');
  });

  test('T3-L1: a keyword a full dataset already has is no change, and the batch passes', async () => {
    const full = await ownDataset({ tags: keywords(100) });
    const answer = await producteur.request<{ changed: number }>('POST', '/fr/dataset/bulk-edits/', {
      json: {
        selection: { ids: [full.id] },
        operations: [{ field: 'keywords', op: 'add', value: ['mot-3'] }],
      },
    });
    expect(answer.status, answer.text).toBe(201);
    expect(answer.body.changed).toBe(0);
  });

  test('T3-L1: restoring a version whose values break today’s bounds answers 400 with field messages in the request’s language', async () => {
    const dataset = await ownDataset();
    const version = await creationVersion(dataset.id);
    // A version as a batch made before the bound left it: 150 keywords.
    await server.app.db.query(
      `update dataset_version set snapshot = jsonb_set(snapshot, '{tags}', $1::jsonb) where id = $2`,
      [JSON.stringify(keywords(150)), version],
    );
    const messages = {
      en: 'Ensure this list has no more than 100 items.',
      fr: 'Assurez-vous que cette liste comporte au plus 100 éléments.',
      it: 'Assicurati che questa lista non contenga più di 100 elementi.',
    };
    for (const [locale, message] of Object.entries(messages)) {
      const answer = await restore(producteur, locale, dataset.id, version, dataset.last_modified);
      expect(answer.status, answer.text).toBe(400);
      expect(answer.body).toEqual({ tags: [message] });
    }
    expect((await read(dataset.id)).tags).toEqual(['test', 'contrat']);
  });
});

/** `count` CACL datasets written directly (the bulk edit is what is tested, not their creation). */
async function manyDatasets(count: number, prefix: string): Promise<number[]> {
  const rows = await server.app.db.query<{ id: number }>(
    `insert into dataset (display_name, description, usergroup_id, publication_date, last_update_date,
       update_frequency, default_permission_level, topics, kinds)
     select $1 || ' ' || lpad(i::text, 4, '0'), '', $2, date '2025-01-01', date '2025-01-01', $3,
            'private', array[$4::int], array[$5::int]
     from generate_series(1, $6::int) as i returning id`,
    [prefix, f.ids.cacl, f.ids.frequency, f.ids.topic, f.ids.kind, count],
  );
  return rows.map((row) => row.id).sort((a, b) => a - b);
}

async function keywordsOf(ids: number[]): Promise<Map<number, string[]>> {
  const rows = await server.app.db.query<{ id: number; tags: string[] }>(
    `select d.id, coalesce((select array_agg(t.name order by dt.position) from dataset_tag dt
       join tag t on t.id = dt.tag_id where dt.dataset_id = d.id), '{}') as tags
     from dataset d where d.id = any($1::int[])`,
    [ids],
  );
  return new Map(rows.map((row) => [row.id, row.tags]));
}

interface Batch {
  id: number;
  changed: number;
  undone_at: string | null;
}

describe('T3-L4: a bulk edit is applied in chunks', () => {
  test('T3-L4: a bulk edit over several chunks changes every dataset, and its undo puts every one back', async () => {
    const prefix = unique('Lot');
    const ids = await manyDatasets(260, prefix);
    const keyword = unique('ajout');
    const applied = await producteur.request<Batch>('POST', '/fr/dataset/bulk-edits/', {
      json: { selection: { ids }, operations: [{ field: 'keywords', op: 'add', value: [keyword] }] },
    });
    expect(applied.status, applied.text).toBe(201);
    expect(applied.body.changed).toBe(ids.length);
    const after = await keywordsOf(ids);
    expect(ids.filter((id) => !after.get(id)?.includes(keyword))).toEqual([]);
    const [recorded] = await server.app.db.query<{ n: number }>(
      'select count(*)::int as n from bulk_edit_dataset where bulk_edit_id = $1',
      [applied.body.id],
    );
    expect(recorded?.n).toBe(ids.length);

    const undone = await producteur.request<{ restored: number; kept: number }>(
      'POST',
      `/fr/dataset/bulk-edits/${applied.body.id}/undo/`,
    );
    expect(undone.status, undone.text).toBe(200);
    expect(undone.body).toMatchObject({ restored: ids.length, kept: 0 });
    const back = await keywordsOf(ids);
    expect(ids.filter((id) => (back.get(id) ?? []).length > 0)).toEqual([]);
  }, 120_000);

  test('T3-L4: other requests are answered while a batch is applied, between its chunks', async () => {
    const ids = await manyDatasets(400, unique('Lot'));
    const [first, last] = [ids[0], ids.at(-1)];
    const keyword = unique('ajout');
    const visiteur = f.client('visiteur');
    const hasKeyword = async (id: number | undefined) => {
      const answer = await visiteur.request<Dataset>('GET', `/fr/dataset/datasets/${id}/`);
      expect(answer.status, answer.text).toBe(200);
      return answer.body.tags.includes(keyword);
    };
    await hasKeyword(first);
    let settled = false;
    const apply = producteur
      .request<Batch>('POST', '/fr/dataset/bulk-edits/', {
        json: { selection: { ids }, operations: [{ field: 'keywords', op: 'add', value: [keyword] }] },
      })
      .finally(() => {
        settled = true;
      });
    // Unrelated reads of the batch's first and last datasets (its first and last chunks) until it
    // answers: the first read with the first dataset changed, then the last one not yet, were both
    // answered part-way through the batch, before its answer (order, not time). In one
    // transaction, both are changed together or not at all.
    let partWay = 0;
    while (!settled) {
      if ((await hasKeyword(first)) && !(await hasKeyword(last))) partWay += 1;
    }
    const applied = await apply;
    expect(applied.status, applied.text).toBe(201);
    expect(applied.body.changed).toBe(ids.length);
    expect(partWay).toBeGreaterThan(0);
  }, 120_000);

  test('T3-L4: a batch stopped by a failure between chunks records exactly what it applied, and its undo puts exactly that back', async () => {
    const prefix = unique('Panne');
    const ids = await manyDatasets(220, prefix);
    const failing = ids[180];
    // A failure in the third chunk: the writes of the chunks before it are committed.
    await server.app.db.exec(
      `create function t3l4_fail() returns trigger language plpgsql as $$
       begin raise exception 'simulated failure'; end $$;
       create trigger t3l4_fail before update on dataset for each row
       when (new.id = ${Number(failing)}) execute function t3l4_fail();`,
    );
    const keyword = unique('ajout');
    try {
      const applied = await producteur.request('POST', '/fr/dataset/bulk-edits/', {
        json: { selection: { ids }, operations: [{ field: 'keywords', op: 'add', value: [keyword] }] },
      });
      expect(applied.status, applied.text).toBe(500);
    } finally {
      await server.app.db.exec('drop trigger t3l4_fail on dataset; drop function t3l4_fail();');
    }
    const changed = [...(await keywordsOf(ids))]
      .filter(([, tags]) => tags.includes(keyword))
      .map(([id]) => id);
    expect(changed.length).toBeGreaterThan(0);
    expect(changed.length).toBeLessThan(ids.length);
    const [batch] = await server.app.db.query<{ id: number; dataset_count: number }>(
      `select b.id, b.dataset_count from bulk_edit b where b.operations::text like $1`,
      [`%${keyword}%`],
    );
    if (!batch) throw new Error('the batch of the applied chunks is not recorded');
    const recorded = await server.app.db.query<{ dataset_id: number }>(
      'select dataset_id from bulk_edit_dataset where bulk_edit_id = $1 order by dataset_id',
      [batch.id],
    );
    expect(recorded.map((row) => row.dataset_id)).toEqual(changed.sort((a, b) => a - b));
    expect(batch.dataset_count).toBe(changed.length);

    const undone = await producteur.request<{ restored: number; kept: number }>(
      'POST',
      `/fr/dataset/bulk-edits/${batch.id}/undo/`,
    );
    expect(undone.status, undone.text).toBe(200);
    expect(undone.body).toMatchObject({ restored: changed.length, kept: 0 });
    const back = await keywordsOf(ids);
    expect(ids.filter((id) => back.get(id)?.includes(keyword))).toEqual([]);
  }, 120_000);

  test('T3-L4: four simultaneous undos of a batch of several chunks: one puts everything back, the others answer 400', async () => {
    const ids = await manyDatasets(180, unique('Double'));
    const keyword = unique('ajout');
    const applied = await producteur.request<Batch>('POST', '/fr/dataset/bulk-edits/', {
      json: { selection: { ids }, operations: [{ field: 'keywords', op: 'add', value: [keyword] }] },
    });
    expect(applied.status, applied.text).toBe(201);
    // A double click, or the same person in two tabs: one undo, not four sharing the datasets.
    const undos = await Promise.all(
      Array.from({ length: 4 }, () =>
        producteur.request<{ restored: number; code?: string }>(
          'POST',
          `/fr/dataset/bulk-edits/${applied.body.id}/undo/`,
        ),
      ),
    );
    expect(undos.map((answer) => answer.status).sort()).toEqual([200, 400, 400, 400]);
    expect(undos.find((answer) => answer.status === 200)?.body.restored).toBe(ids.length);
    for (const refused of undos.filter((answer) => answer.status === 400))
      expect(['bulk_edit_undone', 'bulk_edit_undoing']).toContain(refused.body.code);
    const back = await keywordsOf(ids);
    expect(ids.filter((id) => back.get(id)?.includes(keyword))).toEqual([]);
  }, 120_000);
});
