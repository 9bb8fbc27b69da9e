import type { Page } from '@playwright/test';
import {
  accessibilityViolations,
  ensureSecondPermissionPage,
  expect,
  permissionRows,
  say,
  screenPath,
  test,
  uniqueName,
} from './fixtures';

// The permissions screen of issue 12 as a data manager uses it, against the reference backend. Each test
// works on a dataset of its own, so that runs never see each other's rights.
test.describe('dataset permissions', () => {
  test.beforeEach(async ({ signInAs }) => {
    await signInAs('admin');
  });

  const table = (page: Page) =>
    page.getByRole('table', {
      name: say("Organisations, groupes d'utilisateurs et sphères", 'Organisations, user groups and spheres'),
    });
  const rowNames = (page: Page) => table(page).getByRole('rowheader').allInnerTexts();
  const column = (page: Page, n: number) =>
    table(page).locator(`tbody tr td:nth-child(${n})`).allInnerTexts();
  const levelOf = (page: Page, name: string) =>
    page.getByRole('combobox', { name: say(`Niveau d'accès de ${name}`, `Access level of ${name}`) });
  const counter = (page: Page, from: number, to: number, count: number) =>
    page.getByText(say(`${from}–${to} sur ${count}`, `${from}–${to} of ${count}`), { exact: true });

  async function openPermissions(page: Page, datasetId: number, query = '') {
    await page.goto(screenPath(`/data/datasets/${datasetId}/permissions/${query}`));
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(
      say('Droits du jeu de données', 'Dataset permissions'),
    );
  }

  test('filters by type and level, each change going back to page 1', async ({ make, page }) => {
    const datasetId = await make.dataset(uniqueName('Jeu des filtres de droits'));
    const total = await ensureSecondPermissionPage(page, datasetId);
    const count = (await permissionRows(page, datasetId)).count;
    expect(count).toBeGreaterThanOrEqual(total);

    await openPermissions(page, datasetId, '?page=2');
    await expect(counter(page, 21, Math.min(40, count), count)).toBeVisible();

    // A type: only organisations, from page 1.
    await page.getByLabel('Type', { exact: true }).selectOption({ label: 'Organisation' });
    await expect(page).toHaveURL(/usergroup_type=/);
    expect(new URL(page.url()).searchParams.get('page')).toBeNull();
    // Other tests add organisations of their own: page 1 shows the first 20 of however many there are.
    const organisations = (await permissionRows(page, datasetId, { usergroup_type: 'organisation' })).results;
    const firstPage = organisations.slice(0, 20);
    await expect.poll(() => rowNames(page)).toEqual(firstPage.map((row) => row.name));
    expect(new Set(await column(page, 3))).toEqual(new Set(['Organisation']));
    await expect(counter(page, 1, firstPage.length, organisations.length)).toBeVisible();

    // Types accumulate: spheres join the organisations. Page 1 is the server's first 20 of both types
    // (with enough organisations from other tests, it may hold no sphere), and the count has both.
    await page.getByLabel('Type', { exact: true }).selectOption({ label: say('Sphère', 'Sphere') });
    await expect(page).toHaveURL(/group-of-organisation/);
    const both = await permissionRows(page, datasetId, {
      usergroup_type: 'organisation,group-of-organisation',
    });
    expect(both.results.some((row) => row.type === 'group-of-organisation')).toBe(true);
    await expect.poll(() => rowNames(page)).toEqual(both.results.slice(0, 20).map((row) => row.name));
    await expect(counter(page, 1, Math.min(20, both.count), both.count)).toBeVisible();

    // A level holds one value; back on page 2 of everything first, the level brings page 1 again.
    await page.getByRole('button', { name: say('Effacer les filtres', 'Clear filters') }).click();
    await page
      .getByRole('navigation', { name: 'Pagination' })
      .getByRole('button', { name: say('Page 2', 'Page 2') })
      .click();
    await expect(page).toHaveURL(/page=2/);
    const level = page.getByLabel(say("Niveau d'accès", 'Access level'), { exact: true });
    await level.selectOption({ label: say('Aucun droit particulier', 'No special right') });
    await expect(page).toHaveURL(/level=none/);
    expect(new URL(page.url()).searchParams.get('page')).toBeNull();
    await level.selectOption({ label: say('Téléchargement', 'Download') });
    await expect(page).toHaveURL(/level=download/);
    await expect(
      page.getByText(
        say(
          "Aucune organisation, aucun groupe d'utilisateurs ni aucune sphère ne correspond à ces filtres.",
          'No organisation, user group or sphere matches these filters.',
        ),
      ),
    ).toBeVisible();
  });

  test('grants download to two selected organisations after confirming', async ({ make, page }) => {
    const datasetId = await make.dataset(uniqueName('Jeu des droits groupés'));
    await openPermissions(page, datasetId, '?usergroup_type=organisation');
    // Two organisations of page 1 (other tests add organisations of their own), and a third left alone.
    await expect(table(page).getByRole('rowheader').nth(2)).toBeVisible();
    const [first = '', second = '', untouched = ''] = await rowNames(page);
    const chosen = [first, second];
    await expect(levelOf(page, first)).toHaveValue('none');

    const bulk = page.getByRole('button', { name: say('Actions groupées', 'Bulk actions') });
    await expect(bulk).toBeDisabled();
    for (const name of chosen) {
      await page.getByRole('checkbox', { name: say(`Sélectionner ${name}`, `Select ${name}`) }).check();
    }
    await expect(page.getByText(say('Lignes sélectionnées : 2', 'Selected rows: 2'))).toBeVisible();

    // Cancelling changes nothing and keeps the selection.
    await bulk.click();
    await page.getByRole('menuitem', { name: say('Accorder le téléchargement', 'Grant download') }).click();
    const dialog = page.getByRole('dialog', { name: say('Accorder le téléchargement', 'Grant download') });
    await expect(dialog).toContainText(say('(2)', '(2)'));
    await dialog.getByRole('button', { name: say('Annuler', 'Cancel') }).click();
    await expect(dialog).toBeHidden();
    await expect(page.getByText(say('Lignes sélectionnées : 2', 'Selected rows: 2'))).toBeVisible();
    expect((await permissionRows(page, datasetId, { level: 'download' })).count).toBe(0);

    await bulk.click();
    await page.getByRole('menuitem', { name: say('Accorder le téléchargement', 'Grant download') }).click();
    await dialog.getByRole('button', { name: say('Confirmer', 'Confirm') }).click();
    await expect(
      page.getByText(say('Les droits ont été mis à jour', 'The permissions were updated')),
    ).toBeVisible();
    for (const name of chosen) await expect(levelOf(page, name)).toHaveValue('download');
    await expect(levelOf(page, untouched)).toHaveValue('none');
    await expect(page.getByText(say('Lignes sélectionnées : 0', 'Selected rows: 0'))).toBeVisible();

    const granted = (await permissionRows(page, datasetId, { level: 'download' })).results.map(
      (row) => row.name,
    );
    expect(granted.sort()).toEqual([...chosen].sort());
  });

  test("changes one row's permission on its own", async ({ make, page }) => {
    const datasetId = await make.dataset(uniqueName('Jeu des droits un par un'));
    await openPermissions(page, datasetId);
    // The first row of page 1, whichever it is once other tests have added their own groups.
    await expect(table(page).getByRole('rowheader').first()).toBeVisible();
    const [name = ''] = await rowNames(page);
    await levelOf(page, name).selectOption({ label: 'Consultation' });
    await expect(
      page.getByText(
        say(`Les droits de ${name} ont été mis à jour`, `The permissions of ${name} were updated`),
      ),
    ).toBeVisible();
    await page.reload();
    await expect(levelOf(page, name)).toHaveValue('consultation');
  });

  test("sets the dataset's default permission level", async ({ make, page }) => {
    const datasetId = await make.dataset(uniqueName('Jeu du niveau par défaut'));
    await openPermissions(page, datasetId);
    const field = page.getByLabel(say('Niveau de droits par défaut', 'Default permission level'));
    await field.selectOption({ label: say('Recherche', 'Search') });
    await expect(
      page.getByText(
        say('Le niveau de droits par défaut a été mis à jour', 'The default permission level was updated'),
      ),
    ).toBeVisible();
    await page.reload();
    await expect(field).toHaveValue('search');
  });

  test('the permissions screen and its confirmation pass the WCAG A and AA checks of axe', async ({
    make,
    page,
  }) => {
    test.setTimeout(60_000);
    const datasetId = await make.dataset(uniqueName('Jeu accessible'));
    await openPermissions(page, datasetId);
    await expect(table(page).getByRole('rowheader').first()).toBeVisible();
    expect(await accessibilityViolations(page)).toEqual([]);
    await page
      .getByRole('checkbox', {
        name: say('Sélectionner toutes les lignes de cette page', 'Select all rows on this page'),
      })
      .check();
    await page.getByRole('button', { name: say('Actions groupées', 'Bulk actions') }).click();
    await page.getByRole('menuitem', { name: say('Retirer les droits', 'Remove rights') }).click();
    // The dialog element itself has no box (its backdrop and panel are fixed): its button shows it is open.
    await expect(
      page.getByRole('dialog').getByRole('button', { name: say('Confirmer', 'Confirm') }),
    ).toBeVisible();
    expect(await accessibilityViolations(page)).toEqual([]);
  });
});
