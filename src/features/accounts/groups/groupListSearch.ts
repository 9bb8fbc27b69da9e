import * as v from 'valibot';
import { type UserGroupListParams, userGroupsQuery } from '../../../api/usergroups';
import type { GroupKind } from './groupKinds';
import { groupKinds } from './groupKinds';

/** Columns the group and sphere lists sort by, as the API's ordering fields. */
export const groupSortKeys = ['display_name', 'members_count', 'status', 'creation_date'] as const;

export const groupOrderings = groupSortKeys.flatMap((key) => [key, `-${key}`] as const);

/** Without an ordering the server sorts by name. */
export const DEFAULT_GROUP_ORDERING = 'display_name';

/**
 * The state of a group or sphere list in the URL. `status` absent means every status (the specification
 * gives a default status filter to organisations only).
 */
export const groupListSearchSchema = v.object({
  page: v.fallback(v.optional(v.pipe(v.number(), v.integer(), v.minValue(1))), undefined),
  search: v.fallback(v.optional(v.string()), undefined),
  ordering: v.fallback(v.optional(v.picklist(groupOrderings)), undefined),
  status: v.fallback(v.optional(v.array(v.pipe(v.number(), v.integer(), v.minValue(0)))), undefined),
});

export type GroupListSearch = v.InferOutput<typeof groupListSearchSchema>;

/** The API parameters of a URL state (without the page): the kind's type only. */
export function groupFiltersOf(kind: GroupKind, search: GroupListSearch): UserGroupListParams {
  return {
    types: [groupKinds[kind].type],
    search: search.search || undefined,
    ordering: search.ordering,
    statuses: search.status,
  };
}

/** The list's query for a URL state: the route's loader and the screen share it. */
export function groupListOptions(kind: GroupKind) {
  return (search: GroupListSearch) =>
    userGroupsQuery({ ...groupFiltersOf(kind, search), page: search.page ?? 1 });
}
