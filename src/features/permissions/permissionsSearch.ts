import { datasetPermissionsQuery, type PermissionListParams } from '../../api/permissions';
import type { PermissionsSearch } from './permissionsSearchSchema';

export type { PermissionsSearch } from './permissionsSearchSchema';
// The URL state's schema lives apart, so that the route definitions in the entry do not pull this
// module's query factories (issue 49, bench measure 1).
export { permissionOrderings, permissionsSearchSchema } from './permissionsSearchSchema';
/** The API parameters of a URL state, page included. */
export function permissionParamsOf(search: PermissionsSearch): PermissionListParams {
  return {
    page: search.page ?? 1,
    search: search.search || undefined,
    ordering: search.ordering,
    usergroupTypes: search.usergroup_type?.length ? search.usergroup_type : undefined,
    organisationTypeId: search.organisation_type_id,
    level: search.level,
  };
}

/**
 * The URL state after a filter change: every change goes back to page 1 (specification section 4); the
 * search text and the sort stay.
 */
export function withFilters(
  search: PermissionsSearch,
  filters: Pick<PermissionsSearch, 'usergroup_type' | 'organisation_type_id' | 'level'>,
): PermissionsSearch {
  return {
    ...search,
    page: undefined,
    usergroup_type: filters.usergroup_type?.length ? filters.usergroup_type : undefined,
    organisation_type_id: filters.organisation_type_id,
    level: filters.level,
  };
}

/** The table's query for a dataset and a URL state: the route's loader and the screen share it. */
export function permissionListOptions(datasetId: number) {
  return (search: PermissionsSearch) => datasetPermissionsQuery(datasetId, permissionParamsOf(search));
}
