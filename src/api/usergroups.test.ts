import { afterEach, describe, expect, it } from 'vitest';
import { setApiClient } from './http';
import { organisationKeys, userGroupRequestKeys, userKeys } from './keys';
import {
  fakeApi,
  itInvalidates,
  itSendsCalls,
  itSendsQueries,
  jsonResponse,
  mutationCase,
  queryCase,
} from './testing/fakeApi';
import {
  addUserGroupMember,
  addUserGroupMemberMutation,
  giveUserGroupRole,
  giveUserGroupRoleMutation,
  groupMembershipKeys,
  groupMembershipsQuery,
  removeUserGroupMember,
  removeUserGroupMemberMutation,
  updateUserGroupMember,
  updateUserGroupMemberMutation,
  userGroupMembersQuery,
} from './usergroupMembers';
import {
  addUserGroupChild,
  addUserGroupParent,
  addUserGroupParentMutation,
  createUserGroup,
  createUserGroupMutation,
  deleteUserGroup,
  deleteUserGroupMutation,
  deleteUserGroupThumbnail,
  deleteUserGroupThumbnailMutation,
  getUserGroupThumbnail,
  patchUserGroup,
  removeUserGroupChild,
  removeUserGroupParent,
  removeUserGroupParentMutation,
  type UserGroupInput,
  updateUserGroup,
  updateUserGroupMutation,
  userGroupChildrenQuery,
  userGroupKeys,
  userGroupParentsQuery,
  userGroupQuery,
  userGroupRolesQuery,
  userGroupStatusesQuery,
  userGroupsQuery,
  userStatusesQuery,
} from './usergroups';

afterEach(() => setApiClient());

const input: UserGroupInput = { name: 'Littoral', usergroup_type: 'group-of-organisation' };

describe('user-group queries', () => {
  itSendsQueries([
    queryCase('list', userGroupsQuery(), '/fr/usergroup/user-groups/?page=1&page_size=20'),
    queryCase(
      'spheres and groups I administer',
      userGroupsQuery({
        search: 'lit',
        ordering: '-creation_date',
        types: ['user-group', 'group-of-organisation'],
        statuses: [2],
        myRoles: [2],
      }),
      '/fr/usergroup/user-groups/?page=1&page_size=20&search=lit&ordering=-creation_date&usergroup_type=user-group%2Cgroup-of-organisation&usergroup__status__in=2&user__role__in=2',
    ),
    queryCase('detail', userGroupQuery(3), '/fr/usergroup/user-groups/3/'),
    queryCase('parents', userGroupParentsQuery(3), '/fr/usergroup/user-groups/3/parents/', []),
    queryCase('children', userGroupChildrenQuery(3), '/fr/usergroup/user-groups/3/children/', []),
    queryCase(
      'members',
      userGroupMembersQuery(3),
      '/fr/usergroup/user-groups/3/members/?page=1&page_size=20',
    ),
    queryCase(
      'members awaiting',
      userGroupMembersQuery(3, { statuses: [0, 1], search: 'dupont' }),
      '/fr/usergroup/user-groups/3/members/?page=1&page_size=20&search=dupont&status__in=0%2C1',
    ),
    queryCase(
      'pending attachments',
      groupMembershipsQuery(),
      '/fr/usergroup/group-members/?page=1&page_size=20&ordering=-user__date_joined&status__in=0%2C1',
    ),
    queryCase('user statuses', userStatusesQuery(), '/fr/usergroup/user-status/', []),
    queryCase('group statuses', userGroupStatusesQuery(), '/fr/usergroup/user-group-status/', []),
    queryCase('group roles', userGroupRolesQuery(), '/fr/usergroup/user-group-roles/', []),
  ]);

  it('reads the thumbnail as an image blob', async () => {
    fakeApi(
      () =>
        new Response(new Blob(['png'], { type: 'image/png' }), { headers: { 'Content-Type': 'image/png' } }),
    );
    const image = await getUserGroupThumbnail(3);
    expect(image).toBeInstanceOf(Blob);
    expect(await image.text()).toBe('png');
  });

  it('keys members below their group', () => {
    expect(userGroupMembersQuery(3).queryKey.slice(0, 4)).toEqual(userGroupKeys.detail(3));
    expect(groupMembershipsQuery().queryKey[3]).toEqual({
      page: 1,
      page_size: 20,
      ordering: '-user__date_joined',
      status__in: '0,1',
    });
  });
});

