import { queryOptions } from '@tanstack/react-query';
import { call, http, type RequestOptions } from './http';
import { datasetKeys, geoserverKeys, resourceDatasetKeys, resourceKeys, resourceKindKeys } from './keys';
import { invalidatingMutation } from './mutations';
import { referenceListQuery } from './referenceLists';
import {
  datasetTarget,
  type ScenarioData,
  type ScenarioRunOptions,
  type ScenarioTarget,
  scenarioRunBody,
} from './scenarios';
import type { components } from './schema.gen';
import { compact } from './searchParams';
import { type UploadOptions, upload } from './upload';

export {
  datastoreKeys,
  ftpChoiceKeys,
  geoserverKeys,
  resourceDatasetKeys,
  resourceKeys,
  resourceKindKeys,
} from './keys';

export type Resource = components['schemas']['Resource'];
export type ResourceInput = components['schemas']['ResourceInput'];
export type ResourcePatchInput = components['schemas']['ResourcePatchInput'];
export type ResourceType = components['schemas']['ResourceType'];
export type ResourceKind = components['schemas']['ResourceKind'];
export type ProcessingEntry = components['schemas']['ProcessingEntry'];
export type ProcessingState = components['schemas']['ProcessingState'];
export type RelEntry = components['schemas']['RelEntry'];
export type DataSchema = components['schemas']['DataSchema'];
export type ResourceDataset = components['schemas']['ResourceDataset'];
export type ResourceDatasetInput = components['schemas']['ResourceDatasetInput'];
export type DataFormat = components['schemas']['DataFormat'];
export type FileUpload = components['schemas']['FileUpload'];
export type FileUploadInput = components['schemas']['FileUploadInput'];
export type LinkedFile = components['schemas']['LinkedFile'];
export type LinkedFileInput = components['schemas']['LinkedFileInput'];
export type Ftp = components['schemas']['Ftp'];
export type FtpInput = components['schemas']['FtpInput'];
export type FtpChoice = components['schemas']['FtpChoice'];
export type FtpAccessRequest = components['schemas']['FtpAccessRequest'];
export type FtpAccessRequestInput = components['schemas']['FtpAccessRequestInput'];
export type ScenarioExecutionFrequency = components['schemas']['ScenarioExecutionFrequency'];
export type ScenarioExecutionFrequencyInput = components['schemas']['ScenarioExecutionFrequencyInput'];
export type ScenarioExecutionFrequencyPatchInput =
  components['schemas']['ScenarioExecutionFrequencyPatchInput'];
export type Datastore = components['schemas']['Datastore'];
export type DatastoreInput = components['schemas']['DatastoreInput'];
export type DatastoreTable = components['schemas']['DatastoreTable'];
export type NamedItem = components['schemas']['NamedItem'];
export type GeoserverMirror = components['schemas']['GeoserverMirror'];
export type GeoserverMirrorInput = components['schemas']['GeoserverMirrorInput'];
export type GeoserverMirrorPatchInput = components['schemas']['GeoserverMirrorPatchInput'];
export type MapServerLayerType = components['schemas']['MapServerLayerType'];

/** Resource type codes: the main resource and the annexes. */
export const MAIN_RESOURCE: ResourceType = 1;
export const ANNEX_RESOURCE: ResourceType = 2;

// Resources

export function getResource(id: number, { signal }: RequestOptions = {}) {
  return call(http().GET('/resource/resources/{id}/', { params: { path: { id } }, signal }));
}

export function resourceQuery(id: number) {
  return queryOptions({
    queryKey: resourceKeys.detail(id),
    queryFn: ({ signal }) => getResource(id, { signal }),
  });
}

export function createResource(body: ResourceInput, { signal }: RequestOptions = {}) {
  return call(http().POST('/resource/resources/', { body, signal }));
}

export function updateResource(id: number, body: ResourceInput, { signal }: RequestOptions = {}) {
  return call(http().PUT('/resource/resources/{id}/', { params: { path: { id } }, body, signal }));
}

export function patchResource(id: number, body: ResourcePatchInput, { signal }: RequestOptions = {}) {
  return call(http().PATCH('/resource/resources/{id}/', { params: { path: { id } }, body, signal }));
}

