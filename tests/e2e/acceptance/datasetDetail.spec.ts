import { createDatasetThroughApi, createHrefResourceThroughApi, expect, test, uniqueName } from '../fixtures';

// Issue 27 §4: the dataset page shows its extras and its annex count, and leads to its special
// permissions (section 2: the detail includes permissions).

test('the dataset page shows its extras, its annex count and the way to its permissions', async ({
  page,
  signInAs,
  api,
}) => {
  await signInAs('admin');
  const datasetId = await createDatasetThroughApi(page, uniqueName('Jeu moissonné'));
  const patched = await api.PATCH('/dataset/datasets/{id}/', {
    params: { path: { id: datasetId } },
    body: { extras: { source: 'https://catalogue.example.org/dataset/42', moissonnages: 3 } },
  });
  expect(patched.response.status).toBe(200);
  await createHrefResourceThroughApi(page, datasetId, uniqueName('Annexe'));
  await createHrefResourceThroughApi(page, datasetId, uniqueName('Annexe'));
  await page.goto(`/publish/fr/data/datasets/${datasetId}/`);

  const extras = page.getByRole('region', { name: 'Métadonnées complémentaires et permissions' });
  await expect(extras.getByText('https://catalogue.example.org/dataset/42')).toBeVisible();
  await expect(extras.getByText('moissonnages')).toBeVisible();
  const resources = page.getByRole('region', { name: 'Ressource principale et annexes' });
  await expect(resources.getByRole('heading', { name: 'Annexes (2)' })).toBeVisible();

  await extras.getByRole('link', { name: /^Droits particuliers de / }).click();
  await expect(page).toHaveURL(new RegExp(`/data/datasets/${datasetId}/permissions/$`));
});