describe('user-group requests', () => {
  itSendsCalls([
    {
      name: 'create',
      run: () => createUserGroup(input),
      method: 'POST',
      url: '/fr/usergroup/user-groups/',
      body: input,
    },
    {
      name: 'update',
      run: () => updateUserGroup(3, input),
      method: 'PUT',
      url: '/fr/usergroup/user-groups/3/',
      body: input,
    },
    {
      name: 'patch the status',
      run: () => patchUserGroup(3, { usergroup_type: 'organisation', status: 2 }),
      method: 'PATCH',
      url: '/fr/usergroup/user-groups/3/',
      body: { usergroup_type: 'organisation', status: 2 },
    },
    {
      name: 'delete',
      run: () => deleteUserGroup(3),
      method: 'DELETE',
      url: '/fr/usergroup/user-groups/3/',
      reply: { status: 204 },
    },
    {
      name: 'add a parent',
      run: () => addUserGroupParent(3, 10),
      method: 'POST',
      url: '/fr/usergroup/user-groups/3/parents/',
      body: { parent_id: 10 },
    },
    {
      name: 'remove a parent',
      run: () => removeUserGroupParent(3, 10),
      method: 'DELETE',
      url: '/fr/usergroup/user-groups/3/parents/10/',
      reply: { status: 204 },
    },
    {
      name: 'add a child',
      run: () => addUserGroupChild(10, 3),
      method: 'POST',
      url: '/fr/usergroup/user-groups/10/children/',
      body: { child_id: 3 },
    },
    {
      name: 'remove a child',
      run: () => removeUserGroupChild(10, 3),
      method: 'DELETE',
      url: '/fr/usergroup/user-groups/10/children/3/',
      reply: { status: 204 },
    },
    {
      name: 'add a member',
      run: () => addUserGroupMember(3, { user_id: 5, role: 1 }),
      method: 'POST',
      url: '/fr/usergroup/user-groups/3/members/',
      body: { user_id: 5, role: 1 },
    },
    {
      name: 'change a member',
      run: () => updateUserGroupMember(3, 5, { role: null, status: 2 }),
      method: 'PUT',
      url: '/fr/usergroup/user-groups/3/members/5/',
      body: { role: null, status: 2 },
    },
    {
      name: 'remove a member',
      run: () => removeUserGroupMember(3, 5),
      method: 'DELETE',
      url: '/fr/usergroup/user-groups/3/members/5/',
      reply: { status: 204 },
    },
    {
      name: 'delete the thumbnail',
      run: () => deleteUserGroupThumbnail(3),
      method: 'DELETE',
      url: '/fr/usergroup/user-groups/3/thumbnail/',
      reply: { status: 204 },
    },
  ]);
});

