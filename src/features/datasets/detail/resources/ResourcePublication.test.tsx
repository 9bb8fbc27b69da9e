import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { setApiClient } from '../../../../api/http';
import type { ResourceDataset } from '../../../../api/resources';
import { aDataset, aResource } from '../../../../api/testing/datasetFixtures';
import { fakeApi } from '../../../../api/testing/fakeApi';
import { clearNotifications, getNotifications } from '../../../../notifications/notificationStore';
import { renderPanel, routes } from '../../../../ui/testing/renderPanel';
import { ResourcesPanel } from './ResourcesPanel';

afterEach(() => {
  setApiClient();
  clearNotifications();
});

const main = aResource({ id: 41, type: 1, display_name: 'Arrêts (CSV)' });
const annex = aResource({ id: 42, type: 2, display_name: 'Plan du réseau' });
const dataset = aDataset({ main_resource: main, resource_annexes: [annex] });

function linkOf(id: number, resource: typeof main, publish: boolean): ResourceDataset {
  return { id, resource_id: resource.id, dataset_id: 5, type: resource.type, publish, resource };
}

const LINK_SCENARIOS = [
  { id: 3, codename: 'publish-resourcedataset', action: 'create' },
  { id: 4, codename: 'unpublish-resourcedataset', action: 'update' },
];

/** The dataset's links (main published, annex not) and the annex link's scenarios. */
function server(scenarios: readonly unknown[] = LINK_SCENARIOS) {
  return fakeApi(
    routes({
      'GET /dataset/datasets/5/': { body: dataset },
      'GET /resource/resource-dataset/': { body: [linkOf(8, main, true), linkOf(9, annex, false)] },
      'GET /resource/resource-dataset/9/_scenarios/': { body: scenarios },
      'POST /resource/resource-dataset/9/_scenarios/3/run/': {
        status: 202,
        body: { task_id: 70, status: 'PENDING' },
      },
    }),
  );
}

const panel = () => screen.getByRole('region', { name: 'Main resource and annexes' });

describe('the publication of a resource of the dataset', () => {
  it('shows the switch of the main resource and of each annex, from their links', async () => {
    server();
    await renderPanel(<ResourcesPanel dataset={dataset} canManage />);
    const mainSwitch = await within(panel()).findByRole('switch', { name: 'Published — Arrêts (CSV)' });
    expect(mainSwitch.getAttribute('aria-checked')).toBe('true');
    const annexSwitch = within(panel()).getByRole('switch', { name: 'Unpublished — Plan du réseau' });
    expect(annexSwitch.getAttribute('aria-checked')).toBe('false');
  });

  it("publishes an annex through its link's scenario, naming the dataset as the target", async () => {
    const api = server();
    const { user } = await renderPanel(<ResourcesPanel dataset={dataset} canManage />);
    await user.click(await within(panel()).findByRole('switch', { name: /Plan du réseau$/ }));
    await waitFor(() =>
      expect(getNotifications().map((notification) => notification.lines)).toEqual([
        ['Publication of the resource Plan du réseau launched successfully'],
      ]),
    );
    const run = api.requests.find((request) => request.method === 'POST');
    expect(run?.url).toBe('/fr/resource/resource-dataset/9/_scenarios/3/run/?asynchrone=true');
    expect(run?.body).toEqual({
      kwargs: { target: { model: 'dataset', app_label: 'onegeo_dataset', pk: 5 } },
    });
    expect(
      within(panel())
        .getByRole('switch', { name: /Plan du réseau$/ })
        .getAttribute('aria-checked'),
    ).toBe('true');
  });

  it('says that the resource publication scenario is missing', async () => {
    const api = server([{ id: 6, codename: 'update-resourcedataset', action: 'update' }]);
    const { user } = await renderPanel(<ResourcesPanel dataset={dataset} canManage />);
    await user.click(await within(panel()).findByRole('switch', { name: /Plan du réseau$/ }));
    await within(panel()).findByRole('button', { name: 'Retry — Plan du réseau' });
    expect(getNotifications()).toMatchObject([
      { kind: 'error', title: 'No scenario found', lines: ['No resource publication scenario found'] },
    ]);
    expect(api.requests.filter((request) => request.method === 'POST')).toEqual([]);
  });

  it('only says the state to who may only view the dataset', async () => {
    const api = server();
    await renderPanel(<ResourcesPanel dataset={dataset} canManage={false} />);
    await within(panel()).findByText('Unpublished');
    expect(within(panel()).getByText('Published')).toBeTruthy();
    expect(within(panel()).queryAllByRole('switch')).toEqual([]);
    expect(api.requests.filter((request) => request.url.includes('_scenarios'))).toEqual([]);
  });
});
