import type { Page } from '@playwright/test';
import { accessibilityViolations, expect, rowMenuItem, selectedOnMap, test, uniqueName } from './fixtures';

// The jurisdiction screens of issue 16 against the reference backend: list, form, pasted codes,
// municipality search and the MapLibre map of the communes.

const selectedList = (page: Page) =>
  page.getByRole('region', { name: /^Communes sélectionnées/ }).getByRole('listitem');
const selectedHeading = (page: Page, count: number) =>
  page.getByRole('heading', { name: `Communes sélectionnées (${count})` });
const theMap = (page: Page) => page.getByRole('figure', { name: /^Carte des communes/ });

async function mapLoaded(page: Page) {
  await expect(theMap(page)).toHaveAttribute('aria-busy', 'false', { timeout: 20_000 });
}

test.describe('jurisdictions, as a superuser', () => {
  test.beforeEach(async ({ signInAs }) => {
    await signInAs('admin');
  });

  test('creates one from pasted codes, deselects a commune on the map, saves and reopens it', async ({
    page,
  }) => {
    const name = uniqueName('Territoire collé');
    await page.goto('/publish/fr/jurisdictions/new/');
    await page.getByLabel('Nom affiché').fill(name);
    await page.getByLabel("Code d'identification").fill(name.toLowerCase().replace(/\W+/g, '-'));
    await mapLoaded(page);
    await expect.poll(async () => (await selectedOnMap(page, theMap(page))).pixels).toBe(0);

    await page.getByLabel('Codes INSEE, séparés par des virgules').fill('97302, 97307,97309 , 97399');
    await page.getByRole('button', { name: 'Recalculer' }).click();
    await expect(page.getByRole('alert').filter({ hasText: 'Code INSEE inconnu : 97399' })).toBeVisible();
    await expect(selectedHeading(page, 3)).toBeVisible();
    await expect(selectedList(page)).toHaveText([
      /Cayenne \(97302\)/,
      /Matoury \(97307\)/,
      /Remire-Montjoly \(97309\)/,
    ]);
    await expect(page.getByLabel('Codes INSEE, séparés par des virgules')).toHaveValue('97302, 97307, 97309');

    // The three communes are drawn highlighted; a click on one of them deselects it.
    await expect.poll(async () => (await selectedOnMap(page, theMap(page))).points.length).toBeGreaterThan(0);
    const before = await selectedOnMap(page, theMap(page));
    const [point] = before.points;
    if (!point) throw new Error('no highlighted commune on the map');
    await theMap(page).locator('canvas').click({ position: point });
    await expect(selectedHeading(page, 2)).toBeVisible();
    await expect
      .poll(async () => (await selectedOnMap(page, theMap(page))).pixels)
      .toBeLessThan(before.pixels);
    const kept = await selectedList(page).allInnerTexts();
    expect(kept).toHaveLength(2);

    await page.getByRole('button', { name: 'Enregistrer' }).click();
    await expect(page).toHaveURL(/\/jurisdictions\/$/);
    await expect(page.getByText(`Le territoire de compétence ${name} a été créé`)).toBeVisible();

    await page.getByRole('searchbox', { name: 'Rechercher des territoires de compétence' }).fill(name);
    await page.getByRole('link', { name, exact: true }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(`Territoire de compétence ${name}`);
    await expect(selectedHeading(page, 2)).toBeVisible();
    expect(await selectedList(page).allInnerTexts()).toEqual(kept);
    await mapLoaded(page);
    await expect.poll(async () => (await selectedOnMap(page, theMap(page))).points.length).toBeGreaterThan(0);
  });

  test('finds municipalities without accents, selects and deselects all', async ({ make, page }) => {
    const name = uniqueName('Territoire cherché');
    const id = await make.jurisdiction(name, ['97302']);
    await page.goto(`/publish/fr/jurisdictions/${id}/`);
    await expect(selectedHeading(page, 1)).toBeVisible();

    await page.getByRole('searchbox', { name: 'Rechercher une commune par nom ou code INSEE' }).fill('saul');
    const saul = page.getByRole('checkbox', { name: 'Saül (97352)' });
    await expect(saul).not.toBeChecked();
    await saul.check();
    await expect(selectedHeading(page, 2)).toBeVisible();
    await expect(selectedList(page)).toHaveText([/Cayenne \(97302\)/, /Saül \(97352\)/]);

    await page.getByRole('button', { name: 'Désélectionner Saül (97352)' }).click();
    await expect(saul).not.toBeChecked();
    await expect(selectedHeading(page, 1)).toBeVisible();

    await page.getByRole('button', { name: 'Tout désélectionner', exact: true }).click();
    await expect(selectedHeading(page, 0)).toBeVisible();
    await expect(page.getByText("Aucune commune n'est sélectionnée.")).toBeVisible();

    // Select all takes every commune of the map, the 22 of French Guiana, not the other search results.
    await page.getByRole('button', { name: 'Tout sélectionner', exact: true }).click();
    await expect(selectedHeading(page, 22)).toBeVisible();
    await expect(saul).toBeChecked();
  });

  test('reports every unknown code and refuses an empty name', async ({ page }) => {
    await page.goto('/publish/fr/jurisdictions/new/');
    await page.getByLabel('Codes INSEE, séparés par des virgules').fill('97399, abc, 97302');
    await page.getByRole('button', { name: 'Recalculer' }).click();
    await expect(
      page.getByRole('alert').filter({ hasText: 'Codes INSEE inconnus : 97399, abc' }),
    ).toBeVisible();
    await expect(selectedHeading(page, 1)).toBeVisible();

    await page.getByRole('button', { name: 'Enregistrer' }).click();
    await expect(page.getByRole('link', { name: 'Nom affiché : Ce champ est obligatoire' })).toBeVisible();
    await expect(page).toHaveURL(/\/jurisdictions\/new\/$/);
  });

  test('a jurisdiction attached to an organisation cannot be deleted', async ({ page }) => {
    await page.goto(`/publish/fr/jurisdictions/?search=${encodeURIComponent(JSON.stringify('Cayenne'))}`);
    const row = page
      .getByRole('row')
      .filter({ has: page.getByRole('rowheader', { name: 'Cayenne', exact: true }) });
    await expect(row).toBeVisible();
    await row.getByRole('button', { name: 'Actions pour Cayenne' }).click();
    await page.getByRole('menuitem', { name: 'Supprimer Cayenne' }).click();
    await expect(
      page
        .getByRole('alert')
        .getByText(
          'Le territoire de compétence Cayenne ne peut pas être supprimé car il est rattaché à une organisation.',
        ),
    ).toBeVisible();
    await expect(page.getByRole('dialog')).toHaveCount(0);
    await expect(row).toBeVisible();
  });

  test('deletes a free jurisdiction after confirmation', async ({ make, page }) => {
    const name = uniqueName('Territoire à supprimer');
    await make.jurisdiction(name);
    await page.goto(`/publish/fr/jurisdictions/?search=${encodeURIComponent(JSON.stringify(name))}`);
    await (await rowMenuItem(page, name, `Supprimer ${name}`)).click();
    const dialog = page.getByRole('dialog', { name: 'Supprimer le territoire de compétence' });
    await dialog.getByRole('button', { name: 'Annuler' }).click();
    await expect(dialog).toBeHidden();
    await (await rowMenuItem(page, name, `Supprimer ${name}`)).click();
    await dialog.getByRole('button', { name: 'Confirmer' }).click();
    await expect(page.getByText(`Le territoire de compétence ${name} a été supprimé`)).toBeVisible();
    await expect(page.getByRole('link', { name, exact: true })).toHaveCount(0);
  });

  test('search and page live in the URL', async ({ page }) => {
    await page.goto('/publish/fr/jurisdictions/');
    await page.getByRole('searchbox', { name: 'Rechercher des territoires de compétence' }).fill('guyane');
    await expect(page).toHaveURL(/search=/);
    await expect
      .poll(() => page.getByRole('table').getByRole('rowheader').allInnerTexts())
      .toEqual(expect.arrayContaining(['Guyane', 'Sud de la Guyane']));
    const names = await page.getByRole('table').getByRole('rowheader').allInnerTexts();
    expect(names.every((text) => text.toLowerCase().includes('guyane'))).toBe(true);
    await page.reload();
    await expect(
      page.getByRole('searchbox', { name: 'Rechercher des territoires de compétence' }),
    ).toHaveValue('guyane');
  });

  test('the list and the form pass the accessibility checks', async ({ page }) => {
    await page.goto('/publish/fr/jurisdictions/');
    await expect(page.getByRole('table').getByRole('rowheader').first()).toBeVisible();
    expect(await accessibilityViolations(page)).toEqual([]);
    await page.getByRole('table').getByRole('link').first().click();
    await mapLoaded(page);
    await page
      .getByRole('searchbox', { name: 'Rechercher une commune par nom ou code INSEE' })
      .fill('kourou');
    await expect(page.getByRole('checkbox', { name: 'Kourou (97304)' })).toBeVisible();
    expect(await accessibilityViolations(page)).toEqual([]);
  });

  test('only the jurisdiction form loads the map library', async ({ page }) => {
    const mapRequests: string[] = [];
    page.on('request', (request) => {
      if (/CommuneMapView|maplibre/i.test(request.url())) mapRequests.push(request.url());
    });
    await page.goto('/publish/fr/home/');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await page.goto('/publish/fr/jurisdictions/');
    await expect(page.getByRole('table').getByRole('rowheader').first()).toBeVisible();
    expect(mapRequests).toEqual([]);
    await page.getByRole('table').getByRole('link').first().click();
    await mapLoaded(page);
    expect(mapRequests.length).toBeGreaterThan(0);
  });
});

test('a person without the superuser flag reads jurisdictions but does not change them', async ({
  page,
  signInAs,
}) => {
  await signInAs('visiteur');
  await page.goto(`/publish/fr/jurisdictions/?search=${encodeURIComponent(JSON.stringify('Ouest'))}`);
  await expect(page.getByRole('link', { name: 'Ouest guyanais', exact: true })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Ajouter un territoire de compétence' })).toHaveCount(0);
  await expect(page.getByRole('button', { name: /^Supprimer/ })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Actions pour Ouest guyanais' })).toHaveCount(0);

  await page.getByRole('link', { name: 'Ouest guyanais', exact: true }).click();
  await expect(page.getByLabel('Nom affiché')).toBeDisabled();
  await expect(page.getByRole('button', { name: 'Enregistrer' })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Recalculer' })).toHaveCount(0);
  await expect(selectedHeading(page, 7)).toBeVisible();
  await mapLoaded(page);
  await expect.poll(async () => (await selectedOnMap(page, theMap(page))).points.length).toBeGreaterThan(0);
});
