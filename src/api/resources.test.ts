import { afterEach, describe, expect, it } from 'vitest';
import { setApiClient } from './http';
import { datasetKeys } from './keys';
import {
  createDatastore,
  createFileDownload,
  createFileUpload,
  createFtp,
  createFtpAccessRequest,
  createGeoserverMirror,
  createHref,
  ftpQuery,
  geoserverLayerGroupsQuery,
  geoserverLayersQuery,
  geoserverWorkspacesQuery,
  listDatastoreDatabases,
  listDatastoreTables,
  listFtpChoices,
  patchDatastore,
  patchGeoserverMirror,
  resourceKindScenariosQuery,
  runResourceKindScenario,
  updateFileDownload,
  updateHref,
} from './resourceKinds';
import {
  acknowledgeProcessing,
  acknowledgeProcessingMutation,
  checkDatastoreAvailable,
  checkMapServerAvailable,
  createResource,
  createResourceDataset,
  createScenarioExecutionFrequency,
  createScenarioExecutionFrequencyMutation,
  dataFormatsQuery,
  deleteResource,
  deleteResourceDataset,
  deleteScenarioExecutionFrequency,
  deleteScenarioExecutionFrequencyMutation,
  getResourceDataset,
  listResourceDatasetScenarios,
  listResourceDatasets,
  patchResource,
  patchScenarioExecutionFrequency,
  patchScenarioExecutionFrequencyMutation,
  type ResourceInput,
  resourceKeys,
  resourceQuery,
  runResourceDatasetScenario,
  updateResource,
} from './resources';
import { resourceTarget } from './scenarios';
import {
  fakeApi,
  hangUntilAborted,
  itInvalidates,
  itSendsCalls,
  itSendsQueries,
  jsonResponse,
  mutationCase,
  queryCase,
  testQueryClient,
} from './testing/fakeApi';

afterEach(() => setApiClient());

const input: ResourceInput = {
  display_name: 'Routes (CSV)',
  type: 1,
  column_x: 'lon',
  column_y: 'lat',
  crs: 'EPSG:4326',
};
const link = { resource_id: 11, dataset_id: 7, type: 1 as const };
const href = { resource_id: 11, dataformat_id: 2, href: 'https://example.org/routes.csv' };

describe('resource queries', () => {
  itSendsQueries([
    queryCase('resource', resourceQuery(11), '/fr/resource/resources/11/'),
    queryCase('data formats', dataFormatsQuery(), '/fr/resource/data-format/', []),
    queryCase('sFTP record', ftpQuery(31), '/fr/resource/ftp/31/'),
    queryCase('map-server workspaces', geoserverWorkspacesQuery(), '/fr/resource/geoserver/workspaces/', []),
    queryCase(
      'layers',
      geoserverLayersQuery('guyane'),
      '/fr/resource/geoserver/workspaces/guyane/layers/',
      [],
    ),
    queryCase(
      'layer groups',
      geoserverLayerGroupsQuery('guyane'),
      '/fr/resource/geoserver/workspaces/guyane/layergroups/',
      [],
    ),
    queryCase(
      'scenarios of a type-specific record',
      resourceKindScenariosQuery('file-upload', 41),
      '/fr/resource/file-upload/41/_scenarios/',
      [],
    ),
    queryCase(
      'scenarios of a map-server mirror',
      resourceKindScenariosQuery('geoserver-mirrors', 42),
      '/fr/resource/geoserver-mirrors/42/_scenarios/',
      [],
    ),
  ]);

  it('sorts data formats by label', async () => {
    fakeApi(() =>
      jsonResponse([
        { id: 1, label: 'Shapefile', extension: 'zip', mime_type: 'application/zip', is_geographic: true },
        { id: 2, label: 'CSV', extension: 'csv', mime_type: 'text/csv', is_geographic: false },
      ]),
    );
    const formats = await testQueryClient().fetchQuery(dataFormatsQuery());
    expect(formats.map((format) => format.label)).toEqual(['CSV', 'Shapefile']);
  });
});

