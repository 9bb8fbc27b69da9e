import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { setApiClient } from '../../api/http';
import { aTask } from '../../api/testing/datasetFixtures';
import { fakeApi } from '../../api/testing/fakeApi';
import { renderPanel, routes } from '../../ui/testing/renderPanel';
import { IndexerTasksPanel } from './IndexerTasksPanel';

afterEach(() => setApiClient());

describe('IndexerTasksPanel', () => {
  it('asks the task queue for the indexer’s latest runs and links to all of them', async () => {
    const api = fakeApi(
      routes({
        'GET /dashboard/task-queue-track/': {
          body: {
            count: 2,
            next: null,
            previous: null,
            results: [aTask({ id: 91, status: 'FAILURE' }), aTask({ id: 90 })],
          },
        },
      }),
    );
    await renderPanel(<IndexerTasksPanel indexerId={7} />);
    const panel = screen.getByRole('region', { name: 'Runs' });
    const rows = await within(panel).findAllByRole('rowheader');
    expect(rows.map((row) => row.textContent)).toEqual(['Task 91', 'Task 90']);
    expect(within(panel).getByRole('row', { name: /Task 91/ }).textContent).toContain('Failed');
    expect(api.last().url).toBe(
      '/fr/dashboard/task-queue-track/?page=1&page_size=5&object_class=remoteapiindex&object_id=7',
    );
    expect(
      within(panel).getByRole('link', { name: 'All the runs of this indexer' }).getAttribute('href'),
    ).toBe('/publish/en/logs/remoteapiindex/7/');
  });
});
