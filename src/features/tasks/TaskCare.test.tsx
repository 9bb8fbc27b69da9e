import { useRouterState } from '@tanstack/react-router';
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { setApiClient } from '../../api/http';
import type { TaskInsight } from '../../api/taskCare';
import type { Task } from '../../api/tasks';
import { aTask } from '../../api/testing/datasetFixtures';
import { fakeApi } from '../../api/testing/fakeApi';
import { clearNotifications, getNotifications } from '../../notifications/notificationStore';
import { offerExtensions, resetExtensions } from '../../ui/testing/extensions';
import { renderPanel, routes } from '../../ui/testing/renderPanel';
import { TaskCare } from './TaskCare';

function anInsight(overrides: Partial<TaskInsight> = {}): TaskInsight {
  return {
    task_id: 41,
    touched: [
      { object_class: 'resource', object_id: 12, display: 'routes.csv', count: null },
      { object_class: 'dataset', object_id: 5, display: 'Arrêts de bus', count: null },
    ],
    blast_radius: [
      {
        object_class: 'dataset',
        object_id: 5,
        display: 'Arrêts de bus',
        effect: 'The dataset has no geographic layer.',
      },
    ],
    estimate: { typical_seconds: 180, samples: 4, similar_size: true, remaining_seconds: null },
    expected_max_seconds: 600,
    stuck_since: null,
    input_size: 2048,
    input_unit: 'bytes',
    completed_steps: ['queued', 'read'],
    resumes_from: 'layer',
    current_step: null,
    rerun_of: 39,
    rerun_by: null,
    can_rerun: true,
    can_stop: false,
    can_acknowledge: true,
    ...overrides,
  };
}

const failed = aTask({ id: 41, status: 'FAILURE', object_class: 'resource', object_id: 12 });
let insight: TaskInsight;
let revoked: Task;

function server() {
  return fakeApi(
    routes({
      'GET /dashboard/task-queue-track/41/insight/': () => ({ body: insight }),
      'POST /dashboard/task-queue-track/41/rerun/': {
        status: 202,
        body: aTask({ id: 52, status: 'PENDING', rerun_of: 41 }),
      },
      'POST /dashboard/task-queue-track/41/revoke/': () => ({ status: 202, body: revoked }),
      'POST /dashboard/task-queue-track/41/acknowledge/': { body: { ...failed, acknowledged: true } },
    }),
  );
}

function Location() {
  return (
    <output aria-label="Location">{useRouterState({ select: (state) => state.location.pathname })}</output>
  );
}

beforeEach(() => {
  clearNotifications();
  insight = anInsight();
  revoked = aTask({ id: 41, status: 'REVOKED' });
});
afterEach(() => {
  setApiClient();
  resetExtensions();
});

