import { MutationObserver } from '@tanstack/react-query';
import { afterEach, describe, expect, it } from 'vitest';
import {
  decideAttachmentMutation,
  decideUserGroupRequestMutation,
  decideUserRequestMutation,
  userGroupRequestKeys,
  userGroupRequestsQuery,
  userRequestKeys,
  userRequestsQuery,
} from './accessRequests';
import { setApiClient } from './http';
import { groupMembershipKeys, organisationKeys, userGroupKeys, userKeys } from './keys';
import {
  fakeApi,
  itInvalidates,
  itSendsQueries,
  mutationCase,
  queryCase,
  testQueryClient,
} from './testing/fakeApi';

afterEach(() => setApiClient());

describe('access request queries', () => {
  itSendsQueries([
    queryCase(
      'user requests awaiting',
      userRequestsQuery(),
      '/fr/usergroup/user-requests/?page=1&page_size=20&status__in=1',
    ),
    queryCase(
      'user requests, every status, searched',
      userRequestsQuery({ statuses: [], search: 'anne', page: 2 }),
      '/fr/usergroup/user-requests/?page=2&page_size=20&search=anne',
    ),
    queryCase(
      'group requests awaiting',
      userGroupRequestsQuery(),
      '/fr/usergroup/usergroup-requests/?page=1&page_size=20&status__in=1',
    ),
  ]);
});

describe('access request decisions', () => {
  it('patch the account, the group or the membership', async () => {
    const server = fakeApi();
    const client = testQueryClient();
    await new MutationObserver(client, decideUserRequestMutation()).mutate({ userId: 5, status: 2 });
    await new MutationObserver(client, decideUserGroupRequestMutation()).mutate({
      usergroupId: 3,
      usergroupType: 'organisation',
      status: 2,
    });
    await new MutationObserver(client, decideAttachmentMutation()).mutate({
      usergroupId: 3,
      userId: 5,
      role: 1,
      status: 2,
    });
    expect(server.requests.map(({ method, url, body }) => ({ method, url, body }))).toEqual([
      { method: 'PATCH', url: '/fr/usergroup/users/5/', body: { status: 2 } },
      {
        method: 'PATCH',
        url: '/fr/usergroup/user-groups/3/',
        body: { usergroup_type: 'organisation', status: 2 },
      },
      { method: 'PUT', url: '/fr/usergroup/user-groups/3/members/5/', body: { role: 1, status: 2 } },
    ]);
  });

  itInvalidates([
    mutationCase(
      'user request',
      decideUserRequestMutation(),
      { userId: 5, status: 2 },
      {
        invalidated: [userRequestKeys.list({ page: 1 }), userKeys.list({ page: 1 }), userKeys.detail(5)],
        untouched: [userGroupRequestKeys.list({ page: 1 }), userKeys.detail(6)],
      },
    ),
    mutationCase(
      'group request',
      decideUserGroupRequestMutation(),
      { usergroupId: 3, usergroupType: 'organisation', status: 2 },
      {
        invalidated: [
          userGroupRequestKeys.list({ page: 1 }),
          organisationKeys.list({ page: 1 }),
          userGroupKeys.detail(3),
        ],
        untouched: [userRequestKeys.list({ page: 1 }), organisationKeys.detail(4)],
      },
    ),
    mutationCase(
      'attachment',
      decideAttachmentMutation(),
      { usergroupId: 3, userId: 5, role: null, status: 2 },
      {
        invalidated: [groupMembershipKeys.list({ page: 1 }), userGroupKeys.members(3), userKeys.detail(5)],
        untouched: [userRequestKeys.list({ page: 1 })],
      },
    ),
  ]);
});
