import { expect, seededGroups, test } from '../fixtures';

// Issue 27 §2: a screen of an id that names nothing (the server answers 404) is the not-found page of
// its locale, not "could not be loaded" with a Retry that can never work; and the 403 page's Back, on
// the first page of a tab, goes to the home of the locale instead of leaving the application.

const MISSING = 987654;

const notFoundTitle = { fr: 'Page introuvable', en: 'Page not found', it: 'Pagina non trovata' };
// Back says where it leads (issue 48, U17).
const back = { fr: 'Retour à l’accueil', en: 'Back to the home page', it: 'Torna alla pagina iniziale' };
const homeTitle = { fr: 'Bienvenue', en: 'Welcome', it: 'Benvenuto' };

const missingScreens = [
  { name: 'dataset', locale: 'fr', path: `data/datasets/${MISSING}/` },
  { name: 'dataset permissions', locale: 'it', path: `data/datasets/${MISSING}/permissions/` },
  { name: 'task', locale: 'en', path: `data/tasks/${MISSING}/` },
  { name: 'user', locale: 'en', path: `accounts/users/${MISSING}/` },
  { name: 'organisation', locale: 'it', path: `accounts/organisations/${MISSING}/` },
  { name: 'group', locale: 'fr', path: `accounts/groups/${MISSING}/` },
  { name: 'sphere', locale: 'en', path: `accounts/spheres/${MISSING}/` },
  { name: 'jurisdiction', locale: 'fr', path: `jurisdictions/${MISSING}/` },
  {
    name: 'indexer',
    locale: 'it',
    path: `accounts/usergroup/${seededGroups.cacl.id}/indexer/${MISSING}/`,
  },
] as const;

test.describe('an id that names nothing', () => {
  for (const { name, locale, path } of missingScreens) {
    test(`the ${name} screen is the not-found page (${locale})`, async ({ page, signInAs }) => {
      await signInAs('admin');
      await page.goto(`/publish/${locale}/${path}`);
      await expect(page).toHaveURL(new RegExp(`/publish/${locale}/not-found/$`), { timeout: 20_000 });
      await expect(page.getByRole('heading', { level: 1, name: notFoundTitle[locale] })).toBeVisible();
    });
  }
});

test.describe('the 403 page opened first in a tab', () => {
  for (const locale of ['fr', 'en', 'it'] as const) {
    test(`Back goes to the home of the locale (${locale})`, async ({ page, signInAs }) => {
      await signInAs('visiteur');
      await page.goto(`/publish/${locale}/accounts/`);
      await expect(page).toHaveURL(new RegExp(`/publish/${locale}/access-denied/$`));
      await page.getByRole('link', { name: back[locale], exact: true }).click();
      await expect(page).toHaveURL(new RegExp(`/publish/${locale}/home/$`));
      await expect(page.getByRole('heading', { level: 1, name: homeTitle[locale] })).toBeVisible();
    });
  }

  test('a screen whose read is refused is replaced by the 403 page: Back returns to the page before it', async ({
    page,
    signInAs,
  }) => {
    await signInAs('admin');
    // The user list's read refused, as when a right was withdrawn meanwhile.
    await page.route(
      (url) => url.pathname.endsWith('/usergroup/users/'),
      (route) =>
        route.request().method() === 'GET'
          ? route.fulfill({
              status: 403,
              json: { detail: 'You do not have permission to perform this action.' },
            })
          : route.fallback(),
    );
    await page.goto('/publish/fr/accounts/');
    await page
      .getByRole('navigation', { name: 'Gestion des comptes' })
      .getByRole('link', { name: 'Utilisateurs', exact: true })
      .click();
    await expect(page).toHaveURL(/\/publish\/fr\/access-denied\/$/);
    await page.getByRole('button', { name: 'Retour à la page précédente', exact: true }).click();
    // Not the refused screen again, which would only lead back to the 403 page.
    await expect(page).toHaveURL(/\/publish\/fr\/accounts\/$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Comptes', exact: true })).toBeVisible();
  });
});
