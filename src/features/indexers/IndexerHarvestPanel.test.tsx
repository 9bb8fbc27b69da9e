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
                skipped: { untitled: 5, duplicate: 1, moved: 3 },
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
      'Records skipped: 9',
      '— without an identifier or a title: 5',
      '— duplicates (same identifier): 1',
      '— datasets moved to another organisation, left as they are: 3',
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

  it('a successful harvest without counts says it succeeded, never that it failed', async () => {
    fakeApi(
      routes({
        'GET /indexer/remote-api-indexes/7/': {
          body: anIndexer({
            last_harvest: {
              task_id: 70,
              status: 'SUCCESS',
              finished_at: '2026-12-03T09:18:00Z',
              counts: null,
            },
          }),
        },
      }),
    );
    await renderPanel(<IndexerHarvestPanel indexerId={7} />);
    const panel = screen.getByRole('region', { name: 'Last harvest' });
    expect(await within(panel).findByText('The counts of this harvest were not kept.')).toBeTruthy();
    expect(panel.textContent).toContain('succeeded.');
    expect(panel.textContent).not.toContain('failed');
  });

  it('shows field by field what was kept, and the resources changed, when the harvest counted them', async () => {
    fakeApi(
      routes({
        'GET /indexer/remote-api-indexes/7/': {
          body: anIndexer({
            last_harvest: {
              task_id: 96,
              status: 'SUCCESS',
              finished_at: '2026-12-06T09:30:00Z',
              counts: {
                total: 40,
                read: 40,
                created: 38,
                updated: 2,
                failed: 0,
                skipped: { untitled: 0, duplicate: 0 },
                titled_by_identifier: 3,
                fields: {
                  licence: { held: 40, kept: 37, unknown: 3 },
                  bounds: { held: 35, kept: 34, invalid: 1 },
                  distributions: { held: 120, kept: 118, invalid: 2 },
                },
                resources: { added: 118, changed: 4, removed: 1 },
              },
            },
          }),
        },
      }),
    );
    await renderPanel(<IndexerHarvestPanel indexerId={7} />);
    const fields = await screen.findByLabelText('What the records held and what was kept');
    expect(counted(fields)).toEqual([
      'Licences: 40 given, 37 matched, 3 unknown (kept as text)',
      'Extents: 35 given, 34 kept, 1 invalid',
      'Distributions: 120 given, 118 kept as resources, 2 not kept',
      'Records titled by their identifier: 3',
    ]);
    expect(counted(screen.getByLabelText('Resources of the harvested datasets'))).toEqual([
      'Resources added: 118',
      'Resources changed: 4',
      'Resources removed: 1',
    ]);
  });

  it('shows no field counts for a harvest made before they were counted', async () => {
    fakeApi(
      routes({
        'GET /indexer/remote-api-indexes/7/': {
          body: anIndexer({
            last_harvest: {
              task_id: 97,
              status: 'SUCCESS',
              finished_at: '2026-11-26T09:30:00Z',
              counts: {
                total: 1,
                read: 1,
                created: 1,
                updated: 0,
                failed: 0,
                skipped: { untitled: 0, duplicate: 0 },
              },
            },
          }),
        },
      }),
    );
    await renderPanel(<IndexerHarvestPanel indexerId={7} />);
    await screen.findByLabelText('Counts of the last harvest');
    expect(screen.queryByLabelText('What the records held and what was kept')).toBeNull();
    expect(screen.queryByLabelText('Resources of the harvested datasets')).toBeNull();
  });
});