describe('TaskCare', () => {
  it('says what a failed task touched, left broken, usually takes, and where a re-run starts', async () => {
    offerExtensions({ taskInsight: true });
    server();
    await renderPanel(<TaskCare task={failed} />);
    const section = await screen.findByRole('region', { name: 'What this task does' });
    expect(within(section).getAllByRole('link', { name: 'Arrêts de bus' })[0]?.getAttribute('href')).toBe(
      '/publish/en/data/datasets/5/',
    );
    expect(section.textContent).toContain('routes.csvResource');
    expect(within(section).getByRole('heading', { name: 'What it left broken' })).toBeTruthy();
    expect(section.textContent).toContain('The dataset has no geographic layer.');
    expect(section.textContent).toContain('Usually takes about 3 minutes.');
    expect(section.textContent).toContain('Based on 4 runs of this action on inputs of a similar size.');
    expect(section.textContent).toContain('A re-run starts at the step "layer".');
    expect(within(section).getByRole('link', { name: 'Re-run of task 39' }).getAttribute('href')).toBe(
      '/publish/en/data/tasks/39/',
    );
    // Without the repair extension, nothing to do.
    expect(screen.queryByRole('button', { name: /Re-run/ })).toBeNull();
  });

  it('says a running task is probably stuck and how long is left', async () => {
    offerExtensions({ taskInsight: true });
    insight = anInsight({
      stuck_since: new Date(Date.now() - 3 * 60_000).toISOString(),
      estimate: { typical_seconds: 60, samples: 3, similar_size: false, remaining_seconds: 0 },
      blast_radius: [],
    });
    server();
    await renderPanel(<TaskCare task={{ ...failed, status: 'STARTED', end_date: null }} />);
    const status = await screen.findByText(/^Probably stuck: running for 3 minutes \(since /);
    expect(status.getAttribute('role')).toBe('status');
    expect(screen.getByText('Usually takes about 1 minute; it is taking longer than usual.')).toBeTruthy();
    expect(screen.getByText('Based on 3 runs of this action on inputs of other sizes.')).toBeTruthy();
  });

  it('re-runs from the failed step after confirmation and opens the new task', async () => {
    offerExtensions({ taskInsight: true, taskRepair: true });
    const api = server();
    const { user } = await renderPanel(
      <>
        <TaskCare task={failed} />
        <Location />
      </>,
    );
    await user.click(await screen.findByRole('button', { name: 'Re-run from the failed step' }));
    const dialog = await screen.findByRole('dialog', { name: 'Re-run task 41 from the failed step' });
    expect(dialog.textContent).toContain('A new task starts at the step "layer"');
    await user.click(within(dialog).getByRole('button', { name: 'Confirm' }));
    await waitFor(() =>
      expect(screen.getByRole('status', { name: 'Location' }).textContent).toBe('/en/data/tasks/52/'),
    );
    expect(api.requests.filter((request) => request.method === 'POST').map((request) => request.url)).toEqual(
      ['/fr/dashboard/task-queue-track/41/rerun/'],
    );
    expect(getNotifications().map((notification) => notification.lines)).toEqual([
      ['Task 52 re-runs task 41'],
    ]);
  });

  it('offers to resume a stopped task, where no step failed (audit U9)', async () => {
    offerExtensions({ taskInsight: true, taskRepair: true });
    server();
    const { user } = await renderPanel(<TaskCare task={{ ...failed, status: 'REVOKED' }} />);
    const section = await screen.findByRole('region', { name: 'What this task does' });
    expect(section.textContent).toContain('Resuming starts at the step "layer".');
    expect(screen.queryByRole('button', { name: 'Re-run from the failed step' })).toBeNull();
    await user.click(await screen.findByRole('button', { name: 'Resume' }));
    const dialog = await screen.findByRole('dialog', { name: 'Resume task 41' });
    expect(dialog.textContent).toContain('A new task starts at the step "layer"');
  });

  it('says which step a running task is at (audit U9)', async () => {
    offerExtensions({ taskInsight: true });
    insight = anInsight({ current_step: 'read', resumes_from: null, blast_radius: [] });
    server();
    await renderPanel(<TaskCare task={{ ...failed, status: 'STARTED', end_date: null }} />);
    const section = await screen.findByRole('region', { name: 'What this task does' });
    expect(section.textContent).toContain('Now at the step "read".');
  });

  it('stops a running task after confirmation', async () => {
    offerExtensions({ taskInsight: true, taskRepair: true });
    insight = anInsight({ can_rerun: false, can_acknowledge: false, can_stop: true });
    revoked = aTask({ id: 41, status: 'STARTED', stop_requested: true });
    server();
    const { user } = await renderPanel(<TaskCare task={{ ...failed, status: 'STARTED' }} />);
    expect(screen.queryByRole('button', { name: 'Re-run from the failed step' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Acknowledge' })).toBeNull();
    await user.click(await screen.findByRole('button', { name: 'Stop' }));
    const dialog = await screen.findByRole('dialog', { name: 'Stop task 41' });
    await user.click(within(dialog).getByRole('button', { name: 'Confirm' }));
    await waitFor(() =>
      expect(getNotifications().map((notification) => notification.lines)).toEqual([
        ['Task 41 stops at its next step'],
      ]),
    );
  });

  it('acknowledges a failed task after confirmation', async () => {
    offerExtensions({ taskInsight: true, taskRepair: true });
    insight = anInsight({ can_rerun: false });
    server();
    const { user } = await renderPanel(<TaskCare task={failed} />);
    await user.click(await screen.findByRole('button', { name: 'Acknowledge' }));
    const dialog = await screen.findByRole('dialog', { name: 'Acknowledge the failure of task 41' });
    await user.click(within(dialog).getByRole('button', { name: 'Confirm' }));
    await waitFor(() =>
      expect(getNotifications().map((notification) => notification.lines)).toEqual([
        ['The failure of task 41 is acknowledged'],
      ]),
    );
  });

  it('offers no re-run of a failure a later run repaired, only its acknowledgement (audit T3-A2)', async () => {
    offerExtensions({ taskInsight: true, taskRepair: true });
    insight = anInsight({ can_rerun: false, rerun_by: 52 });
    server();
    await renderPanel(<TaskCare task={failed} />);
    await screen.findByRole('button', { name: 'Acknowledge' });
    expect(screen.queryByRole('button', { name: 'Re-run from the failed step' })).toBeNull();
  });

  it('offers nothing the server refuses', async () => {
    offerExtensions({ taskInsight: true, taskRepair: true });
    insight = anInsight({ can_rerun: false, can_stop: false, can_acknowledge: false });
    server();
    await renderPanel(<TaskCare task={failed} />);
    await screen.findByRole('region', { name: 'What this task does' });
    expect(screen.queryAllByRole('button')).toHaveLength(0);
  });

  it('shows nothing and asks nothing when the backend does not offer the insight', async () => {
    offerExtensions({ taskRepair: true });
    const api = server();
    await renderPanel(<TaskCare task={failed} />);
    expect(screen.queryByRole('region', { name: 'What this task does' })).toBeNull();
    expect(screen.queryByRole('button')).toBeNull();
    expect(api.requests).toHaveLength(0);
  });
});
