import { queryOptions } from '@tanstack/react-query';
import type { components, operations } from '../../contract/schema.gen';
import { apiErrorFromThrown } from './errors';
import { call, http, type RequestOptions } from './http';
import { groupMembershipKeys, organisationKeys, userGroupKeys, userKeys, userRequestKeys } from './keys';
import { invalidatingMutation } from './mutations';
import { PAGE_SIZE } from './pagination';
import { commaList, compact, type PageParams } from './searchParams';
import type { RoleNumber } from './usergroups';

/*
 * Memberships of users in groups: a group's members, the roles given to a user, and the pending
 * attachment requests. The groups themselves are in usergroups.ts.
 */

export { groupMembershipKeys } from './keys';

export type UserGroupMember = components['schemas']['UserGroupMember'];
export type UserGroupMemberPage = components['schemas']['UserGroupMemberPage'];
export type UserGroupMemberInput = components['schemas']['UserGroupMemberInput'];
export type UserGroupMemberUpdateInput = components['schemas']['UserGroupMemberUpdateInput'];
export type GroupMembership = components['schemas']['GroupMembership'];
export type GroupMembershipPage = components['schemas']['GroupMembershipPage'];
export type MembershipStatus = components['schemas']['MembershipStatus'];

// Members

export type MemberListParams = PageParams & {
  search?: string;
  ordering?: string;
  statuses?: readonly MembershipStatus[];
};

type MemberListQuery = NonNullable<operations['listUserGroupMembers']['parameters']['query']>;

export function memberListQuery(params: MemberListParams = {}): MemberListQuery {
  return compact({
    page: params.page ?? 1,
    page_size: params.pageSize ?? PAGE_SIZE,
    search: params.search,
    ordering: params.ordering,
    status__in: commaList(params.statuses),
  });
}

export function listUserGroupMembers(
  id: number,
  params: MemberListParams = {},
  { signal }: RequestOptions = {},
) {
  return call(
    http().GET('/usergroup/user-groups/{id}/members/', {
      params: { path: { id }, query: memberListQuery(params) },
      signal,
    }),
  );
}

export function userGroupMembersQuery(id: number, params: MemberListParams = {}) {
  return queryOptions({
    queryKey: userGroupKeys.memberList(id, memberListQuery(params)),
    queryFn: ({ signal }) => listUserGroupMembers(id, params, { signal }),
  });
}

export function addUserGroupMember(id: number, body: UserGroupMemberInput, { signal }: RequestOptions = {}) {
  return call(
    http().POST('/usergroup/user-groups/{id}/members/', { params: { path: { id } }, body, signal }),
  );
}

/** Changes a member's role (null removes it) and membership status (2 accepts an attachment request). */
export function updateUserGroupMember(
  id: number,
  userId: number,
  body: UserGroupMemberUpdateInput,
  { signal }: RequestOptions = {},
) {
  return call(
    http().PUT('/usergroup/user-groups/{id}/members/{userId}/', {
      params: { path: { id, userId } },
      body,
      signal,
    }),
  );
}

/** Removes a user from a group (also how a user is removed from an organisation). */
export async function removeUserGroupMember(id: number, userId: number, { signal }: RequestOptions = {}) {
  await call(
    http().DELETE('/usergroup/user-groups/{id}/members/{userId}/', {
      params: { path: { id, userId } },
      signal,
    }),
  );
}

/**
 * Gives a user a role in a group as an active membership: adds the member, or, when the user is already
 * a member (without a role, or with a pending attachment), changes that membership instead. The
 * contract answers the first case with 400 on `user_id`; any other failure is passed on. With
 * `invite` (an account administrator who is not a superuser), a new membership is an invitation
 * (status 0) that the user accepts, as the server requires.
 */
export async function giveUserGroupRole(
  id: number,
  userId: number,
  role: RoleNumber,
  { signal, invite = false }: RequestOptions & { invite?: boolean } = {},
) {
  try {
    return await addUserGroupMember(id, { user_id: userId, role, status: invite ? 0 : 2 }, { signal });
  } catch (thrown) {
    if (!isRefusedUserId(thrown)) throw thrown;
    return updateUserGroupMember(id, userId, { role, status: 2 }, { signal });
  }
}