describe('resource requests', () => {
  itSendsCalls([
    {
      name: 'create',
      run: () => createResource(input),
      method: 'POST',
      url: '/fr/resource/resources/',
      body: input,
    },
    {
      name: 'update',
      run: () => updateResource(11, input),
      method: 'PUT',
      url: '/fr/resource/resources/11/',
      body: input,
    },
    {
      name: 'patch',
      run: () => patchResource(11, { hidden: true }),
      method: 'PATCH',
      url: '/fr/resource/resources/11/',
      body: { hidden: true },
    },
    {
      name: 'acknowledge failures',
      run: () => acknowledgeProcessing(11, [1, 2]),
      method: 'PATCH',
      url: '/fr/resource/resources/11/',
      body: {
        _processing: [
          { id: 1, acknowledged: true },
          { id: 2, acknowledged: true },
        ],
      },
    },
    {
      name: 'delete',
      run: () => deleteResource(11),
      method: 'DELETE',
      url: '/fr/resource/resources/11/',
      reply: { status: 204 },
    },
    {
      name: 'link to a dataset',
      run: () => createResourceDataset(link),
      method: 'POST',
      url: '/fr/resource/resource-dataset/',
      body: link,
    },
    {
      name: 'unlink',
      run: () => deleteResourceDataset(21),
      method: 'DELETE',
      url: '/fr/resource/resource-dataset/21/',
      reply: { status: 204 },
    },
    {
      name: 'run a link scenario (target: the dataset)',
      run: () => runResourceDatasetScenario(21, 4, { datasetId: 7 }),
      method: 'POST',
      url: '/fr/resource/resource-dataset/21/_scenarios/4/run/?asynchrone=true',
      body: { kwargs: { target: { model: 'dataset', app_label: 'onegeo_dataset', pk: 7 } } },
      reply: { status: 202, body: { task_id: 1, status: 'PENDING' } },
    },
    {
      name: 'file-upload record',
      run: () => createFileUpload({ resource_id: 11, dataformat_id: 2 }),
      method: 'POST',
      url: '/fr/resource/file-upload/',
      body: { resource_id: 11, dataformat_id: 2 },
    },
    {
      name: 'file-download record',
      run: () => createFileDownload(href),
      method: 'POST',
      url: '/fr/resource/file-download/',
      body: href,
    },
    {
      name: 'file-download change',
      run: () => updateFileDownload(43, href),
      method: 'PUT',
      url: '/fr/resource/file-download/43/',
      body: href,
    },
    {
      name: 'URL record',
      run: () => createHref(href),
      method: 'POST',
      url: '/fr/resource/href/',
      body: href,
    },
    {
      name: 'URL change',
      run: () => updateHref(44, href),
      method: 'PUT',
      url: '/fr/resource/href/44/',
      body: href,
    },
    {
      name: 'sFTP record',
      run: () => createFtp({ resource_id: 11 }),
      method: 'POST',
      url: '/fr/resource/ftp/',
      body: { resource_id: 11 },
    },
    {
      name: 'sFTP access request',
      run: () => createFtpAccessRequest({ usergroup_id: 3, message: 'Merci' }),
      method: 'POST',
      url: '/fr/resource/ftp-access-requests/',
      body: { usergroup_id: 3, message: 'Merci' },
    },
    {
      name: 'automatic update',
      run: () => createScenarioExecutionFrequency({ resource_id: 11, scheduler: 2, scenario_id: 5 }),
      method: 'POST',
      url: '/fr/resource/scenario-execution-frequency/',
      body: { resource_id: 11, scheduler: 2, scenario_id: 5 },
    },
    {
      name: 'automatic update change',
      run: () => patchScenarioExecutionFrequency(51, { scheduler: 3 }),
      method: 'PATCH',
      url: '/fr/resource/scenario-execution-frequency/51/',
      body: { scheduler: 3 },
    },
    {
      name: 'automatic update removal',
      run: () => deleteScenarioExecutionFrequency(51),
      method: 'DELETE',
      url: '/fr/resource/scenario-execution-frequency/51/',
      reply: { status: 204 },
    },
    {
      name: 'database table record',
      run: () =>
        createDatastore({
          resource_id: 11,
          database: 'geodata',
          schema_name: 'public',
          table_name: 'routes',
        }),
      method: 'POST',
      url: '/fr/resource/datastores/',
      body: { resource_id: 11, database: 'geodata', schema_name: 'public', table_name: 'routes' },
    },
    {
      name: 'map-server layer record',
      run: () =>
        createGeoserverMirror({ resource_id: 11, workspace: 'guyane', layer: 'routes', layer_type: 'layer' }),
      method: 'POST',
      url: '/fr/resource/geoserver/mirrors/',
      body: { resource_id: 11, workspace: 'guyane', layer: 'routes', layer_type: 'layer' },
    },
    {
      name: 'map-server layer change',
      run: () => patchGeoserverMirror(42, { layer: 'pistes' }),
      method: 'PATCH',
      url: '/fr/resource/geoserver/mirrors/42/',
      body: { layer: 'pistes' },
    },
    {
      name: 'database table change',
      run: () => patchDatastore(8, { schema_name: 'datastore', table_name: 'mairies' }),
      method: 'PATCH',
      url: '/fr/resource/datastores/8/',
      body: { schema_name: 'datastore', table_name: 'mairies' },
    },
    {
      name: 'run an sFTP scenario with the chosen file',
      run: () =>
        runResourceKindScenario('ftp', 31, 6, {
          target: resourceTarget(11),
          data: { file_path: 'in/routes.csv' },
        }),
      method: 'POST',
      url: '/fr/resource/ftp/31/_scenarios/6/run/?asynchrone=true',
      body: {
        kwargs: { target: { model: 'resource', app_label: 'onegeo_resource', pk: 11 } },
        data: { file_path: 'in/routes.csv' },
      },
      reply: { status: 202, body: { task_id: 2, status: 'PENDING' } },
    },
  ]);
});

