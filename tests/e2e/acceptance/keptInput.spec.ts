import type { Page } from '@playwright/test';
import { expect, test, uniqueSuffix } from '../fixtures';

// Issue 27 §1 and §3, in French as the staff use it: what the server refuses shows under section 8's
// 'Erreur' beside its field, and nothing typed is lost — leaving a form with unsaved changes asks
// first (a link of the header, Back), and a reload brings the changes back with a notice.

const newUser = '/publish/fr/accounts/users/new/';

async function typeUser(page: Page, lastName: string) {
  await page.getByRole('textbox', { name: /^Nom de famille/ }).fill(lastName);
  await page.getByRole('textbox', { name: /^Prénom/ }).fill('Inès');
  await page.getByRole('textbox', { name: /^Courriel/ }).fill(`ines.${uniqueSuffix()}@example.org`);
}

const leavePrompt = (page: Page) => page.getByRole('dialog', { name: 'Quitter cette page ?' });
// The dialog's frame has no size of its own (its panel is fixed): what the person sees is its title.
const promptTitle = (page: Page) => leavePrompt(page).getByRole('heading', { name: 'Quitter cette page ?' });

test.describe('nothing typed is lost', () => {
  test.beforeEach(async ({ signInAs }) => {
    await signInAs('admin');
  });

  test("a refusal of the server shows under 'Erreur' on its field, and the input stays", async ({ page }) => {
    await page.goto(newUser);
    await typeUser(page, `Refus ${uniqueSuffix()}`);
    await page.getByRole('textbox', { name: /^Nom d'utilisateur/ }).fill('admin');
    await page.getByRole('button', { name: "Créer l'utilisateur" }).click();
    const summary = page.getByRole('alert', { name: 'Erreur' });
    await expect(summary.getByRole('link', { name: /^Nom d'utilisateur : / })).toBeVisible();
    const username = page.getByRole('textbox', { name: /^Nom d'utilisateur/ });
    await expect(username).toHaveAttribute('aria-invalid', 'true');
    await expect(username).toHaveValue('admin');
    await expect(page.getByRole('textbox', { name: /^Prénom/ })).toHaveValue('Inès');
  });

  test('a header link or Back asks before leaving unsaved changes; staying keeps them, leaving goes', async ({
    page,
  }) => {
    // Reached inside the application, so Back stays in it (the router asks, not the browser).
    await page.goto('/publish/fr/accounts/users/');
    await page.getByRole('link', { name: 'Ajouter un utilisateur' }).click();
    await expect(page).toHaveURL(new RegExp(`${newUser}$`));
    await typeUser(page, 'Rester');
    await page
      .getByRole('navigation', { name: 'Menu principal' })
      .getByRole('link', { name: 'Accueil' })
      .click();
    await expect(promptTitle(page)).toBeVisible();
    await leavePrompt(page).getByRole('button', { name: 'Rester sur cette page' }).click();
    await expect(page).toHaveURL(new RegExp(`${newUser}$`));
    await expect(page.getByRole('textbox', { name: /^Nom de famille/ })).toHaveValue('Rester');

    await page.goBack();
    await expect(promptTitle(page)).toBeVisible();
    await leavePrompt(page).getByRole('button', { name: 'Quitter sans enregistrer' }).click();
    await expect(page).toHaveURL(/\/publish\/fr\/accounts\/users\/$/);
  });

  test('a form left as it started, or just saved, is left without a question', async ({ page }) => {
    await page.goto(newUser);
    await page
      .getByRole('navigation', { name: 'Menu principal' })
      .getByRole('link', { name: 'Accueil' })
      .click();
    await expect(page).toHaveURL(/\/publish\/fr\/home\/$/);
    await expect(leavePrompt(page)).toHaveCount(0);

    await page.goto(newUser);
    const lastName = `Enregistré ${uniqueSuffix()}`;
    await typeUser(page, lastName);
    await page.getByRole('button', { name: "Créer l'utilisateur" }).click();
    await expect(page).toHaveURL(/\/accounts\/users\/\d+\/$/);
    await expect(leavePrompt(page)).toHaveCount(0);
  });

  for (const [form, path, field, submit] of [
    ['a new user', newUser, /^Nom de famille/, "Créer l'utilisateur"],
    ['a half-filled new dataset', '/publish/fr/data/datasets/new/', /^Nom$/, 'Créer le jeu de données'],
  ] as const) {
    test(`a reload keeps the unsaved changes of ${form}, restored with a notice`, async ({ page }) => {
      await page.goto(path);
      const typed = `Gardé ${uniqueSuffix()}`;
      await page.getByRole('textbox', { name: field }).fill(typed);
      // The browser asks before the reload (beforeunload); the person confirms.
      page.on('dialog', (dialog) => void dialog.accept());
      await page.reload();
      await expect(page.getByRole('textbox', { name: field })).toHaveValue(typed);
      await expect(page.getByRole('status').filter({ hasText: 'ont été restaurées' })).toBeVisible();
      await expect(page.getByRole('button', { name: submit })).toBeVisible();
    });
  }
});
