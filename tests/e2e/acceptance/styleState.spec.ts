import { readFileSync } from 'node:fs';
import { datasetWithGeographicLayer, expect, test, uniqueName } from '../fixtures';

// Issue 27 §4: a style whose SLD the server fails to apply says so, with its task, instead of a toast
// saying it is being applied and a list that never tells.

// An SLD the form accepts (its root is StyledLayerDescriptor) and the worker refuses (no rule).
const sldWithoutRules = readFileSync(
  new URL('../../../server/worker/fixtures/sans-regle.sld', import.meta.url),
  'utf8',
);

test('a style whose SLD fails to apply shows the failure and links to its task', async ({
  page,
  signInAs,
}) => {
  await signInAs('admin');
  const { datasetId, resourceId } = await datasetWithGeographicLayer(page);
  await page.goto(`/publish/fr/data/datasets/${datasetId}/?resource=${resourceId}&resourceTab=styles`);
  const dialog = page.getByRole('dialog');
  await dialog.getByRole('button', { name: 'Nouveau style' }).click();
  const name = uniqueName('Style sans règle');
  await dialog.getByRole('textbox', { name: 'Nom du style' }).fill(name);
  await dialog.getByRole('textbox', { name: 'SLD' }).fill(sldWithoutRules);
  await dialog.getByRole('button', { name: 'Enregistrer le style' }).click();
  const row = dialog.getByRole('row', { name: new RegExp(name) });
  await expect(row).toBeVisible();
  // The list asks again while the SLD is being applied, until the worker has failed it.
  await expect(row.getByText("Échec de l'application", { exact: true })).toBeVisible({ timeout: 60_000 });
  await row.getByRole('link', { name: `Voir la tâche du style en échec ${name}` }).click();
  await expect(page).toHaveURL(/\/publish\/fr\/data\/tasks\/\d+\/$/);
  await expect(page.getByText('Le SLD ne contient aucune règle', { exact: false }).first()).toBeVisible();
});