describe('availability checks', () => {
  it('ask with HEAD and answer true on success', async () => {
    const server = fakeApi(() => new Response(null, { status: 200 }));
    await expect(checkDatastoreAvailable()).resolves.toBe(true);
    await expect(checkMapServerAvailable()).resolves.toBe(true);
    expect(server.requests.map(({ method, url }) => `${method} ${url}`)).toEqual([
      'HEAD /fr/resource/datastores/databases/',
      'HEAD /fr/resource/geoserver/workspaces/',
    ]);
  });

  it('answer false, without throwing, on an error status', async () => {
    fakeApi(() => new Response(null, { status: 503 }));
    await expect(checkDatastoreAvailable()).resolves.toBe(false);
    await expect(checkMapServerAvailable()).resolves.toBe(false);
  });

  // The boot machine counts a check that failed as unavailable (its onError), so a request that got no
  // answer is left to reject: the machine sees the failure itself.
  it('reject on a network failure', async () => {
    fakeApi(() => {
      throw new TypeError('Failed to fetch');
    });
    await expect(checkDatastoreAvailable()).rejects.toThrow('Failed to fetch');
    await expect(checkMapServerAvailable()).rejects.toThrow('Failed to fetch');
  });

  it('reject when aborted', async () => {
    fakeApi(hangUntilAborted);
    const controller = new AbortController();
    const check = checkDatastoreAvailable(controller.signal);
    controller.abort();
    await expect(check).rejects.toThrow();
  });
});

describe('resource mutations', () => {
  const detail = resourceKeys.detail(11);
  const dataset = datasetKeys.detail(7);
  itInvalidates([
    mutationCase(
      'acknowledge',
      acknowledgeProcessingMutation(),
      { id: 11, processingIds: [1] },
      {
        invalidated: [detail, dataset],
        untouched: [resourceKeys.detail(12)],
      },
    ),
    mutationCase(
      'automatic update',
      createScenarioExecutionFrequencyMutation(),
      { resource_id: 11, scheduler: 2, scenario_id: 5 },
      { invalidated: [detail, dataset], untouched: [resourceKeys.detail(12)] },
    ),
    mutationCase(
      'automatic update change',
      patchScenarioExecutionFrequencyMutation(),
      { id: 51, resourceId: 11, body: { scheduler: 3 } },
      { invalidated: [detail], untouched: [resourceKeys.detail(12)] },
    ),
    mutationCase(
      'automatic update removal',
      deleteScenarioExecutionFrequencyMutation(),
      { id: 51, resourceId: 11 },
      { invalidated: [detail], untouched: [resourceKeys.detail(12)] },
      { status: 204 },
    ),
  ]);
});

describe('resources reads that no screen caches', () => {
  itSendsCalls([
    {
      name: 'links of a dataset',
      run: () => listResourceDatasets(7),
      method: 'GET',
      url: '/fr/resource/resource-dataset/?dataset_id=7',
      reply: { body: [] },
    },
    {
      name: 'link',
      run: () => getResourceDataset(21),
      method: 'GET',
      url: '/fr/resource/resource-dataset/21/',
    },
    {
      name: 'link scenarios',
      run: () => listResourceDatasetScenarios(21),
      method: 'GET',
      url: '/fr/resource/resource-dataset/21/_scenarios/',
      reply: { body: [] },
    },
    {
      name: 'sFTP files of a group',
      run: () => listFtpChoices(3),
      method: 'GET',
      url: '/fr/resource/ftp-choices/?usergroup_id=3',
      reply: { body: [] },
    },
    {
      name: 'databases',
      run: () => listDatastoreDatabases(),
      method: 'GET',
      url: '/fr/resource/datastores/databases/',
      reply: { body: [] },
    },
    {
      name: 'free tables',
      run: () => listDatastoreTables('geodata'),
      method: 'GET',
      url: '/fr/resource/datastores/databases/geodata/tables/?free=true',
      reply: { body: [] },
    },
    {
      name: 'tables searched',
      run: () => listDatastoreTables('geodata', { search: 'route', free: false }),
      method: 'GET',
      url: '/fr/resource/datastores/databases/geodata/tables/?free=false&search=route',
      reply: { body: [] },
    },
  ]);
});
