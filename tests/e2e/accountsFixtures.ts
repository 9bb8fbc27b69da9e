import type { Page } from '@playwright/test';
import { apiRequest, expect } from './fixtures';

/**
 * The interface locale of the accounts tests: French (the default) in the suite; `E2E_LOCALE=en` runs
 * the same steps in English, e.g. before the French translations of new messages are merged.
 */
export const locale = process.env.E2E_LOCALE === 'en' ? 'en' : 'fr';

/** The text a person reads, in English and French; the one of the running locale. */
export function tx(en: string, fr: string): string {
  return locale === 'en' ? en : fr;
}

/** A screen's path in the running locale, e.g. accountsPath('users/new/'). */
export function accountsPath(path = ''): string {
  return `/publish/${locale}/accounts/${path}`;
}

/** A suffix unique to this run: the database outlives one test. */
export function uniqueSuffix(): string {
  return `${Date.now().toString(36)}${Math.floor(Math.random() * 1296).toString(36)}`;
}

/** The organisations of the seed that the tests give roles in. */
export const seededGroups = {
  cacl: { id: 2, name: "Communauté d'Agglomération du Centre Littoral" },
  oeg: { id: 4, name: "Office de l'Eau de Guyane" },
} as const;

type NewUser = { first_name: string; last_name: string; email: string; status?: number };

/** A user made through the API by the signed-in account; returns its id. */
export async function createUserThroughApi(page: Page, user: NewUser): Promise<number> {
  const response = await apiRequest(page, 'POST', '/usergroup/users/', user);
  expect(response.status(), await response.text()).toBe(201);
  return ((await response.json()) as { id: number }).id;
}

/** A membership of a user in a group, e.g. a pending attachment (status 0 or 1). */
export async function addMemberThroughApi(
  page: Page,
  groupId: number,
  member: { user_id: number; role: 1 | 2 | null; status: 0 | 1 | 2 },
): Promise<void> {
  const response = await apiRequest(page, 'POST', `/usergroup/user-groups/${groupId}/members/`, member);
  expect(response.status(), await response.text()).toBe(201);
}

/** Changes a membership's role and status (an account administrator moves it between 1 and 2). */
export async function updateMemberThroughApi(
  page: Page,
  groupId: number,
  userId: number,
  member: { role: 1 | 2 | null; status: 0 | 1 | 2 },
): Promise<void> {
  const response = await apiRequest(
    page,
    'PUT',
    `/usergroup/user-groups/${groupId}/members/${userId}/`,
    member,
  );
  expect(response.status(), await response.text()).toBe(200);
}

/** A user group asking for access (status 1 by default); returns its id. Superusers only. */
export async function createUserGroupThroughApi(page: Page, name: string, status = 1): Promise<number> {
  const response = await apiRequest(page, 'POST', '/usergroup/user-groups/', {
    name,
    usergroup_type: 'user-group',
    status,
  });
  expect(response.status(), await response.text()).toBe(201);
  return ((await response.json()) as { id: number }).id;
}

export async function getThroughApi<T>(page: Page, path: string): Promise<T> {
  const response = await apiRequest(page, 'GET', path);
  expect(response.status(), await response.text()).toBe(200);
  return (await response.json()) as T;
}
