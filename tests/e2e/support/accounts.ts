import type { Page, Request } from '@playwright/test';
import { expect } from '@playwright/test';
import type { components } from '../../../contract/schema.gen.ts';
import { apiRequest, contractClient, expectAnswer } from './contract.ts';
import { createOrganisation, createUser, createUserGroup, type NewUser } from './creators.ts';
import { recordMade } from './made.ts';

// Users, groups and organisations as the accounts tests read and make them through the contract.

/** The organisations of the seed that the tests give roles in. */
export const seededGroups = {
  cacl: { id: 2, name: "Communauté d'Agglomération du Centre Littoral" },
  oeg: { id: 4, name: "Office de l'Eau de Guyane" },
} as const;

export type ApiGroup = components['schemas']['UserGroup'];
export type ApiOrganisation = components['schemas']['Organisation'];
export type ApiMember = components['schemas']['UserGroupMemberPage']['results'][number];
type MemberInput = components['schemas']['UserGroupMemberInput'];

/** A user, made as the signed-in browser; deleted when its test (under fixtures.ts) ends; returns its id. */
export async function createUserThroughApi(page: Page, user: NewUser): Promise<number> {
  const id = await createUser(contractClient(page), user);
  recordMade(page, 'user', id);
  return id;
}

/** A user group asking for access (status 1 by default), made as the signed-in browser; deleted when its test (under fixtures.ts) ends. Superusers only. */
export async function createUserGroupThroughApi(page: Page, name: string, status = 1): Promise<number> {
  const id = await createUserGroup(contractClient(page), name, status);
  recordMade(page, 'userGroup', id);
  return id;
}

/** An organisation, made as the signed-in browser; deleted when its test (under fixtures.ts) ends. Superusers only. */
export async function createOrganisationThroughApi(page: Page, name: string, status = 2): Promise<number> {
  const id = await createOrganisation(contractClient(page), name, status);
  recordMade(page, 'organisation', id);
  return id;
}

/** A membership of a user in a group, e.g. a pending attachment (status 0 or 1). */
export async function addMemberThroughApi(page: Page, groupId: number, member: MemberInput): Promise<void> {
  await expectAnswer(
    contractClient(page).POST('/usergroup/user-groups/{id}/members/', {
      params: { path: { id: groupId } },
      body: member,
    }),
    201,
  );
}

/** Changes a membership's role and status (an account administrator moves it between 1 and 2). */
export async function updateMemberThroughApi(
  page: Page,
  groupId: number,
  userId: number,
  member: components['schemas']['UserGroupMemberUpdateInput'],
): Promise<void> {
  await expectAnswer(
    contractClient(page).PUT('/usergroup/user-groups/{id}/members/{userId}/', {
      params: { path: { id: groupId, userId } },
      body: member,
    }),
    200,
  );
}

/** A GET whose path is a string, with the answer's type given by the caller (prefer the typed client). */
export async function getThroughApi<T>(page: Page, path: string): Promise<T> {
  const response = await apiRequest(page, 'GET', path);
  expect(response.status(), await response.text()).toBe(200);
  return (await response.json()) as T;
}

export const getGroup = (page: Page, id: number): Promise<ApiGroup> =>
  expectAnswer(contractClient(page).GET('/usergroup/user-groups/{id}/', { params: { path: { id } } }), 200);

export const getOrganisation = (page: Page, id: number): Promise<ApiOrganisation> =>
  expectAnswer(
    contractClient(page).GET('/organisation/organisations/{id}/', { params: { path: { id } } }),
    200,
  );

export async function membersOf(page: Page, groupId: number): Promise<ApiMember[]> {
  const answer = await expectAnswer(
    contractClient(page).GET('/usergroup/user-groups/{id}/members/', {
      params: { path: { id: groupId }, query: { page_size: 1000 } },
    }),
    200,
  );
  return answer.results;
}

/** A small PNG: the reference backend recognises images by their first bytes. */
export function pngFile(name = 'logo.png', size = 2048) {
  const signature = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
  const buffer = Buffer.alloc(size);
  Buffer.from(signature).copy(buffer);
  return { name, mimeType: 'image/png', buffer };
}

/** A PDF-looking file for the convention. */
export function pdfFile(name = 'convention.pdf') {
  return { name, mimeType: 'application/pdf', buffer: Buffer.from('%PDF-1.4\n% test convention\n%%EOF\n') };
}

/** Every API request the page sends from now on, as 'METHOD /path'. */
export function recordApiRequests(page: Page): string[] {
  const seen: string[] = [];
  page.on('request', (request: Request) => {
    const url = new URL(request.url());
    if (!url.pathname.startsWith('/publish/')) seen.push(`${request.method()} ${url.pathname}`);
  });
  return seen;
}

/** The id out of a page's URL ending in '/{id}/'. */
export function idInUrl(page: Page): number {
  return Number(/\/(\d+)\/$/.exec(new URL(page.url()).pathname)?.[1]);
}
