import { afterEach, describe } from 'vitest';
import {
  type ContactInput,
  contactKeys,
  contactQuery,
  contactsQuery,
  createContact,
  createContactMutation,
  deleteContact,
  deleteContactMutation,
  updateContact,
  updateContactMutation,
} from './contacts';
import { setApiClient } from './http';
import { datasetKeys, userGroupKeys } from './keys';
import { itInvalidates, itSendsCalls, itSendsQueries, mutationCase, queryCase } from './testing/fakeApi';

afterEach(() => setApiClient());

const input: ContactInput = { name: 'Service SIG', email: 'sig@example.org', usergroup: 3, role: 1 };

describe('contact queries', () => {
  itSendsQueries([
    queryCase('list', contactsQuery(), '/fr/dataset/contacts/?page=1&page_size=20'),
    queryCase(
      'list of a group, searched',
      contactsQuery({ usergroupId: 3, search: 'sig', page: 2 }),
      '/fr/dataset/contacts/?page=2&page_size=20&search=sig&usergroup_id=3',
    ),
    queryCase('detail', contactQuery(5), '/fr/dataset/contacts/5/'),
  ]);
});

describe('contact requests', () => {
  itSendsCalls([
    {
      name: 'create',
      run: () => createContact(input),
      method: 'POST',
      url: '/fr/dataset/contacts/',
      body: input,
    },
    {
      name: 'update',
      run: () => updateContact(5, input),
      method: 'PUT',
      url: '/fr/dataset/contacts/5/',
      body: input,
    },
    {
      name: 'delete',
      run: () => deleteContact(5),
      method: 'DELETE',
      url: '/fr/dataset/contacts/5/',
      reply: { status: 204 },
    },
  ]);
});

describe('contact mutations', () => {
  const list = contactKeys.list({ page: 1 });
  itInvalidates([
    mutationCase('create', createContactMutation(), input, {
      invalidated: [list, userGroupKeys.detail(3)],
      untouched: [contactKeys.detail(5)],
    }),
    mutationCase(
      'update',
      updateContactMutation(),
      { id: 5, body: input },
      {
        invalidated: [list, contactKeys.detail(5), userGroupKeys.detail(3), datasetKeys.contactRoles(7)],
        untouched: [contactKeys.detail(6), datasetKeys.lists()],
      },
    ),
    mutationCase(
      'delete',
      deleteContactMutation(),
      5,
      { invalidated: [list, userGroupKeys.detail(3), datasetKeys.detail(7)] },
      { status: 204 },
    ),
  ]);
});
