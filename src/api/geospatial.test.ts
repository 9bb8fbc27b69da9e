import { afterEach, describe } from 'vitest';
import {
  createStyle,
  deleteStyle,
  deleteStyleMutation,
  geographicLayerKeys,
  geographicLayerScenariosQuery,
  getStyle,
  listStyleScenarios,
  runGeographicLayerScenario,
  runGeographicLayerScenarioMutation,
  runStyleScenario,
  stylesQuery,
  updateStyle,
  updateStyleConfig,
  updateStyleMutation,
} from './geospatial';
import { setApiClient } from './http';
import { taskKeys } from './keys';
import { itInvalidates, itSendsCalls, itSendsQueries, mutationCase, queryCase } from './testing/fakeApi';

afterEach(() => setApiClient());

const layer = { model: 'geographiclayer', app_label: 'onegeo_geospatial', pk: 61 };
const sld = '<StyledLayerDescriptor version="1.0.0"/>';

describe('geospatial queries', () => {
  itSendsQueries([
    queryCase(
      'layer scenarios',
      geographicLayerScenariosQuery(61),
      '/fr/geospatial/geographiclayer/61/_scenarios/',
      [],
    ),
    queryCase('styles', stylesQuery(61), '/fr/geospatial/geographiclayer/61/styles/', []),
  ]);
});

describe('geospatial requests', () => {
  itSendsCalls([
    {
      name: 'run a layer scenario, waiting for it',
      run: () => runGeographicLayerScenario(61, 8),
      method: 'POST',
      url: '/fr/geospatial/geographiclayer/61/_scenarios/8/run/?asynchrone=false',
      body: { kwargs: { target: layer } },
      reply: { status: 202, body: { task_id: 3, status: 'SUCCESS' } },
    },
    {
      name: 'create a style',
      run: () => createStyle(61, { name: 'Routes' }),
      method: 'POST',
      url: '/fr/geospatial/geographiclayer/61/styles/',
      body: { name: 'Routes' },
    },
    {
      name: 'rename a style',
      run: () => updateStyle(61, 71, { name: 'Pistes' }),
      method: 'PUT',
      url: '/fr/geospatial/geographiclayer/61/styles/71/',
      body: { name: 'Pistes' },
    },
    {
      name: 'delete a style',
      run: () => deleteStyle(61, 71),
      method: 'DELETE',
      url: '/fr/geospatial/geographiclayer/61/styles/71/',
      reply: { status: 204 },
    },
    {
      name: 'set the config',
      run: () => updateStyleConfig(61, 71, { color: '#ff0000' }),
      method: 'PUT',
      url: '/fr/geospatial/geographiclayer/61/styles/71/config/',
      body: { config: { color: '#ff0000' } },
    },
    {
      name: 'apply a style, queued, with its SLD',
      run: () => runStyleScenario(61, 71, 9, { sld }),
      method: 'POST',
      url: '/fr/geospatial/geographiclayer/61/styles/71/_scenarios/9/run/?asynchrone=true',
      body: { kwargs: { target: layer }, data: { sld } },
      reply: { status: 202, body: { task_id: 4, status: 'PENDING' } },
    },
  ]);
});

describe('geospatial mutations', () => {
  itInvalidates([
    mutationCase(
      'run a layer scenario',
      runGeographicLayerScenarioMutation(),
      { id: 61, scenarioId: 8 },
      {
        invalidated: [geographicLayerKeys.scenarios(61), geographicLayerKeys.styles(61), taskKeys.lists()],
        untouched: [geographicLayerKeys.detail(62)],
      },
      { status: 202, body: { task_id: 3, status: 'SUCCESS' } },
    ),
    mutationCase(
      'rename a style',
      updateStyleMutation(),
      { layerId: 61, styleId: 71, body: { name: 'Pistes' } },
      {
        invalidated: [geographicLayerKeys.styles(61), geographicLayerKeys.style(61, 71)],
        untouched: [geographicLayerKeys.scenarios(61), geographicLayerKeys.styles(62)],
      },
    ),
    mutationCase(
      'delete a style',
      deleteStyleMutation(),
      { layerId: 61, styleId: 71 },
      { invalidated: [geographicLayerKeys.styles(61)], untouched: [geographicLayerKeys.styles(62)] },
      { status: 204 },
    ),
  ]);
});

describe('geospatial reads that no screen caches', () => {
  itSendsCalls([
    {
      name: 'style',
      run: () => getStyle(61, 71),
      method: 'GET',
      url: '/fr/geospatial/geographiclayer/61/styles/71/',
    },
    {
      name: 'style scenarios',
      run: () => listStyleScenarios(61, 71),
      method: 'GET',
      url: '/fr/geospatial/geographiclayer/61/styles/71/_scenarios/',
      reply: { body: [] },
    },
  ]);
});
