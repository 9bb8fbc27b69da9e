import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { setApiClient } from '../../api/http';
import { fakeApi, hangUntilAborted, jsonResponse } from '../../api/testing/fakeApi';
import { renderPanel } from '../../ui/testing/renderPanel';
import { IndexerTestPanel } from './IndexerTestPanel';

afterEach(() => setApiClient());

describe('IndexerTestPanel', () => {
  it('lists the records the trial found, with their identifier and link', async () => {
    const api = fakeApi(() =>
      jsonResponse({
        status: 'SUCCESS',
        results: [
          {
            title: 'Qualité de l’air',
            identifier: 'qualite-air',
            url: 'https://portail.example.fr/jeux/qualite-air',
          },
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
    expect(api.last().url).toBe('/fr/indexer/remote-api-indexes/7/trial/');
    expect(within(found).getByText('2 records found')).toBeTruthy();
    const items = within(found).getAllByRole('listitem');
    expect(items[0]?.textContent).toContain('Qualité de l’air');
    expect(items[0]?.textContent).toContain('Identifier: qualite-air');
    expect(
      within(items[1] as HTMLElement)
        .getByRole('link')
        .getAttribute('href'),
    ).toBe('https://portail.example.fr/jeux/arrets-bus');
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
