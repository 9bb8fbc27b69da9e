import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { setApiClient } from '../../api/http';
import type { AttentionEntry, AttentionItem, AttentionReport } from '../../api/taskCare';
import { fakeApi } from '../../api/testing/fakeApi';
import { clearNotifications, getNotifications } from '../../notifications/notificationStore';
import { offerExtensions, resetExtensions } from '../../ui/testing/extensions';
import { renderPanel, routes } from '../../ui/testing/renderPanel';
import { AttentionPanel } from './AttentionPanel';

function anItem(overrides: Partial<AttentionItem>): AttentionItem {
  return {
    kind: 'failed_task',
    since: new Date(Date.now() - 2 * 3600_000).toISOString(),
    display: 'routes.csv',
    detail: null,
    task_id: null,
    dataset_id: null,
    resource_id: null,
    indexer_id: null,
    usergroup_id: null,
    request_type: null,
    expected_seconds: null,
    ...overrides,
  };
}

function anEntry(key: string, display: string, reasons: AttentionItem[], ids: Partial<AttentionEntry> = {}) {
  return {
    key,
    since: reasons[0]?.since ?? null,
    display,
    dataset_id: null,
    indexer_id: null,
    usergroup_id: null,
    reasons,
    ...ids,
  } satisfies AttentionEntry;
}

let report: AttentionReport;
let acknowledged: number[];
/** The entries of every kind, the fake server filtering and paging them as the backend does. */
let entries: AttentionEntry[];

function server() {
  return fakeApi(
    routes({
      'GET /dashboard/attention/': (request) => {
        const query = new URL(request.url).searchParams;
        const kind = query.get('kind');
        const size = Number(query.get('page_size'));
        const page = Number(query.get('page'));
        const matching = entries.filter((entry) =>
          kind
            ? entry.reasons.some((r) => r.kind === kind)
            : entry.reasons.some((r) => !report.folded.includes(r.kind)),
        );
        return {
          body: {
            ...report,
            count: matching.length,
            results: matching.slice((page - 1) * size, page * size),
          },
        };
      },
      'POST /dashboard/task-queue-track/41/acknowledge/': () => {
        acknowledged.push(41);
        entries = entries.filter((entry) => entry.reasons.every((r) => r.task_id !== 41));
        report.counts.failed_task -= 1;
        return { body: {} };
      },
      'POST /dashboard/task-queue-track/43/acknowledge/': () => {
        acknowledged.push(43);
        entries = entries.filter((entry) => entry.reasons.every((r) => r.task_id !== 43));
        return { body: {} };
      },
    }),
  );
}

beforeEach(() => {
  clearNotifications();
  acknowledged = [];
  report = {
    count: 0,
    next: null,
    previous: null,
    folded: ['dataset_without_main_resource'],
    counts: {
      failed_task: 2,
      stuck_task: 1,
      harvester_failed: 1,
      harvester_late: 0,
      dataset_without_main_resource: 1,
      broken_url_resource: 0,
      published_main_resource_failed: 1,
      pending_access_request: 1,
    },
    results: [],
  };
  const hours = (n: number) => new Date(Date.now() - n * 3600_000).toISOString();
  entries = [
    anEntry(
      'dataset:5',
      'Arrêts',
      [
        anItem({ task_id: 41, detail: 'The file is not UTF-8.', dataset_id: 5, since: hours(2) }),
        anItem({
          kind: 'published_main_resource_failed',
          display: 'Arrêts',
          task_id: 41,
          dataset_id: 5,
          since: hours(3),
        }),
      ],
      { dataset_id: 5 },
    ),
    anEntry('task:42', 'big.csv', [
      anItem({ kind: 'stuck_task', task_id: 42, display: 'big.csv', expected_seconds: 120, since: hours(4) }),
    ]),
    anEntry(
      'indexer:8',
      'Portail CKAN',
      [
        anItem({
          kind: 'harvester_failed',
          display: 'Portail CKAN',
          task_id: 43,
          indexer_id: 8,
          usergroup_id: 2,
          since: hours(5),
        }),
        anItem({ task_id: 43, display: 'Portail CKAN', indexer_id: 8, since: hours(5) }),
      ],
      { indexer_id: 8, usergroup_id: 2 },
    ),
    anEntry('request:usergroup', 'Jeanne', [
      anItem({
        kind: 'pending_access_request',
        display: 'Jeanne',
        request_type: 'usergroup',
        since: hours(6),
      }),
    ]),
    anEntry(
      'dataset:9',
      'Sans ressource',
      [
        anItem({
          kind: 'dataset_without_main_resource',
          display: 'Sans ressource',
          dataset_id: 9,
          since: hours(7),
        }),
      ],
      { dataset_id: 9 },
    ),
  ];
});
afterEach(() => {
  setApiClient();
  resetExtensions();
});

