import { queryOptions } from '@tanstack/react-query';
import type { components, operations } from '../../contract/schema.gen';
import { call, http, type RequestOptions } from './http';
import {
  groupMembershipKeys,
  organisationKeys,
  userGroupKeys,
  userGroupRequestKeys,
  userKeys,
  userRequestKeys,
} from './keys';
import { invalidatingMutation } from './mutations';
import { PAGE_SIZE } from './pagination';
import { commaList, compact, type PageParams } from './searchParams';
import { updateUserGroupMember } from './usergroupMembers';
import { patchUserGroup } from './usergroups';
import { patchUser } from './users';

export { userGroupRequestKeys, userRequestKeys } from './keys';

type UserGroupType = components['schemas']['UserGroupType'];
type MembershipStatus = components['schemas']['MembershipStatus'];
type RoleNumber = components['schemas']['RoleNumber'];

/*
 * The accounts hub's pending validations: user access requests, user-group access requests (both here)
 * and attachments of users to groups (groupMembershipsQuery in usergroups.ts).
 */

/** Access requests awaiting validation (status__in=1) unless told otherwise. */
export const DEFAULT_REQUEST_STATUSES: readonly number[] = [1];

export type AccessRequestListParams = PageParams & {
  search?: string;
  ordering?: string;
  /** Status ids to show; `[]` shows every status. */
  statuses?: readonly number[];
};

type RequestListQuery = NonNullable<operations['listUserRequests']['parameters']['query']>;

export function accessRequestListQuery(params: AccessRequestListParams = {}): RequestListQuery {
  return compact({
    page: params.page ?? 1,
    page_size: params.pageSize ?? PAGE_SIZE,
    search: params.search,
    ordering: params.ordering,
    status__in: commaList(params.statuses ?? DEFAULT_REQUEST_STATUSES),
  });
}

export function listUserRequests(params: AccessRequestListParams = {}, { signal }: RequestOptions = {}) {
  return call(
    http().GET('/usergroup/user-requests/', { params: { query: accessRequestListQuery(params) }, signal }),
  );
}

export function listUserGroupRequests(params: AccessRequestListParams = {}, { signal }: RequestOptions = {}) {
  return call(
    http().GET('/usergroup/usergroup-requests/', {
      params: { query: accessRequestListQuery(params) },
      signal,
    }),
  );
}

export function userRequestsQuery(params: AccessRequestListParams = {}) {
  return queryOptions({
    queryKey: userRequestKeys.list(accessRequestListQuery(params)),
    queryFn: ({ signal }) => listUserRequests(params, { signal }),
  });
}

export function userGroupRequestsQuery(params: AccessRequestListParams = {}) {
  return queryOptions({
    queryKey: userGroupRequestKeys.list(accessRequestListQuery(params)),
    queryFn: ({ signal }) => listUserGroupRequests(params, { signal }),
  });
}

/** Accepts or refuses a user access request: the account takes the chosen status. */
export function decideUserRequestMutation() {
  return invalidatingMutation({
    mutationKey: [...userRequestKeys.all, 'decide'],
    mutationFn: ({ userId, status }: { userId: number; status: number }) => patchUser(userId, { status }),
    invalidates: ({ userId }) => [userRequestKeys.all, userKeys.lists(), userKeys.detail(userId)],
  });
}

/**
 * Accepts or refuses a user-group access request: the group takes the chosen status. The contract's
 * PATCH body requires `usergroup_type` (its default makes it required in the generated type): the
 * request row's own type is sent back.
 */
export function decideUserGroupRequestMutation() {
  return invalidatingMutation({
    mutationKey: [...userGroupRequestKeys.all, 'decide'],
    mutationFn: ({
      usergroupId,
      usergroupType,
      status,
    }: {
      usergroupId: number;
      usergroupType: UserGroupType;
      status: number;
    }) => patchUserGroup(usergroupId, { usergroup_type: usergroupType, status }),
    invalidates: ({ usergroupId }) => [
      userGroupRequestKeys.all,
      userGroupKeys.lists(),
      userGroupKeys.detail(usergroupId),
      organisationKeys.lists(),
      organisationKeys.detail(usergroupId),
    ],
  });
}

/** Accepts (status 2) or changes an attachment of a user to a group, keeping or setting the role. */
export function decideAttachmentMutation() {
  return invalidatingMutation({
    mutationKey: [...groupMembershipKeys.all, 'decide'],
    mutationFn: ({
      usergroupId,
      userId,
      role,
      status,
    }: {
      usergroupId: number;
      userId: number;
      role: RoleNumber | null;
      status: MembershipStatus;
    }) => updateUserGroupMember(usergroupId, userId, { role, status }),
    invalidates: ({ usergroupId, userId }) => [
      groupMembershipKeys.all,
      userGroupKeys.detail(usergroupId),
      organisationKeys.detail(usergroupId),
      userKeys.detail(userId),
    ],
  });
}