describe('user-group mutations', () => {
  const list = userGroupKeys.list({ page: 1 });
  const organisations = organisationKeys.list({ page: 1 });
  itInvalidates([
    mutationCase('create', createUserGroupMutation(), input, {
      invalidated: [list, organisations, userGroupRequestKeys.list({ page: 1 })],
      untouched: [userGroupKeys.detail(3)],
    }),
    mutationCase(
      'update',
      updateUserGroupMutation(),
      { id: 3, body: input },
      {
        invalidated: [list, userGroupKeys.detail(3), organisationKeys.detail(3)],
        untouched: [userGroupKeys.detail(4)],
      },
    ),
    mutationCase(
      'delete',
      deleteUserGroupMutation(),
      3,
      { invalidated: [list, userGroupKeys.detail(3)] },
      { status: 204 },
    ),
    mutationCase(
      'add a parent',
      addUserGroupParentMutation(),
      { id: 3, parentId: 10 },
      {
        invalidated: [userGroupKeys.parents(3), userGroupKeys.detail(10), organisationKeys.detail(3)],
        untouched: [userGroupKeys.detail(4)],
      },
    ),
    mutationCase(
      'remove a parent',
      removeUserGroupParentMutation(),
      { id: 3, parentId: 10 },
      {
        invalidated: [userGroupKeys.parents(3), userGroupKeys.children(10)],
        untouched: [userGroupKeys.detail(4)],
      },
      { status: 204 },
    ),
    mutationCase(
      'delete the thumbnail',
      deleteUserGroupThumbnailMutation(),
      3,
      {
        invalidated: [userGroupKeys.thumbnail(3), organisationKeys.detail(3)],
        untouched: [userGroupKeys.detail(4)],
      },
      { status: 204 },
    ),
    mutationCase(
      'add a member',
      addUserGroupMemberMutation(),
      { id: 3, body: { user_id: 5, role: null } },
      {
        invalidated: [
          userGroupKeys.memberList(3, { page: 1 }),
          userKeys.detail(5),
          groupMembershipKeys.lists(),
        ],
        untouched: [userGroupKeys.detail(4), userKeys.detail(6)],
      },
    ),
    mutationCase(
      'change a member',
      updateUserGroupMemberMutation(),
      { id: 3, userId: 5, body: { role: 2, status: 2 } },
      {
        invalidated: [userGroupKeys.members(3), userKeys.detail(5), userKeys.lists()],
        untouched: [userKeys.detail(6)],
      },
    ),
    mutationCase(
      'remove a member',
      removeUserGroupMemberMutation(),
      { id: 3, userId: 5 },
      { invalidated: [userGroupKeys.members(3), userKeys.detail(5), organisationKeys.detail(3)] },
      { status: 204 },
    ),
  ]);
});

describe('giving a user a role in a group', () => {
  it('adds the user as an active member with the role', async () => {
    const server = fakeApi(() => jsonResponse({}, 201));
    await giveUserGroupRole(3, 5, 1);
    expect(server.requests.map(({ method, url, body }) => ({ method, url, body }))).toEqual([
      {
        method: 'POST',
        url: '/fr/usergroup/user-groups/3/members/',
        body: { user_id: 5, role: 1, status: 2 },
      },
    ]);
  });

  it('changes the membership the user already has (without a role, or pending)', async () => {
    const server = fakeApi((request) =>
      request.method === 'POST'
        ? jsonResponse({ user_id: ['This user is already a member of the group.'] }, 400)
        : jsonResponse({ role: 2, status: 2 }),
    );
    await giveUserGroupRole(3, 5, 2);
    expect(server.requests.map(({ method, url, body }) => ({ method, url, body }))).toEqual([
      {
        method: 'POST',
        url: '/fr/usergroup/user-groups/3/members/',
        body: { user_id: 5, role: 2, status: 2 },
      },
      { method: 'PUT', url: '/fr/usergroup/user-groups/3/members/5/', body: { role: 2, status: 2 } },
    ]);
  });

  it('passes on any other failure without a second request', async () => {
    const server = fakeApi(() => jsonResponse({ role: ['Invalid role.'] }, 400));
    await expect(giveUserGroupRole(3, 5, 1)).rejects.toThrow();
    expect(server.requests).toHaveLength(1);
  });
});

describe('giving a role invalidates', () => {
  itInvalidates([
    mutationCase(
      'give a role',
      giveUserGroupRoleMutation(),
      { id: 3, userId: 5, role: 1 },
      {
        invalidated: [
          userKeys.detail(5),
          userKeys.lists(),
          userGroupKeys.members(3),
          groupMembershipKeys.lists(),
        ],
        untouched: [userKeys.detail(6), userGroupKeys.detail(4)],
      },
      { status: 201 },
    ),
  ]);
});
