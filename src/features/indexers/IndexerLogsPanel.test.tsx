import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { setApiClient } from '../../api/http';
import { fakeApi } from '../../api/testing/fakeApi';
import { renderPanel, routes } from '../../ui/testing/renderPanel';
import { IndexerLogsPanel } from './IndexerLogsPanel';
import { aLog } from './testing/indexerFixtures';

afterEach(() => setApiClient());

const allLogs = Array.from({ length: 8 }, (_, index) =>
  aLog({
    id: 100 - index,
    level: index === 1 ? 'error' : index === 2 ? 'warning' : 'info',
    message: `Ligne ${index + 1}`,
    task_id: index === 0 ? null : 40,
  }),
);

describe('IndexerLogsPanel', () => {
  it('shows the latest 5 lines with their status and date, then more on demand', async () => {
    const api = fakeApi(
      routes({
        'GET /indexer/remote-api-indexes/7/logs/': (request) => {
          const size = Number(new URL(request.url).searchParams.get('page_size'));
          return {
            body: { count: allLogs.length, next: null, previous: null, results: allLogs.slice(0, size) },
          };
        },
      }),
    );
    const { user } = await renderPanel(<IndexerLogsPanel indexerId={7} />);
    const panel = screen.getByRole('region', { name: 'Logs' });
    expect(await within(panel).findAllByRole('rowheader')).toHaveLength(5);
    expect(api.last().url).toBe('/fr/indexer/remote-api-indexes/7/logs/?page=1&page_size=5');
    const second = within(panel).getByRole('row', { name: /Ligne 2/ });
    expect(second.textContent).toContain('Error');
    expect(within(second).getByRole('link', { name: 'Task 40' }).getAttribute('href')).toBe(
      '/publish/en/data/tasks/40/',
    );
    expect(within(panel).getByRole('row', { name: /Ligne 3/ }).textContent).toContain('Warning');
    expect(within(panel).getByText('5 of 8 log lines')).toBeTruthy();

    await user.click(within(panel).getByRole('button', { name: 'Show more logs' }));
    expect(await within(panel).findByText('8 of 8 log lines')).toBeTruthy();
    expect(within(panel).getAllByRole('rowheader')).toHaveLength(8);
    expect(api.last().url).toBe('/fr/indexer/remote-api-indexes/7/logs/?page=1&page_size=55');
    expect(within(panel).queryByRole('button', { name: 'Show more logs' })).toBeNull();
  });

  it('says when the indexer has not run', async () => {
    fakeApi(
      routes({
        'GET /indexer/remote-api-indexes/7/logs/': {
          body: { count: 0, next: null, previous: null, results: [] },
        },
      }),
    );
    await renderPanel(<IndexerLogsPanel indexerId={7} />);
    expect(await screen.findByText('The indexer has not run yet.')).toBeTruthy();
  });
});
