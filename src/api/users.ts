import { queryOptions } from '@tanstack/react-query';
import type { components, operations } from '../../contract/schema.gen';
import { call, http, type RequestOptions } from './http';
import { groupMembershipKeys, userGroupKeys, userKeys, userRequestKeys } from './keys';
import { invalidatingMutation } from './mutations';
import { PAGE_SIZE } from './pagination';
import { commaList, compact, type PageParams } from './searchParams';

export { userKeys } from './keys';

export type User = components['schemas']['User'];
export type UserInput = components['schemas']['UserInput'];
export type UserPatchInput = components['schemas']['UserPatchInput'];
export type UserPage = components['schemas']['UserPage'];
export type UserGroupRole = components['schemas']['UserGroupRole'];

/** The user list shows active accounts unless told otherwise (status__in=2). */
export const DEFAULT_USER_STATUSES: readonly number[] = [2];

export type UserListParams = PageParams & {
  search?: string;
  ordering?: string;
  /** Status ids to show; `[]` shows every status. */
  statuses?: readonly number[];
  usergroupId?: number;
};

type UserListQuery = NonNullable<operations['listUsers']['parameters']['query']>;

export function userListQuery(params: UserListParams = {}): UserListQuery {
  return compact({
    page: params.page ?? 1,
    page_size: params.pageSize ?? PAGE_SIZE,
    search: params.search,
    ordering: params.ordering,
    status__in: commaList(params.statuses ?? DEFAULT_USER_STATUSES),
    usergroup_id: params.usergroupId,
  });
}

export function listUsers(params: UserListParams = {}, { signal }: RequestOptions = {}) {
  return call(http().GET('/usergroup/users/', { params: { query: userListQuery(params) }, signal }));
}

export function getUser(id: number, { signal }: RequestOptions = {}) {
  return call(http().GET('/usergroup/users/{id}/', { params: { path: { id } }, signal }));
}

export function usersQuery(params: UserListParams = {}) {
  return queryOptions({
    queryKey: userKeys.list(userListQuery(params)),
    queryFn: ({ signal }) => listUsers(params, { signal }),
  });
}

export function userQuery(id: number) {
  return queryOptions({ queryKey: userKeys.detail(id), queryFn: ({ signal }) => getUser(id, { signal }) });
}

/** Creates an account; the answer carries its `usergroup_roles`. */
export function createUser(body: UserInput, { signal }: RequestOptions = {}) {
  return call(http().POST('/usergroup/users/', { body, signal }));
}

export function updateUser(id: number, body: UserInput, { signal }: RequestOptions = {}) {
  return call(http().PUT('/usergroup/users/{id}/', { params: { path: { id } }, body, signal }));
}

/** Changes some fields; accepting or refusing a user access request is a PATCH of `status`. */
export function patchUser(id: number, body: UserPatchInput, { signal }: RequestOptions = {}) {
  return call(http().PATCH('/usergroup/users/{id}/', { params: { path: { id } }, body, signal }));
}

export async function deleteUser(id: number, { signal }: RequestOptions = {}): Promise<void> {
  await call(http().DELETE('/usergroup/users/{id}/', { params: { path: { id } }, signal }));
}

// A user's account shows in the user lists, the access requests and the members of their groups.
const userViews = (id: number) =>
  [
    userKeys.lists(),
    userKeys.detail(id),
    userRequestKeys.all,
    userGroupKeys.details(),
    groupMembershipKeys.all,
  ] as const;

export function createUserMutation() {
  return invalidatingMutation({
    mutationKey: [...userKeys.all, 'create'],
    mutationFn: (body: UserInput) => createUser(body),
    invalidates: () => [userKeys.lists(), userRequestKeys.all],
  });
}

export function updateUserMutation() {
  return invalidatingMutation({
    mutationKey: [...userKeys.all, 'update'],
    mutationFn: ({ id, body }: { id: number; body: UserInput }) => updateUser(id, body),
    invalidates: ({ id }) => userViews(id),
  });
}

export function deleteUserMutation() {
  return invalidatingMutation({
    mutationKey: [...userKeys.all, 'delete'],
    mutationFn: (id: number) => deleteUser(id),
    invalidates: (id) => userViews(id),
  });
}
