import { afterEach, describe, expect, it } from 'vitest';
import { defaultRuntimeConfig } from '../config/runtimeConfig';
import { configureApi } from './apiSettings';
import { API_LOCALE_HEADER } from './client';
import { setApiClient } from './http';
import { datasetQualityQuery, qualityLabelQueries, qualitySummaryQuery } from './quality';
import { fakeApi, itSendsQueries, jsonResponse, queryCase, testQueryClient } from './testing/fakeApi';

afterEach(() => {
  setApiClient();
  configureApi(defaultRuntimeConfig, 'fr');
});

describe('metadata quality queries', () => {
  itSendsQueries([
    queryCase('a dataset’s quality', datasetQualityQuery(7), '/fr/dataset/datasets/7/quality/'),
    queryCase(
      "an organisation's summary",
      qualitySummaryQuery(3),
      '/fr/dataset/quality/summary/?usergroup_id=3',
    ),
    queryCase("the platform's summary", qualitySummaryQuery(null), '/fr/dataset/quality/summary/'),
  ]);

  it('reads the reference lists in the stored labels’ locale whatever the interface’s, without the marker header', async () => {
    configureApi(defaultRuntimeConfig, 'en');
    const server = fakeApi(() => jsonResponse([{ id: 1, label: 'Économie et finances' }]));
    const lists = qualityLabelQueries('fr');
    await testQueryClient().fetchQuery(lists.categories);
    expect(server.last().url).toBe('/fr/dataset/categories/');
    expect(server.last().headers.get(API_LOCALE_HEADER)).toBeNull();
    // The interface's own requests stay in its locale.
    await testQueryClient().fetchQuery(datasetQualityQuery(7));
    expect(server.last().url).toBe('/en/dataset/datasets/7/quality/');
  });
});
