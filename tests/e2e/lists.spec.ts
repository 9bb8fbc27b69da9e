import type { Page } from '@playwright/test';
import { expect, test, uniqueName } from './fixtures';

// Issue 48, "Lists" (audit U1, U2, U16, U17, U18): the first rows in the first screen at 1280 × 800,
// filters folded with their chips, one primary action and a row menu, the task queue filtered by
// status, an empty search that offers its way back, and the accounts hub's cards leading to their lists.

const words = {
  fr: {
    filters: 'Filtres',
    organisation: 'Organisation',
    menu: 'Actions pour',
    permissions: 'Droits de',
    duplicate: 'Dupliquer',
    delete: 'Supprimer',
    deleteTitle: 'Supprimer le jeu de données',
    cancel: 'Annuler',
    status: 'Statut',
    failed: 'Échouée',
    searchDatasets: 'Rechercher des jeux de données',
    clear: 'Effacer la recherche et les filtres',
    noDataset: 'Aucun jeu de données ne correspond à cette recherche.',
    userRequests: "Demandes d'accès des utilisateurs",
  },
  en: {
    filters: 'Filters',
    organisation: 'Organisation',
    menu: 'Actions for',
    permissions: 'Permissions of',
    duplicate: 'Duplicate',
    delete: 'Delete',
    deleteTitle: 'Delete the dataset',
    cancel: 'Cancel',
    status: 'Status',
    failed: 'Failed',
    searchDatasets: 'Search datasets',
    clear: 'Clear the search and filters',
    noDataset: 'No dataset matches this search.',
    userRequests: 'User access requests',
  },
} as const;

/** Every list screen, as the administrator sees it (the permissions of the first seeded dataset). */
const listScreens = [
  'data/datasets/',
  'data/tasks/',
  'accounts/users/',
  'accounts/organisations/',
  'accounts/groups/',
  'accounts/spheres/',
  'jurisdictions/',
  'data/datasets/1/permissions/',
];

const filtersButton = (page: Page, lang: 'fr' | 'en') =>
  page.getByRole('button', { name: new RegExp(`^${words[lang].filters}`) });

