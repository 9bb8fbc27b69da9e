import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { setApiClient } from '../../api/http';
import { fakeApi, hangUntilAborted, jsonResponse } from '../../api/testing/fakeApi';
import { renderPanel } from '../../ui/testing/renderPanel';
import { IndexerTestPanel } from './IndexerTestPanel';
import { aTrial } from './testing/trialFixtures';

afterEach(() => setApiClient());

describe('IndexerTestPanel', () => {
  it('lists the records the trial found, with their identifier and link', async () => {
    const api = fakeApi(() => jsonResponse(aTrial()));
    const { user } = await renderPanel(<IndexerTestPanel indexerId={7} />);
    await user.click(screen.getByRole('button', { name: 'Test the indexer' }));

    const found = await screen.findByRole('region', { name: 'Records found by the test' });
    expect(api.last().url).toBe('/fr/indexer/remote-api-indexes/7/trial/');
    expect(within(found).getByRole('heading', { name: '3 records found' })).toBeTruthy();
    const items = within(found)
      .getAllByRole('listitem')
      .filter((item) => item.parentElement?.parentElement === found);
    expect(items[0]?.textContent).toContain('Qualité de l’air');
    expect(items[0]?.textContent).toContain('Identifier: qualite-air');
    expect(
      within(items[1] as HTMLElement)
        .getAllByRole('link')[0]
        ?.getAttribute('href'),
    ).toBe('https://portail.example.fr/jeux/arrets-bus');
  });

  it('announces the diff in one sentence in the live region', async () => {
    fakeApi(() => jsonResponse(aTrial({ total: 120 })));
    const { user } = await renderPanel(<IndexerTestPanel indexerId={7} />);
    await user.click(screen.getByRole('button', { name: 'Test the indexer' }));
    const sentence = await screen.findByText(
      '3 records found of 120 in the catalogue: 1 to create, 1 to update, 1 unchanged.',
    );
    expect(sentence.closest('[aria-live="polite"]')).not.toBeNull();
    // The diff itself is outside the live region: it is read at the person's pace, not announced.
    const found = screen.getByRole('region', { name: 'Records found by the test' });
    expect(found.closest('[aria-live]')).toBeNull();
  });

  it('shows each record as a diff: outcome, dataset, field changes, resources, warnings', async () => {
    fakeApi(() => jsonResponse(aTrial()));
    const { user } = await renderPanel(<IndexerTestPanel indexerId={7} />);
    await user.click(screen.getByRole('button', { name: 'Test the indexer' }));
    const created = (await screen.findByRole('heading', { name: 'Qualité de l’air' })).closest(
      'li',
    ) as HTMLElement;
    expect(within(created).getByText('To create')).toBeTruthy();
    expect(within(created).getByRole('heading', { name: 'Warnings' })).toBeTruthy();
    expect(created.textContent).toContain(
      "The licence “Licence maison” is not in the platform's list: it is kept as text in the additional metadata.",
    );

    const updated = screen.getByRole('heading', { name: 'Arrêts de bus' }).closest('li') as HTMLElement;
    expect(within(updated).getByText('To update')).toBeTruthy();
    expect(within(updated).getByRole('link', { name: 'Arrêts de bus (réseau)' }).getAttribute('href')).toBe(
      '/publish/en/data/datasets/31/',
    );
    // The field changes read as the dataset history reads them, behind "N fields changed".
    await user.click(within(updated).getByRole('button', { name: '2 fields changed' }));
    expect(within(updated).getByText('Name')).toBeTruthy();
    expect(within(updated).getByText('Licence')).toBeTruthy();
    expect(updated.textContent).toContain('(empty) → Licence Ouverte v2.0');
    const resources = within(updated).getByRole('heading', { name: 'Resources' })
      .nextElementSibling as HTMLElement;
    const [added, removed] = within(resources).getAllByRole('listitem');
    expect(added?.textContent).toContain('Added: arrets.csv');
    expect(
      within(added as HTMLElement)
        .getByRole('link')
        .getAttribute('href'),
    ).toBe('https://data.example.fr/arrets.csv');
    expect(removed?.textContent).toContain('Removed: ancien.zip');
    expect(updated.textContent).toContain(
      'The distribution “ftp://data.example.fr/arrets.shp” has no http(s) address: it is not kept. (2 times)',
    );
  });

  it('shows no link for a record without an address of its own', async () => {
    fakeApi(() => jsonResponse(aTrial()));
    const { user } = await renderPanel(<IndexerTestPanel indexerId={7} />);
    await user.click(screen.getByRole('button', { name: 'Test the indexer' }));
    const unchanged = (await screen.findByRole('heading', { name: 'Captages' })).closest('li') as HTMLElement;
    expect(within(unchanged).getByText('Unchanged')).toBeTruthy();
    // Only the dataset it leaves unchanged is a link.
    expect(
      within(unchanged)
        .getAllByRole('link')
        .map((link) => link.getAttribute('href')),
    ).toEqual(['/publish/en/data/datasets/32/']);
  });

  it('names the datasets no longer found and the warnings about the whole read', async () => {
    fakeApi(() =>
      jsonResponse(
        aTrial({
          results: [],
          summary: { create: 0, update: 0, unchanged: 0 },
          warnings: [{ code: 'filter_matched_nothing', value: 'DREAL Guyane', count: 42 }],
        }),
      ),
    );
    const { user } = await renderPanel(<IndexerTestPanel indexerId={7} />);
    await user.click(screen.getByRole('button', { name: 'Test the indexer' }));
    expect(await screen.findByText('The test found no record.')).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Warnings about the whole read' })).toBeTruthy();
    expect(
      screen.getByText(
        'The organisation filter matched no record; without it the catalogue holds 42 records.',
      ),
    ).toBeTruthy();
    const gone = screen.getByRole('region', { name: 'Datasets no longer found in the catalogue' });
    expect(within(gone).getByText('A harvest keeps them as they are.')).toBeTruthy();
    expect(within(gone).getByRole('link', { name: 'Ancienne couche' }).getAttribute('href')).toBe(
      '/publish/en/data/datasets/40/',
    );
  });

  it('gives the focus back to the test button when a test is cancelled from its cancel button', async () => {
    fakeApi(hangUntilAborted);
    const { user } = await renderPanel(<IndexerTestPanel indexerId={7} />);
    await user.click(screen.getByRole('button', { name: 'Test the indexer' }));
    await user.click(await screen.findByRole('button', { name: 'Cancel the test' }));
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Test the indexer' }));
  });

  it('lists the records of a backend without the diff (OneGeo’s own trial) with their link', async () => {
    fakeApi(() =>
      jsonResponse({
        status: 'SUCCESS',
        results: [
          {
            title: 'Arrêts de bus',
            identifier: 'arrets-bus',
            url: 'https://portail.example.fr/jeux/arrets-bus',
          },
        ],
      }),
    );
    const { user } = await renderPanel(<IndexerTestPanel indexerId={7} />);
    await user.click(screen.getByRole('button', { name: 'Test the indexer' }));
    const found = await screen.findByRole('region', { name: 'Records found by the test' });
    expect(within(found).getByRole('heading', { name: '1 record found' })).toBeTruthy();
    expect(within(found).getByRole('link').getAttribute('href')).toBe(
      'https://portail.example.fr/jeux/arrets-bus',
    );
  });

  it('says when the trial found nothing', async () => {
    fakeApi(() => jsonResponse({ status: 'SUCCESS', results: [] }));
    const { user } = await renderPanel(<IndexerTestPanel indexerId={7} />);
    await user.click(screen.getByRole('button', { name: 'Test the indexer' }));
    expect(await screen.findByText('The test found no record.')).toBeTruthy();
  });

  it('shows the test error message with the harvester’s error', async () => {
    fakeApi(() => jsonResponse({ status: 'FAILURE', err: 'Connexion refusée par 127.0.0.1:9.' }));
    const { user } = await renderPanel(<IndexerTestPanel indexerId={7} />);
    await user.click(screen.getByRole('button', { name: 'Test the indexer' }));
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('An error occured while testing the indexer');
    expect(alert.textContent).toContain('Connexion refusée par 127.0.0.1:9.');
  });

  it('shows the same message with the error catalogue’s when the request fails', async () => {
    fakeApi(() => jsonResponse({ detail: 'A server error occurred.' }, 500));
    const { user } = await renderPanel(<IndexerTestPanel indexerId={7} />);
    await user.click(screen.getByRole('button', { name: 'Test the indexer' }));
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('An error occured while testing the indexer');
    expect(alert.textContent).toContain('Critical error');
  });

  it('cancels a running test, which aborts its request', async () => {
    const api = fakeApi(hangUntilAborted);
    const { user } = await renderPanel(<IndexerTestPanel indexerId={7} />);
    await user.click(screen.getByRole('button', { name: 'Test the indexer' }));
    await api.requested();
    await user.click(await screen.findByRole('button', { name: 'Cancel the test' }));
    expect(api.last().signal.aborted).toBe(true);
    expect(screen.queryByRole('button', { name: 'Cancel the test' })).toBeNull();
    expect(screen.queryByRole('alert')).toBeNull();
  });
});
