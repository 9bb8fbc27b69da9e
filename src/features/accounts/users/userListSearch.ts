import { userGroupChoicesQuery, userStatusesQuery } from '../../../api/usergroups';
import { DEFAULT_USER_STATUSES, type UserListParams, usersQuery } from '../../../api/users';
import type { Companions } from '../../../ui/list/prefetchList';
import type { UserListSearch } from './userListSearchSchema';

export type { UserListSearch } from './userListSearchSchema';
// The URL state's schema lives apart, so that the route definitions in the entry do not pull this
// module's query factories (issue 49, bench measure 1).
export {
  DEFAULT_USER_ORDERING,
  userListSearchSchema,
  userOrderings,
  userSortKeys,
} from './userListSearchSchema';
/** The API parameters of a URL state (without the page). */
export function userFiltersOf(search: UserListSearch): UserListParams {
  return {
    search: search.search || undefined,
    ordering: search.ordering,
    statuses: search.status ?? DEFAULT_USER_STATUSES,
    usergroupId: search.usergroup,
  };
}

/** The list's query for a URL state: the route's loader and the screen share it. */
export function userListOptions(search: UserListSearch) {
  return usersQuery({ ...userFiltersOf(search), page: search.page ?? 1 });
}

/** What the user list reads beside its rows, as UserListControls does: the filters' choices. */
export const userListCompanions: Companions = (prefetch, locale) => {
  prefetch(userStatusesQuery(locale));
  prefetch(userGroupChoicesQuery());
};
