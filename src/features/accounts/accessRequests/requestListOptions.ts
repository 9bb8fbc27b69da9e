import { userGroupRequestsQuery, userRequestsQuery } from '../../../api/accessRequests';
import { DEFAULT_MEMBERSHIP_STATUSES, groupMembershipsQuery } from '../../../api/usergroupMembers';
import { isMembershipStatus, MEMBERSHIP_STATUSES } from '../shared/membershipStatus';
import { PENDING_REQUEST_STATUSES } from './decisions';
import type { RequestListState } from './requestListState';

/**
 * The statuses a request list asks for: those chosen, the list's defaults (pending ones) when the URL
 * says nothing, and every status when the choice is empty. Every status is sent as the full list, since
 * the API reads no statuses as its default.
 */
export function sentStatuses(
  state: RequestListState,
  defaults: readonly number[],
  every: readonly number[],
): readonly number[] {
  const chosen = state.status ?? defaults;
  return chosen.length > 0 ? chosen : every;
}

/*
 * The query options of the hub's three request lists for one list's URL state. The route's loader and
 * the screen call the same function, so they share the query key. `every` is the list of all the
 * statuses (a reference list of the server for users and groups).
 */

export function userRequestListOptions(state: RequestListState, every: readonly number[]) {
  return userRequestsQuery({
    page: state.page ?? 1,
    search: state.search || undefined,
    statuses: sentStatuses(state, PENDING_REQUEST_STATUSES, every),
  });
}

export function userGroupRequestListOptions(state: RequestListState, every: readonly number[]) {
  return userGroupRequestsQuery({
    page: state.page ?? 1,
    search: state.search || undefined,
    statuses: sentStatuses(state, PENDING_REQUEST_STATUSES, every),
  });
}

export function attachmentRequestListOptions(state: RequestListState) {
  return groupMembershipsQuery({
    page: state.page ?? 1,
    search: state.search || undefined,
    statuses: sentStatuses(state, DEFAULT_MEMBERSHIP_STATUSES, MEMBERSHIP_STATUSES).filter(
      isMembershipStatus,
    ),
  });
}
