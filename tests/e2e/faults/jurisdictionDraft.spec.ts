import type { Page } from '@playwright/test';
import { apiRequest, expect, test, uniqueName } from '../fixtures';
import { messages, signInAgainOnThePage } from './faultKinds';

// The draft of the jurisdiction form holds the municipality selection as well as the two text fields:
// a person whose session ended mid-edit gets back the municipalities they had chosen.

const selectedHeading = (page: Page, count: number) =>
  page.getByRole('heading', { name: `Communes sélectionnées (${count})` });
const selectedList = (page: Page) =>
  page.getByRole('region', { name: /^Communes sélectionnées/ }).getByRole('listitem');

async function savedJurisdiction(page: Page, id: number) {
  const response = await apiRequest(page, 'GET', `/organisation/jurisdictions/${id}/`);
  return (await response.json()) as { display_name: string; municipalities: string[] };
}

/** Renames the jurisdiction and swaps Cayenne for Saül and Kourou in its selection. */
async function editNameAndMunicipalities(page: Page, name: string) {
  await page.getByLabel('Nom affiché').fill(name);
  const search = page.getByRole('searchbox', { name: 'Rechercher une commune par nom ou code INSEE' });
  await search.fill('saul');
  await page.getByRole('checkbox', { name: 'Saül (97352)' }).check();
  await search.fill('kourou');
  await page.getByRole('checkbox', { name: 'Kourou (97304)' }).check();
  await page.getByRole('button', { name: 'Désélectionner Cayenne (97302)' }).click();
  await expect(selectedHeading(page, 2)).toBeVisible();
}

test.describe('the jurisdiction draft', () => {
  test.beforeEach(async ({ signInAs }) => {
    test.setTimeout(90_000);
    await signInAs('admin');
  });

  test('session ended mid-edit (401): signed in again, the name and the selected municipalities are back, then saved', async ({
    make,
    page,
  }) => {
    const id = await make.jurisdiction(uniqueName('Brouillon territoire'), ['97302']);
    await page.goto(`/publish/fr/jurisdictions/${id}/`);
    await expect(selectedHeading(page, 1)).toBeVisible();
    const renamed = uniqueName('Brouillon renommé');
    await editNameAndMunicipalities(page, renamed);

    await page.context().clearCookies({ name: 'sessionid' });
    await page.getByRole('button', { name: 'Enregistrer', exact: true }).click();
    await signInAgainOnThePage(page, 'admin');
    await expect(page).toHaveURL((url) => url.pathname === `/publish/fr/jurisdictions/${id}/`);

    await expect(page.getByText(messages.draftRestored, { exact: true })).toBeVisible();
    await expect(page.getByLabel('Nom affiché')).toHaveValue(renamed);
    await expect(selectedHeading(page, 2)).toBeVisible();
    await expect(selectedList(page)).toHaveText([/Kourou \(97304\)/, /Saül \(97352\)/]);
    expect((await savedJurisdiction(page, id)).municipalities).toEqual(['97302']);

    await page.getByRole('button', { name: 'Enregistrer', exact: true }).click();
    await expect(page).toHaveURL(/\/jurisdictions\/$/);
    const saved = await savedJurisdiction(page, id);
    expect(saved.display_name).toBe(renamed);
    expect([...saved.municipalities].sort()).toEqual(['97304', '97352']);
  });

  test('discarding the restored draft puts back the saved name and municipalities', async ({
    make,
    page,
  }) => {
    const name = uniqueName('Brouillon abandonné');
    const id = await make.jurisdiction(name, ['97302']);
    await page.goto(`/publish/fr/jurisdictions/${id}/`);
    await expect(selectedHeading(page, 1)).toBeVisible();
    await editNameAndMunicipalities(page, uniqueName('Brouillon à jeter'));

    await page.context().clearCookies({ name: 'sessionid' });
    await page.getByRole('button', { name: 'Enregistrer', exact: true }).click();
    await signInAgainOnThePage(page, 'admin');
    await expect(page.getByText(messages.draftRestored, { exact: true })).toBeVisible();
    await expect(selectedHeading(page, 2)).toBeVisible();

    await page.getByRole('button', { name: 'Abandonner ces modifications' }).click();
    await expect(page.getByText(messages.draftRestored, { exact: true })).toHaveCount(0);
    await expect(page.getByLabel('Nom affiché')).toHaveValue(name);
    await expect(selectedHeading(page, 1)).toBeVisible();
    await expect(selectedList(page)).toHaveText([/Cayenne \(97302\)/]);
  });
});
