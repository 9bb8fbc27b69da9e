import {
  createDatasetThroughApi,
  createHrefResourceThroughApi,
  datasetResources,
  expect,
  getResource,
  test,
  uniqueName,
} from '../fixtures';

// Issue 27 §4 (section 7: DELETE resources/{id}/ and DELETE resource-dataset/{id}/): a resource of a
// dataset, main or annex, can be detached from it (it stays) or deleted, each after confirmation.

test('an annex is detached from its dataset and stays; another is deleted', async ({ page, signInAs }) => {
  await signInAs('admin');
  const datasetId = await createDatasetThroughApi(page, uniqueName('Jeu des annexes'));
  const kept = uniqueName('Annexe détachée');
  const gone = uniqueName('Annexe supprimée');
  const keptId = await createHrefResourceThroughApi(page, datasetId, kept);
  const goneId = await createHrefResourceThroughApi(page, datasetId, gone);
  await page.goto(`/publish/fr/data/datasets/${datasetId}/`);
  const panel = page.getByRole('region', { name: 'Ressource principale et annexes' });

  await panel.getByRole('button', { name: `Détacher la ressource ${kept}` }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Confirmer' }).click();
  await expect(page.getByText(`La ressource ${kept} a été détachée du jeu de données`)).toBeVisible();
  await expect(panel.getByText(kept)).toHaveCount(0);
  expect((await getResource(page, keptId)).display_name).toBe(kept);

  await panel.getByRole('button', { name: `Supprimer la ressource ${gone}` }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Confirmer' }).click();
  await expect(page.getByText(`La ressource ${gone} a été supprimée`)).toBeVisible();
  await expect(panel.getByText(gone)).toHaveCount(0);
  expect((await page.request.get(`/fr/resource/resources/${goneId}/`)).status()).toBe(404);
  expect(await datasetResources(page, datasetId)).toEqual([]);
});
