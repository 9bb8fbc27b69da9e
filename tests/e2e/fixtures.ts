import { type APIRequestContext, test as base, expect, type Page } from '@playwright/test';
import { type ContractClient, contractClient } from './support/contract.ts';
import { Made } from './support/made.ts';

// The browser tests' one entry: Playwright's `test` with the fixtures they share, and every helper of
// tests/e2e/support re-exported, so a spec imports from here alone.

/** The demo accounts of the reference backend; each password is the user name. */
export type DemoAccount = 'admin' | 'gestionnaire' | 'producteur' | 'visiteur' | 'nouveau';

/** Signs in through the login service's API, so the request context holds the session cookie. */
async function signInWith(request: APIRequestContext, account: DemoAccount): Promise<void> {
  const response = await request.post('/fr/login/signin/', {
    data: { username: account, password: account },
  });
  expect(response.status(), `sign in as ${account}`).toBe(200);
}

/** Signs in through the login service's API, so the browser holds the session cookie. */
export function signIn(page: Page, account: DemoAccount): Promise<void> {
  return signInWith(page.request, account);
}

export interface Fixtures {
  /** Signs the browser in as a demo account. */
  signInAs: (account: DemoAccount) => Promise<void>;
  /** The API as the signed-in browser calls it, typed by the contract's paths. */
  api: ContractClient;
  /**
   * Typed creators acting as the signed-in browser; what they make (and what the page-taking
   * `create…ThroughApi` helpers make for this test's page) is deleted when the test ends.
   */
  make: Made;
}

export const test = base.extend<Fixtures>({
  signInAs: async ({ page }, use) => {
    await use((account) => signIn(page, account));
  },
  api: async ({ page }, use) => {
    await use(contractClient(page));
  },
  make: [
    async ({ page, playwright, baseURL }, use, testInfo) => {
      const made = new Made(page);
      await use(made);
      if (made.empty) return;
      // An administrator's session of its own: the test may have ended signed out, or as a role that
      // cannot delete what it made.
      const admin = await playwright.request.newContext({ baseURL });
      try {
        await signInWith(admin, 'admin');
        await made.deleteAll(contractClient(admin), testInfo);
      } finally {
        await admin.dispose();
      }
    },
    // Every test gets it, so the page-taking creators its helpers call are cleaned up too.
    { auto: true },
  ],
});

export * from './support/accessibility.ts';
export * from './support/accounts.ts';
export { apiRequest, type ContractClient, contractClient, expectAnswer } from './support/contract.ts';
export {
  createContact,
  createDataset,
  createIndexer,
  indexerTypeId,
  type MadeKind,
  type NewUser,
} from './support/creators.ts';
export * from './support/datasetForm.ts';
export * from './support/datasets.ts';
export * from './support/dateField.ts';
export * from './support/jurisdictions.ts';
export * from './support/lists.ts';
export * from './support/locale.ts';
export type { Made } from './support/made.ts';
export * from './support/names.ts';
export * from './support/resources.ts';
export { expect };
