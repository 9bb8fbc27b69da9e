import type { Page } from '@playwright/test';
import { expect, test } from '../fixtures';

// Issue 27 §4: an anchor link lands on its element once the page has loaded what comes above it, not
// where the element first appeared (700 px off once the lists above it filled in). What a person sees:
// the element's top at the top of the window (less its scroll margin), or the page scrolled to its end
// when it is too short for that. The header does not stick, so nothing covers the top.

/** The organisation of the seed with members, resources and indexers: a tall page. */
const CACL_ID = 2;

type Landing = { offset: number; atEnd: boolean; scrollY: number };

/** Where the element stands against the top of the window, beyond the scroll margin it asks for. */
function landing(page: Page, id: string): Promise<Landing | null> {
  return page.evaluate((targetId) => {
    const element = document.getElementById(targetId);
    if (!element) return null;
    const margin = Number.parseFloat(getComputedStyle(element).scrollMarginTop) || 0;
    const root = document.documentElement;
    return {
      offset: Math.round(element.getBoundingClientRect().top - margin),
      atEnd: Math.ceil(window.scrollY + window.innerHeight) >= root.scrollHeight - 1,
      scrollY: Math.round(window.scrollY),
    };
  }, id);
}

/** Whether a person sees the element at the top, or the page at its end, and it stays so. */
async function landsOn(page: Page, id: string) {
  const on = (spot: Landing | null) =>
    spot !== null && spot.scrollY > 0 && (Math.abs(spot.offset) <= 2 || spot.atEnd);
  // Within the 5 s of section 2, plus the time the page takes to load here.
  await expect.poll(async () => on(await landing(page, id)), { timeout: 12_000 }).toBe(true);
  // Then the page has settled: what is seen a second later is where the person stays.
  await page.waitForLoadState('networkidle');
  await page.waitForTimeout(1_000);
  const spot = await landing(page, id);
  expect(spot, `#${id} at ${JSON.stringify(spot)}`).not.toBeNull();
  expect(on(spot), `#${id} at ${JSON.stringify(spot)}`).toBe(true);
}

for (const locale of ['fr', 'en'] as const) {
  test(`the accounts hub's attachment requests link lands on them (${locale})`, async ({
    page,
    signInAs,
  }) => {
    await signInAs('admin');
    await page.goto(`/publish/${locale}/accounts/#attachment-requests`);
    await landsOn(page, 'attachment-requests');
  });

  test(`an organisation's indexers link lands on them (${locale})`, async ({ page, signInAs }) => {
    await signInAs('admin');
    await page.goto(`/publish/${locale}/accounts/organisations/${CACL_ID}/#indexers`);
    await landsOn(page, 'indexers');
  });
}

test('following a link to the indexers from another page of the application lands on them', async ({
  page,
  signInAs,
}) => {
  await signInAs('admin');
  await page.goto(`/publish/fr/accounts/organisations/${CACL_ID}/`);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible({ timeout: 20_000 });
  await page.goto(`/publish/fr/home/`);
  // In-application navigation, as the indexer screen's Back link and its deletion do.
  await page.evaluate((path) => {
    window.history.pushState({}, '', path);
    window.dispatchEvent(new PopStateEvent('popstate'));
  }, `/publish/fr/accounts/organisations/${CACL_ID}/#indexers`);
  await landsOn(page, 'indexers');
});