export async function deleteResource(id: number, { signal }: RequestOptions = {}): Promise<void> {
  await call(http().DELETE('/resource/resources/{id}/', { params: { path: { id } }, signal }));
}

/** Acknowledges failed operations of a resource (its `_processing` entries). */
export function acknowledgeProcessing(
  id: number,
  processingIds: readonly number[],
  { signal }: RequestOptions = {},
) {
  const _processing = processingIds.map((entryId) => ({ id: entryId, acknowledged: true as const }));
  return patchResource(id, { _processing }, { signal });
}

// Links between resources and datasets

export function listResourceDatasets(datasetId: number, { signal }: RequestOptions = {}) {
  return call(
    http().GET('/resource/resource-dataset/', { params: { query: { dataset_id: datasetId } }, signal }),
  );
}

export function getResourceDataset(id: number, { signal }: RequestOptions = {}) {
  return call(http().GET('/resource/resource-dataset/{id}/', { params: { path: { id } }, signal }));
}

export function listResourceDatasetScenarios(id: number, { signal }: RequestOptions = {}) {
  return call(
    http().GET('/resource/resource-dataset/{id}/_scenarios/', { params: { path: { id } }, signal }),
  );
}

/** Links a resource to a dataset as its main resource (1) or an annex (2). */
export function createResourceDataset(body: ResourceDatasetInput, { signal }: RequestOptions = {}) {
  return call(http().POST('/resource/resource-dataset/', { body, signal }));
}

export async function deleteResourceDataset(id: number, { signal }: RequestOptions = {}): Promise<void> {
  await call(http().DELETE('/resource/resource-dataset/{id}/', { params: { path: { id } }, signal }));
}

/** Runs a scenario of a resource-dataset link (publish or unpublish); its target is the dataset. */
export function runResourceDatasetScenario(
  id: number,
  scenarioId: number,
  { datasetId, asynchrone = true, data }: ScenarioRunOptions & { datasetId: number },
  { signal }: RequestOptions = {},
) {
  return call(
    http().POST('/resource/resource-dataset/{id}/_scenarios/{scenarioId}/run/', {
      params: { path: { id, scenarioId }, query: { asynchrone } },
      body: scenarioRunBody(datasetTarget(datasetId), data),
      signal,
    }),
  );
}

// Data formats

export function listDataFormats({ signal }: RequestOptions = {}) {
  return call(http().GET('/resource/data-format/', { signal }));
}

export const dataFormatsQuery = (locale?: string) =>
  referenceListQuery('resource', 'data-format', listDataFormats, locale);

// Type-specific records: file upload, file download, URL reference, sFTP, database table, map-server layer

export function createFileUpload(body: FileUploadInput, { signal }: RequestOptions = {}) {
  return call(http().POST('/resource/file-upload/', { body, signal }));
}

/** Sends the file of a file-upload record (field `file`) with upload progress from 0 to 100. */
export function uploadResourceFile(fileUploadId: number, file: Blob, options: UploadOptions = {}) {
  return upload('/resource/file-upload/{id}/', {
    params: { path: { id: fileUploadId } },
    body: { file },
    ...options,
  });
}

export function createFileDownload(body: LinkedFileInput, { signal }: RequestOptions = {}) {
  return call(http().POST('/resource/file-download/', { body, signal }));
}

export function updateFileDownload(id: number, body: LinkedFileInput, { signal }: RequestOptions = {}) {
  return call(http().PUT('/resource/file-download/{id}/', { params: { path: { id } }, body, signal }));
}

export function createHref(body: LinkedFileInput, { signal }: RequestOptions = {}) {
  return call(http().POST('/resource/href/', { body, signal }));
}

export function updateHref(id: number, body: LinkedFileInput, { signal }: RequestOptions = {}) {
  return call(http().PUT('/resource/href/{id}/', { params: { path: { id } }, body, signal }));
}

/** Files available in a user group's sFTP space. */
export function listFtpChoices(usergroupId: number, { signal }: RequestOptions = {}) {
  return call(
    http().GET('/resource/ftp-choices/', { params: { query: { usergroup_id: usergroupId } }, signal }),
  );
}

