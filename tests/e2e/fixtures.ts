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
