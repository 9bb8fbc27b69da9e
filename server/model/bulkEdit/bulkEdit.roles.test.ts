import { describe, expect, test } from 'vitest';
import { unique } from '../../../tests/contract/support/fixtures.ts';
import { startKit } from '../attention/testing/testKit.ts';
import { references, valuesOf } from './testing/testKit.ts';

// Who may bulk-edit what (issue 33, part 4): a crafted request reaches nothing the person may not change.

const kit = startKit();

type Account = 'admin' | 'gestionnaire' | 'producteur' | 'visiteur';
const call = <T = Record<string, unknown>>(as: Account, path: string, json?: unknown, locale = 'fr') =>
  kit.f.client(as).request<T>('POST', `/${locale}/dataset/bulk-edits/${path}`, json ? { json } : {});

const keyword = (value: string) => [{ field: 'keywords', op: 'add', value: [value] }];
const batches = async () =>
  (await kit.server.app.db.query<{ n: number }>('select count(*)::int as n from bulk_edit'))[0]?.n;

/** A dataset of `group` named `name` (through the API, so a save with its version as any other). */
async function dataset(group: number, name: string): Promise<number> {
  const answer = await kit.f.admin.request<{ id: number }>('POST', '/fr/dataset/datasets/', {
    json: kit.f.datasetBody(group, name),
  });
  expect(answer.status).toBe(201);
  return answer.body.id;
}

