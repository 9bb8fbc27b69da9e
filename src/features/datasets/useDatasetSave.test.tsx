import { i18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import { QueryClientProvider } from '@tanstack/react-query';
import { act, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { Dataset } from '../../api/datasets';
import { setApiClient } from '../../api/http';
import { aDataset } from '../../api/testing/datasetFixtures';
import { fakeApi, jsonResponse, testQueryClient } from '../../api/testing/fakeApi';
import { clearNotifications } from '../../notifications/notificationStore';
import { datasetFormValuesOf } from './form/datasetFormSchema';
import { useDatasetSave } from './useDatasetSave';

const noThumbnailChange = { file: null, remove: false };

function renderSave(base: Dataset) {
  i18n.loadAndActivate({ locale: 'en', messages: {} });
  const client = testQueryClient();
  const wrapper = ({ children }: { children: ReactNode }) => (
    <I18nProvider i18n={i18n}>
      <QueryClientProvider client={client}>{children}</QueryClientProvider>
    </I18nProvider>
  );
  return renderHook(() => useDatasetSave(base, () => undefined), { wrapper }).result;
}

beforeEach(() => clearNotifications());
afterEach(() => setApiClient());

describe('useDatasetSave', () => {
  it('a full save (PUT) sends back the extras the form does not edit', async () => {
    const extras = { source: 'moissonnage', identifiant_externe: 'abc-42', options: { carte: true } };
    const dataset = aDataset({ id: 7, extras });
    const api = fakeApi((request) =>
      request.method === 'PUT'
        ? jsonResponse({ ...dataset, display_name: 'Renamed' })
        : jsonResponse(dataset),
    );
    const save = renderSave(dataset);
    await act(async () => {
      await save.current.save({
        values: { ...datasetFormValuesOf(dataset), display_name: 'Renamed' },
        thumbnail: noThumbnailChange,
      });
    });
    const put = api.requests.find((request) => request.method === 'PUT');
    expect(put?.url).toBe('/fr/dataset/datasets/7/');
    expect(put?.body).toMatchObject({ display_name: 'Renamed', extras });
  });

  it('a full save (PUT) keeps the bounds a harvest gave the dataset', async () => {
    const dataset = aDataset({ id: 7, bounds: [-54.6, 2.1, -51.6, 5.8], geographical_coverage: 'record' });
    const api = fakeApi(() => jsonResponse(dataset));
    const save = renderSave(dataset);
    await act(async () => {
      await save.current.save({ values: datasetFormValuesOf(dataset), thumbnail: noThumbnailChange });
    });
    const put = api.requests.find((request) => request.method === 'PUT');
    expect(put?.body).toMatchObject({ bounds: [-54.6, 2.1, -51.6, 5.8], geographical_coverage: 'record' });
  });

  it('a save again on the newer version (412) keeps the newer version’s extras', async () => {
    const mine = aDataset({ id: 7, extras: { source: 'ancienne' } });
    const theirs = aDataset({
      id: 7,
      extras: { source: 'nouvelle', ajout: 1 },
      last_modified: '2024-01-03T10:00:00Z',
    });
    let puts = 0;
    const api = fakeApi((request) => {
      if (request.method !== 'PUT') return jsonResponse(theirs);
      puts += 1;
      return puts === 1 ? jsonResponse({ code: 'stale', detail: 'stale' }, 412) : jsonResponse(theirs);
    });
    const save = renderSave(mine);
    await act(async () => {
      await save.current.save({
        values: { ...datasetFormValuesOf(mine), display_name: 'Renamed' },
        thumbnail: noThumbnailChange,
      });
    });
    const bodies = api.requests.filter((request) => request.method === 'PUT').map((request) => request.body);
    expect(bodies).toHaveLength(2);
    expect(bodies[0]).toMatchObject({ extras: { source: 'ancienne' } });
    expect(bodies[1]).toMatchObject({ display_name: 'Renamed', extras: { source: 'nouvelle', ajout: 1 } });
  });
});
