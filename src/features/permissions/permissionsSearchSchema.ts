import * as v from 'valibot';
import { optionalIdSearch } from '../../lib/routeParams';
import { accessLevels, usergroupTypes } from './permissionCodes';

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