describe('bulk edit roles', () => {
  test('a producteur naming another organisation’s dataset is refused and nothing changes', async () => {
    const own = (await kit.f.dataset()).id;
    const other = kit.f.ids.ctgPrivateDataset;
    const before = await valuesOf(kit, [own, other]);
    const count = await batches();
    const body = { selection: { ids: [own, other] }, operations: keyword('pirate') };
    expect((await call('producteur', 'preview/', body)).status).toBe(403);
    expect((await call('producteur', '', body)).status).toBe(403);
    expect(await valuesOf(kit, [own, other])).toEqual(before);
    expect(await batches()).toBe(count);
    expect(
      (await call('producteur', '', { selection: { ids: [own, 99_999_999] }, operations: keyword('x') }))
        .status,
    ).toBe(404);
  });

  test('selected by the list’s filters, the datasets the producteur may only see are counted and left alone', async () => {
    const name = unique('Lot filtré');
    const own = await dataset(kit.f.ids.cacl, `${name} CACL`);
    const other = await dataset(kit.f.ids.ctg, `${name} CTG`);
    // Readable by everyone, changeable by the CTG only.
    await kit.server.app.db.query(`update dataset set default_permission_level = 'search' where id = $1`, [
      other,
    ]);
    const before = await valuesOf(kit, [other]);
    const body = { selection: { filters: { search: name } }, operations: keyword('filtré') };
    const preview = await call('producteur', 'preview/', body);
    expect(preview.body).toMatchObject({ matched: 2, read_only: 1, changed: 1, unchanged: 0 });
    const applied = await call<{ id: number; changed: number; items: { id: number }[] }>(
      'producteur',
      '',
      body,
    );
    expect(applied.status).toBe(201);
    expect(applied.body.items.map((item) => item.id)).toEqual([own]);
    expect(await valuesOf(kit, [other])).toEqual(before);
    expect((await valuesOf(kit, [own])).get(own)?.tags).toContain('filtré');
  });

  test('a member with no data role may not preview, apply or list', async () => {
    const own = (await kit.f.dataset()).id;
    const body = { selection: { ids: [own] }, operations: keyword('v') };
    expect((await call('visiteur', 'preview/', body)).status).toBe(403);
    expect((await call('visiteur', '', body)).status).toBe(403);
    expect((await kit.f.client('visiteur').request('GET', '/fr/dataset/bulk-edits/')).status).toBe(403);
  });

  test('another person’s batch is not found; its author undoes it once; an undone batch says so in the request’s language', async () => {
    const own = (await kit.f.dataset()).id;
    const applied = await call<{ id: number }>('producteur', '', {
      selection: { ids: [own] },
      operations: keyword('annulable'),
    });
    const id = applied.body.id;
    expect((await call('gestionnaire', `${id}/undo/`)).status).toBe(404);
    expect((await kit.f.client('gestionnaire').request('GET', `/fr/dataset/bulk-edits/${id}/`)).status).toBe(
      404,
    );
    const list = await kit.f
      .client('gestionnaire')
      .request<{ results: { id: number }[] }>('GET', '/fr/dataset/bulk-edits/');
    expect(list.body.results.map((batch) => batch.id)).not.toContain(id);
    const mine = await kit.f
      .client('producteur')
      .request<{ results: { id: number; can_undo: boolean }[] }>('GET', '/fr/dataset/bulk-edits/');
    expect(mine.body.results[0]).toMatchObject({ id, can_undo: true });
    const undone = await call('producteur', `${id}/undo/`);
    expect(undone.body).toMatchObject({ restored: 1, kept: 0, batch: { id, can_undo: false } });
    const again = await call('producteur', `${id}/undo/`, undefined, 'en');
    expect(again.status).toBe(400);
    expect(again.body).toEqual({
      code: 'bulk_edit_undone',
      detail: 'This bulk edit has already been undone.',
    });
    const activity = await kit.server.app.db.query<{ action: string; version_id: number | null }>(
      'select action, version_id from activity where bulk_edit_id = $1 order by id',
      [id],
    );
    expect(activity.map((a) => a.action)).toEqual(['bulk_edited', 'bulk_edit_undone']);
    expect(activity.every((a) => a.version_id !== null)).toBe(true);
  });

  test('an undo is refused when a dataset of the batch is no longer the person’s, and changes nothing', async () => {
    const own = (await kit.f.dataset()).id;
    const applied = await call<{ id: number }>('producteur', '', {
      selection: { ids: [own] },
      operations: keyword('déplacé'),
    });
    await kit.server.app.db.query('update dataset set usergroup_id = $1 where id = $2', [kit.f.ids.ctg, own]);
    const before = await valuesOf(kit, [own]);
    expect((await call('producteur', `${applied.body.id}/undo/`)).status).toBe(403);
    expect(await valuesOf(kit, [own])).toEqual(before);
    // The superuser may.
    expect((await call('admin', `${applied.body.id}/undo/`)).status).toBe(200);
  });

  test('operations are checked, in the request’s language', async () => {
    const own = (await kit.f.dataset()).id;
    const refs = await references(kit);
    const selection = { ids: [own] };
    const unknownLicence = await call(
      'producteur',
      'preview/',
      { selection, operations: [{ field: 'license', op: 'set', value: 99_999 }] },
      'en',
    );
    expect(unknownLicence.status).toBe(400);
    expect(unknownLicence.body).toEqual({
      code: 'bulk_edit_unknown_reference',
      operations: ['"license": 99999 is not in the reference list.'],
    });
    const addLicence = await call(
      'producteur',
      'preview/',
      { selection, operations: [{ field: 'license', op: 'add', value: refs.licenses[0] }] },
      'it',
    );
    expect(addLicence.body).toMatchObject({ code: 'bulk_edit_op' });
    expect(String((addLicence.body.operations as string[])[0])).toContain('è possibile solo');
    const twice = await call('producteur', 'preview/', {
      selection,
      operations: [...keyword('a'), ...keyword('b')],
    });
    expect(twice.body).toMatchObject({ code: 'bulk_edit_field_repeated' });
    const blank = await call('producteur', 'preview/', {
      selection,
      operations: [{ field: 'keywords', op: 'set', value: ['  '] }],
    });
    expect(blank.body).toMatchObject({ code: 'bulk_edit_value' });
    const clearFrequency = await call('producteur', 'preview/', {
      selection,
      operations: [{ field: 'update_frequency', op: 'set', value: null }],
    });
    expect(clearFrequency.body).toMatchObject({ code: 'bulk_edit_value' });
  });

  test('the preview names references by the label of their own list (ids are numbered per list)', async () => {
    const own = (await kit.f.dataset()).id;
    const refs = await references(kit);
    const licence = refs.licenses[0] as number;
    const [label] = await kit.server.app.db.query<{ label: string }>(
      `select label from reference_item where list = 'license' and id = $1`,
      [licence],
    );
    const preview = await call<{ items: { changes: { field: string; after: string | null }[] }[] }>(
      'producteur',
      'preview/',
      {
        selection: { ids: [own] },
        operations: [{ field: 'license', op: 'set', value: licence }],
      },
    );
    expect(preview.body.items[0]?.changes).toEqual([{ field: 'license', before: null, after: label?.label }]);
  });

  test('more than 10,000 datasets are refused, in the request’s language', async () => {
    const name = unique('Très grand lot');
    await kit.server.app.db.query(
      `insert into dataset (display_name, codename, description, usergroup_id, publication_date, last_update_date)
       select $1 || ' ' || n, 'grand-lot-' || n || '-' || $2, '', $3, '2025-01-01', '2025-01-01'
       from generate_series(1, 10001) n`,
      [name, Date.now(), kit.f.ids.cacl],
    );
    const answer = await call(
      'admin',
      '',
      { selection: { filters: { search: name } }, operations: keyword('trop') },
      'en',
    );
    expect(answer.status).toBe(400);
    expect(answer.body).toEqual({
      code: 'bulk_edit_too_large',
      selection: ['A bulk edit changes at most 10,000 datasets: narrow the selection.'],
    });
  });

  test('the list’s filters select as the list does: publish=false edits the unpublished only', async () => {
    const name = unique('Lot publication');
    const published = await dataset(kit.f.ids.cacl, `${name} publié`);
    const unpublished = await dataset(kit.f.ids.cacl, `${name} dépublié`);
    await kit.server.app.db.query('update dataset set publish = false where id = $1', [unpublished]);
    const filters = { search: name, publish: 'false' };
    const list = await kit.f
      .client('producteur')
      .request<{ results: { id: number }[] }>('GET', '/fr/dataset/datasets/', { query: filters });
    expect(list.body.results.map((row) => row.id)).toEqual([unpublished]);
    const preview = await call('producteur', 'preview/', {
      selection: { filters },
      operations: keyword('dépublié'),
    });
    expect(preview.body).toMatchObject({ matched: 1, changed: 1 });
    const before = await valuesOf(kit, [published]);
    expect(
      (await call('producteur', '', { selection: { filters }, operations: keyword('dépublié') })).status,
    ).toBe(201);
    expect(await valuesOf(kit, [published])).toEqual(before);
  });

  test('a filter the list would refuse is refused in the request’s language, not an error of the server', async () => {
    for (const filters of [{ usergroup_id: 'abc' }, { topics: '1,,2' }, { publish: 'maybe' }]) {
      const answer = await call<Record<string, unknown>>(
        'producteur',
        'preview/',
        { selection: { filters }, operations: keyword('x') },
        'en',
      );
      expect(answer.status).toBe(400);
      expect(JSON.stringify(answer.body)).toMatch(/selection/);
    }
  });
});
