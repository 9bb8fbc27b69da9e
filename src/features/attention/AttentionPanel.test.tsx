import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { setApiClient } from '../../api/http';
import type { AttentionItem, AttentionReport } from '../../api/taskCare';
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

let report: AttentionReport;
let acknowledged: number[];

function server() {
  return fakeApi(
    routes({
      'GET /dashboard/attention/': () => ({ body: report }),
      'POST /dashboard/task-queue-track/41/acknowledge/': () => {
        acknowledged.push(41);
        report = { ...report, results: report.results.filter((item) => item.task_id !== 41) };
        report.counts.failed_task = 0;
        return { body: {} };
      },
    }),
  );
}

beforeEach(() => {
  clearNotifications();
  acknowledged = [];
  report = {
    counts: {
      failed_task: 1,
      stuck_task: 1,
      harvester_failed: 1,
      harvester_late: 0,
      dataset_without_main_resource: 1,
      broken_url_resource: 0,
      published_main_resource_failed: 0,
      pending_access_request: 1,
    },
    results: [
      anItem({ task_id: 41, detail: 'The file is not UTF-8.', dataset_id: 5 }),
      anItem({ kind: 'stuck_task', task_id: 42, display: 'big.csv', expected_seconds: 120 }),
      anItem({ kind: 'harvester_failed', display: 'Portail CKAN', indexer_id: 8, usergroup_id: 2 }),
      anItem({ kind: 'dataset_without_main_resource', display: 'Arrêts', dataset_id: 5 }),
      anItem({ kind: 'pending_access_request', display: 'Jeanne', request_type: 'usergroup' }),
    ],
  };
});
afterEach(() => {
  setApiClient();
  resetExtensions();
});

describe('AttentionPanel', () => {
  it('counts each kind and links each entry to where it is fixed', async () => {
    offerExtensions({ attention: true });
    server();
    await renderPanel(<AttentionPanel />);
    const panel = screen.getByRole('region', { name: 'Needs attention' });
    const kinds = await within(panel).findByRole('group', { name: 'Kinds of problems' });
    expect(within(kinds).getByRole('button', { name: 'All 5' }).getAttribute('aria-pressed')).toBe('true');
    expect(within(kinds).getByRole('button', { name: 'Failed tasks 1' })).toBeTruthy();
    // A kind with nothing is shown, quiet: not a filter.
    expect(within(kinds).queryByRole('button', { name: /Late harvesters/ })).toBeNull();
    expect(kinds.textContent).toContain('Late harvesters 0');

    const link = (name: string) => within(panel).getByRole('link', { name }).getAttribute('href');
    expect(link('routes.csv')).toBe('/publish/en/data/tasks/41/');
    expect(link('big.csv')).toBe('/publish/en/data/tasks/42/');
    expect(link('Portail CKAN')).toBe('/publish/en/accounts/usergroup/2/indexer/8/');
    expect(link('Arrêts')).toBe('/publish/en/data/datasets/5/');
    expect(link('Jeanne')).toBe('/publish/en/accounts/#usergroup-requests');
    expect(panel.textContent).toContain('The file is not UTF-8.');
    expect(panel.textContent).toMatch(/For 2 hours \(since /);
    expect(panel.textContent).toMatch(
      /Probably stuck: running for 2 hours \(since .+\), while such runs take at most 2 minutes\./,
    );
    // No acknowledging without the repair extension.
    expect(within(panel).queryByRole('button', { name: /Acknowledge/ })).toBeNull();
  });

  it('filters the entries by kind', async () => {
    offerExtensions({ attention: true });
    server();
    const { user } = await renderPanel(<AttentionPanel />);
    await user.click(await screen.findByRole('button', { name: 'Probably stuck tasks 1' }));
    const entries = screen.getByRole('list', { name: 'Entries that need attention' });
    expect(within(entries).getAllByRole('listitem')).toHaveLength(1);
    expect(within(entries).getByRole('link', { name: 'big.csv' })).toBeTruthy();
  });

  it('acknowledges a failed task after confirmation, and it leaves the list', async () => {
    offerExtensions({ attention: true, taskRepair: true });
    server();
    const { user } = await renderPanel(<AttentionPanel />);
    await user.click(await screen.findByRole('button', { name: 'Acknowledge routes.csv' }));
    const dialog = await screen.findByRole('dialog', { name: 'Acknowledge the failure of task 41' });
    await user.click(within(dialog).getByRole('button', { name: 'Confirm' }));
    await waitFor(() => expect(screen.queryByRole('link', { name: 'routes.csv' })).toBeNull());
    expect(acknowledged).toEqual([41]);
    expect(getNotifications().map((notification) => notification.lines)).toEqual([
      ['The failure of task 41 is acknowledged'],
    ]);
  });

  it('puts focus on the entry that took the acknowledged one’s place, not back at the top', async () => {
    offerExtensions({ attention: true, taskRepair: true });
    server();
    const { user } = await renderPanel(<AttentionPanel />);
    await user.click(await screen.findByRole('button', { name: 'Acknowledge routes.csv' }));
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

  it('says when nothing needs attention', async () => {
    offerExtensions({ attention: true });
    report = {
      counts: { ...report.counts, failed_task: 0, stuck_task: 0, harvester_failed: 0 },
      results: [],
    };
    report.counts.dataset_without_main_resource = 0;
    report.counts.pending_access_request = 0;
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
