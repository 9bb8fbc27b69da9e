import type { Page } from '@playwright/test';
import {
  accessibilityViolations,
  expect,
  expectAnswer,
  type Made,
  screenPath,
  test,
  tx,
  uniqueName,
} from './fixtures';
import type { ContractClient } from './support/contract';

// Issue 33, part 2, against the reference backend: a save's changes in the dataset's history, and
// restoring an earlier version. public/config.json offers the extension (datasetHistory).

const ODBL = 'Open Database License (ODbL)';

/** A CACL dataset with a rich text description, readable by every organisation (download level). */
async function richDataset(api: ContractClient, make: Made, name: string): Promise<number> {
  const dataset = await expectAnswer(
    api.POST('/dataset/datasets/', {
      body: {
        display_name: name,
        description: '<p>Les arrêts de <strong>bus</strong> du réseau.</p>',
        tags: ['test'],
        topics: [1],
        kinds: [1],
        usergroup: 2,
        publication_date: '2026-01-01',
        last_update_date: '2026-01-02',
        update_frequency: 1,
        default_permission_level: 'download',
      },
    }),
    201,
  );
  make.track('dataset', dataset.id);
  return dataset.id;
}

const history = (page: Page) =>
  page.getByRole('region', { name: tx('Activity and history', 'Activité et historique') });

/** The history's row of the entry whose action reads `action` (the newest one first). */
const entry = (page: Page, action: string) =>
  history(page).getByRole('row').filter({ hasText: action }).first();

test.describe('dataset history', () => {
  // A save, a restore and their refetches on the shared test machine take longer than the default.
  test.setTimeout(90_000);

  test('a save shows its changes; an earlier version is restored, as a save in the history', async ({
    page,
    api,
    make,
    signInAs,
  }) => {
    await signInAs('producteur');
    const id = await richDataset(api, make, uniqueName('Historique'));
    await page.goto(screenPath(`/data/datasets/${id}/`));

    // The description (advanced editor, rich text) and the licence, saved through the form.
    const description = page.getByRole('textbox', { name: 'Description' });
    await description.click();
    await page.keyboard.press('Control+End');
    await page.keyboard.type(' Mise à jour.');
    await page.getByRole('combobox', { name: 'Licence', exact: true }).selectOption({ label: ODBL });
    await page.getByRole('button', { name: tx('Save the dataset', 'Enregistrer le jeu de données') }).click();

    const updated = entry(page, tx('Update', 'Mise à jour'));
    await updated.getByRole('button', { name: tx('2 fields changed', '2 champs modifiés') }).click();
    await expect(updated.locator('ins')).toHaveText(`${tx('added:', 'ajouté :')} Mise à jour.`);
    await expect(updated.getByRole('definition').nth(1)).toHaveText(`${tx('(empty)', '(vide)')} → ${ODBL}`);
    // The latest version is the dataset as it is: only the earlier one can be restored.
    await expect(
      updated.getByRole('button', { name: tx('Restore this version', 'Restaurer cette version') }),
    ).toHaveCount(0);

    await entry(page, tx('Creation', 'Création'))
      .getByRole('button', { name: tx('Restore this version', 'Restaurer cette version') })
      .click();
    const dialog = page.getByRole('dialog');
    await expect(dialog).toContainText(tx('Restore the version of', 'Restaurer la version du'));
    await dialog.getByRole('button', { name: tx('Confirm', 'Confirmer') }).click();
    await expect(dialog).toHaveCount(0);

    // The form shows the earlier values again, and the restore is in the history with its changes.
    await expect(description).toHaveText('Les arrêts de bus du réseau.');
    await expect(page.getByRole('combobox', { name: 'Licence', exact: true })).toHaveValue('');
    const restored = entry(page, tx('Version restored', 'Version restaurée'));
    await expect(restored).toContainText(tx('Version of ', 'Version du '));
    await restored.getByRole('button', { name: tx('2 fields changed', '2 champs modifiés') }).click();
    await expect(restored.locator('del')).toHaveText(`${tx('removed:', 'supprimé :')} Mise à jour.`);
    await expect(restored.getByRole('definition').nth(1)).toHaveText(`${ODBL} → ${tx('(empty)', '(vide)')}`);
    // The history with its changes open (ins and del, their hidden words) passes the automatic checks.
    expect(await accessibilityViolations(page, '#dataset-panels')).toEqual([]);
  });

  test('a producteur of another organisation reads the history but is offered no restore', async ({
    page,
    api,
    make,
    signInAs,
  }) => {
    await signInAs('producteur');
    const id = await richDataset(api, make, uniqueName('Historique autre'));
    const current = await expectAnswer(api.GET('/dataset/datasets/{id}/', { params: { path: { id } } }), 200);
    await expectAnswer(
      api.PATCH('/dataset/datasets/{id}/', {
        params: { path: { id }, header: { 'If-Match': current.last_modified } },
        body: { vintage_year: 2025 },
      }),
      200,
    );
    const signedIn = await page.request.post('/fr/login/signin/', {
      data: { username: 'sjoseph', password: 'sjoseph' },
    });
    expect(signedIn.status()).toBe(200);
    await page.goto(screenPath(`/data/datasets/${id}/`));
    const updated = entry(page, tx('Update', 'Mise à jour'));
    await updated.getByRole('button', { name: tx('1 field changed', '1 champ modifié') }).click();
    await expect(updated.getByRole('definition')).toHaveText(`${tx('(empty)', '(vide)')} → 2025`);
    await expect(history(page).getByRole('row').first()).toBeVisible();
    await expect(
      history(page).getByRole('button', { name: tx('Restore this version', 'Restaurer cette version') }),
    ).toHaveCount(0);
  });
});
