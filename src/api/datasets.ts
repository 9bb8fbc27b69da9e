import { queryOptions } from '@tanstack/react-query';
import type { components, operations } from '../../contract/schema.gen';
import { filenameFromContentDisposition, saveBlob } from './download';
import { call, callWithResponse, http, type RequestOptions } from './http';
import { datasetKeys, tagKeys } from './keys';
import { invalidatingMutation } from './mutations';
import { PAGE_SIZE } from './pagination';
import { datasetTarget, type ScenarioRunOptions, scenarioRunBody } from './scenarios';
import { commaList, compact, type PageParams } from './searchParams';
import { type UploadOptions, upload } from './upload';

export { datasetKeys, tagKeys } from './keys';
// One dataset's query lives apart, so that the breadcrumb (on every screen) does not pull this module
// (issue 49, bench measure 1).
export { datasetQuery, getDataset } from './objectQueries';

export type Dataset = components['schemas']['Dataset'];
export type DatasetInput = components['schemas']['DatasetInput'];
export type DatasetPatchInput = components['schemas']['DatasetPatchInput'];
export type DatasetPage = components['schemas']['DatasetPage'];
export type DatasetSummary = components['schemas']['DatasetSummary'];
export type DatasetCount = components['schemas']['DatasetCount'];
export type DatasetOrdering = components['schemas']['DatasetOrdering'];
export type PermissionLevel = components['schemas']['PermissionLevel'];
export type GeographicalCoverage = components['schemas']['GeographicalCoverage'];
export type DatasetContactRole = components['schemas']['DatasetContactRole'];
export type DatasetContactRoleInput = components['schemas']['DatasetContactRoleInput'];
export type ActivityEntry = components['schemas']['ActivityEntry'];
export type ActivityPage = components['schemas']['ActivityPage'];
export type Tag = components['schemas']['Tag'];
export type ThumbnailResult = components['schemas']['ThumbnailResult'];

/** Last revision first, the dataset list's default sort. */
export const DEFAULT_DATASET_ORDERING: DatasetOrdering = '-last_modified';

/** The dataset list's search, sort and filters, shared by the list and the ODL export. */
export type DatasetFilters = {
  search?: string;
  ordering?: DatasetOrdering;
  usergroupIds?: readonly number[];
  recordTypes?: readonly number[];
  categories?: readonly number[];
  topics?: readonly number[];
  kinds?: readonly number[];
  licenses?: readonly number[];
  /** true: published only; false: unpublished only; undefined: both. */
  publish?: boolean;
  /** The datasets lacking this metadata quality fix (issue 51): the list's only, the export has no such filter. */
  qualityFix?: string;
};
export type DatasetListParams = DatasetFilters & PageParams;

type DatasetListQuery = NonNullable<operations['listDatasets']['parameters']['query']>;
type DatasetExportQuery = NonNullable<operations['exportDatasetsOdl']['parameters']['query']>;

function filterQuery(filters: DatasetFilters): DatasetExportQuery {
  return compact({
    search: filters.search,
    ordering: filters.ordering ?? DEFAULT_DATASET_ORDERING,
    usergroup_id: commaList(filters.usergroupIds),
    record_type: commaList(filters.recordTypes),
    categories: commaList(filters.categories),
    topics: commaList(filters.topics),
    kinds: commaList(filters.kinds),
    license: commaList(filters.licenses),
    publish: filters.publish,
    quality_fix: filters.qualityFix,
  });
}

/** The query the dataset list sends: page, page size, then search, ordering and filters. */
export function datasetListQuery(params: DatasetListParams = {}): DatasetListQuery {
  return {
    page: params.page ?? 1,
    page_size: params.pageSize ?? PAGE_SIZE,
    ...filterQuery(params),
  };
}

// Reads

export function listDatasets(params: DatasetListParams = {}, { signal }: RequestOptions = {}) {
  return call(http().GET('/dataset/datasets/', { params: { query: datasetListQuery(params) }, signal }));
}

export function getDatasetsCount({ signal }: RequestOptions = {}) {
  return call(http().GET('/dataset/datasets-count/', { signal }));
}

export function listDatasetScenarios(id: number, { signal }: RequestOptions = {}) {
  return call(http().GET('/dataset/datasets/{id}/_scenarios/', { params: { path: { id } }, signal }));
}

