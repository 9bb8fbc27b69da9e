import type { Browser, Page, TestInfo } from '@playwright/test';
import { apiRequest, expect, signIn, test, uniqueName } from './fixtures';

// Issue 19: two people save the same dataset. The second is told, keeps what they typed, and
// nothing is overwritten unless they choose to.

/** A second person in a browser of their own, signed in, on the dataset's page. */
async function secondPerson(browser: Browser, testInfo: TestInfo, datasetId: number): Promise<Page> {
  const context = await browser.newContext({ baseURL: testInfo.project.use.baseURL, locale: 'fr-FR' });
  const page = await context.newPage();
  await signIn(page, 'gestionnaire');
  await page.goto(`/publish/fr/data/datasets/${datasetId}/`);
  return page;
}

async function storedDataset(page: Page, id: number) {
  const response = await apiRequest(page, 'GET', `/dataset/datasets/${id}/`);
  return (await response.json()) as { display_name: string; vintage_year: number | null; tags: string[] };
}

const nameField = (page: Page) => page.getByRole('textbox', { name: 'Nom', exact: true });
const save = (page: Page) => page.getByRole('button', { name: 'Enregistrer le jeu de données' }).click();

test.describe('two people saving the same dataset', () => {
  // Two browsers at once on a shared machine: generous time, never timed assertions.
  test.describe.configure({ timeout: 90_000 });
  test.beforeEach(async ({ signInAs }) => {
    await signInAs('admin');
  });

  test('the second is told, keeps their changes, and saves them over only after choosing to', async ({
    make,
    page,
    browser,
  }, testInfo) => {
    const name = uniqueName('Qualité de l’air');
    const id = await make.dataset(name);
    await page.goto(`/publish/fr/data/datasets/${id}/`);
    const other = await secondPerson(browser, testInfo, id);
    await expect(nameField(other)).toHaveValue(name);
    await expect(nameField(page)).toHaveValue(name);

    // Both edit; the first saves.
    await nameField(page).fill(`${name} (première)`);
    await nameField(other).fill(`${name} (seconde)`);
    await other.getByLabel('Millésime').fill('2024');
    await save(page);
    await expect(page.getByText(`Le jeu de données ${name} (première) a été mis à jour`)).toBeVisible();

    // The second saves from the older version: refused, told why, their typing still there.
    await save(other);
    const notice = other.getByRole('alert', {
      name: "Quelqu'un d'autre a enregistré ce jeu de données pendant que vous le modifiiez",
    });
    await expect(notice).toBeVisible();
    await expect(notice.getByRole('listitem')).toHaveText(["Nom — vous l'avez modifié aussi"]);
    await expect(nameField(other)).toHaveValue(`${name} (seconde)`);
    await expect(other.getByLabel('Millésime')).toHaveValue('2024');
    expect(await storedDataset(page, id)).toMatchObject({
      display_name: `${name} (première)`,
      vintage_year: null,
    });

    // They choose to save theirs over it.
    await notice.getByRole('button', { name: 'Enregistrer mes modifications par-dessus les leurs' }).click();
    await expect(other.getByText(`Le jeu de données ${name} (seconde) a été mis à jour`)).toBeVisible();
    await expect(notice).toBeHidden();
    await expect(nameField(other)).toHaveValue(`${name} (seconde)`);
    expect(await storedDataset(page, id)).toMatchObject({
      display_name: `${name} (seconde)`,
      vintage_year: 2024,
    });
    await other.context().close();
  });

  test('the second may drop their changes, load the newer version and save from it', async ({
    make,
    page,
    browser,
  }, testInfo) => {
    const name = uniqueName('Réseau d’eau');
    const id = await make.dataset(name);
    await page.goto(`/publish/fr/data/datasets/${id}/`);
    const other = await secondPerson(browser, testInfo, id);
    await expect(nameField(other)).toHaveValue(name);
    await expect(nameField(page)).toHaveValue(name);

    await page.getByLabel('Millésime').fill('2023');
    await save(page);
    await expect(page.getByText(`Le jeu de données ${name} a été mis à jour`)).toBeVisible();

    await nameField(other).fill(`${name} (brouillon)`);
    await save(other);
    const notice = other.getByRole('alert', {
      name: "Quelqu'un d'autre a enregistré ce jeu de données pendant que vous le modifiiez",
    });
    await expect(notice.getByRole('listitem')).toHaveText(['Millésime']);
    await expect(nameField(other)).toHaveValue(`${name} (brouillon)`);

    await notice
      .getByRole('button', { name: 'Charger leur version (mes modifications sont abandonnées)' })
      .click();
    await expect(notice).toBeHidden();
    await expect(nameField(other)).toHaveValue(name);
    await expect(other.getByLabel('Millésime')).toHaveValue('2023');
    expect(await storedDataset(page, id)).toMatchObject({ display_name: name, vintage_year: 2023 });

    // From the newer version, the second person's save now goes through.
    await nameField(other).fill(`${name} (final)`);
    await save(other);
    await expect(other.getByText(`Le jeu de données ${name} (final) a été mis à jour`)).toBeVisible();
    expect(await storedDataset(page, id)).toMatchObject({
      display_name: `${name} (final)`,
      vintage_year: 2023,
    });
    await other.context().close();
  });
});
