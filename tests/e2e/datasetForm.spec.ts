import type { Page } from '@playwright/test';
import { apiRequest, expect, fillDatasetFields, test, uniqueName } from './fixtures';

// The dataset form of issue 8 as a data manager fills it, against the reference backend.

/** The required fields, as a data manager fills them for a dataset of `organisation` (default: the CACL). */
const fillRequired = (page: Page, name: string, organisation?: string) =>
  fillDatasetFields(page, {
    name,
    description: 'Relevés des débits des rivières.',
    keyword: 'hydrologie',
    organisation,
  });

test.describe('dataset form', () => {
  test.beforeEach(async ({ signInAs }) => {
    await signInAs('admin');
  });

  test('creating with missing fields lists them and sends nothing', async ({ page }) => {
    let posted = false;
    page.on('request', (request) => {
      if (request.method() === 'POST' && request.url().includes('/dataset/datasets/')) posted = true;
    });
    await page.goto('/publish/fr/data/datasets/new/');
    await page.getByRole('textbox', { name: 'Nom', exact: true }).fill('Incomplet');
    await page.getByRole('button', { name: 'Créer le jeu de données' }).click();
    const summary = page.getByRole('alert', { name: 'Les champs suivants ne sont pas renseignés' });
    await expect(summary).toBeVisible();
    for (const field of [
      'Description',
      'Mots-clés',
      'Thématiques',
      'Types',
      'Organisation',
      'Date de publication',
    ]) {
      await expect(summary.getByRole('link', { name: new RegExp(`^${field}`) })).toBeVisible();
    }
    await expect(summary.getByRole('link', { name: /^Nom/ })).toHaveCount(0);
    expect(posted).toBe(false);
  });

  test('creates a complete dataset, then edits it', async ({ page }) => {
    const name = uniqueName('Débits des rivières');
    await page.goto('/publish/fr/data/datasets/new/');
    await fillRequired(page, name);
    await page.getByRole('button', { name: 'Créer le jeu de données' }).click();
    await expect(page).toHaveURL(/\/data\/datasets\/\d+\/$/);
    await expect(page.getByText(`Le jeu de données ${name} a été créé`)).toBeVisible();
    await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();

    const renamed = `${name} (révisé)`;
    await page.getByRole('textbox', { name: 'Nom', exact: true }).fill(renamed);
    await page.getByLabel('Millésime').fill('2025');
    await page.getByRole('button', { name: 'Enregistrer le jeu de données' }).click();
    await expect(page.getByText(`Le jeu de données ${renamed} a été mis à jour`)).toBeVisible();
    await expect(page.getByRole('heading', { level: 1, name: renamed })).toBeVisible();
    await page.reload();
    await expect(page.getByLabel('Millésime')).toHaveValue('2025');
  });

  test('chooses a parent through the search modal', async ({ page }) => {
    const name = uniqueName('Jeu enfant');
    await page.goto('/publish/fr/data/datasets/new/');
    await fillRequired(page, name);
    await page.getByRole('button', { name: 'Choisir un jeu de données parent' }).click();
    const dialog = page.getByRole('dialog', { name: 'Choisir un jeu de données parent' });
    await dialog.getByRole('searchbox').fill('pluviom');
    await dialog.getByRole('button', { name: /Relevés pluviométriques/ }).click();
    await expect(dialog).toBeHidden();
    await expect(page.getByTestId('parent-dataset')).toHaveText('Relevés pluviométriques');
    await page.getByRole('button', { name: 'Créer le jeu de données' }).click();
    await expect(page).toHaveURL(/\/data\/datasets\/\d+\/$/);
    const id = Number(page.url().match(/datasets\/(\d+)\//)?.[1]);
    const saved = (await (await apiRequest(page, 'GET', `/dataset/datasets/${id}/`)).json()) as {
      parent: number;
    };
    const parent = (await (await apiRequest(page, 'GET', `/dataset/datasets/${saved.parent}/`)).json()) as {
      display_name: string;
    };
    expect(parent.display_name).toBe('Relevés pluviométriques');
  });

  test('a 2.5 MB thumbnail is refused before any request, a 500 kB PNG is saved', async ({ page }) => {
    const name = uniqueName('Jeu avec vignette');
    await page.goto('/publish/fr/data/datasets/new/');
    await fillRequired(page, name);
    const png = (size: number) => {
      const header = Buffer.from('89504e470d0a1a0a', 'hex');
      return Buffer.concat([header, Buffer.alloc(size - header.length, 1)]);
    };
    let uploads = 0;
    page.on('request', (request) => {
      if (request.url().includes('/thumbnail/')) uploads += 1;
    });
    await page
      .getByLabel('Vignette')
      .setInputFiles({ name: 'grande.png', mimeType: 'image/png', buffer: png(2.5 * 1024 * 1024) });
    await expect(page.getByText('Le fichier ne doit pas dépasser 2,0 Mo').first()).toBeVisible();
    await page.getByRole('button', { name: 'Créer le jeu de données' }).click();
    await expect(page).toHaveURL(/\/data\/datasets\/new\/$/);
    expect(uploads).toBe(0);

    await page
      .getByLabel('Vignette')
      .setInputFiles({ name: 'petite.png', mimeType: 'image/png', buffer: png(500 * 1024) });
    await page.getByRole('button', { name: 'Créer le jeu de données' }).click();
    await expect(page).toHaveURL(/\/data\/datasets\/\d+\/$/);
    await expect(page.getByRole('img', { name: 'Vignette actuelle' })).toBeVisible();
    expect(uploads).toBe(1);
  });

  test('the coverage rules refuse what they must', async ({ page }) => {
    await page.goto('/publish/fr/data/datasets/new/');
    await fillRequired(page, uniqueName('Couverture'), 'Association Kwata');
    const coverage = page.getByLabel('Couverture géographique');
    await coverage.selectOption({ label: "Territoire de l'organisation" });
    await page.getByRole('button', { name: 'Créer le jeu de données' }).click();
    await expect(page.getByText(/L'organisation n'est pas liée à un territoire/).first()).toBeVisible();
    await coverage.selectOption({ label: 'Calculée sur les données' });
    await expect(page.getByText(/Le jeu de données n'a pas de ressource géographique/).first()).toBeVisible();
    await page.getByRole('button', { name: 'Créer le jeu de données' }).click();
    await expect(page).toHaveURL(/\/data\/datasets\/new\/$/);
    await page
      .getByRole('combobox', { name: 'Organisation', exact: true })
      .selectOption({ label: 'Ville de Cayenne' });
    await coverage.selectOption({ label: "Territoire de l'organisation" });
    await page.getByRole('button', { name: 'Créer le jeu de données' }).click();
    await expect(page).toHaveURL(/\/data\/datasets\/\d+\/$/);
  });
});
