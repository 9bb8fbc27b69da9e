import { type APIRequestContext, type BrowserContext, expect } from '@playwright/test';
import type { DemoAccount } from '../e2e/fixtures.ts';

type Cookies = Awaited<ReturnType<BrowserContext['cookies']>>;
const signedIn = new Map<DemoAccount, Cookies>();

/**
 * Puts the session of a demo account into a browser context. Each account signs in once per worker
 * through the login API; every later replay reuses its cookies, so hundreds of paths do not each sign in.
 */
export async function useSession(
  request: APIRequestContext,
  context: BrowserContext,
  account: DemoAccount,
): Promise<void> {
  let cookies = signedIn.get(account);
  if (!cookies) {
    const response = await request.post('/fr/login/signin/', {
      data: { username: account, password: account },
    });
    expect(response.status(), `sign in as ${account}`).toBe(200);
    cookies = (await request.storageState()).cookies;
    signedIn.set(account, cookies);
  }
  await context.addCookies(cookies);
}
