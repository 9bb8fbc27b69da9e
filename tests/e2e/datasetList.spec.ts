import type { Page } from '@playwright/test';
import {
  apiRequest,
  createDatasetThroughApi,
  expect,
  openFilters,
  rowMenuItem,
  test,
  uniqueName,
} from './fixtures';

// The dataset list of issue 7 as a data manager uses it, against the reference backend.
test.describe('dataset list', () => {
  test.beforeEach(async ({ signInAs }) => {
    await signInAs('admin');
  });

  const rowNames = (page: Page) => page.getByRole('table').getByRole('rowheader').allInnerTexts();

  async function openSearch(page: Page, name: string) {
    await page.goto(`/publish/fr/data/datasets/?search=${encodeURIComponent(JSON.stringify(name))}`);
    await expect.poll(() => rowNames(page)).toEqual([name]);
  }

  test('typing fast shows only the results of the last text', async ({ page }) => {
    await page.goto('/publish/fr/data/datasets/');
    const box = page.getByRole('searchbox', { name: 'Rechercher des jeux de données' });
    await box.pressSequentially('marées', { delay: 20 });
    await expect(page).toHaveURL(/search=mar%C3%A9es/);
    // Only the last text's results: every row matches it (the results of 'm' or 'ma' would not).
    await expect
      .poll(async () => (await rowNames(page)).every((name) => name.toLowerCase().includes('marées')))
      .toBe(true);
    expect(await rowNames(page)).toContain('Horaires des marées');
    await box.fill('');
    await expect(page).not.toHaveURL(/search=/);
    await expect(page.getByRole('table').getByRole('rowheader')).toHaveCount(20);
  });

  test('sorts by each option', async ({ page }) => {
    await page.goto('/publish/fr/data/datasets/');
    await openFilters(page);
    const sort = page.getByLabel('Trier par');
    for (const [label, field] of [
      ['Nom, de A à Z', 'display_name'],
      ['Nom, de Z à A', '-display_name'],
      ['Organisation, de A à Z', 'usergroup__display_name'],
      ['Organisation, de Z à A', '-usergroup__display_name'],
      ["Date de création, plus ancien d'abord", 'creation_date'],
      ["Date de création, plus récent d'abord", '-creation_date'],
      ["État de publication, dépubliés d'abord", 'publish'],
      ["État de publication, publiés d'abord", '-publish'],
      ["Dernière révision, plus ancien d'abord", 'last_modified'],
    ] as const) {
      await sort.selectOption({ label });
      await expect.poll(() => new URL(page.url()).searchParams.get('ordering')).toBe(field);
      const expected = await apiRequest(page, 'GET', `/dataset/datasets/?ordering=${field}&page_size=20`);
      const names = ((await expected.json()) as { results: { display_name: string }[] }).results.map(
        (dataset) => dataset.display_name,
      );
      await expect.poll(() => rowNames(page)).toEqual(names);
    }
    const names = await rowNames(page);
    expect(names.length).toBe(20);
  });

  test('filters by organisation and publication state', async ({ page }) => {
    await page.goto('/publish/fr/data/datasets/');
    await openFilters(page);
    await page
      .getByLabel('Organisation', { exact: true })
      .selectOption({ label: "Office de l'Eau de Guyane" });
    await expect(page).toHaveURL(/organisation=/);
    // The organisation column found by its header: a selection column comes first where bulk edit is on.
    await expect(page.getByRole('columnheader', { name: /Organisation/ })).toBeVisible();
    const headers = await page.getByRole('table').getByRole('columnheader').allInnerTexts();
    const column = headers.findIndex((text) => text.includes('Organisation')) + 1;
    expect(column).toBeGreaterThan(0);
    const organisations = page.getByRole('table').getByRole('row').locator(`td:nth-child(${column})`);
    await expect
      .poll(async () => new Set(await organisations.allInnerTexts()))
      .toEqual(new Set(["Office de l'Eau de Guyane"]));
    await page.getByLabel('État de publication').selectOption({ label: 'Non publié' });
    await expect(page).toHaveURL(/publication=/);
    await expect(page.getByRole('switch', { checked: true })).toHaveCount(0);
  });

  test('the page is in the URL and survives a reload', async ({ page }) => {
    await page.goto('/publish/fr/data/datasets/');
    await page
      .getByRole('navigation', { name: 'Pagination' })
      .getByRole('button', { name: 'Page suivante' })
      .click();
    await expect(page).toHaveURL(/page=2/);
    await page.reload();
    await expect(page).toHaveURL(/page=2/);
    // The second page as the server answers it now: other tests running beside this one add and
    // change datasets, which moves rows between pages of the most-recently-changed order.
    const serverSecondPage = async () => {
      const answer = await apiRequest(page, 'GET', '/dataset/datasets/?page=2&page_size=20');
      return ((await answer.json()) as { results: { display_name: string }[] }).results.map(
        (d) => d.display_name,
      );
    };
    await expect
      .poll(async () => {
        const [shown, expected] = [await rowNames(page), await serverSecondPage()];
        return shown.length > 0 && shown.join('\n') === expected.join('\n');
      })
      .toBe(true);
    await expect(page.getByText(/^21–\d+ sur \d+$/)).toBeVisible();
  });

  test('export downloads the datasets of the current filters', async ({ page }) => {
    await page.goto('/publish/fr/data/datasets/');
    await openFilters(page);
    await page
      .getByLabel('Organisation', { exact: true })
      .selectOption({ label: 'Parc amazonien de Guyane' });
    await expect(page).toHaveURL(/organisation=/);
    const downloadPromise = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Exporter' }).click();
    const download = await downloadPromise;
    const path = await download.path();
    const content = await import('node:fs/promises').then((fs) => fs.readFile(path, 'utf8'));
    expect(content).toContain('Sentiers de randonnée');
    expect(content).not.toContain('Horaires des marées');
  });

  test('duplicate makes a copy and opens it', async ({ make, page }) => {
    const name = uniqueName('Jeu à dupliquer');
    const id = await make.dataset(name);
    await openSearch(page, name);
    await (await rowMenuItem(page, name, `Dupliquer ${name}`)).click();
    await expect(page).toHaveURL(/\/data\/datasets\/\d+\/$/);
    expect(page.url()).not.toContain(`/datasets/${id}/`);
    await expect(
      page.getByRole('status').getByText(`Le jeu de données Copie de ${name} a été créé`),
    ).toBeVisible();
  });

  test('unpublish and publish run their scenarios and a task appears', async ({ make, page }) => {
    const name = uniqueName('Jeu à publier');
    const id = await make.dataset(name);
    await openSearch(page, name);
    const toggle = page.getByRole('switch');
    const before = await toggle.isChecked();
    await toggle.click();
    // The first press wakes the switch's machine (issue 49): the real switch keeps the focus.
    await expect(toggle).toBeFocused();
    await expect(page.getByRole('status').getByText(/a été lancée avec succès/)).toBeVisible();
    const tasks = await apiRequest(page, 'GET', `/dashboard/task-queue-track/?dataset_id=${id}&page_size=50`);
    const body = (await tasks.json()) as { count: number };
    expect(body.count).toBeGreaterThan(0);
    expect(before).toBe(true);
  });

  test('delete asks for confirmation, then deletes', async ({ make, page }) => {
    const name = uniqueName('Jeu à supprimer');
    await make.dataset(name);
    await openSearch(page, name);
    await (await rowMenuItem(page, name, `Supprimer ${name}`)).click();
    const dialog = page.getByRole('dialog', { name: 'Supprimer le jeu de données' });
    await dialog.getByRole('button', { name: 'Annuler' }).click();
    await expect(dialog).toBeHidden();
    await expect.poll(() => rowNames(page)).toEqual([name]);
    await (await rowMenuItem(page, name, `Supprimer ${name}`)).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Confirmer' }).click();
    await expect(page.getByText(`Le jeu de données ${name} a été supprimé`)).toBeVisible();
    await expect(page.getByText('Aucun jeu de données ne correspond à cette recherche.')).toBeVisible();
  });

  test('the list refreshes by itself when someone else adds a dataset', async ({ page, browser }) => {
    test.setTimeout(45_000);
    await page.goto('/publish/fr/data/datasets/');
    await expect(page.getByRole('table').getByRole('rowheader')).toHaveCount(20);
    const other = await browser.newContext({ baseURL: page.context().pages()[0]?.url() });
    const otherPage = await other.newPage();
    await otherPage.request.post(new URL('/fr/login/signin/', page.url()).href, {
      data: { username: 'producteur', password: 'producteur' },
    });
    await otherPage.goto(new URL('/publish/fr/home/', page.url()).href);
    const name = uniqueName('Ajouté par un collègue');
    await createDatasetThroughApi(otherPage, name);
    await other.close();
    await expect(page.getByRole('rowheader', { name })).toBeVisible({ timeout: 20_000 });
  });
});
