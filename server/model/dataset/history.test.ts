import fc from 'fast-check';
import { describe, expect, test } from 'vitest';
import type { components } from '../../../contract/schema.gen.ts';
import { clientFor } from '../../../tests/contract/support/server.ts';
import { startKit } from '../attention/testing/testKit.ts';

// The dataset history (issue 33, part 2): each save's changes, and restoring a version as a save.

type ActivityEntry = components['schemas']['ActivityEntry'];
type Dataset = components['schemas']['Dataset'];

const kit = startKit();

async function licence(label: string): Promise<number> {
  const [row] = await kit.server.app.db.query<{ id: number }>(
    `select id from reference_item where list = 'license' and label = $1`,
    [label],
  );
  if (!row) throw new Error(`no licence ${label}`);
  return row.id;
}

async function history(id: number, locale = 'fr', account: 'admin' | 'visiteur' = 'admin') {
  const answer = await kit.f
    .client(account)
    .request<{ results: ActivityEntry[] }>('GET', `/${locale}/dataset/datasets/${id}/activity/`, {
      query: { page_size: 100 },
    });
  expect(answer.status).toBe(200);
  return answer.body.results;
}

async function read(id: number): Promise<Dataset> {
  const answer = await kit.f.client('admin').request<Dataset>('GET', `/fr/dataset/datasets/${id}/`);
  expect(answer.status).toBe(200);
  return answer.body;
}

async function save(id: number, method: 'PUT' | 'PATCH', json: Record<string, unknown>): Promise<Dataset> {
  const current = await read(id);
  const answer = await kit.f.client('admin').request<Dataset>(method, `/fr/dataset/datasets/${id}/`, {
    json,
    headers: { 'if-match': current.last_modified ?? '' },
  });
  expect(answer.status, answer.text).toBe(200);
  return answer.body;
}

const restore = (id: number, version: number, lastModified: string, account = 'admin', locale = 'fr') =>
  kit.f
    .client(account as 'admin')
    .request<Dataset>('POST', `/${locale}/dataset/datasets/${id}/versions/${version}/restore/`, {
      headers: { 'if-match': lastModified },
    });

async function snapshotOfVersion(version: number) {
  const [row] = await kit.server.app.db.query<{ snapshot: Record<string, unknown> }>(
    'select snapshot from dataset_version where id = $1',
    [version],
  );
  return row?.snapshot;
}

async function latestSnapshot(id: number) {
  const [row] = await kit.server.app.db.query<{ snapshot: Record<string, unknown> }>(
    'select snapshot from dataset_version where dataset_id = $1 order by id desc limit 1',
    [id],
  );
  return row?.snapshot;
}

