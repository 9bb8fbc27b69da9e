import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { setApiClient } from '../../../../api/http';
import { aTask } from '../../../../api/testing/datasetFixtures';
import { fakeApi } from '../../../../api/testing/fakeApi';
import { renderPanel, routes } from '../../../../ui/testing/renderPanel';
import { LatestTasksPanel } from './LatestTasksPanel';

afterEach(() => setApiClient());

describe('LatestTasksPanel', () => {
  it('asks for the 3 latest tasks of the dataset, links each and links to all of them', async () => {
    const tasks = [
      aTask({ id: 79, status: 'PENDING', start_date: null, end_date: null }),
      aTask({ id: 78, status: 'FAILURE' }),
      aTask({ id: 77 }),
    ];
    const api = fakeApi(
      routes({
        'GET /dashboard/task-queue-track/': {
          body: { count: 9, next: null, previous: null, results: tasks },
        },
      }),
    );
    await renderPanel(<LatestTasksPanel datasetId={5} />);
    const panel = screen.getByRole('region', { name: 'Latest tasks' });
    const rows = await within(panel).findAllByRole('rowheader');
    expect(rows.map((row) => row.textContent)).toEqual(['Task 79', 'Task 78', 'Task 77']);
    expect(api.last().url).toBe('/fr/dashboard/task-queue-track/?page=1&page_size=3&dataset_id=5');
    expect(within(panel).getByRole('link', { name: 'Task 78' }).getAttribute('href')).toBe(
      '/publish/en/data/tasks/78/',
    );
    expect(within(panel).getByRole('row', { name: /Task 78/ }).textContent).toContain('Failed');
    expect(
      within(panel).getByRole('link', { name: 'All the tasks of this dataset' }).getAttribute('href'),
    ).toBe('/publish/en/data/tasks/?dataset=5');
  });

  it('says when no task has run', async () => {
    fakeApi(
      routes({
        'GET /dashboard/task-queue-track/': { body: { count: 0, next: null, previous: null, results: [] } },
      }),
    );
    await renderPanel(<LatestTasksPanel datasetId={5} />);
    expect(await screen.findByText('No task has run on this dataset yet.')).toBeTruthy();
  });
});