export function getFtp(id: number, { signal }: RequestOptions = {}) {
  return call(http().GET('/resource/ftp/{id}/', { params: { path: { id } }, signal }));
}

export function ftpQuery(id: number) {
  return queryOptions({
    queryKey: resourceKindKeys.detail('ftp', id),
    queryFn: ({ signal }) => getFtp(id, { signal }),
  });
}

export function createFtp(body: FtpInput, { signal }: RequestOptions = {}) {
  return call(http().POST('/resource/ftp/', { body, signal }));
}

/** Asks a superuser for sFTP access for a user group (required before publishing through sFTP). */
export function createFtpAccessRequest(body: FtpAccessRequestInput, { signal }: RequestOptions = {}) {
  return call(http().POST('/resource/ftp-access-requests/', { body, signal }));
}

export function createScenarioExecutionFrequency(
  body: ScenarioExecutionFrequencyInput,
  { signal }: RequestOptions = {},
) {
  return call(http().POST('/resource/scenario-execution-frequency/', { body, signal }));
}

export function patchScenarioExecutionFrequency(
  id: number,
  body: ScenarioExecutionFrequencyPatchInput,
  { signal }: RequestOptions = {},
) {
  return call(
    http().PATCH('/resource/scenario-execution-frequency/{id}/', { params: { path: { id } }, body, signal }),
  );
}

export async function deleteScenarioExecutionFrequency(
  id: number,
  { signal }: RequestOptions = {},
): Promise<void> {
  await call(
    http().DELETE('/resource/scenario-execution-frequency/{id}/', { params: { path: { id } }, signal }),
  );
}

export function listDatastoreDatabases({ signal }: RequestOptions = {}) {
  return call(http().GET('/resource/datastores/databases/', { signal }));
}

export type DatastoreTableParams = {
  /** Only the tables no resource uses yet (default true). */
  free?: boolean;
  search?: string;
};

function datastoreTableQuery(params: DatastoreTableParams) {
  return compact({ free: params.free ?? true, search: params.search });
}

export function listDatastoreTables(
  database: string,
  params: DatastoreTableParams = {},
  { signal }: RequestOptions = {},
) {
  return call(
    http().GET('/resource/datastores/databases/{database}/tables/', {
      params: { path: { database }, query: datastoreTableQuery(params) },
      signal,
    }),
  );
}

export function createDatastore(body: DatastoreInput, { signal }: RequestOptions = {}) {
  return call(http().POST('/resource/datastores/', { body, signal }));
}

export function listGeoserverWorkspaces({ signal }: RequestOptions = {}) {
  return call(http().GET('/resource/geoserver/workspaces/', { signal }));
}

export function listGeoserverLayers(workspace: string, { signal }: RequestOptions = {}) {
  return call(
    http().GET('/resource/geoserver/workspaces/{workspace}/layers/', {
      params: { path: { workspace } },
      signal,
    }),
  );
}

export function listGeoserverLayerGroups(workspace: string, { signal }: RequestOptions = {}) {
  return call(
    http().GET('/resource/geoserver/workspaces/{workspace}/layergroups/', {
      params: { path: { workspace } },
      signal,
    }),
  );
}

export function geoserverWorkspacesQuery() {
  return queryOptions({
    queryKey: geoserverKeys.workspaces(),
    queryFn: ({ signal }) => listGeoserverWorkspaces({ signal }),
  });
}

export function geoserverLayersQuery(workspace: string) {
  return queryOptions({
    queryKey: geoserverKeys.layers(workspace),
    queryFn: ({ signal }) => listGeoserverLayers(workspace, { signal }),
  });
}

export function geoserverLayerGroupsQuery(workspace: string) {
  return queryOptions({
    queryKey: geoserverKeys.layerGroups(workspace),
    queryFn: ({ signal }) => listGeoserverLayerGroups(workspace, { signal }),
  });
}

export function createGeoserverMirror(body: GeoserverMirrorInput, { signal }: RequestOptions = {}) {
  return call(http().POST('/resource/geoserver/mirrors/', { body, signal }));
}

export function patchGeoserverMirror(
  id: number,
  body: GeoserverMirrorPatchInput,
  { signal }: RequestOptions = {},
) {
  return call(http().PATCH('/resource/geoserver/mirrors/{id}/', { params: { path: { id } }, body, signal }));
}

