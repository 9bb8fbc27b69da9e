import { act, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { BulkEdit, BulkEditPreview } from '../../../api/bulkEdits';
import type { Dataset } from '../../../api/datasets';
import { setApiClient } from '../../../api/http';
import { aDataset } from '../../../api/testing/datasetFixtures';
import { fakeApi } from '../../../api/testing/fakeApi';
import { sessionOf } from '../../../auth/session';
import { sessionQueryKey } from '../../../auth/useSession';
import { Table } from '../../../ui/Table';
import { offerExtensions, resetExtensions } from '../../../ui/testing/extensions';
import { renderPanel, routes } from '../../../ui/testing/renderPanel';
import { useBulkEditScreen } from './useBulkEditScreen';

// The dataset list's bulk edit (issue 33): check boxes, selection, dialog with preview, apply and
// undo, and nothing at all without the extension.

const mine = aDataset({ id: 11, display_name: 'Arrêts de bus', usergroup: 2 });
const theirs = aDataset({ id: 12, display_name: 'Routes de la CTG', usergroup: 9 });
const other = aDataset({ id: 13, display_name: 'Pistes cyclables', usergroup: 2 });

const preview: BulkEditPreview = {
  matched: 2,
  read_only: 0,
  changed: 2,
  unchanged: 0,
  items: [
    {
      id: 11,
      display_name: 'Arrêts de bus',
      changes: [{ field: 'tags', before: 'transport', after: 'transport, eau' }],
    },
    {
      id: 13,
      display_name: 'Pistes cyclables',
      changes: [{ field: 'tags', before: 'transport', after: 'transport, eau' }],
    },
  ],
};
const batch: BulkEdit = {
  id: 41,
  created_at: '2026-11-27T10:00:00Z',
  user: null,
  operations: [{ field: 'keywords', op: 'add', value: ['eau'] }],
  changed: 2,
  undone_at: null,
  can_undo: true,
  items: preview.items,
};

function Harness({ rows }: { rows: Dataset[] }) {
  const bulk = useBulkEditScreen({ search: 'bus' }, 3);
  return (
    <>
      {bulk.panel}
      <Table
        caption="Datasets"
        columns={[{ id: 'name', header: 'Name', rowHeader: true, cell: (d: Dataset) => d.display_name }]}
        rows={rows}
        getRowId={(d) => String(d.id)}
        {...(bulk.selection ? { selection: bulk.selection } : {})}
      />
    </>
  );
}

async function renderList() {
  const rendered = await renderPanel(<Harness rows={[mine, theirs, other]} />);
  act(() => {
    rendered.queryClient.setQueryData(
      sessionQueryKey,
      sessionOf({
        id: 3,
        username: 'producteur',
        usergroup_roles: [{ role: 1, usergroup: { id: 2, display_name: 'CACL' } }],
      }),
    );
  });
  return rendered;
}

afterEach(() => {
  setApiClient();
  resetExtensions();
});

describe('bulk edit of the dataset list', () => {
  it('without the extension shows no check box, no bulk edit and sends nothing', async () => {
    const api = fakeApi(routes({}));
    await renderList();
    expect(await screen.findByRole('rowheader', { name: 'Arrêts de bus' })).toBeTruthy();
    expect(screen.queryByRole('checkbox')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Bulk edit' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Recent bulk edits' })).toBeNull();
    expect(api.requests).toEqual([]);
  });

  it('offers a check box on the datasets the person may change, previews, applies and undoes from the notification', async () => {
    offerExtensions({ bulkEdit: true });
    const api = fakeApi(
      routes({
        'GET /dataset/licenses/': { body: [{ id: 1, label: 'ODbL' }] },
        'GET /dataset/update-frequencies/': { body: [{ id: 1, label: 'Annuelle' }] },
        'GET /dataset/topics/': { body: [{ id: 1, label: 'Mobilité' }] },
        'POST /dataset/bulk-edits/preview/': { body: preview },
        'POST /dataset/bulk-edits/': { status: 201, body: batch },
        'POST /dataset/bulk-edits/41/undo/': {
          body: { restored: 2, kept: 0, batch: { ...batch, can_undo: false } },
        },
      }),
    );
    const { user } = await renderList();
    await screen.findByRole('checkbox', { name: 'Select Arrêts de bus' });
    // Another organisation's dataset has no check box: the server would refuse it.
    expect(screen.queryByRole('checkbox', { name: 'Select Routes de la CTG' })).toBeNull();
    const bulk = screen.getByRole('button', { name: 'Bulk edit' });
    expect(bulk.hasAttribute('disabled')).toBe(true);
    await user.click(screen.getByRole('checkbox', { name: 'Select all rows on this page' }));
    expect(screen.getByText('2 selected.')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Select all 3 matching' })).toBeTruthy();
    await user.click(bulk);

    const dialog = await screen.findByRole('dialog', { name: 'Bulk edit of 2 selected datasets' });
    await user.type(within(dialog).getByRole('textbox', { name: 'Value of Keywords' }), 'eau');
    await user.click(within(dialog).getByRole('button', { name: 'Preview' }));
    const changes = await within(dialog).findByRole('list', { name: 'Datasets that will change' });
    expect(within(changes).getAllByText('Keywords: transport → transport, eau')).toHaveLength(2);
    expect(api.last().body).toEqual({
      selection: { ids: [11, 13] },
      operations: [{ field: 'keywords', op: 'add', value: ['eau'] }],
    });
    await user.click(within(dialog).getByRole('button', { name: 'Apply' }));
    expect(await screen.findByText('Bulk edit applied: 2 datasets changed.')).toBeTruthy();
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());

    await user.click(screen.getByRole('button', { name: 'Undo' }));
    expect(await screen.findByText('Bulk edit undone: 2 datasets put back.')).toBeTruthy();
    expect(api.last().url).toBe('/fr/dataset/bulk-edits/41/undo/');
  });

  it('selects all the datasets matching the list’s search and sends its filters', async () => {
    offerExtensions({ bulkEdit: true });
    const api = fakeApi(
      routes({
        'GET /dataset/licenses/': { body: [] },
        'GET /dataset/update-frequencies/': { body: [] },
        'GET /dataset/topics/': { body: [] },
        'POST /dataset/bulk-edits/preview/': {
          status: 400,
          body: { code: 'bulk_edit_too_large', selection: ['Too many.'] },
        },
      }),
    );
    const { user } = await renderList();
    await user.click(await screen.findByRole('checkbox', { name: 'Select Arrêts de bus' }));
    await user.click(screen.getByRole('button', { name: 'Select all 3 matching' }));
    expect(screen.getByText('All 3 matching datasets are selected.')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Bulk edit' }));
    const dialog = await screen.findByRole('dialog', { name: 'Bulk edit of all 3 matching datasets' });
    await user.type(within(dialog).getByRole('textbox', { name: 'Value of Keywords' }), 'eau, air');
    await user.click(within(dialog).getByRole('button', { name: 'Preview' }));
    expect((await within(dialog).findByRole('alert')).textContent).toContain('Too many.');
    expect(api.last().body).toEqual({
      selection: { filters: { search: 'bus' } },
      operations: [{ field: 'keywords', op: 'add', value: ['eau', 'air'] }],
    });
  });

  it('lists the person’s recent batches and undoes one', async () => {
    offerExtensions({ bulkEdit: true });
    const api = fakeApi(
      routes({
        'GET /dataset/bulk-edits/': { body: { count: 1, next: null, previous: null, results: [batch] } },
        'POST /dataset/bulk-edits/41/undo/': {
          body: { restored: 2, kept: 0, batch: { ...batch, can_undo: false } },
        },
      }),
    );
    const { user } = await renderList();
    // Asked for only when opened.
    await user.click(await screen.findByRole('button', { name: 'Recent bulk edits' }));
    const undo = await screen.findByRole('button', { name: /^Undo the bulk edit of / });
    expect(screen.getByText('Arrêts de bus, Pistes cyclables')).toBeTruthy();
    await user.click(undo);
    // The same confirmation as the dataset page's "Undo the whole batch": nothing sent before it.
    const dialog = await screen.findByRole('dialog', { name: 'Undo bulk edit n° 41' });
    expect(dialog.textContent).toContain(
      'Every dataset of the batch gets back the values it had before it, unless someone changed them since.',
    );
    expect(api.requests.filter((r) => r.method === 'POST')).toEqual([]);
    await user.click(within(dialog).getByRole('button', { name: 'Confirm' }));
    expect(await screen.findByText('Bulk edit undone: 2 datasets put back.')).toBeTruthy();
    expect(api.requests.filter((r) => r.method === 'POST').map((r) => r.url)).toEqual([
      '/fr/dataset/bulk-edits/41/undo/',
    ]);
  });

  it('opens each time on one empty operation, even after an apply, and gives the focus back on Cancel', async () => {
    offerExtensions({ bulkEdit: true });
    fakeApi(
      routes({
        'GET /dataset/licenses/': { body: [] },
        'GET /dataset/update-frequencies/': { body: [] },
        'GET /dataset/topics/': { body: [] },
        'POST /dataset/bulk-edits/preview/': { body: preview },
        'POST /dataset/bulk-edits/': { status: 201, body: batch },
      }),
    );
    const { user } = await renderList();
    const openDialog = async () => {
      await user.click(await screen.findByRole('checkbox', { name: 'Select Arrêts de bus' }));
      await user.click(screen.getByRole('button', { name: 'Bulk edit' }));
      return screen.findByRole('dialog', { name: 'Bulk edit of 1 selected dataset' });
    };
    let dialog = await openDialog();
    await user.type(within(dialog).getByRole('textbox', { name: 'Value of Keywords' }), 'eau');
    await user.click(within(dialog).getByRole('button', { name: 'Preview' }));
    await within(dialog).findByRole('list', { name: 'Datasets that will change' });
    await user.click(within(dialog).getByRole('button', { name: 'Apply' }));
    expect(await screen.findByText('Bulk edit applied: 2 datasets changed.')).toBeTruthy();
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await user.click(screen.getByRole('button', { name: 'Dismiss' }));

    // The applied operation does not come back with the next dialog: the machine starts it empty too.
    dialog = await openDialog();
    const value = within(dialog).getByRole('textbox', { name: 'Value of Keywords' }) as HTMLInputElement;
    expect(value.value).toBe('');
    await user.type(value, 'air');
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Bulk edit' }));
    await user.click(screen.getByRole('button', { name: 'Bulk edit' }));
    dialog = await screen.findByRole('dialog', { name: 'Bulk edit of 1 selected dataset' });
    expect(
      (within(dialog).getByRole('textbox', { name: 'Value of Keywords' }) as HTMLInputElement).value,
    ).toBe('');
  });

  it('keeps a selection made while the applied notification stands when the next bulk edit opens', async () => {
    offerExtensions({ bulkEdit: true });
    fakeApi(
      routes({
        'GET /dataset/licenses/': { body: [] },
        'GET /dataset/update-frequencies/': { body: [] },
        'GET /dataset/topics/': { body: [] },
        'POST /dataset/bulk-edits/preview/': { body: preview },
        'POST /dataset/bulk-edits/': { status: 201, body: batch },
      }),
    );
    const { user } = await renderList();
    await user.click(await screen.findByRole('checkbox', { name: 'Select Arrêts de bus' }));
    await user.click(screen.getByRole('button', { name: 'Bulk edit' }));
    const dialog = await screen.findByRole('dialog', { name: 'Bulk edit of 1 selected dataset' });
    await user.type(within(dialog).getByRole('textbox', { name: 'Value of Keywords' }), 'eau');
    await user.click(within(dialog).getByRole('button', { name: 'Preview' }));
    await within(dialog).findByRole('list', { name: 'Datasets that will change' });
    await user.click(within(dialog).getByRole('button', { name: 'Apply' }));
    expect(await screen.findByText('Bulk edit applied: 2 datasets changed.')).toBeTruthy();
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    // The applied batch ended the selection; a new one is made while its notification stands.
    expect((screen.getByRole('checkbox', { name: 'Select Arrêts de bus' }) as HTMLInputElement).checked).toBe(
      false,
    );
    await user.click(screen.getByRole('checkbox', { name: 'Select Arrêts de bus' }));
    await user.click(screen.getByRole('checkbox', { name: 'Select Pistes cyclables' }));
    await user.click(screen.getByRole('button', { name: 'Bulk edit' }));
    expect(await screen.findByRole('dialog', { name: 'Bulk edit of 2 selected datasets' })).toBeTruthy();
    expect(screen.getByText('2 selected.')).toBeTruthy();
  });

  it('lays the operations out in labelled columns, one row per operation', async () => {
    offerExtensions({ bulkEdit: true });
    fakeApi(
      routes({
        'GET /dataset/licenses/': { body: [{ id: 1, label: 'Licence Ouverte / Open Licence version 2.0' }] },
        'GET /dataset/update-frequencies/': { body: [] },
        'GET /dataset/topics/': { body: [] },
      }),
    );
    const { user } = await renderList();
    await user.click(await screen.findByRole('checkbox', { name: 'Select Arrêts de bus' }));
    await user.click(screen.getByRole('button', { name: 'Bulk edit' }));
    const dialog = await screen.findByRole('dialog', { name: 'Bulk edit of 1 selected dataset' });
    await user.click(within(dialog).getByRole('button', { name: 'Add an operation' }));
    const table = within(dialog).getByRole('table', { name: 'Operations' });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((header) => header.textContent),
    ).toEqual(['Field', 'Operation', 'Value', 'Actions']);
    const [, ...rows] = within(table).getAllByRole('row');
    expect(rows).toHaveLength(2);
    for (const row of rows as HTMLElement[]) {
      // Each control of a row is named, its name holding its column's visible label.
      const controls = [...row.querySelectorAll('select, input')];
      expect(controls.map((control) => control.getAttribute('aria-label'))).toEqual([
        expect.stringMatching(/^Field of operation \d$/),
        expect.stringMatching(/^Way of operation \d$/),
        expect.stringMatching(/^Value of /),
      ]);
      expect(within(row).getByRole('button', { name: /^Remove operation / })).toBeTruthy();
    }
  });
});
