import { queryOptions } from '@tanstack/react-query';
import type { components, operations } from '../../contract/schema.gen';
import { call, http, type RequestOptions } from './http';
import { contactKeys, datasetKeys, userGroupKeys } from './keys';
import { invalidatingMutation } from './mutations';
import { PAGE_SIZE } from './pagination';
import { compact, type PageParams } from './searchParams';

export { contactKeys } from './keys';

export type Contact = components['schemas']['Contact'];
export type ContactInput = components['schemas']['ContactInput'];
export type ContactPage = components['schemas']['ContactPage'];

export type ContactListParams = PageParams & { usergroupId?: number; search?: string; ordering?: string };

type ContactListQuery = NonNullable<operations['listContacts']['parameters']['query']>;

export function contactListQuery(params: ContactListParams = {}): ContactListQuery {
  return compact({
    page: params.page ?? 1,
    page_size: params.pageSize ?? PAGE_SIZE,
    search: params.search,
    ordering: params.ordering,
    usergroup_id: params.usergroupId,
  });
}

export function listContacts(params: ContactListParams = {}, { signal }: RequestOptions = {}) {
  return call(http().GET('/dataset/contacts/', { params: { query: contactListQuery(params) }, signal }));
}

export function getContact(id: number, { signal }: RequestOptions = {}) {
  return call(http().GET('/dataset/contacts/{id}/', { params: { path: { id } }, signal }));
}

export function contactsQuery(params: ContactListParams = {}) {
  return queryOptions({
    queryKey: contactKeys.list(contactListQuery(params)),
    queryFn: ({ signal }) => listContacts(params, { signal }),
  });
}

export function contactQuery(id: number) {
  return queryOptions({
    queryKey: contactKeys.detail(id),
    queryFn: ({ signal }) => getContact(id, { signal }),
  });
}

export function createContact(body: ContactInput, { signal }: RequestOptions = {}) {
  return call(http().POST('/dataset/contacts/', { body, signal }));
}

export function updateContact(id: number, body: ContactInput, { signal }: RequestOptions = {}) {
  return call(http().PUT('/dataset/contacts/{id}/', { params: { path: { id } }, body, signal }));
}

export async function deleteContact(id: number, { signal }: RequestOptions = {}): Promise<void> {
  await call(http().DELETE('/dataset/contacts/{id}/', { params: { path: { id } }, signal }));
}

/*
 * Contacts are also embedded in user groups (`contacts`) and datasets (`contact_roles`): a change
 * refreshes the contact lists and those details too.
 */
const embedding = () => [contactKeys.lists(), userGroupKeys.details(), datasetKeys.details()] as const;

export function createContactMutation() {
  return invalidatingMutation({
    mutationKey: [...contactKeys.all, 'create'],
    mutationFn: (body: ContactInput) => createContact(body),
    invalidates: () => [contactKeys.lists(), userGroupKeys.details()],
  });
}

export function updateContactMutation() {
  return invalidatingMutation({
    mutationKey: [...contactKeys.all, 'update'],
    mutationFn: ({ id, body }: { id: number; body: ContactInput }) => updateContact(id, body),
    invalidates: ({ id }) => [...embedding(), contactKeys.detail(id)],
  });
}

export function deleteContactMutation() {
  return invalidatingMutation({
    mutationKey: [...contactKeys.all, 'delete'],
    mutationFn: (id: number) => deleteContact(id),
    invalidates: () => embedding(),
  });
}
