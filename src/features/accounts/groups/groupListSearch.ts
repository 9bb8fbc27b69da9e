import { type UserGroupListParams, userGroupsQuery } from '../../../api/usergroups';
import type { GroupKind } from './groupKinds';
import { groupKinds } from './groupKinds';
import type { GroupListSearch } from './groupListSearchSchema';

export type { GroupListSearch } from './groupListSearchSchema';
// The URL state's schema lives apart, so that the route definitions in the entry do not pull this
// module's query factories (issue 49, bench measure 1).
export {
  DEFAULT_GROUP_ORDERING,
  groupListSearchSchema,
  groupOrderings,
  groupSortKeys,
} from './groupListSearchSchema';
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
