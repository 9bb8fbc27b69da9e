import { afterEach, describe } from 'vitest';
import { setApiClient } from './http';
import { userGroupKeys, userRequestKeys } from './keys';
import { itInvalidates, itSendsCalls, itSendsQueries, mutationCase, queryCase } from './testing/fakeApi';
import {
  createUser,
  createUserMutation,
  deleteUser,
  deleteUserMutation,
  patchUser,
  type UserInput,
  updateUser,
  updateUserMutation,
  userKeys,
  userQuery,
  usersQuery,
} from './users';

afterEach(() => setApiClient());

const input: UserInput = { first_name: 'Anne', last_name: 'Martin', email: 'anne@example.org' };

describe('user queries', () => {
  itSendsQueries([
    queryCase(
      'list of active users by default',
      usersQuery(),
      '/fr/usergroup/users/?page=1&page_size=20&status__in=2',
    ),
    queryCase(
      'list searched, sorted, other statuses, of a group',
      usersQuery({ page: 3, search: 'martin', ordering: '-date_joined', statuses: [1, 2], usergroupId: 4 }),
      '/fr/usergroup/users/?page=3&page_size=20&search=martin&ordering=-date_joined&status__in=1%2C2&usergroup_id=4',
    ),
    queryCase('every status', usersQuery({ statuses: [] }), '/fr/usergroup/users/?page=1&page_size=20'),
    queryCase('detail', userQuery(5), '/fr/usergroup/users/5/'),
  ]);
});

describe('user requests', () => {
  itSendsCalls([
    {
      name: 'create',
      run: () => createUser(input),
      method: 'POST',
      url: '/fr/usergroup/users/',
      body: input,
    },
    {
      name: 'update',
      run: () => updateUser(5, input),
      method: 'PUT',
      url: '/fr/usergroup/users/5/',
      body: input,
    },
    {
      name: 'patch',
      run: () => patchUser(5, { status: 2 }),
      method: 'PATCH',
      url: '/fr/usergroup/users/5/',
      body: { status: 2 },
    },
    {
      name: 'delete',
      run: () => deleteUser(5),
      method: 'DELETE',
      url: '/fr/usergroup/users/5/',
      reply: { status: 204 },
    },
  ]);
});

describe('user mutations', () => {
  const list = userKeys.list({ page: 1 });
  itInvalidates([
    mutationCase('create', createUserMutation(), input, {
      invalidated: [list, userRequestKeys.lists()],
      untouched: [userKeys.detail(5)],
    }),
    mutationCase(
      'update',
      updateUserMutation(),
      { id: 5, body: input },
      {
        invalidated: [list, userKeys.detail(5), userGroupKeys.members(3)],
        untouched: [userKeys.detail(6)],
      },
    ),
    mutationCase(
      'delete',
      deleteUserMutation(),
      5,
      { invalidated: [list, userGroupKeys.detail(3)] },
      { status: 204 },
    ),
  ]);
});
