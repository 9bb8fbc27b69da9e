import { queryOptions } from '@tanstack/react-query';
import type { components, operations } from '../../contract/schema.gen';
import { call, http, type RequestOptions } from './http';
import { organisationKeys, userGroupKeys, userGroupRequestKeys } from './keys';
import { invalidatingMutation } from './mutations';
import { PAGE_SIZE } from './pagination';
import { referenceListQuery } from './referenceLists';
import { commaList, compact, type PageParams } from './searchParams';
import { type UploadOptions, upload } from './upload';

// Members, roles and attachment requests of the groups are in usergroupMembers.ts.

export { userGroupKeys } from './keys';
// One group's query lives apart, so that the breadcrumb (on every screen) does not pull this module.
export { getUserGroup, userGroupQuery } from './objectQueries';
// The start's reference lists live apart, so that the boot does not pull this module (issue 49, measure 1).
export {
  listUserGroupStatuses,
  listUserStatuses,
  userGroupStatusesQuery,
  userStatusesQuery,
} from './startRequests';

export type UserGroup = components['schemas']['UserGroup'];
export type UserGroupInput = components['schemas']['UserGroupInput'];
export type UserGroupPatchInput = components['schemas']['UserGroupPatchInput'];
export type UserGroupPage = components['schemas']['UserGroupPage'];
export type UserGroupSummary = components['schemas']['UserGroupSummary'];
export type UserGroupType = components['schemas']['UserGroupType'];
export type RoleNumber = components['schemas']['RoleNumber'];
export type UserSummary = components['schemas']['UserSummary'];

// User groups (organisations, groups, spheres)

export type UserGroupListParams = PageParams & {
  search?: string;
  ordering?: string;
  types?: readonly UserGroupType[];
  statuses?: readonly number[];
  /** Only the groups in which the signed-in user holds one of these roles. */
  myRoles?: readonly RoleNumber[];
};

type UserGroupListQuery = NonNullable<operations['listUserGroups']['parameters']['query']>;

export function userGroupListQuery(params: UserGroupListParams = {}): UserGroupListQuery {
  return compact({
    page: params.page ?? 1,
    page_size: params.pageSize ?? PAGE_SIZE,
    search: params.search,
    ordering: params.ordering,
    usergroup_type: commaList(params.types),
    usergroup__status__in: commaList(params.statuses),
    user__role__in: commaList(params.myRoles),
  });
}

/**
 * A page of whole groups. The list answers anonymous callers with organisations' public fields only
 * (decision 0037); the back-office always asks with a session, which the server answers in full.
 */
export async function listUserGroups(
  params: UserGroupListParams = {},
  { signal }: RequestOptions = {},
): Promise<components['schemas']['UserGroupPage']> {
  const page = await call(
    http().GET('/usergroup/user-groups/', { params: { query: userGroupListQuery(params) }, signal }),
  );
  return page as components['schemas']['UserGroupPage'];
}

export function listUserGroupParents(id: number, { signal }: RequestOptions = {}) {
  return call(http().GET('/usergroup/user-groups/{id}/parents/', { params: { path: { id } }, signal }));
}

export function listUserGroupChildren(id: number, { signal }: RequestOptions = {}) {
  return call(http().GET('/usergroup/user-groups/{id}/children/', { params: { path: { id } }, signal }));
}

/** The group's image itself (PNG or JPEG), e.g. to show it through an object URL. */
export function getUserGroupThumbnail(id: number, { signal }: RequestOptions = {}) {
  return call(
    http().GET('/usergroup/user-groups/{id}/thumbnail/', {
      params: { path: { id } },
      parseAs: 'blob',
      signal,
    }),
  );
}

export function userGroupsQuery(params: UserGroupListParams = {}) {
  return queryOptions({
    queryKey: userGroupKeys.list(userGroupListQuery(params)),
    queryFn: ({ signal }) => listUserGroups(params, { signal }),
  });
}

/**
 * Every group, by name, as the filters and the dataset form offer them (at most 1,000, the platform's
 * page limit); kept a minute, as groups are seldom created.
 */
export function userGroupChoicesQuery() {
  return { ...userGroupsQuery({ pageSize: 1000, ordering: 'display_name' }), staleTime: 60_000 };
}

export function userGroupParentsQuery(id: number) {
  return queryOptions({
    queryKey: userGroupKeys.parents(id),
    queryFn: ({ signal }) => listUserGroupParents(id, { signal }),
  });
}

export function userGroupChildrenQuery(id: number) {
  return queryOptions({
    queryKey: userGroupKeys.children(id),
    queryFn: ({ signal }) => listUserGroupChildren(id, { signal }),
  });
}

export function createUserGroup(body: UserGroupInput, { signal }: RequestOptions = {}) {
  return call(http().POST('/usergroup/user-groups/', { body, signal }));
}

export function updateUserGroup(id: number, body: UserGroupInput, { signal }: RequestOptions = {}) {
  return call(http().PUT('/usergroup/user-groups/{id}/', { params: { path: { id } }, body, signal }));
}

export function patchUserGroup(id: number, body: UserGroupPatchInput, { signal }: RequestOptions = {}) {
  return call(http().PATCH('/usergroup/user-groups/{id}/', { params: { path: { id } }, body, signal }));
}

