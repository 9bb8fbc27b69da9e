import { queryOptions } from '@tanstack/react-query';
import type { components, operations } from '../../contract/schema.gen';
import { call, http, type RequestOptions } from './http';
import { permissionKeys } from './keys';
import { invalidatingMutation } from './mutations';
import { PAGE_SIZE } from './pagination';
import { commaList, compact, type PageParams } from './searchParams';

export { permissionKeys } from './keys';

export type DatasetPermission = components['schemas']['DatasetPermission'];
export type DatasetPermissionPage = components['schemas']['DatasetPermissionPage'];
export type AccessLevel = components['schemas']['AccessLevel'];
export type PermissionActionInput = components['schemas']['PermissionActionInput'];
export type PermissionActionResult = components['schemas']['PermissionActionResult'];
type UserGroupType = components['schemas']['UserGroupType'];

/** The permissions table of one dataset: page, search, ordering and its three filters. */
export type PermissionListParams = PageParams & {
  search?: string;
  ordering?: string;
  usergroupTypes?: readonly UserGroupType[];
  organisationTypeId?: number;
  level?: AccessLevel;
};

type PermissionListQuery = operations['listDatasetPermissions']['parameters']['query'];

export function permissionListQuery(
  datasetId: number,
  params: PermissionListParams = {},
): PermissionListQuery {
  return compact({
    dataset_id: datasetId,
    page: params.page ?? 1,
    page_size: params.pageSize ?? PAGE_SIZE,
    search: params.search,
    ordering: params.ordering,
    usergroup_type: commaList(params.usergroupTypes),
    organisation_type_id: params.organisationTypeId,
    level: params.level,
  });
}

export function listDatasetPermissions(
  datasetId: number,
  params: PermissionListParams = {},
  { signal }: RequestOptions = {},
) {
  return call(
    http().GET('/dataset/usergroup-permissions/', {
      params: { query: permissionListQuery(datasetId, params) },
      signal,
    }),
  );
}

export function datasetPermissionsQuery(datasetId: number, params: PermissionListParams = {}) {
  const { dataset_id: _, ...query } = permissionListQuery(datasetId, params);
  return queryOptions({
    queryKey: permissionKeys.list(datasetId, query),
    queryFn: ({ signal }) => listDatasetPermissions(datasetId, params, { signal }),
  });
}

/** The action setting one access level on rows of a dataset's table: the same for it and its preview. */
const levelAction = (datasetId: number, usergroupIds: readonly number[], level: AccessLevel) => ({
  params: { query: { action: `set_permission_level_${level}` as const } },
  body: { dataset_id: datasetId, usergroup_ids: [...usergroupIds] },
});

/** Sets one access level on the selected rows (user-group ids) of a dataset's permission table. */
export function setPermissionLevel(
  datasetId: number,
  usergroupIds: readonly number[],
  level: AccessLevel,
  { signal }: RequestOptions = {},
) {
  return call(
    http().PUT('/dataset/usergroup-permission-actions/', {
      ...levelAction(datasetId, usergroupIds, level),
      signal,
    }),
  );
}

export function setPermissionLevelMutation() {
  return invalidatingMutation({
    mutationKey: [...permissionKeys.all, 'set-level'],
    mutationFn: ({
      datasetId,
      usergroupIds,
      level,
    }: {
      datasetId: number;
      usergroupIds: readonly number[];
      level: AccessLevel;
    }) => setPermissionLevel(datasetId, usergroupIds, level),
    invalidates: ({ datasetId }) => [permissionKeys.dataset(datasetId)],
  });
}

export type PermissionImpact = components['schemas']['PermissionImpact'];

/**
 * What setting one access level on the selected rows would change, computed by the server from the
 * rows as they are (this product's extension `permissionImpact`: call it only where it is offered).
 */
export function previewPermissionLevel(
  datasetId: number,
  usergroupIds: readonly number[],
  level: AccessLevel,
  { signal }: RequestOptions = {},
) {
  return call(
    http().POST('/dataset/usergroup-permission-actions/preview/', {
      ...levelAction(datasetId, usergroupIds, level),
      signal,
    }),
  );
}
