import { queryOptions } from '@tanstack/react-query';
import type { components } from '../../contract/schema.gen';
import { call, http, type RequestOptions } from './http';
import { datastoreKeys, geoserverKeys, resourceKindKeys } from './keys';
import { type ScenarioData, type ScenarioTarget, scenarioRunBody } from './scenarios';
import { compact } from './searchParams';
import { type UploadOptions, upload } from './upload';

/*
 * The type-specific records behind a resource (file upload, file download, URL reference, sFTP,
 * database table, map-server layer) and their scenarios; the resource itself and its links to
 * datasets are in resources.ts.
 */

export { datastoreKeys, ftpChoiceKeys, geoserverKeys, resourceKindKeys } from './keys';

export type ResourceKind = components['schemas']['ResourceKind'];
export type FileUpload = components['schemas']['FileUpload'];
export type FileUploadInput = components['schemas']['FileUploadInput'];
export type LinkedFile = components['schemas']['LinkedFile'];
export type LinkedFileInput = components['schemas']['LinkedFileInput'];
export type Ftp = components['schemas']['Ftp'];
export type FtpInput = components['schemas']['FtpInput'];
export type FtpChoice = components['schemas']['FtpChoice'];
export type FtpAccessRequest = components['schemas']['FtpAccessRequest'];
export type FtpAccessRequestInput = components['schemas']['FtpAccessRequestInput'];
export type Datastore = components['schemas']['Datastore'];
export type DatastoreInput = components['schemas']['DatastoreInput'];
export type DatastorePatchInput = components['schemas']['DatastorePatchInput'];
export type DatastoreTable = components['schemas']['DatastoreTable'];
export type NamedItem = components['schemas']['NamedItem'];
export type GeoserverMirror = components['schemas']['GeoserverMirror'];
export type GeoserverMirrorInput = components['schemas']['GeoserverMirrorInput'];
export type GeoserverMirrorPatchInput = components['schemas']['GeoserverMirrorPatchInput'];
export type MapServerLayerType = components['schemas']['MapServerLayerType'];

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

export function datastoreDatabasesQuery() {
  return queryOptions({
    queryKey: datastoreKeys.databases(),
    queryFn: ({ signal }) => listDatastoreDatabases({ signal }),
  });
}

export function datastoreTablesQuery(database: string, params: DatastoreTableParams = {}) {
  const query = datastoreTableQuery(params);
  return queryOptions({
    queryKey: datastoreKeys.tables(database, query),
    queryFn: ({ signal }) => listDatastoreTables(database, params, { signal }),
  });
}

export function createDatastore(body: DatastoreInput, { signal }: RequestOptions = {}) {
  return call(http().POST('/resource/datastores/', { body, signal }));
}

/** Another table for a database-table record (PATCH datastores/{id}/). */
export function patchDatastore(id: number, body: DatastorePatchInput, { signal }: RequestOptions = {}) {
  return call(http().PATCH('/resource/datastores/{id}/', { params: { path: { id } }, body, signal }));
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