export function listDatasetContactRoles(id: number, { signal }: RequestOptions = {}) {
  return call(http().GET('/dataset/datasets/{id}/contact-roles/', { params: { path: { id } }, signal }));
}

export function listDatasetActivity(id: number, params: PageParams = {}, { signal }: RequestOptions = {}) {
  const query = { page: params.page ?? 1, page_size: params.pageSize ?? PAGE_SIZE };
  return call(http().GET('/dataset/datasets/{id}/activity/', { params: { path: { id }, query }, signal }));
}

/** Keywords matching a search (the keyword field's suggestions). */
export function listTags(search: string, { signal }: RequestOptions = {}) {
  return call(http().GET('/dataset/taggit/tags/', { params: { query: compact({ search }) }, signal }));
}

export function datasetsQuery(params: DatasetListParams = {}) {
  return queryOptions({
    queryKey: datasetKeys.list(datasetListQuery(params)),
    queryFn: ({ signal }) => listDatasets(params, { signal }),
  });
}

export function datasetsCountQuery() {
  return queryOptions({
    queryKey: datasetKeys.count(),
    queryFn: ({ signal }) => getDatasetsCount({ signal }),
  });
}

export function datasetContactRolesQuery(id: number) {
  return queryOptions({
    queryKey: datasetKeys.contactRoles(id),
    queryFn: ({ signal }) => listDatasetContactRoles(id, { signal }),
  });
}

export function datasetActivityQuery(id: number, params: PageParams = {}) {
  return queryOptions({
    queryKey: datasetKeys.activity(id, { page: params.page ?? 1, page_size: params.pageSize ?? PAGE_SIZE }),
    queryFn: ({ signal }) => listDatasetActivity(id, params, { signal }),
  });
}

export function tagsQuery(search: string) {
  return queryOptions({
    queryKey: tagKeys.search(search),
    queryFn: ({ signal }) => listTags(search, { signal }),
  });
}

// Writes

/** A save that refuses to overwrite a newer version: `ifMatch` is the `last_modified` read (412 if stale). */
export type SaveOptions = RequestOptions & { ifMatch?: string };

function ifMatchHeader(ifMatch: string | undefined) {
  return ifMatch ? { 'If-Match': ifMatch } : undefined;
}

export function createDataset(body: DatasetInput, { signal }: RequestOptions = {}) {
  return call(http().POST('/dataset/datasets/', { body, signal }));
}

export function updateDataset(id: number, body: DatasetInput, { signal, ifMatch }: SaveOptions = {}) {
  return call(
    http().PUT('/dataset/datasets/{id}/', {
      params: { path: { id }, header: ifMatchHeader(ifMatch) },
      body,
      signal,
    }),
  );
}

export function patchDataset(id: number, body: DatasetPatchInput, { signal, ifMatch }: SaveOptions = {}) {
  return call(
    http().PATCH('/dataset/datasets/{id}/', {
      params: { path: { id }, header: ifMatchHeader(ifMatch) },
      body,
      signal,
    }),
  );
}

export async function deleteDataset(id: number, { signal }: RequestOptions = {}): Promise<void> {
  await call(http().DELETE('/dataset/datasets/{id}/', { params: { path: { id } }, signal }));
}

/** Deleting a dataset from the list, after the confirmation that shows its failure. */
export function deleteDatasetMutation() {
  return invalidatingMutation({
    mutationKey: [...datasetKeys.all, 'delete'],
    mutationFn: (id: number) => deleteDataset(id),
    invalidates: () => [datasetKeys.all],
    meta: { errorsShownByScreen: true },
  });
}

/** Runs a scenario on the dataset (publish, unpublish, index); queued unless `asynchrone` is false. */
export function runDatasetScenario(
  id: number,
  scenarioId: number,
  { asynchrone = true, data }: ScenarioRunOptions = {},
  { signal }: RequestOptions = {},
) {
  return call(
    http().POST('/dataset/datasets/{id}/_scenarios/{scenarioId}/run/', {
      params: { path: { id, scenarioId }, query: { asynchrone } },
      body: scenarioRunBody(datasetTarget(id), data),
      signal,
    }),
  );
}

