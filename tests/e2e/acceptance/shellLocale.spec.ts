import type { Page } from '@playwright/test';
import { createDatasetThroughApi, expect, test } from '../fixtures';

// Issue 27 §4, the shell's small items: a lost connection says section 8's default, a toast leaves the
// user menu usable, signing out keeps the interface's language, and a locale typed in capitals is
// that locale.

const locales = ['fr', 'en', 'it'] as const;
const defaultError = {
  fr: 'Une erreur est survenue',
  en: 'An error occured',
  it: 'Si è verificato un errore',
};
const signOut = { fr: 'Se déconnecter', en: 'Sign out', it: 'Esci' };
const homeTitle = { fr: 'Bienvenue', en: 'Welcome', it: 'Benvenuto' };
/** The admin demo account's name, the user menu's button. */
const ADMIN_NAME = 'Alice Martin';

/** Whether the point at the centre of the user menu's button reaches the button (nothing covers it). */
async function userMenuReachable(page: Page): Promise<boolean> {
  const button = page.getByRole('banner').getByRole('button', { name: ADMIN_NAME });
  // The row's switch may lie below the fold (the list is taller with its bulk edit selection): the
  // click scrolled the header away, and a person scrolls back up to reach the menu.
  await button.scrollIntoViewIfNeeded();
  const box = await button.boundingBox();
  if (!box) return false;
  return button.evaluate((element, point) => element.contains(document.elementFromPoint(point.x, point.y)), {
    x: box.x + box.width / 2,
    y: box.y + box.height / 2,
  });
}

test.describe('a lost connection', () => {
  for (const locale of locales) {
    test(`says the default error, in a toast that leaves the user menu usable (${locale})`, async ({
      page,
      signInAs,
    }) => {
      await signInAs('admin');
      const name = `Connexion perdue ${locale} ${Date.now().toString(36)}`;
      await createDatasetThroughApi(page, name);
      await page.goto(`/publish/${locale}/data/datasets/?search=${encodeURIComponent(JSON.stringify(name))}`);
      const row = page.getByRole('row').filter({ hasText: name });
      await expect(row).toHaveCount(1, { timeout: 20_000 });
      // Every change of the publication loses the connection; reads still reach the server.
      await page.route(
        (url) => /\/(dataset|resource)\//.test(url.pathname),
        (route) =>
          route.request().method() === 'GET' ? route.fallback() : route.abort('internetdisconnected'),
      );
      await row.getByRole('switch').click();
      await expect(page.getByRole('alert').getByText(defaultError[locale], { exact: true })).toBeVisible({
        timeout: 15_000,
      });
      expect(await userMenuReachable(page)).toBe(true);
      await page.getByRole('banner').getByRole('button', { name: ADMIN_NAME }).click();
      await expect(page.getByRole('menuitem', { name: signOut[locale] })).toBeVisible();
    });
  }
});

test.describe('signing out', () => {
  for (const locale of ['en', 'it'] as const) {
    test(`lands on the home of the interface's language (${locale})`, async ({ page, signInAs }) => {
      await signInAs('admin');
      await page.goto(`/publish/${locale}/data/`);
      await page.getByRole('banner').getByRole('button', { name: ADMIN_NAME }).click();
      await page.getByRole('menuitem', { name: signOut[locale] }).click();
      await expect(page).toHaveURL(new RegExp(`/publish/${locale}/home/$`));
      await expect(page.getByRole('heading', { level: 1, name: homeTitle[locale] })).toBeVisible();
    });
  }
});

test.describe('a locale in capitals', () => {
  for (const [typed, locale] of [
    ['EN', 'en'],
    ['It', 'it'],
    ['FR', 'fr'],
  ] as const) {
    test(`/publish/${typed}/ is the ${locale} locale, path and query kept`, async ({ page, signInAs }) => {
      await signInAs('admin');
      await page.goto(`/publish/${typed}/data/datasets/?page=1`);
      await expect(page).toHaveURL(new RegExp(`/publish/${locale}/data/datasets/\\?page=1$`));
    });
  }
  test('/publish/EN/ goes to the English home', async ({ page }) => {
    await page.goto('/publish/EN/');
    await expect(page).toHaveURL(/\/publish\/en\/home\/$/);
    await expect(page.getByRole('heading', { level: 1, name: homeTitle.en })).toBeVisible();
  });
});