test.describe('lists', () => {
  test.beforeEach(async ({ page, signInAs }) => {
    await page.setViewportSize({ width: 1280, height: 800 });
    await signInAs('admin');
  });

  for (const lang of ['fr', 'en'] as const) {
    const w = words[lang];

    test(`every list shows its first row in the first screen at 1280 × 800 (${lang})`, async ({ page }) => {
      const misses: string[] = [];
      for (const path of listScreens) {
        await page.goto(`/publish/${lang}/${path}`);
        const row = page.locator('main tbody tr').first();
        await expect(row.locator('th[scope="row"]'), path).toBeVisible({ timeout: 15_000 });
        const box = await row.boundingBox();
        const scrolled = await page.evaluate(() => window.scrollY);
        if (!box || scrolled !== 0 || box.y + box.height > 800)
          misses.push(`${path}: ${JSON.stringify(box)}`);
      }
      expect(misses).toEqual([]);
    });

    test(`filters fold behind one button and the chosen ones are removable chips (${lang})`, async ({
      page,
    }) => {
      await page.goto(`/publish/${lang}/data/datasets/`);
      await expect(page.locator('main tbody th[scope="row"]').first()).toBeVisible({ timeout: 15_000 });
      const toggle = filtersButton(page, lang);
      await expect(toggle).toHaveAttribute('aria-expanded', 'false');
      await expect(page.getByLabel(w.organisation, { exact: true })).toBeHidden();
      await toggle.click();
      await page
        .getByLabel(w.organisation, { exact: true })
        .selectOption({ label: "Office de l'Eau de Guyane" });
      await expect(page).toHaveURL(/organisation=/);
      await toggle.click();
      await expect(toggle).toHaveAttribute('aria-expanded', 'false');
      await expect(toggle).toHaveAccessibleName(new RegExp(`^${w.filters}.*1`));
      const chip = page.getByRole('button', {
        name: new RegExp(`${w.organisation}.*Office de l'Eau de Guyane`),
      });
      await expect(chip).toBeVisible();
      await chip.click();
      await expect(page).not.toHaveURL(/organisation=/);
      await expect(chip).toHaveCount(0);
      await expect(toggle).toBeFocused();
    });

    test(`a row has one primary action and a menu used by keyboard (${lang})`, async ({ make, page }) => {
      const name = uniqueName(`Jeu du menu ${lang}`);
      await make.dataset(name);
      await page.goto(`/publish/${lang}/data/datasets/?search=${encodeURIComponent(JSON.stringify(name))}`);
      const row = page.getByRole('row').filter({ hasText: name });
      await expect(row).toHaveCount(1, { timeout: 15_000 });
      // No red Delete button on the row: one link and the menu's button.
      await expect(row.getByRole('button', { name: `${w.delete} ${name}` })).toHaveCount(0);
      const button = row.getByRole('button', { name: `${w.menu} ${name}` });
      await button.focus();
      await page.keyboard.press('Enter');
      const menu = page.getByRole('menu');
      await expect(menu.getByRole('menuitem')).toHaveText([
        new RegExp(`^${w.permissions.split(' ')[0]}`),
        w.duplicate,
        w.delete,
      ]);
      await expect(menu.getByRole('menuitem', { name: `${w.permissions} ${name}` })).toBeVisible();
      await page.keyboard.press('Escape');
      await expect(menu).toHaveCount(0);
      await expect(button).toBeFocused();
      await page.keyboard.press('Enter');
      await page.keyboard.press('End');
      // Headless UI moves the menu's active item (aria-activedescendant), not the DOM focus.
      await expect(page.getByRole('menuitem', { name: `${w.delete} ${name}` })).toHaveAttribute(
        'data-focus',
        '',
      );
      await page.keyboard.press('Enter');
      const dialog = page.getByRole('dialog', { name: w.deleteTitle });
      await expect(dialog.getByRole('button', { name: w.cancel })).toBeVisible();
      await dialog.getByRole('button', { name: w.cancel }).click();
      await expect(dialog).toBeHidden();
    });

    test(`the task list filters by status (${lang})`, async ({ page }) => {
      await page.goto(`/publish/${lang}/data/tasks/`);
      await filtersButton(page, lang).click();
      await page.getByLabel(w.status, { exact: true }).selectOption({ label: w.failed });
      await expect(page).toHaveURL(/status=/);
      await expect(page.getByRole('button', { name: new RegExp(`${w.status}.*${w.failed}`) })).toBeVisible();
      const statuses = page.locator('main tbody tr td:nth-child(2)');
      await expect(statuses.first()).toHaveText(w.failed);
      expect(new Set(await statuses.allInnerTexts())).toEqual(new Set([w.failed]));
      // A badge stays on one line.
      const badge = statuses.first().locator('span');
      expect((await badge.boundingBox())?.height ?? 99).toBeLessThan(30);
    });

    test(`an empty search offers to clear the search and filters (${lang})`, async ({ page }) => {
      await page.goto(`/publish/${lang}/data/datasets/`);
      const box = page.getByRole('searchbox', { name: w.searchDatasets });
      await box.fill('zzzz-nothing-matches-zzzz');
      await expect(page.getByText(w.noDataset)).toBeVisible();
      await page.getByRole('button', { name: w.clear }).click();
      await expect(page).not.toHaveURL(/search=/);
      await expect(page.getByRole('searchbox', { name: w.searchDatasets })).toHaveValue('');
      await expect(page.locator('main tbody tr th[scope="row"]')).toHaveCount(20);
    });

    test(`the accounts hub's count cards lead to their lists (${lang})`, async ({ page }) => {
      await page.goto(`/publish/${lang}/accounts/`);
      await page.getByRole('link', { name: new RegExp(`^${w.userRequests}`) }).click();
      await expect(page).toHaveURL(/#user-requests$/);
      const heading = page.getByRole('heading', { level: 2, name: new RegExp(`^${w.userRequests}`) });
      await expect(heading).toBeInViewport();
      await expect(heading).toBeFocused();
    });
  }
});
