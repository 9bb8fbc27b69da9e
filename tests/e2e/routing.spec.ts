import { expect, test } from '@playwright/test';

// The routing rules of specification section 2, as a person typing addresses meets them.
test.describe('routing rules', () => {
  test('the base path goes to the French home', async ({ page }) => {
    await page.goto('/publish/');
    await expect(page).toHaveURL(/\/publish\/fr\/home\/$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Bienvenue' })).toBeVisible();
  });

  test("the locale root ('') goes to home/", async ({ page }) => {
    await page.goto('/publish/en/');
    await expect(page).toHaveURL(/\/publish\/en\/home\/$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Welcome' })).toBeVisible();
  });

  test('paths are normalised to end with a slash', async ({ page }) => {
    await page.goto('/publish/fr/home');
    await expect(page).toHaveURL(/\/publish\/fr\/home\/$/);
  });

  test('an invalid locale is replaced by fr and the rest of the path is kept', async ({ page }) => {
    await page.goto('/publish/de/home/');
    await expect(page).toHaveURL(/\/publish\/fr\/home\/$/);
  });

  test('a missing locale is added as fr', async ({ page }) => {
    await page.goto('/publish/home/');
    await expect(page).toHaveURL(/\/publish\/fr\/home\/$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Bienvenue' })).toBeVisible();
  });

  test('Italian is a full locale', async ({ page }) => {
    await page.goto('/publish/it/home/');
    await expect(page.getByRole('heading', { level: 1, name: 'Benvenuto' })).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('lang', 'it');
  });

  test('unknown paths go to the not-found page of their locale', async ({ page }) => {
    await page.goto('/publish/en/no/such/screen/');
    await expect(page).toHaveURL(/\/publish\/en\/not-found\/$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Page not found' })).toBeVisible();
  });

  test('the not-found page names itself in French', async ({ page }) => {
    await page.goto('/publish/fr/not-found/');
    await expect(page.getByRole('heading', { level: 1, name: 'Page introuvable' })).toBeVisible();
    await expect(page).toHaveTitle(/Page introuvable/);
  });
});