describe('dataset history', () => {
  test('a PUT and a PATCH show which fields changed, from what to what, in the request’s language', async () => {
    const { id } = await kit.f.dataset();
    const body = { ...kit.f.datasetBody(), display_name: (await read(id)).display_name };
    const cc0 = await licence('Creative Commons Zero (CC0 1.0)');
    const open = await licence('Licence Ouverte / Open Licence version 2.0');
    await save(id, 'PUT', {
      ...body,
      description: '<p>Les <strong>arrêts</strong> de bus.</p>',
      license: cc0,
    });
    await save(id, 'PATCH', { license: open, tags: ['test', 'contrat', 'bus'] });
    const [patch, put, created] = await history(id);
    expect(patch).toMatchObject({ action: 'updated', bulk_edit: null });
    expect(patch?.changes).toEqual([
      { field: 'tags', before: 'test, contrat', after: 'test, contrat, bus', added: ['bus'], removed: [] },
      {
        field: 'license',
        before: 'Creative Commons Zero (CC0 1.0)',
        after: 'Licence Ouverte / Open Licence version 2.0',
      },
    ]);
    expect(put?.changes).toEqual([
      {
        field: 'description',
        before: 'Jeu de données créé par les tests de contrat.',
        after: 'Les arrêts de bus.',
      },
      { field: 'license', before: null, after: 'Creative Commons Zero (CC0 1.0)' },
    ]);
    expect(created?.action).toBe('created');
    expect(created?.changes?.map((change) => change.field)).toContain('display_name');
    const [english] = await history(id, 'en');
    expect(english?.changes?.[1]).toEqual({
      field: 'license',
      before: 'Creative Commons Zero (CC0 1.0)',
      after: 'Open Licence version 2.0 (Licence Ouverte)',
    });
    // Whoever sees the dataset reads its history (values they can already read on the dataset).
    expect((await history(id, 'fr', 'visiteur'))[0]?.changes).toEqual(patch?.changes);
  });

  test('a first version kept by a later save shows no changes; an entry without a save has no version', async () => {
    const { caclDataset } = kit.f.ids;
    await save(caclDataset, 'PATCH', { vintage_year: 2031 });
    const entries = await history(caclDataset);
    expect(entries[0]).toMatchObject({
      action: 'updated',
      changes: [{ field: 'vintage_year', after: '2031' }],
    });
    for (const entry of entries.slice(1)) {
      if (entry.version === null) expect(entry.changes).toEqual([]);
    }
    expect(entries.some((entry) => entry.version === null)).toBe(true);
  });

  test('restoring brings the values back, as a save of its own with its changes in the history', async () => {
    const { id } = await kit.f.dataset();
    const [created] = await history(id);
    const before = await read(id);
    const edited = await save(id, 'PATCH', { description: '<p>Autre texte</p>', tags: ['autre'] });
    const answer = await restore(id, created?.version ?? 0, edited.last_modified ?? '');
    expect(answer.status, answer.text).toBe(200);
    expect(answer.body.description).toBe(before.description);
    expect(answer.body.tags).toEqual(before.tags);
    const [restored] = await history(id);
    expect(restored).toMatchObject({ action: 'restored' });
    expect(restored?.description).toMatch(/^Version du \d{4}-\d{2}-\d{2} \d{2}:\d{2} UTC restaurée\.$/);
    expect(restored?.changes).toEqual([
      { field: 'description', before: 'Autre texte', after: 'Jeu de données créé par les tests de contrat.' },
      {
        field: 'tags',
        before: 'autre',
        after: 'test, contrat',
        added: ['test', 'contrat'],
        removed: ['autre'],
      },
    ]);
    const [english] = await history(id, 'en');
    expect(english?.description).toMatch(/^Version of \d{4}-\d{2}-\d{2} \d{2}:\d{2} UTC restored\.$/);
    expect(restored?.version).not.toBe(created?.version);
  });

  test('an entry of a bulk edit names it, and says whether the reader may undo it', async () => {
    const { id } = await kit.f.dataset();
    const db = kit.server.app.db;
    const [batch] = await db.query<{ id: number }>(
      `insert into bulk_edit (user_id, operations, dataset_count) values ($1, '[]', 1) returning id`,
      [kit.f.ids.users.producteur],
    );
    await db.query(
      `insert into activity (dataset_id, user_id, action, description, bulk_edit_id)
       values ($1, $2, 'bulk_edited', 'Mise à jour des métadonnées.', $3)`,
      [id, kit.f.ids.users.producteur, batch?.id],
    );
    const [mine] = (
      await kit.f
        .client('producteur')
        .request<{ results: ActivityEntry[] }>('GET', `/fr/dataset/datasets/${id}/activity/`)
    ).body.results;
    expect(mine).toMatchObject({ action: 'bulk_edited', version: null, changes: [] });
    expect(mine?.bulk_edit).toEqual({ id: batch?.id, undone: false, can_undo: true });
    expect((await history(id, 'fr', 'visiteur'))[0]?.bulk_edit).toEqual({
      id: batch?.id,
      undone: false,
      can_undo: false,
    });
    expect((await history(id))[0]?.bulk_edit).toMatchObject({ can_undo: true });
    await db.query('update bulk_edit set undone_at = now() where id = $1', [batch?.id]);
    expect((await history(id))[0]?.bulk_edit).toEqual({ id: batch?.id, undone: true, can_undo: false });
  });

  test('a stale If-Match answers 412 and changes nothing', async () => {
    const { id, last_modified } = await kit.f.dataset();
    const [created] = await history(id);
    await save(id, 'PATCH', { vintage_year: 2020 });
    const answer = await restore(id, created?.version ?? 0, last_modified);
    expect(answer.status).toBe(412);
    expect(answer.body).toMatchObject({ code: 'stale' });
    expect((await history(id))[0]?.action).toBe('updated');
  });

  test('404 for a missing dataset, or a version of another dataset; 403 for whom may not change it', async () => {
    const first = await kit.f.dataset();
    const other = await kit.f.dataset();
    const [otherVersion] = await history(other.id);
    const [version] = await history(first.id);
    expect((await restore(first.id, otherVersion?.version ?? 0, first.last_modified)).status).toBe(404);
    expect((await restore(999_999, version?.version ?? 0, first.last_modified)).status).toBe(404);
    expect((await restore(first.id, 999_999, first.last_modified)).status).toBe(404);
    expect((await restore(first.id, version?.version ?? 0, first.last_modified, 'visiteur')).status).toBe(
      403,
    );
    const forbidden = await kit.ctgProducteur.request(
      'POST',
      `/en/dataset/datasets/${first.id}/versions/${version?.version}/restore/`,
      { headers: { 'if-match': first.last_modified } },
    );
    expect(forbidden.status).toBe(403);
    const sjoseph = await clientFor(kit.server, 'sjoseph');
    const refused = await sjoseph.request(
      'POST',
      `/fr/dataset/datasets/${first.id}/versions/${version?.version}/restore/`,
      { headers: { 'if-match': first.last_modified } },
    );
    expect(refused.status).toBe(403);
    expect((await history(first.id))[0]?.action).toBe('created');
  });

  test('a version whose values no longer pass the PUT’s rules is refused in the request’s language', async () => {
    const { id } = await kit.f.dataset();
    const [created] = await history(id);
    const version = created?.version ?? 0;
    await kit.server.app.db.query(
      `update dataset_version set snapshot = jsonb_set(snapshot, '{license}', '987654') where id = $1`,
      [version],
    );
    const current = await read(id);
    const answer = await restore(id, version, current.last_modified ?? '', 'admin', 'en');
    expect(answer.status).toBe(400);
    expect(JSON.stringify(answer.body)).toMatch(/license/);
  });

  test('after random successive saves, restoring version k makes the dataset as version k left it', async () => {
    const licences = await kit.server.app.db.query<{ id: number }>(
      `select id from reference_item where list = 'license' order by id`,
    );
    const edit = fc.record(
      {
        display_name: fc.stringMatching(/^[A-Za-z][A-Za-z ]{0,20}$/),
        description: fc.constantFrom('<p>Un</p>', '<p>Deux <em>mots</em></p>', 'Texte simple'),
        license: fc.constantFrom(null, ...licences.map((row) => row.id)),
        tags: fc.uniqueArray(fc.constantFrom('bus', 'tram', 'vélo', 'eau'), { maxLength: 3 }),
        vintage_year: fc.constantFrom(null, 2019, 2024),
      },
      { requiredKeys: [] },
    );
    await fc.assert(
      fc.asyncProperty(fc.array(edit, { minLength: 1, maxLength: 4 }), fc.nat(), async (edits, pick) => {
        const { id } = await kit.f.dataset();
        for (const changes of edits) await save(id, 'PATCH', changes);
        const versions = (await history(id)).flatMap((entry) => (entry.version ? [entry.version] : []));
        const k = versions[pick % versions.length] ?? 0;
        const current = await read(id);
        const answer = await restore(id, k, current.last_modified ?? '');
        expect(answer.status, answer.text).toBe(200);
        expect(await latestSnapshot(id)).toEqual(await snapshotOfVersion(k));
      }),
      { numRuns: 12 },
    );
  });
});
