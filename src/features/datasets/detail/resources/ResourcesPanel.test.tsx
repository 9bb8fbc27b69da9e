import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { setApiClient } from '../../../../api/http';
import { aDataset, aResource } from '../../../../api/testing/datasetFixtures';
import { fakeApi } from '../../../../api/testing/fakeApi';
import { runtimeConfig, setRuntimeConfig } from '../../../../config/currentConfig';
import { renderPanel, routes } from '../../../../ui/testing/renderPanel';
import { ResourcesPanel } from './ResourcesPanel';

afterEach(() => setApiClient());

const failure = { id: 8, state: 'FAILURE', task_id: 77, acknowledged: false } as const;
const failed = aResource({ id: 41, display_name: 'Pistes cyclables', _processing: [failure] });

describe('ResourcesPanel', () => {
  it('shows the main resource and the annexes with their processing state', async () => {
    const dataset = aDataset({
      main_resource: aResource({
        display_name: 'Arrêts (CSV)',
        _processing: [{ id: 1, state: 'PENDING', task_id: 70, acknowledged: false }],
      }),
      resource_annexes: [aResource({ id: 42, type: 2, display_name: 'Plan du réseau', last_update: null })],
    });
    fakeApi(routes({ 'GET /dataset/datasets/5/': { body: dataset } }));
    await renderPanel(<ResourcesPanel dataset={dataset} canManage />);
    const panel = screen.getByRole('region', { name: 'Main resource and annexes' });
    expect(within(panel).getByText('Arrêts (CSV)')).toBeTruthy();
    expect(within(panel).getByText('Operation in progress')).toBeTruthy();
    expect(within(panel).getByText('Plan du réseau')).toBeTruthy();
    // Each name opens the resource's dialog over the dataset page.
    expect(within(panel).getByRole('link', { name: 'Plan du réseau' }).getAttribute('href')).toBe(
      '/publish/en/data/datasets/5/?resource=42',
    );
  });

  it('lists harvested URL resources with the link to their data', async () => {
    const urlResource = (id: number, name: string, href: string) =>
      aResource({ id, type: 2, display_name: name, kind: 'href', href, dataformat_id: null });
    const dataset = aDataset({
      main_resource: urlResource(51, 'Arrêts (CSV)', 'https://data.example.fr/arrets.csv'),
      resource_annexes: [urlResource(52, 'Documentation', 'https://data.example.fr/doc.pdf')],
      annexes_count: 1,
    });
    fakeApi(routes({ 'GET /dataset/datasets/5/': { body: dataset } }));
    await renderPanel(<ResourcesPanel dataset={dataset} canManage={false} />);
    const panel = screen.getByRole('region', { name: 'Main resource and annexes' });
    const links = within(panel).getAllByRole('link', { name: /^https:/ });
    expect(
      links.map((link) => [link.textContent, link.getAttribute('href'), link.getAttribute('target')]),
    ).toEqual([
      [
        'https://data.example.fr/arrets.csv (opens in a new tab)',
        'https://data.example.fr/arrets.csv',
        '_blank',
      ],
      ['https://data.example.fr/doc.pdf (opens in a new tab)', 'https://data.example.fr/doc.pdf', '_blank'],
    ]);
    expect(within(panel).getByText('Documentation')).toBeTruthy();
  });

  it('says when there is no resource', async () => {
    const dataset = aDataset();
    fakeApi(routes({ 'GET /dataset/datasets/5/': { body: dataset } }));
    await renderPanel(<ResourcesPanel dataset={dataset} canManage />);
    expect(screen.getByText('No main resource.')).toBeTruthy();
    expect(screen.getByText('No annex.')).toBeTruthy();
  });

  it('links a failure to its task and acknowledges it', async () => {
    let current = aDataset({ main_resource: failed });
    const server = fakeApi(
      routes({
        'GET /dataset/datasets/5/': () => ({ body: current }),
        'PATCH /resource/resources/41/': (_request, body) => {
          current = aDataset({
            main_resource: { ...failed, _processing: [{ ...failure, acknowledged: true }] },
          });
          return { body: { ...failed, ...(body as object) } };
        },
      }),
    );
    const { user } = await renderPanel(<ResourcesPanel dataset={current} canManage />);
    expect(screen.getByText('Operation failed')).toBeTruthy();
    const task = screen.getByRole('link', {
      name: 'See the task of the failed operation on Pistes cyclables',
    });
    expect(task.getAttribute('href')).toBe('/publish/en/data/tasks/77/');

    await user.click(screen.getByRole('button', { name: 'Acknowledge the failure of Pistes cyclables' }));
    const patch = server.requests.find((request) => request.method === 'PATCH');
    expect(patch?.body).toEqual({ _processing: [{ id: 8, acknowledged: true }] });
    await waitFor(() => expect(screen.queryByText('Operation failed')).toBeNull());
    expect(screen.queryByRole('button', { name: /Acknowledge/ })).toBeNull();
    expect(screen.getByText('Pistes cyclables')).toBeTruthy();
  });

  it('offers no change to who may only view the dataset', async () => {
    const dataset = aDataset({ main_resource: failed });
    const api = fakeApi(routes({ 'GET /dataset/datasets/5/': { body: dataset } }));
    await renderPanel(<ResourcesPanel dataset={dataset} canManage={false} />);
    const panel = screen.getByRole('region', { name: 'Main resource and annexes' });
    expect(within(panel).getByText('Operation failed')).toBeTruthy();
    expect(within(panel).getByRole('link', { name: /See the task/ })).toBeTruthy();
    expect(within(panel).getByText('Pistes cyclables')).toBeTruthy();
    expect(within(panel).queryByRole('link', { name: 'Pistes cyclables' })).toBeNull();
    expect(within(panel).queryAllByRole('button')).toEqual([]);
    expect(api.requests.filter((request) => request.method !== 'GET')).toEqual([]);
  });

  it('offers the preview to a person who may not change the dataset only while it is published at a consulting level', async () => {
    const processed = aResource({
      id: 44,
      display_name: 'Arrêts',
      _processing: [{ id: 2, state: 'SUCCESS', task_id: 71, acknowledged: true }],
    });
    const config = runtimeConfig();
    setRuntimeConfig({ ...config, extensions: { ...config.extensions, resourcePreview: true } });
    const seen: Record<string, boolean> = {};
    for (const [label, publish, level] of [
      ['published, consultation', true, 'consultation'],
      ['unpublished, consultation', false, 'consultation'],
      ['published, search', true, 'search'],
    ] as const) {
      const dataset = aDataset({ main_resource: processed, publish, default_permission_level: level });
      fakeApi(routes({ 'GET /dataset/datasets/5/': { body: dataset } }));
      const { unmount } = await renderPanel(<ResourcesPanel dataset={dataset} canManage={false} />);
      seen[label] = screen.queryByRole('link', { name: 'Preview the data of Arrêts' }) !== null;
      unmount();
    }
    setRuntimeConfig(config);
    expect(seen).toEqual({
      'published, consultation': true,
      'unpublished, consultation': false,
      'published, search': false,
    });
  });
});
