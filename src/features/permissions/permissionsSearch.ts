import * as v from 'valibot';
import { datasetPermissionsQuery, type PermissionListParams } from '../../api/permissions';
import { optionalIdSearch } from '../../lib/routeParams';
import { accessLevels, usergroupTypes } from './permissionLabels';

/** Sortable columns of the permissions table, as the API's direction + field. */
export const permissionOrderings = [
  'name',
  '-name',
  'type',
  '-type',
  'organisation_type',
  '-organisation_type',
  'signed_convention',
  '-signed_convention',
  'level',
  '-level',
] as const;

/**
 * The permissions table's state in the URL: page, search, sort and the three filters of the API
 * (specification section 3). Unusable values are dropped instead of failing the screen.
 */
export const permissionsSearchSchema = v.object({
  page: v.fallback(v.optional(v.pipe(v.number(), v.integer(), v.minValue(1))), undefined),
  search: v.fallback(v.optional(v.string()), undefined),
  ordering: v.fallback(v.optional(v.picklist(permissionOrderings)), undefined),
  usergroup_type: v.fallback(
    v.optional(
      v.union([
        v.array(v.picklist(usergroupTypes)),
        // A hand-written link names one type: ?usergroup_type=organisation.
        v.pipe(
          v.picklist(usergroupTypes),
          v.transform((type) => [type]),
        ),
      ]),
    ),
    undefined,
  ),
  organisation_type_id: optionalIdSearch,
  level: v.fallback(v.optional(v.picklist(accessLevels)), undefined),
});

export type PermissionsSearch = v.InferOutput<typeof permissionsSearchSchema>;

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
