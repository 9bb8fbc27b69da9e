import { apiRequest, createDatasetThroughApi, expect, test, uniqueName } from './fixtures';

// Issue 27 §4: what the dataset form offers and says about the parent and the thumbnail.

const gif = { name: 'animation.gif', mimeType: 'image/gif', buffer: Buffer.from('GIF89a') };

test.describe('dataset form choices', () => {
  test.beforeEach(async ({ signInAs }) => {
    await signInAs('admin');
  });

  for (const [locale, label, submit, refusal] of [
    [
      'fr',
      'Vignette',
      'Créer le jeu de données',
      "Ce type de fichier n'est pas accepté. Formats acceptés : JPG ou PNG",
    ],
    [
      'it',
      'Miniatura',
      'Crea il dataset',
      'Questo tipo di file non è accettato. Formati accettati: JPG o PNG',
    ],
  ] as const) {
    test(`a thumbnail of another type is refused once, naming JPG or PNG (${locale})`, async ({ page }) => {
      await page.goto(`/publish/${locale}/data/datasets/new/`);
      const thumbnail = page.getByLabel(label, { exact: true });
      await thumbnail.setInputFiles(gif);
      const errors = page.locator('#dataset-thumbnail-error');
      await expect(errors.getByRole('listitem')).toHaveCount(1);
      await expect(errors).toContainText(refusal);
      await page.getByRole('button', { name: submit }).click();
      // After the submission too, the field says it once and the summary lists it once.
      await expect(errors.getByRole('listitem')).toHaveCount(1);
      await expect(page.getByRole('alert').getByRole('link', { name: new RegExp(`^${label}`) })).toHaveCount(
        1,
      );
      await expect(page.getByText(/image\/(jpeg|png)/)).toHaveCount(0);
    });
  }

  test('the parent search offers neither the dataset nor its descendants', async ({ page }) => {
    const family = uniqueName('Lignée');
    const root = await createDatasetThroughApi(page, `${family} racine`);
    const child = await createDatasetThroughApi(page, `${family} enfant`);
    const grandchild = await createDatasetThroughApi(page, `${family} petit-enfant`);
    await createDatasetThroughApi(page, `${family} cousin`);
    for (const [id, parent] of [
      [child, root],
      [grandchild, child],
    ]) {
      expect((await apiRequest(page, 'PATCH', `/dataset/datasets/${id}/`, { parent })).status()).toBe(200);
    }
    await page.goto(`/publish/fr/data/datasets/${root}/`);
    await page.getByRole('button', { name: 'Choisir un jeu de données parent' }).click();
    const dialog = page.getByRole('dialog', { name: 'Choisir un jeu de données parent' });
    await dialog.getByRole('searchbox').fill(family);
    const found = dialog.getByRole('list', { name: 'Jeux de données trouvés' });
    await expect(found.getByRole('button', { name: new RegExp(`${family} cousin`) })).toBeVisible();
    await expect(found.getByRole('button')).toHaveCount(1);
  });
});
