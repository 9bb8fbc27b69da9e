import { expect, test } from './fixtures';

// The shell of specification sections 1, 2 and 6 as each demo account meets it.
test.describe('header menus follow the access rules', () => {
  const cases = [
    { account: 'admin', data: true, accounts: true, services: 5 },
    { account: 'gestionnaire', data: true, accounts: true, services: 1 },
    { account: 'producteur', data: true, accounts: false, services: 1 },
    { account: 'visiteur', data: false, accounts: false, services: 1 },
  ] as const;

  for (const { account, data, accounts, services } of cases) {
    test(`${account}`, async ({ page, signInAs }) => {
      await signInAs(account);
      await page.goto('/publish/fr/home/');
      const menu = page.getByRole('navigation', { name: 'Menu principal' });
      await expect(menu.getByRole('link', { name: 'Accueil' })).toBeVisible();
      await expect(menu.getByRole('link', { name: 'Données', exact: true })).toHaveCount(data ? 1 : 0);
      await expect(menu.getByRole('link', { name: 'Comptes', exact: true })).toHaveCount(accounts ? 1 : 0);
      await menu.getByRole('button', { name: 'Services' }).click();
      await expect(page.getByRole('menuitem')).toHaveCount(services);
      await expect(page.getByRole('menuitem', { name: 'Portail de données' })).toBeVisible();
      if (account === 'admin') {
        await expect(page.getByRole('menuitem', { name: 'Statistiques' })).toHaveCount(0);
        await expect(page.getByRole('menuitem', { name: 'Serveur cartographique' })).toBeVisible();
      }
    });
  }
});

test('a signed-in person sees their name, a profile link and a sign-out link', async ({ page, signInAs }) => {
  await signInAs('producteur');
  await page.goto('/publish/fr/home/#top');
  await page.getByRole('banner').getByRole('button', { name: /Paul/ }).click();
  const profile = page.getByRole('menuitem', { name: 'Profil' });
  await expect(profile).toHaveAttribute(
    'href',
    /\/fr\/login\/profile\/\?next=%2Fpublish%2Ffr%2Fhome%2F%23top$/,
  );
  await expect(page.getByRole('menuitem', { name: 'Se déconnecter' })).toBeVisible();
});

test('a signed-out person gets a sign-in link that comes back here', async ({ page }) => {
  await page.goto('/publish/en/home/');
  await expect(page.getByText('You are not signed in.')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Sign in' })).toHaveAttribute(
    'href',
    '/en/login/signin/?next=%2Fpublish%2Fen%2Fhome%2F',
  );
});

test('a signed-out person on a guarded route is sent to sign in, then comes back', async ({ page }) => {
  await page.goto('/publish/fr/data/datasets/');
  await expect(page).toHaveURL(/\/fr\/login\/signin\/\?next=/);
  await page.getByLabel(/Nom d'utilisateur|Username/).fill('producteur');
  await page.getByLabel(/Mot de passe|Password/).fill('producteur');
  await page.getByRole('button', { name: /Se connecter|Sign in/ }).click();
  await expect(page).toHaveURL(/\/publish\/fr\/data\/datasets\/$/);
});

test('a forbidden route shows the 403 page naming the account', async ({ page, signInAs }) => {
  await signInAs('producteur');
  await page.goto('/publish/en/accounts/users/');
  await expect(page).toHaveURL(/\/publish\/en\/access-denied\/$/);
  await expect(page.getByText(/Your account .+ does not allow you to view this content\./)).toBeVisible();
  // Opened first in its tab: back leads home, and says so (issue 48, U17).
  await expect(page.getByRole('link', { name: 'Back to the home page' })).toBeVisible();
});

test('switching locale keeps the route and the query', async ({ page, signInAs }) => {
  await signInAs('admin');
  await page.goto('/publish/fr/data/tasks/?dataset=3');
  await expect(page.getByRole('heading', { level: 1, name: 'Tâches' })).toBeVisible();
  await page.getByRole('button', { name: /Langue/ }).click();
  await page.getByRole('menuitem', { name: 'English' }).click();
  await expect(page).toHaveURL(/\/publish\/en\/data\/tasks\/\?dataset=3$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Tasks' })).toBeVisible();
  await page.getByRole('button', { name: /Language/ }).click();
  await page.getByRole('menuitem', { name: 'Italiano' }).click();
  await expect(page).toHaveURL(/\/publish\/it\/data\/tasks\/\?dataset=3$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Attività' })).toBeVisible();
});

test('a person who has not accepted the terms is sent to the terms page with the way back', async ({
  page,
  signInAs,
}) => {
  await signInAs('nouveau');
  await page.goto('/publish/fr/home/#welcome');
  await expect(page).toHaveURL(/\/fr\/login\/terms\/\?next=%2Fpublish%2Ffr%2Fhome%2F%23welcome/);
});

test('notifications are cleared by the next navigation', async ({ page, signInAs }) => {
  await signInAs('admin');
  await page.goto('/publish/fr/data/datasets/?search=%22Bornes%22');
  await expect(page.getByRole('switch')).toHaveCount(1);
  await page.getByRole('switch').click();
  const toast = page.getByTestId('toast-success');
  await expect(toast).toBeVisible();
  await page
    .getByRole('navigation', { name: 'Menu principal' })
    .getByRole('link', { name: 'Accueil' })
    .click();
  await expect(page).toHaveURL(/\/fr\/home\/$/);
  await expect(toast).toHaveCount(0);
});