function isRefusedUserId(thrown: unknown): boolean {
  const error = apiErrorFromThrown(thrown);
  return error.kind === 'fields' && error.status === 400 && error.fields.some((f) => f.field === 'user_id');
}

// Pending attachments of users to groups

/** Attachment requests: awaiting verification or validation, newest first. */
export const DEFAULT_MEMBERSHIP_STATUSES: readonly MembershipStatus[] = [0, 1];
export const DEFAULT_MEMBERSHIP_ORDERING = '-user__date_joined';

export type GroupMembershipListParams = PageParams & {
  search?: string;
  ordering?: string;
  statuses?: readonly MembershipStatus[];
};

type GroupMembershipListQuery = NonNullable<operations['listGroupMemberships']['parameters']['query']>;

export function groupMembershipListQuery(params: GroupMembershipListParams = {}): GroupMembershipListQuery {
  return compact({
    page: params.page ?? 1,
    page_size: params.pageSize ?? PAGE_SIZE,
    search: params.search,
    ordering: params.ordering ?? DEFAULT_MEMBERSHIP_ORDERING,
    status__in: commaList(params.statuses ?? DEFAULT_MEMBERSHIP_STATUSES),
  });
}

export function listGroupMemberships(
  params: GroupMembershipListParams = {},
  { signal }: RequestOptions = {},
) {
  return call(
    http().GET('/usergroup/group-members/', { params: { query: groupMembershipListQuery(params) }, signal }),
  );
}

export function groupMembershipsQuery(params: GroupMembershipListParams = {}) {
  return queryOptions({
    queryKey: groupMembershipKeys.list(groupMembershipListQuery(params)),
    queryFn: ({ signal }) => listGroupMemberships(params, { signal }),
  });
}

// Mutation options for components

/*
 * Memberships show in the group's and organisation's details and lists, in the user's roles, and in
 * the attachment requests.
 */
const membershipViews = (id: number, userId: number) =>
  [
    userGroupKeys.detail(id),
    userGroupKeys.lists(),
    organisationKeys.detail(id),
    organisationKeys.lists(),
    groupMembershipKeys.all,
    userKeys.detail(userId),
    userKeys.lists(),
    userRequestKeys.all,
  ] as const;

export function addUserGroupMemberMutation() {
  return invalidatingMutation({
    mutationKey: [...userGroupKeys.all, 'add-member'],
    mutationFn: ({ id, body }: { id: number; body: UserGroupMemberInput }) => addUserGroupMember(id, body),
    invalidates: ({ id, body }) => membershipViews(id, body.user_id),
  });
}

export function updateUserGroupMemberMutation() {
  return invalidatingMutation({
    mutationKey: [...userGroupKeys.all, 'update-member'],
    mutationFn: ({ id, userId, body }: { id: number; userId: number; body: UserGroupMemberUpdateInput }) =>
      updateUserGroupMember(id, userId, body),
    invalidates: ({ id, userId }) => membershipViews(id, userId),
  });
}

export function removeUserGroupMemberMutation() {
  return invalidatingMutation({
    mutationKey: [...userGroupKeys.all, 'remove-member'],
    mutationFn: ({ id, userId }: { id: number; userId: number }) => removeUserGroupMember(id, userId),
    invalidates: ({ id, userId }) => membershipViews(id, userId),
  });
}

/** A role given from a user's page: the user's roles, the group's members and the pending attachments follow. */
export function giveUserGroupRoleMutation() {
  return invalidatingMutation({
    mutationKey: [...userGroupKeys.all, 'give-role'],
    mutationFn: ({
      id,
      userId,
      role,
      invite,
    }: {
      id: number;
      userId: number;
      role: RoleNumber;
      invite?: boolean;
    }) => giveUserGroupRole(id, userId, role, { invite }),
    invalidates: ({ id, userId }) => membershipViews(id, userId),
  });
}
