import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { ActivityEntry, Dataset } from '../../../../api/datasets';
import { setApiClient } from '../../../../api/http';
import { fakeApi } from '../../../../api/testing/fakeApi';
import { formatDateTime } from '../../../../lib/formatDate';
import { clearNotifications, getNotifications } from '../../../../notifications/notificationStore';
import { offerExtensions, resetExtensions } from '../../../../ui/testing/extensions';
import { renderPanel, routes } from '../../../../ui/testing/renderPanel';
import { ActivityPanel, type HistoryContext } from './ActivityPanel';

// The dataset history (issue 33): changes, restore and bulk edit undo, only where the backend has them.

const author = { id: 1, username: 'admin', first_name: 'Alice', last_name: 'Admin' };
const LAST_MODIFIED = '2024-03-06T09:00:00.000Z';

const entry = (id: number, fields: Partial<ActivityEntry>): ActivityEntry => ({
  id,
  date: `2024-03-0${id}T10:00:00Z`,
  user: author,
  action: 'updated',
  description: `Entry ${id}`,
  version: null,
  changes: [],
  bulk_edit: null,
  ...fields,
});

const ENTRIES = [
  entry(4, {
    version: 40,
    action: 'bulk_edited',
    changes: [{ field: 'license', before: 'ODbL', after: 'Licence Ouverte' }],
    bulk_edit: { id: 7, undone: false, can_undo: true },
  }),
  entry(3, {
    version: 30,
    changes: [
      { field: 'description', before: 'Les arrêts de bus du réseau.', after: 'Les arrêts de car du réseau.' },
      { field: 'license', before: null, after: 'ODbL' },
    ],
  }),
  entry(2, { action: 'published' }),
  entry(1, {
    version: 10,
    action: 'created',
    changes: [{ field: 'display_name', before: null, after: 'Arrêts' }],
  }),
];

let restoreReply: { status: number; body: unknown };

function server() {
  return fakeApi(
    routes({
      'GET /dataset/datasets/5/activity/': {
        body: { count: 4, next: null, previous: null, results: ENTRIES },
      },
      'POST /dataset/datasets/5/versions/30/restore/': () => restoreReply,
      'POST /dataset/bulk-edits/7/undo/': { body: { id: 7, restored: 3, kept: 0 } },
      'GET /dataset/datasets/5/': {
        body: { id: 5, display_name: 'Arrêts', last_modified: '2024-03-08T00:00:00Z' },
      },
    }),
  );
}

const history = (overrides: Partial<HistoryContext> = {}): HistoryContext => ({
  lastModified: LAST_MODIFIED,
  canRestore: true,
  onRestored: () => undefined,
  ...overrides,
});

const row = (name: string) => screen.getByRole('row', { name: new RegExp(name) });

beforeEach(() => {
  clearNotifications();
  restoreReply = {
    status: 200,
    body: { id: 5, display_name: 'Arrêts', last_modified: '2024-03-07T00:00:00Z' },
  };
});
afterEach(() => {
  setApiClient();
  resetExtensions();
});

