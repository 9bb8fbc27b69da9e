import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { setApiClient } from '../../api/http';
import type { Indexer } from '../../api/indexers';
import { fakeApi } from '../../api/testing/fakeApi';
import { clearNotifications, getNotifications } from '../../notifications/notificationStore';
import { offerExtensions, resetExtensions } from '../../ui/testing/extensions';
import { renderPanel, routes } from '../../ui/testing/renderPanel';
import { anIndexer, SCHEDULERS, TYPES } from './testing/indexerFixtures';
import { UserGroupIndexers } from './UserGroupIndexers';

let indexers: Indexer[];

function server(deleteStatus = 204) {
  return fakeApi(
    routes({
      'GET /indexer/remote-api-indexes/': () => ({ body: indexers }),
      'GET /indexer/remote-api-index-types/': { body: TYPES },
      'GET /dataset/schedulers/': { body: SCHEDULERS },
      'GET /dashboard/task-health/': {
        body: {
          results: [
            { object_class: 'remoteapiindex', object_id: 7, runs: [] },
            {
              object_class: 'remoteapiindex',
              object_id: 8,
              runs: [
                { id: 31, status: 'FAILURE', end_date: '2026-03-05T10:00:00Z' },
                { id: 30, status: 'SUCCESS', end_date: '2026-03-04T10:00:00Z' },
              ],
            },
          ],
        },
      },
      'DELETE /indexer/remote-api-indexes/8/': () => {
        if (deleteStatus === 204) indexers = indexers.filter((indexer) => indexer.id !== 8);
        return { status: deleteStatus, body: deleteStatus === 204 ? undefined : { detail: 'Erreur' } };
      },
    }),
  );
}

beforeEach(() => {
  clearNotifications();
  indexers = [
    anIndexer({ id: 7 }),
    anIndexer({ id: 8, name: 'Portail ArcGIS', type: 4, implementation_type: 'dcat', scheduler: 1 }),
  ];
});
afterEach(() => {
  setApiClient();
  resetExtensions();
});

describe('UserGroupIndexers', () => {
  it('lists the group’s indexers with their type and scheduler, each linked to its form', async () => {
    const api = server();
    await renderPanel(<UserGroupIndexers usergroupId={2} />);
    const list = screen.getByRole('region', { name: 'Indexers' });
    const row = await within(list).findByRole('row', { name: /Portail ArcGIS/ });
    await waitFor(() => expect(row.textContent).toContain('ArcGIS (DCAT JSON)'));
    expect(row.textContent).toContain('Toutes les heures');
    expect(within(row).getByRole('link', { name: 'Portail ArcGIS' }).getAttribute('href')).toBe(
      '/publish/en/accounts/usergroup/2/indexer/8/',
    );
    expect(within(list).getByRole('link', { name: 'New indexer' }).getAttribute('href')).toBe(
      '/publish/en/accounts/usergroup/2/indexer/new/',
    );
    expect(
      api.requests.some((request) => request.url === '/fr/indexer/remote-api-indexes/?usergroup_id=2'),
    ).toBe(true);
  });

  it('shows each indexer’s last runs as a strip, in one request, when the backend offers it', async () => {
    offerExtensions({ sourceHealth: true });
    const api = server();
    await renderPanel(<UserGroupIndexers usergroupId={2} />);
    const row = await screen.findByRole('row', { name: /Portail ArcGIS/ });
    expect(await within(row).findByRole('img', { name: 'Last 2 runs: 1 succeeded, 1 failed' })).toBeTruthy();
    expect(screen.getByRole('columnheader', { name: 'Recent runs' })).toBeTruthy();
    const asked = api.requests.filter((request) => request.url.includes('task-health'));
    expect(asked.map((request) => request.url)).toEqual([
      '/fr/dashboard/task-health/?objects=remoteapiindex%3A7%2Cremoteapiindex%3A8&runs=10',
    ]);
  });

  it('has no strip and asks nothing when the backend does not offer the health of sources', async () => {
    const api = server();
    await renderPanel(<UserGroupIndexers usergroupId={2} />);
    await screen.findByRole('row', { name: /Portail ArcGIS/ });
    expect(screen.queryByRole('columnheader', { name: 'Recent runs' })).toBeNull();
    expect(api.requests.some((request) => request.url.includes('task-health'))).toBe(false);
  });

  it('leaves out the indexer whose page shows the list, under the given title', async () => {
    server();
    await renderPanel(
      <UserGroupIndexers usergroupId={2} exceptIndexerId={7} title="Other indexers of this group" />,
    );
    const list = screen.getByRole('region', { name: 'Other indexers of this group' });
    await within(list).findByRole('row', { name: /Portail ArcGIS/ });
    expect(within(list).queryByRole('row', { name: /Catalogue CKAN/ })).toBeNull();
  });

  it('deletes an indexer after confirmation and says so', async () => {
    const api = server();
    const { user } = await renderPanel(<UserGroupIndexers usergroupId={2} />);
    await user.click(await screen.findByRole('button', { name: 'Delete Portail ArcGIS' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete the indexer' });
    expect(dialog.textContent).toContain('The indexer "Portail ArcGIS" and its logs will be deleted.');
    await user.click(within(dialog).getByRole('button', { name: 'Confirm' }));

    await waitFor(() => expect(screen.queryByRole('row', { name: /Portail ArcGIS/ })).toBeNull());
    expect(api.requests.some((request) => request.method === 'DELETE')).toBe(true);
    expect(getNotifications().map((notification) => notification.lines)).toEqual([
      ['The indexer Portail ArcGIS was deleted'],
    ]);
  });

  it('keeps the confirmation open with the deletion error message when it fails', async () => {
    server(500);
    const { user } = await renderPanel(<UserGroupIndexers usergroupId={2} />);
    await user.click(await screen.findByRole('button', { name: 'Delete Portail ArcGIS' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete the indexer' });
    await user.click(within(dialog).getByRole('button', { name: 'Confirm' }));
    expect(await within(dialog).findByText(/An error occured while deleting the indexer/)).toBeTruthy();
    // The page behind the open dialog is hidden from the accessibility tree: its text is still there.
    expect(screen.getByRole('link', { name: 'Portail ArcGIS', hidden: true })).toBeTruthy();
  });

  it('says when the group has no indexer', async () => {
    indexers = [];
    server();
    await renderPanel(<UserGroupIndexers usergroupId={2} />);
    expect(await screen.findByText('This group has no indexer.')).toBeTruthy();
  });
});