describe('AttentionPanel', () => {
  it('lists one entry per object with its reasons, and links each to where it is fixed (audit U8)', async () => {
    offerExtensions({ attention: true });
    server();
    await renderPanel(<AttentionPanel />);
    const panel = screen.getByRole('region', { name: 'Needs attention' });
    const kinds = await within(panel).findByRole('group', { name: 'Kinds of problems' });
    // Four objects listed and one folded: a failed harvest and a dataset under two reasons count once.
    expect(within(kinds).getByRole('button', { name: 'All 4' }).getAttribute('aria-pressed')).toBe('true');
    expect(within(kinds).getByRole('button', { name: 'Failed tasks 2' })).toBeTruthy();
    // A kind with nothing is shown, quiet: not a filter.
    expect(within(kinds).queryByRole('button', { name: /Late harvesters/ })).toBeNull();
    expect(kinds.textContent).toContain('Late harvesters 0');

    const list = within(panel).getByRole('list', { name: 'Entries that need attention' });
    expect(
      within(list)
        .getAllByRole('listitem')
        .filter((li) => li.parentElement === list),
    ).toHaveLength(4);
    const link = (name: string) => within(panel).getByRole('link', { name }).getAttribute('href');
    expect(link('Arrêts')).toBe('/publish/en/data/datasets/5/');
    expect(link('big.csv')).toBe('/publish/en/data/tasks/42/');
    expect(link('Portail CKAN')).toBe('/publish/en/accounts/usergroup/2/indexer/8/');
    // The harvest's failed task is the same problem, in the same entry.
    expect(link('Task 43')).toBe('/publish/en/data/tasks/43/');
    expect(link('Jeanne')).toBe('/publish/en/accounts/#usergroup-requests');
    expect(within(panel).queryByRole('link', { name: 'Sans ressource' })).toBeNull();
    expect(panel.textContent).toContain('Published datasets whose main resource failed');
    expect(panel.textContent).toContain('The file is not UTF-8.');
    expect(panel.textContent).toMatch(/For 2 hours \(since /);
    expect(panel.textContent).toMatch(
      /Probably stuck: running for 4 hours \(since .+\), while such runs take at most 2 minutes\./,
    );
    expect(panel.textContent).toContain('Not listed above: Datasets without a main resource (1).');
    // No acknowledging without the repair extension.
    expect(within(panel).queryByRole('button', { name: /Acknowledge/ })).toBeNull();
  });

  it('lists a folded kind when asked to see it', async () => {
    offerExtensions({ attention: true });
    server();
    const { user } = await renderPanel(<AttentionPanel />);
    await user.click(await screen.findByRole('button', { name: /See them/ }));
    expect(await screen.findByRole('link', { name: 'Sans ressource' })).toBeTruthy();
    expect(screen.queryByRole('link', { name: 'Arrêts' })).toBeNull();
  });

  it('filters the entries by kind', async () => {
    offerExtensions({ attention: true });
    server();
    const { user } = await renderPanel(<AttentionPanel />);
    await user.click(await screen.findByRole('button', { name: 'Probably stuck tasks 1' }));
    await waitFor(() => expect(screen.queryByRole('link', { name: 'Arrêts' })).toBeNull());
    const list = screen.getByRole('list', { name: 'Entries that need attention' });
    expect(within(list).getByRole('link', { name: 'big.csv' })).toBeTruthy();
  });

  it('pages the entries', async () => {
    offerExtensions({ attention: true });
    entries = Array.from({ length: 12 }, (_, n) =>
      anEntry(`task:${n}`, `t${n}.csv`, [anItem({ task_id: 100 + n, display: `t${n}.csv` })]),
    );
    server();
    const { user } = await renderPanel(<AttentionPanel />);
    expect(await screen.findByRole('link', { name: 't0.csv' })).toBeTruthy();
    const pages = screen.getByRole('navigation', { name: 'Pages of what needs attention' });
    expect(pages.textContent).toContain('Page 1 of 2');
    await user.click(within(pages).getByRole('button', { name: 'Next page' }));
    expect(await screen.findByRole('link', { name: 't10.csv' })).toBeTruthy();
    expect(screen.queryByRole('link', { name: 't0.csv' })).toBeNull();
  });

  it('acknowledges a failed task after confirmation, and it leaves the list', async () => {
    offerExtensions({ attention: true, taskRepair: true });
    server();
    const { user } = await renderPanel(<AttentionPanel />);
    await user.click(await screen.findByRole('button', { name: 'Acknowledge Arrêts' }));
    const dialog = await screen.findByRole('dialog', { name: 'Acknowledge the failure of task 41' });
    await user.click(within(dialog).getByRole('button', { name: 'Confirm' }));
    await waitFor(() => expect(screen.queryByRole('link', { name: 'Arrêts' })).toBeNull());
    expect(acknowledged).toEqual([41]);
    expect(getNotifications().map((notification) => notification.lines)).toEqual([
      ['The failure of task 41 is acknowledged'],
    ]);
  });

  it('acknowledges a selection at once (audit U8)', async () => {
    offerExtensions({ attention: true, taskRepair: true });
    server();
    const { user } = await renderPanel(<AttentionPanel />);
    const all = await screen.findByRole('button', { name: 'Acknowledge the selection (0)' });
    expect(all.hasAttribute('disabled')).toBe(true);
    await user.click(screen.getByRole('checkbox', { name: 'Select Arrêts' }));
    await user.click(screen.getByRole('checkbox', { name: 'Select Portail CKAN' }));
    await user.click(screen.getByRole('button', { name: 'Acknowledge the selection (2)' }));
    const dialog = await screen.findByRole('dialog', { name: 'Acknowledge 2 failures' });
    await user.click(within(dialog).getByRole('button', { name: 'Confirm' }));
    await waitFor(() => expect(acknowledged).toEqual([41, 43]));
    await waitFor(() => expect(screen.queryByRole('link', { name: 'Portail CKAN' })).toBeNull());
    expect(getNotifications().map((notification) => notification.lines)).toEqual([
      ['2 failures acknowledged'],
    ]);
  });

  it('puts focus on the entry that took the acknowledged one’s place, not back at the top', async () => {
    offerExtensions({ attention: true, taskRepair: true });
    server();
    const { user } = await renderPanel(<AttentionPanel />);
    await user.click(await screen.findByRole('button', { name: 'Acknowledge Arrêts' }));
    const dialog = await screen.findByRole('dialog', { name: 'Acknowledge the failure of task 41' });
    await user.click(within(dialog).getByRole('button', { name: 'Confirm' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await waitFor(() => expect(document.activeElement).toBe(screen.getByRole('link', { name: 'big.csv' })));
  });

  it('keeps the compact panel to kinds with entries and links to the data hub', async () => {
    offerExtensions({ attention: true });
    server();
    await renderPanel(<AttentionPanel compact linkToDataHub />);
    const kinds = await screen.findByRole('group', { name: 'Kinds of problems' });
    expect(kinds.textContent).not.toContain('Late harvesters');
    expect(
      screen.getByRole('link', { name: 'See everything that needs attention' }).getAttribute('href'),
    ).toBe('/publish/en/data/');
  });

  it('links to the latest tasks below it, so that they are reached without scrolling past it', async () => {
    offerExtensions({ attention: true });
    server();
    await renderPanel(<AttentionPanel latestTasksAnchor="latest-tasks" />);
    expect((await screen.findByRole('link', { name: 'Go to the latest tasks' })).getAttribute('href')).toBe(
      '#latest-tasks',
    );
  });

  it('says when nothing needs attention', async () => {
    offerExtensions({ attention: true });
    entries = [];
    report.counts = {
      failed_task: 0,
      stuck_task: 0,
      harvester_failed: 0,
      harvester_late: 0,
      dataset_without_main_resource: 0,
      broken_url_resource: 0,
      published_main_resource_failed: 0,
      pending_access_request: 0,
    };
    server();
    await renderPanel(<AttentionPanel />);
    expect(await screen.findByText('Nothing needs attention.')).toBeTruthy();
  });

  it('shows nothing and asks nothing when the backend does not offer it', async () => {
    const api = server();
    await renderPanel(<AttentionPanel />);
    expect(screen.queryByRole('region', { name: 'Needs attention' })).toBeNull();
    expect(api.requests).toHaveLength(0);
  });
});
