import type { Page } from '@playwright/test';
import { apiRequest, createDatasetThroughApi, expect, say, screenPath, test, uniqueName } from './fixtures';

// Issue 33, part 4 against the reference backend: datasets of the list edited in bulk, previewed,
// applied and undone, from the notification and from the recent bulk edits. French by default,
// English with E2E_LOCALE=en.

interface Values {
  tags: string[];
  license: number | null;
  update_frequency: number | null;
}

async function valuesOf(page: Page, id: number): Promise<Values> {
  const answer = await apiRequest(page, 'GET', `/dataset/datasets/${id}/`);
  expect(answer.status()).toBe(200);
  const body = (await answer.json()) as Values;
  return { tags: body.tags, license: body.license, update_frequency: body.update_frequency };
}

const rowBox = (page: Page, name: string) =>
  page.getByRole('checkbox', { name: say(`Sélectionner ${name}`, `Select ${name}`), exact: true });
const dialog = (page: Page) => page.getByRole('dialog');

async function openList(page: Page, search: string) {
  await page.goto(`${screenPath('/data/datasets/')}?search=${encodeURIComponent(search)}`);
}

test.describe('bulk edit of datasets', () => {
  test('two selected datasets get a keyword and a licence, previewed, applied, then undone from the notification', async ({
    page,
    signInAs,
  }) => {
    await signInAs('producteur');
    const prefix = uniqueName('Lot');
    const names = [`${prefix} A`, `${prefix} B`];
    const ids = [];
    for (const name of names) ids.push(await createDatasetThroughApi(page, name));
    const before = await Promise.all(ids.map((id) => valuesOf(page, id)));
    const keyword = uniqueName('motcle').toLowerCase();

    await openList(page, prefix);
    for (const name of names) await rowBox(page, name).check();
    await expect(page.getByText(say('2 sélectionnés.', '2 selected.'))).toBeVisible();
    await page.getByRole('button', { name: say('Modifier en lot', 'Bulk edit'), exact: true }).click();
    const edit = dialog(page);
    await expect(
      edit.getByRole('heading', {
        name: say(
          'Modification en lot des 2 jeux de données sélectionnés',
          'Bulk edit of 2 selected datasets',
        ),
      }),
    ).toBeVisible();
    await edit.getByRole('textbox', { name: say('Valeur de Mots-clés', 'Value of Keywords') }).fill(keyword);
    await edit.getByRole('button', { name: say('Ajouter une opération', 'Add an operation') }).click();
    const licence = edit.getByRole('combobox', { name: say('Valeur de Licence', 'Value of Licence') });
    await licence.selectOption({ index: 1 });
    const licenceLabel = (await licence.locator('option:checked').textContent())?.trim() ?? '';
    await edit.getByRole('button', { name: say('Aperçu', 'Preview') }).click();

    const changes = edit.getByRole('list', {
      name: say('Jeux de données qui seront modifiés', 'Datasets that will change'),
    });
    for (const name of names) await expect(changes.getByText(name, { exact: true })).toBeVisible();
    await expect(
      changes.getByText(say(`Mots-clés : test → test, ${keyword}`, `Keywords: test → test, ${keyword}`)),
    ).toHaveCount(2);
    await expect(
      changes.getByText(say(`Licence : (vide) → ${licenceLabel}`, `Licence: (empty) → ${licenceLabel}`)),
    ).toHaveCount(2);
    await expect(
      edit.getByText(say('2 jeux de données seront modifiés', '2 datasets will change')),
    ).toBeVisible();
    await edit.getByRole('button', { name: say('Appliquer', 'Apply') }).click();

    await expect(
      page.getByRole('status').filter({
        hasText: say(
          'Modification en lot appliquée : 2 jeux de données modifiés.',
          'Bulk edit applied: 2 datasets changed.',
        ),
      }),
    ).toBeVisible();
    for (const id of ids) {
      const now = await valuesOf(page, id);
      expect(now.tags).toEqual(['test', keyword]);
      expect(now.license).not.toBeNull();
    }
    // Undo from the notification puts both back as they were.
    await page.getByRole('button', { name: say('Annuler la modification', 'Undo'), exact: true }).click();
    await expect(
      page.getByRole('status').filter({
        hasText: say(
          'Modification en lot annulée : 2 jeux de données rétablis.',
          'Bulk edit undone: 2 datasets put back.',
        ),
      }),
    ).toBeVisible();
    for (const [index, id] of ids.entries()) expect(await valuesOf(page, id)).toEqual(before[index]);
  });

  test('"select all N matching" edits exactly the datasets the search matches', async ({
    page,
    signInAs,
  }) => {
    await signInAs('producteur');
    const prefix = uniqueName('Tous');
    const names = [`${prefix} un`, `${prefix} deux`, `${prefix} trois`];
    const ids = [];
    for (const name of names) ids.push(await createDatasetThroughApi(page, name));
    const outside = await createDatasetThroughApi(page, uniqueName('Hors recherche'));
    const outsideBefore = await valuesOf(page, outside);
    await openList(page, prefix);
    await rowBox(page, names[0] as string).check();
    await page
      .getByRole('button', { name: say('Sélectionner les 3 correspondants', 'Select all 3 matching') })
      .click();
    await expect(
      page.getByText(
        say(
          'Les 3 jeux de données correspondants sont sélectionnés.',
          'All 3 matching datasets are selected.',
        ),
      ),
    ).toBeVisible();
    await page.getByRole('button', { name: say('Modifier en lot', 'Bulk edit'), exact: true }).click();
    const edit = dialog(page);
    await expect(
      edit.getByRole('heading', {
        name: say(
          'Modification en lot des 3 jeux de données correspondants',
          'Bulk edit of all 3 matching datasets',
        ),
      }),
    ).toBeVisible();
    await edit
      .getByRole('combobox', { name: say('Champ de l’opération 1', 'Field of operation 1') })
      .selectOption('update_frequency');
    const frequency = edit.getByRole('combobox', {
      name: say('Valeur de Fréquence de mise à jour', 'Value of Update frequency'),
    });
    // Another frequency than the one the datasets were made with (1).
    const other = await frequency
      .locator('option')
      .evaluateAll((options) =>
        options
          .map((option) => (option as HTMLOptionElement).value)
          .find((value) => value !== '' && value !== '1'),
      );
    await frequency.selectOption(other ?? '');
    await edit.getByRole('button', { name: say('Aperçu', 'Preview') }).click();
    await expect(
      edit.getByText(say('3 jeux de données seront modifiés', '3 datasets will change')),
    ).toBeVisible();
    await edit.getByRole('button', { name: say('Appliquer', 'Apply') }).click();
    await expect(
      page.getByRole('status').filter({ hasText: say('3 jeux de données modifiés', '3 datasets changed') }),
    ).toBeVisible();
    for (const id of ids) expect((await valuesOf(page, id)).update_frequency).toBe(Number(other));
    expect(await valuesOf(page, outside)).toEqual(outsideBefore);

    // Undone from the recent bulk edits: the three are as they were.
    await page.getByRole('button', { name: say('Fermer', 'Dismiss'), exact: true }).click();
    await page
      .getByRole('button', { name: say('Modifications en lot récentes', 'Recent bulk edits') })
      .click();
    await page
      .getByRole('button', {
        name: new RegExp(say('Annuler la modification en lot du', 'Undo the bulk edit of')),
      })
      .first()
      .click();
    // Asked first, as the dataset page's "Undo the whole batch" asks (issue 48, U10).
    await page
      .getByRole('dialog')
      .getByRole('button', { name: say('Confirmer', 'Confirm') })
      .click();
    await expect(
      page.getByRole('status').filter({ hasText: say('3 jeux de données rétablis', '3 datasets put back') }),
    ).toBeVisible();
    for (const id of ids) expect((await valuesOf(page, id)).update_frequency).toBe(1);
  });
});