// Scenarios of the type-specific records

export function listResourceKindScenarios(slug: ResourceKind, id: number, { signal }: RequestOptions = {}) {
  return call(http().GET('/resource/{slug}/{id}/_scenarios/', { params: { path: { slug, id } }, signal }));
}

export function resourceKindScenariosQuery(slug: ResourceKind, id: number) {
  return queryOptions({
    queryKey: resourceKindKeys.scenarios(slug, id),
    queryFn: ({ signal }) => listResourceKindScenarios(slug, id, { signal }),
  });
}

/**
 * Runs the scenario that creates or updates the resource's data from its type-specific record. The
 * contract leaves the target to the caller (resourceTarget(...) or datasetTarget(...) of scenarios.ts);
 * sFTP passes the chosen file as `data.file_path`.
 */
export function runResourceKindScenario(
  slug: ResourceKind,
  id: number,
  scenarioId: number,
  { target, asynchrone = true, data }: { target: ScenarioTarget; asynchrone?: boolean; data?: ScenarioData },
  { signal }: RequestOptions = {},
) {
  return call(
    http().POST('/resource/{slug}/{id}/_scenarios/{scenarioId}/run/', {
      params: { path: { slug, id, scenarioId }, query: { asynchrone } },
      body: scenarioRunBody(target, data),
      signal,
    }),
  );
}

// Availability of the datastore and of the map server (app start)

/**
 * Whether the service answered with a success status: any other answer is false. A request that got
 * no answer at all (network failure, abort) rejects, and the boot machine counts it as unavailable too.
 */
async function answersOk(check: Promise<{ response: Response }>): Promise<boolean> {
  return (await check).response.ok;
}

/** Whether the datastore answers; an error status is false, no answer rejects. */
export function checkDatastoreAvailable(signal?: AbortSignal): Promise<boolean> {
  return answersOk(http().HEAD('/resource/datastores/databases/', { signal }));
}

/** Whether the map server answers; an error status is false, no answer rejects. */
export function checkMapServerAvailable(signal?: AbortSignal): Promise<boolean> {
  return answersOk(http().HEAD('/resource/geoserver/workspaces/', { signal }));
}

// Mutation options for components

/*
 * A dataset embeds its main resource and annexes (with their processing states): resource changes
 * refresh the dataset details and lists, and the links of datasets to resources.
 */
const resourceViews = (id: number) =>
  [resourceKeys.detail(id), resourceDatasetKeys.all, datasetKeys.details(), datasetKeys.lists()] as const;

export function acknowledgeProcessingMutation() {
  return invalidatingMutation({
    mutationKey: [...resourceKeys.all, 'acknowledge'],
    mutationFn: ({ id, processingIds }: { id: number; processingIds: readonly number[] }) =>
      acknowledgeProcessing(id, processingIds),
    invalidates: ({ id }) => resourceViews(id),
  });
}

export function createScenarioExecutionFrequencyMutation() {
  return invalidatingMutation({
    mutationKey: ['resource', 'scenario-execution-frequency', 'create'],
    mutationFn: (body: ScenarioExecutionFrequencyInput) => createScenarioExecutionFrequency(body),
    invalidates: ({ resource_id }) => resourceViews(resource_id),
  });
}

export function patchScenarioExecutionFrequencyMutation() {
  return invalidatingMutation({
    mutationKey: ['resource', 'scenario-execution-frequency', 'patch'],
    mutationFn: ({
      id,
      body,
    }: {
      id: number;
      resourceId: number;
      body: ScenarioExecutionFrequencyPatchInput;
    }) => patchScenarioExecutionFrequency(id, body),
    invalidates: ({ resourceId }) => resourceViews(resourceId),
  });
}

export function deleteScenarioExecutionFrequencyMutation() {
  return invalidatingMutation({
    mutationKey: ['resource', 'scenario-execution-frequency', 'delete'],
    mutationFn: ({ id }: { id: number; resourceId: number }) => deleteScenarioExecutionFrequency(id),
    invalidates: ({ resourceId }) => resourceViews(resourceId),
  });
}
