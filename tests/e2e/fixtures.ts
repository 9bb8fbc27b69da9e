import { test as base, expect, type Page } from '@playwright/test';

/** The demo accounts of the reference backend; each password is the user name. */
export type DemoAccount = 'admin' | 'gestionnaire' | 'producteur' | 'visiteur' | 'nouveau';

/** Signs in through the login service's API, so the browser holds the session cookie. */
export async function signIn(page: Page, account: DemoAccount): Promise<void> {
  const response = await page.request.post('/fr/login/signin/', {
    data: { username: account, password: account },
  });
  expect(response.status(), `sign in as ${account}`).toBe(200);
}

export const test = base.extend<{ signInAs: (account: DemoAccount) => Promise<void> }>({
  signInAs: async ({ page }, use) => {
    await use((account) => signIn(page, account));
  },
});

export { expect };

/** Calls the API as the signed-in browser does: session cookie plus the CSRF header. */
export async function apiRequest(
  page: Page,
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE',
  path: string,
  data?: unknown,
) {
  const cookies = await page.context().cookies();
  const csrf = cookies.find((cookie) => cookie.name === 'csrftoken')?.value ?? '';
  const response = await page.request.fetch(`/fr${path}`, {
    method,
    headers: { 'X-CSRFToken': csrf },
    data,
  });
  return response;
}

/** A dataset made through the API for a test, in the organisation of id `usergroup`. */
export async function createDatasetThroughApi(page: Page, name: string, usergroup = 2): Promise<number> {
  const response = await apiRequest(page, 'POST', '/dataset/datasets/', {
    display_name: name,
    description: `${name}: test dataset`,
    tags: ['test'],
    topics: [1],
    kinds: [1],
    usergroup,
    publication_date: '2026-01-01',
    last_update_date: '2026-01-02',
    update_frequency: 1,
  });
  expect(response.status(), await response.text()).toBe(201);
  return ((await response.json()) as { id: number }).id;
}