describe('ActivityPanel with the dataset history', () => {
  it('shows nothing more and asks nothing more when the backend keeps no versions', async () => {
    const api = server();
    await renderPanel(<ActivityPanel datasetId={5} history={history()} />);
    await screen.findByText('Entry 3');
    expect(screen.queryByRole('columnheader', { name: 'Changes' })).toBeNull();
    expect(screen.queryByText(/fields? changed/)).toBeNull();
    expect(screen.queryByRole('button', { name: /Restore|Undo/ })).toBeNull();
    expect(api.requests.map((request) => request.url)).toEqual([
      '/fr/dataset/datasets/5/activity/?page=1&page_size=20',
    ]);
  });

  it('lists the fields each save changed, long texts word by word, marked for screen readers', async () => {
    offerExtensions({ datasetHistory: true });
    const api = server();
    const { user } = await renderPanel(<ActivityPanel datasetId={5} history={history()} />);
    await screen.findByText('Entry 3');
    expect(api.requests).toHaveLength(1);
    await user.click(within(row('Entry 3')).getByRole('button', { name: '2 fields changed' }));
    const terms = within(row('Entry 3'))
      .getAllByRole('term')
      .map((term) => term.textContent);
    expect(terms).toEqual(['Description', 'Licence']);
    const description = within(row('Entry 3')).getAllByRole('definition')[0];
    expect(description?.querySelector('del')?.textContent).toBe('removed: bus');
    expect(description?.querySelector('ins')?.textContent).toBe('added: car');
    expect(within(row('Entry 3')).getAllByRole('definition')[1]?.textContent).toBe('(empty) → ODbL');
    expect(within(row('Entry 4')).getByRole('button', { name: '1 field changed' })).toBeTruthy();
    // An entry that saved nothing shows no changes.
    expect(within(row('Entry 2')).queryByRole('button')).toBeNull();
  });

  it('offers restoring the earlier versions only, and restores with If-Match after confirmation', async () => {
    offerExtensions({ datasetHistory: true });
    const api = server();
    const onRestored = vi.fn<(dataset: Dataset) => void>();
    const { user } = await renderPanel(<ActivityPanel datasetId={5} history={history({ onRestored })} />);
    await screen.findByText('Entry 3');
    // The latest version (entry 4) is the dataset as it is: nothing to restore.
    expect(within(row('Entry 4')).queryByRole('button', { name: 'Restore this version' })).toBeNull();
    expect(within(row('Entry 1')).getByRole('button', { name: 'Restore this version' })).toBeTruthy();
    await user.click(within(row('Entry 3')).getByRole('button', { name: 'Restore this version' }));
    const dialog = await screen.findByRole('dialog', { name: /^Restore the version of / });
    await user.click(within(dialog).getByRole('button', { name: 'Confirm' }));
    await waitFor(() => expect(onRestored).toHaveBeenCalledTimes(1));
    const restore = api.requests.find((request) => request.method === 'POST');
    expect(restore?.url).toBe('/fr/dataset/datasets/5/versions/30/restore/');
    expect(restore?.headers.get('If-Match')).toBe(LAST_MODIFIED);
    expect(onRestored.mock.calls[0]?.[0]).toMatchObject({ last_modified: '2024-03-07T00:00:00Z' });
    await waitFor(() =>
      expect(getNotifications().map((n) => n.lines[0])).toEqual([
        expect.stringMatching(/^The version of .+ is restored$/),
      ]),
    );
  });

  it('keeps the confirmation open with the server’s message when the dataset changed meanwhile', async () => {
    offerExtensions({ datasetHistory: true });
    restoreReply = {
      status: 412,
      body: {
        code: 'stale',
        detail: 'The dataset was modified by someone else: reload it before saving again.',
      },
    };
    server();
    const onRestored = vi.fn<(dataset: Dataset) => void>();
    const { user } = await renderPanel(<ActivityPanel datasetId={5} history={history({ onRestored })} />);
    await screen.findByText('Entry 3');
    await user.click(within(row('Entry 3')).getByRole('button', { name: 'Restore this version' }));
    const dialog = await screen.findByRole('dialog', { name: /^Restore the version of / });
    await user.click(within(dialog).getByRole('button', { name: 'Confirm' }));
    expect(await within(dialog).findByText(/Someone else changed this record in the meantime/)).toBeTruthy();
    expect(onRestored).not.toHaveBeenCalled();
  });

  it('after a refusal because the dataset changed meanwhile, offers Reload in place of Confirm', async () => {
    offerExtensions({ datasetHistory: true });
    restoreReply = {
      status: 412,
      body: { code: 'stale', detail: 'The dataset was modified by someone else.' },
    };
    const api = server();
    const onRestored = vi.fn<(dataset: Dataset) => void>();
    const { user } = await renderPanel(<ActivityPanel datasetId={5} history={history({ onRestored })} />);
    await screen.findByText('Entry 3');
    await user.click(within(row('Entry 3')).getByRole('button', { name: 'Restore this version' }));
    const dialog = await screen.findByRole('dialog', { name: /^Restore the version of / });
    await user.click(within(dialog).getByRole('button', { name: 'Confirm' }));
    const reload = await within(dialog).findByRole('button', { name: 'Reload' });
    // Confirming again would be refused again: the one way forward is to read the dataset again.
    expect(within(dialog).queryByRole('button', { name: 'Confirm' })).toBeNull();
    await user.click(reload);
    await waitFor(() => expect(onRestored).toHaveBeenCalledTimes(1));
    expect(onRestored.mock.calls[0]?.[0]).toMatchObject({ last_modified: '2024-03-08T00:00:00Z' });
    expect(api.requests.filter((request) => request.method === 'POST')).toHaveLength(1);
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('shows the date of a restored version in the person’s time and language, like the other entries', async () => {
    fakeApi(
      routes({
        'GET /dataset/datasets/5/activity/': {
          body: {
            count: 1,
            next: null,
            previous: null,
            results: [
              entry(5, {
                action: 'restored',
                version: 50,
                description: 'Version of 2024-03-03 10:00 UTC restored.',
              }),
            ],
          },
        },
      }),
    );
    await renderPanel(<ActivityPanel datasetId={5} history={history()} />);
    const local = formatDateTime('2024-03-03T10:00:00Z', 'en');
    expect(await screen.findByText(`Version of ${local} restored.`)).toBeTruthy();
    expect(screen.queryByText(/UTC/)).toBeNull();
  });

  it('offers no restore to who may not change the dataset', async () => {
    offerExtensions({ datasetHistory: true });
    server();
    await renderPanel(<ActivityPanel datasetId={5} history={history({ canRestore: false })} />);
    await screen.findByText('Entry 3');
    expect(screen.queryByRole('button', { name: 'Restore this version' })).toBeNull();
  });

  it('names the bulk edit of an entry and undoes the whole batch after confirmation', async () => {
    offerExtensions({ datasetHistory: true });
    const api = server();
    const { user } = await renderPanel(<ActivityPanel datasetId={5} history={history()} />);
    await screen.findByText('Entry 4');
    expect(within(row('Entry 4')).getByText('Part of bulk edit n° 7')).toBeTruthy();
    await user.click(within(row('Entry 4')).getByRole('button', { name: 'Undo the whole batch' }));
    const dialog = await screen.findByRole('dialog', { name: 'Undo bulk edit n° 7' });
    await user.click(within(dialog).getByRole('button', { name: 'Confirm' }));
    await waitFor(() =>
      expect(getNotifications().map((n) => n.lines)).toEqual([['Bulk edit n° 7 is undone']]),
    );
    expect(api.requests.some((r) => r.method === 'POST' && r.url === '/fr/dataset/bulk-edits/7/undo/')).toBe(
      true,
    );
  });

  it('reads keywords as added and removed, and says when a long value is only an excerpt', async () => {
    offerExtensions({ datasetHistory: true });
    const long = entry(9, {
      version: 90,
      changes: [
        {
          field: 'description',
          before: '…un texte très long dont la fin parle de bus…',
          after: '…un texte très long dont la fin parle de car…',
          truncated: true,
        },
        {
          field: 'tags',
          before: 'bus, car',
          after: 'car, tram, vélo',
          added: ['tram', 'vélo'],
          removed: ['bus'],
        },
      ],
    });
    fakeApi(
      routes({
        'GET /dataset/datasets/5/activity/': {
          body: { count: 1, next: null, previous: null, results: [long] },
        },
      }),
    );
    const { user } = await renderPanel(<ActivityPanel datasetId={5} history={history()} />);
    await screen.findByText('Entry 9');
    await user.click(within(row('Entry 9')).getByRole('button', { name: '2 fields changed' }));
    const [description, keywords] = within(row('Entry 9')).getAllByRole('definition');
    expect(description?.querySelector('ins')?.textContent).toBe('added: car');
    expect(description?.textContent).toContain(
      'Shortened: only part of this change is shown (… marks where a value is cut).',
    );
    expect(
      within(keywords as HTMLElement)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Added: tram, vélo', 'Removed: bus']);
    expect(keywords?.textContent).not.toContain('Shortened');
  });
});