/** Sends the dataset's thumbnail (JPG or PNG, at most 2 MB) with upload progress. */
export function uploadDatasetThumbnail(id: number, file: Blob, options: UploadOptions = {}) {
  return upload('/dataset/datasets/{id}/thumbnail/', {
    params: { path: { id } },
    body: { file },
    ...options,
  });
}

export async function deleteDatasetThumbnail(id: number, { signal }: RequestOptions = {}): Promise<void> {
  await call(http().DELETE('/dataset/datasets/{id}/thumbnail/', { params: { path: { id } }, signal }));
}

export function createDatasetContactRole(
  id: number,
  body: DatasetContactRoleInput,
  { signal }: RequestOptions = {},
) {
  return call(
    http().POST('/dataset/datasets/{id}/contact-roles/', { params: { path: { id } }, body, signal }),
  );
}

/** Changes a contact's role; `force` replaces a contact already holding that role (else 400 `role_taken`). */
export function updateDatasetContactRole(
  id: number,
  roleId: number,
  body: DatasetContactRoleInput,
  { signal, force = false }: RequestOptions & { force?: boolean } = {},
) {
  return call(
    http().PUT('/dataset/datasets/{id}/contact-roles/{roleId}/', {
      params: { path: { id, roleId }, query: force ? { force } : undefined },
      body,
      signal,
    }),
  );
}

export async function deleteDatasetContactRole(
  id: number,
  roleId: number,
  { signal }: RequestOptions = {},
): Promise<void> {
  await call(
    http().DELETE('/dataset/datasets/{id}/contact-roles/{roleId}/', {
      params: { path: { id, roleId } },
      signal,
    }),
  );
}

/** File name when the export answer does not name its file. */
export const DEFAULT_EXPORT_FILENAME = 'datasets-odl.csv';

/**
 * Downloads the ODL export of the datasets matching the list's current search, filters and ordering, and
 * makes the browser save it. Resolves with the file name used.
 */
export async function exportDatasets(filters: DatasetFilters = {}, { signal }: RequestOptions = {}) {
  const { data, response } = await callWithResponse(
    http().GET('/dataset/datasets/export/odl/', {
      params: { query: filterQuery(filters) },
      parseAs: 'blob',
      signal,
    }),
  );
  const filename = filenameFromContentDisposition(
    response.headers.get('Content-Disposition'),
    DEFAULT_EXPORT_FILENAME,
  );
  saveBlob(data, filename);
  return filename;
}

// Mutation options for components

export function patchDatasetMutation() {
  return invalidatingMutation({
    mutationKey: [...datasetKeys.all, 'patch'],
    mutationFn: ({ id, body, ifMatch }: { id: number; body: DatasetPatchInput; ifMatch?: string }) =>
      patchDataset(id, body, { ifMatch }),
    invalidates: ({ id }) => [datasetKeys.lists(), datasetKeys.detail(id)],
  });
}

export function createDatasetContactRoleMutation() {
  return invalidatingMutation({
    mutationKey: [...datasetKeys.all, 'create-contact-role'],
    mutationFn: ({ datasetId, body }: { datasetId: number; body: DatasetContactRoleInput }) =>
      createDatasetContactRole(datasetId, body),
    invalidates: ({ datasetId }) => [datasetKeys.detail(datasetId)],
  });
}

export function updateDatasetContactRoleMutation() {
  return invalidatingMutation({
    mutationKey: [...datasetKeys.all, 'update-contact-role'],
    mutationFn: ({
      datasetId,
      roleId,
      body,
      force,
    }: {
      datasetId: number;
      roleId: number;
      body: DatasetContactRoleInput;
      force?: boolean;
    }) => updateDatasetContactRole(datasetId, roleId, body, { force }),
    invalidates: ({ datasetId }) => [datasetKeys.detail(datasetId)],
  });
}

export function deleteDatasetContactRoleMutation() {
  return invalidatingMutation({
    mutationKey: [...datasetKeys.all, 'delete-contact-role'],
    mutationFn: ({ datasetId, roleId }: { datasetId: number; roleId: number }) =>
      deleteDatasetContactRole(datasetId, roleId),
    invalidates: ({ datasetId }) => [datasetKeys.detail(datasetId)],
  });
}