export async function deleteUserGroup(id: number, { signal }: RequestOptions = {}): Promise<void> {
  await call(http().DELETE('/usergroup/user-groups/{id}/', { params: { path: { id } }, signal }));
}

export function addUserGroupParent(id: number, parentId: number, { signal }: RequestOptions = {}) {
  return call(
    http().POST('/usergroup/user-groups/{id}/parents/', {
      params: { path: { id } },
      body: { parent_id: parentId },
      signal,
    }),
  );
}

export async function removeUserGroupParent(id: number, parentId: number, { signal }: RequestOptions = {}) {
  await call(
    http().DELETE('/usergroup/user-groups/{id}/parents/{parentId}/', {
      params: { path: { id, parentId } },
      signal,
    }),
  );
}

export function addUserGroupChild(id: number, childId: number, { signal }: RequestOptions = {}) {
  return call(
    http().POST('/usergroup/user-groups/{id}/children/', {
      params: { path: { id } },
      body: { child_id: childId },
      signal,
    }),
  );
}

export async function removeUserGroupChild(id: number, childId: number, { signal }: RequestOptions = {}) {
  await call(
    http().DELETE('/usergroup/user-groups/{id}/children/{childId}/', {
      params: { path: { id, childId } },
      signal,
    }),
  );
}

/** Sends the group's thumbnail (an organisation's logo): JPG or PNG, at most 2 MB, with progress. */
export function uploadUserGroupThumbnail(id: number, file: Blob, options: UploadOptions = {}) {
  return upload('/usergroup/user-groups/{id}/thumbnail/', {
    params: { path: { id } },
    body: { file },
    ...options,
  });
}

export async function deleteUserGroupThumbnail(id: number, { signal }: RequestOptions = {}): Promise<void> {
  await call(http().DELETE('/usergroup/user-groups/{id}/thumbnail/', { params: { path: { id } }, signal }));
}
// Reference lists of the usergroup service

export function listUserGroupRoles({ signal }: RequestOptions = {}) {
  return call(http().GET('/usergroup/user-group-roles/', { signal }));
}

export const userGroupRolesQuery = (locale?: string) =>
  referenceListQuery('usergroup', 'user-group-roles', listUserGroupRoles, locale);

// Mutation options for components

/*
 * An organisation is a user group of type organisation: what changes a group also changes the
 * organisation lists and details, and the groups awaiting validation.
 */
const groupLists = () => [userGroupKeys.lists(), organisationKeys.lists(), userGroupRequestKeys.all] as const;
const groupViews = (id: number) =>
  [...groupLists(), userGroupKeys.detail(id), organisationKeys.detail(id)] as const;

export function createUserGroupMutation() {
  return invalidatingMutation({
    mutationKey: [...userGroupKeys.all, 'create'],
    mutationFn: (body: UserGroupInput) => createUserGroup(body),
    invalidates: () => groupLists(),
  });
}

export function updateUserGroupMutation() {
  return invalidatingMutation({
    mutationKey: [...userGroupKeys.all, 'update'],
    mutationFn: ({ id, body }: { id: number; body: UserGroupInput }) => updateUserGroup(id, body),
    invalidates: ({ id }) => groupViews(id),
  });
}

export function deleteUserGroupMutation() {
  return invalidatingMutation({
    mutationKey: [...userGroupKeys.all, 'delete'],
    mutationFn: (id: number) => deleteUserGroup(id),
    invalidates: () => [...groupLists(), userGroupKeys.details(), organisationKeys.details()],
  });
}

/** Links a group to a parent (an organisation to a sphere): both sides show the link. */
export function addUserGroupParentMutation() {
  return invalidatingMutation({
    mutationKey: [...userGroupKeys.all, 'add-parent'],
    mutationFn: ({ id, parentId }: { id: number; parentId: number }) => addUserGroupParent(id, parentId),
    invalidates: ({ id, parentId }) => [...groupViews(id), userGroupKeys.detail(parentId)],
  });
}

export function removeUserGroupParentMutation() {
  return invalidatingMutation({
    mutationKey: [...userGroupKeys.all, 'remove-parent'],
    mutationFn: ({ id, parentId }: { id: number; parentId: number }) => removeUserGroupParent(id, parentId),
    invalidates: ({ id, parentId }) => [...groupViews(id), userGroupKeys.detail(parentId)],
  });
}

export function uploadUserGroupThumbnailMutation() {
  return invalidatingMutation({
    mutationKey: [...userGroupKeys.all, 'upload-thumbnail'],
    mutationFn: ({
      id,
      file,
      onProgress,
    }: {
      id: number;
      file: Blob;
      onProgress?: (percent: number) => void;
    }) => uploadUserGroupThumbnail(id, file, { onProgress }),
    invalidates: ({ id }) => groupViews(id),
  });
}

export function deleteUserGroupThumbnailMutation() {
  return invalidatingMutation({
    mutationKey: [...userGroupKeys.all, 'delete-thumbnail'],
    mutationFn: (id: number) => deleteUserGroupThumbnail(id),
    invalidates: (id) => groupViews(id),
  });
}
