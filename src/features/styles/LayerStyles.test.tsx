import { i18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { setApiClient } from '../../api/http';
import { fakeApi, jsonResponse, testQueryClient } from '../../api/testing/fakeApi';
import { clearNotifications, getNotifications } from '../../notifications/notificationStore';
import { GlobalModalsProvider } from '../../shell/modals/globalModals';
import { LayerStyles } from './LayerStyles';

afterEach(() => {
  setApiClient();
  clearNotifications();
});

const existing = {
  id: 3,
  geographic_layer_id: 12,
  name: 'Défaut',
  config: { color: '#0b5cab' },
  config_href: null,
  sld: '<StyledLayerDescriptor version="1.0.0"/>',
  last_task: null,
  scenarios: [],
};
const scenarios = [
  { id: 21, codename: 'style-create', action: 'create' },
  { id: 22, codename: 'style-update', action: 'update' },
];

/** The reference answers of the style calls; `noScenario` takes the scenarios away. */
function server({ noScenario = false } = {}) {
  return fakeApi((request) => {
    const route = `${request.method} ${new URL(request.url).pathname.replace('/fr/geospatial/geographiclayer/12', '')}`;
    if (route === 'GET /styles/') return jsonResponse([existing]);
    if (route === 'POST /styles/')
      return jsonResponse({ ...existing, id: 4, name: 'Nouveau', sld: null }, 201);
    if (/^PUT \/styles\/\d+\/config\/$/.test(route)) return jsonResponse(existing);
    if (/^PUT \/styles\/\d+\/$/.test(route)) return jsonResponse(existing);
    if (/^GET \/styles\/\d+\/_scenarios\/$/.test(route)) return jsonResponse(noScenario ? [] : scenarios);
    if (/^POST \/styles\/\d+\/_scenarios\/\d+\/run\/$/.test(route))
      return jsonResponse({ task_id: 90, status: 'PENDING' }, 202);
    if (route === 'DELETE /styles/3/') return jsonResponse(null, 204);
    return jsonResponse({ detail: route }, 404);
  });
}

function renderStyles() {
  i18n.loadAndActivate({ locale: 'en', messages: {} });
  const user = userEvent.setup();
  render(
    <I18nProvider i18n={i18n}>
      <QueryClientProvider client={testQueryClient()}>
        <GlobalModalsProvider>
          <LayerStyles layerId={12} layerName="arrets" />
        </GlobalModalsProvider>
      </QueryClientProvider>
    </I18nProvider>,
  );
  return user;
}

const lines = () => getNotifications().flatMap((notification) => notification.lines);

describe('LayerStyles', () => {
  it('creates a style: created once, configured, then applied by its create scenario with the SLD', async () => {
    const api = server();
    const user = renderStyles();
    await screen.findByRole('rowheader', { name: 'Défaut' });
    await user.click(screen.getByRole('button', { name: 'New style' }));
    const form = screen.getByRole('form', { name: 'New style' });
    expect((within(form).getByRole('textbox', { name: /^SLD/ }) as HTMLTextAreaElement).value).toContain(
      '<Name>arrets</Name>',
    );
    await user.type(within(form).getByRole('textbox', { name: /^Style name/ }), 'Nouveau');
    await user.click(within(form).getByRole('button', { name: 'Save the style' }));
    await waitFor(() =>
      expect(lines()).toContain('The style Nouveau was saved; it is being applied to the layer.'),
    );
    expect(screen.queryByRole('form')).toBeNull();
    const sent = api.requests.filter((request) => request.method !== 'GET').map((request) => request.url);
    expect(sent).toEqual([
      '/fr/geospatial/geographiclayer/12/styles/',
      '/fr/geospatial/geographiclayer/12/styles/4/config/',
      '/fr/geospatial/geographiclayer/12/styles/4/_scenarios/21/run/?asynchrone=true',
    ]);
    const run = api.requests.find((request) => request.url.includes('/run/'))?.body as {
      data: { sld: string };
    };
    expect(run.data.sld).toContain('<StyledLayerDescriptor');
  });

  it('edits a style with its update scenario, renaming it first', async () => {
    const api = server();
    const user = renderStyles();
    await user.click(await screen.findByRole('button', { name: 'Edit the style Défaut' }));
    const form = screen.getByRole('form', { name: 'Edit the style' });
    const name = within(form).getByRole('textbox', { name: /^Style name/ });
    await user.clear(name);
    await user.type(name, 'Arrêts en bleu');
    await user.click(within(form).getByRole('button', { name: 'Save the style' }));
    await waitFor(() =>
      expect(lines()).toContain('The style Arrêts en bleu was saved; it is being applied to the layer.'),
    );
    const sent = api.requests
      .filter((request) => request.method !== 'GET')
      .map((request) => `${request.method} ${request.url}`);
    expect(sent).toEqual([
      'PUT /fr/geospatial/geographiclayer/12/styles/3/',
      'PUT /fr/geospatial/geographiclayer/12/styles/3/config/',
      'POST /fr/geospatial/geographiclayer/12/styles/3/_scenarios/22/run/?asynchrone=true',
    ]);
  });

  it('says “No scenario found” and keeps the editor open when the style has none', async () => {
    server({ noScenario: true });
    const user = renderStyles();
    await user.click(await screen.findByRole('button', { name: 'Edit the style Défaut' }));
    await user.click(screen.getByRole('button', { name: 'Save the style' }));
    await waitFor(() => expect(lines()).toContain('No scenario found'));
    expect(screen.getByRole('form', { name: 'Edit the style' })).toBeTruthy();
  });

  it('deletes a style after confirmation', async () => {
    const api = server();
    const user = renderStyles();
    await user.click(await screen.findByRole('button', { name: 'Delete the style Défaut' }));
    await user.click(await screen.findByRole('button', { name: 'Confirm' }));
    await waitFor(() => expect(lines()).toContain('The style Défaut was deleted'));
    expect(api.requests.some((request) => request.method === 'DELETE')).toBe(true);
  });
});
