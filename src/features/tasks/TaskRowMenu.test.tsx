import { screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { setApiClient } from '../../api/http';
import type { TaskInsight } from '../../api/taskCare';
import { aTask } from '../../api/testing/datasetFixtures';
import { fakeApi } from '../../api/testing/fakeApi';
import { renderPanel, routes } from '../../ui/testing/renderPanel';
import { TaskRowMenu } from './TaskRowMenu';

const insightOf = (rights: Pick<TaskInsight, 'can_rerun' | 'can_stop'>) =>
  ({ task_id: 41, resumes_from: null, can_acknowledge: false, ...rights }) as TaskInsight;

function serve(insight: TaskInsight) {
  return fakeApi(routes({ 'GET /dashboard/task-queue-track/41/insight/': { body: insight } }));
}

afterEach(() => setApiClient());

describe('TaskRowMenu', () => {
  it('has no menu for a task that succeeded', async () => {
    serve(insightOf({ can_rerun: false, can_stop: false }));
    await renderPanel(<TaskRowMenu task={aTask({ id: 41, status: 'SUCCESS' })} />);
    expect(screen.queryByRole('button', { name: 'Actions for task 41' })).toBeNull();
  });

  it('offers by keyboard only what the server’s insight allows: Stop for a running task', async () => {
    const api = serve(insightOf({ can_rerun: false, can_stop: true }));
    const { user } = await renderPanel(<TaskRowMenu task={aTask({ id: 41, status: 'STARTED' })} />);
    expect(api.requests).toHaveLength(0);
    await user.tab();
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Actions for task 41' }));
    await waitFor(() => expect(api.requests).toHaveLength(1));
    await new Promise((resolve) => setTimeout(resolve, 50));
    await user.keyboard('{Enter}');
    expect(await screen.findByRole('menuitem', { name: 'Stop task 41' })).toBeTruthy();
    expect(screen.queryByRole('menuitem', { name: 'Re-run task 41' })).toBeNull();
    await user.keyboard('{Enter}');
    expect(await screen.findByText(/The step under way is rolled back/)).toBeTruthy();
  });

  it('says so when the server allows nothing (someone else’s failed task)', async () => {
    serve(insightOf({ can_rerun: false, can_stop: false }));
    const { user } = await renderPanel(<TaskRowMenu task={aTask({ id: 41, status: 'FAILURE' })} />);
    await user.click(screen.getByRole('button', { name: 'Actions for task 41' }));
    expect(await screen.findByText('No action is possible on this task')).toBeTruthy();
    expect(screen.queryByRole('menuitem', { name: /task 41/ })).toBeNull();
  });
});
