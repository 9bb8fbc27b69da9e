import { apiRequest, expect, fillDatasetFields, test, uniqueName } from './fixtures';

// A dataset created by another client of the API (the data-fair connector sends eight keys: no
// keywords, topics, kinds nor update frequency; issue 25) opens in the form without error, and the
// form's own rules (specification section 5) ask for what it lacks before it can be saved.

test.describe('a dataset made by another client', () => {
  test.beforeEach(async ({ signInAs }) => {
    await signInAs('admin');
  });

  test('opens with its empty fields, which the form requires before saving', async ({ page }) => {
    const name = uniqueName('Publié depuis data-fair');
    const created = await apiRequest(page, 'POST', '/dataset/datasets/', {
      codename: 'data-fair-id',
      display_name: name,
      description: 'Venu de data-fair.',
      publish: false,
      usergroup: 2,
      tags: [],
      publication_date: '2026-03-10',
      last_update_date: '2026-03-11',
    });
    expect(created.status(), await created.text()).toBe(201);
    const { id } = (await created.json()) as { id: number };
    let saved = false;
    page.on('request', (request) => {
      if (request.method() === 'PUT' && request.url().endsWith(`/dataset/datasets/${id}/`)) saved = true;
    });

    await page.goto(`/publish/fr/data/datasets/${id}/`);
    await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
    await expect(page.getByRole('combobox', { name: 'Fréquence de mise à jour' })).toHaveValue('');
    await page.getByRole('button', { name: 'Enregistrer le jeu de données' }).click();
    // The edit screen's summary (the add screen says 'Les champs suivants ne sont pas renseignés').
    const summary = page.getByRole('alert', { name: 'Veuillez corriger les erreurs suivantes' });
    await expect(summary).toBeVisible();
    for (const field of ['Mots-clés', 'Thématiques', 'Types', 'Fréquence de mise à jour']) {
      await expect(summary.getByRole('link', { name: new RegExp(`^${field}`) })).toBeVisible();
    }
    await expect(summary.getByRole('link', { name: /^Description/ })).toHaveCount(0);
    expect(saved).toBe(false);

    // Completed, it saves, and the keywords reach the API as `tags`.
    await fillDatasetFields(page, { description: 'Venu de data-fair, complété.', keyword: 'hydrologie' });
    await page.getByRole('button', { name: 'Enregistrer le jeu de données' }).click();
    await expect(page.getByText(`Le jeu de données ${name} a été mis à jour`)).toBeVisible();
    const stored = await apiRequest(page, 'GET', `/dataset/datasets/${id}/`);
    expect(await stored.json()).toMatchObject({
      codename: 'data-fair-id',
      tags: ['hydrologie'],
      update_frequency: expect.any(Number),
    });
  });
});
