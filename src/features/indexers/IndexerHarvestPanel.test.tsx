import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { setApiClient } from '../../api/http';
import { fakeApi } from '../../api/testing/fakeApi';
import { renderPanel, routes } from '../../ui/testing/renderPanel';
import { IndexerHarvestPanel } from './IndexerHarvestPanel';
import { anIndexer } from './testing/indexerFixtures';

afterEach(() => setApiClient());

const counted = (dl: HTMLElement) =>
  within(dl)
    .getAllByRole('term')
    .map((term) => `${term.textContent}: ${term.nextElementSibling?.textContent}`);

describe('IndexerHarvestPanel', () => {
  it('shows what the last harvest read, created, updated, and skipped with the reason', async () => {
    const api = fakeApi(
      routes({
        'GET /indexer/remote-api-indexes/7/': {
          body: anIndexer({
            last_harvest: {
              task_id: 93,
              status: 'SUCCESS',
              finished_at: '2026-11-26T09:30:00Z',
              counts: {
                total: 620,
                read: 500,
                created: 480,
                updated: 12,
                failed: 2,
                skipped: { untitled: 5, duplicate: 1 },
              },
            },
          }),
        },
      }),
    );
    await renderPanel(<IndexerHarvestPanel indexerId={7} />);
    const panel = screen.getByRole('region', { name: 'Last harvest' });
    const dl = await within(panel).findByLabelText('Counts of the last harvest');
    expect(counted(dl)).toEqual([
      'Records read: 500 of 620 in the catalogue',
      'Datasets created: 480',
      'Datasets updated: 12',
      'Records not saved (the logs say why): 2',
      'Records skipped: 6',
      '— without an identifier or a title: 5',
      '— duplicates (same identifier): 1',
    ]);
    expect(panel.textContent).toContain('succeeded.');
    expect(within(panel).getByRole('link', { name: 'Task 93' }).getAttribute('href')).toBe(
      '/publish/en/data/tasks/93/',
    );
    expect(api.last().url).toBe('/fr/indexer/remote-api-indexes/7/');
  });

  it('a harvest with nothing skipped shows no reason; one failed before reading says so; none yet says so', async () => {
    fakeApi(
      routes({
        'GET /indexer/remote-api-indexes/7/': {
          body: anIndexer({
            last_harvest: {
              task_id: 94,
              status: 'SUCCESS',
              finished_at: '2026-11-26T09:30:00Z',
              counts: {
                total: 3,
                read: 3,
                created: 0,
                updated: 3,
                failed: 0,
                skipped: { untitled: 0, duplicate: 0 },
              },
            },
          }),
        },
        'GET /indexer/remote-api-indexes/8/': {
          body: anIndexer({
            id: 8,
            last_harvest: {
              task_id: 95,
              status: 'FAILURE',
              finished_at: '2026-11-26T09:31:00Z',
              counts: null,
            },
          }),
        },
        'GET /indexer/remote-api-indexes/9/': { body: anIndexer({ id: 9, last_harvest: null }) },
      }),
    );
    await renderPanel(
      <>
        <IndexerHarvestPanel indexerId={7} />
        <IndexerHarvestPanel indexerId={8} />
        <IndexerHarvestPanel indexerId={9} />
      </>,
    );
    const [ok, failed, never] = screen.getAllByRole('region', { name: 'Last harvest' }) as HTMLElement[];
    const dl = await within(ok as HTMLElement).findByLabelText('Counts of the last harvest');
    expect(counted(dl)).toEqual([
      'Records read: 3',
      'Datasets created: 0',
      'Datasets updated: 3',
      'Records skipped: 0',
    ]);
    expect(
      await within(failed as HTMLElement).findByText(
        'The harvest failed before reading the catalogue: the logs say why.',
      ),
    ).toBeTruthy();
    expect((failed as HTMLElement).textContent).toContain('failed.');
    expect(
      await within(never as HTMLElement).findByText('The indexer has not finished a harvest yet.'),
    ).toBeTruthy();
  });
});
