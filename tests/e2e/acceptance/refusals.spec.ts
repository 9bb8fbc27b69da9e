import { type Page, request } from '@playwright/test';
import { createDatasetThroughApi, expect, test } from '../fixtures';

// Issue 27 §1 and §4: what the server refuses (403) leads to the 403 page — the publish switch
// included — and closes the confirmation it came from; a confirmation asks the question of
// specification section 2 in each language.

const CAYENNE = 3;

/** Admin moves the dataset to an organisation the producteur has no role in: the server now refuses them. */
async function moveAway(baseURL: string, id: number) {
  const admin = await request.newContext({ baseURL });
  await admin.post('/fr/login/signin/', { data: { username: 'admin', password: 'admin' } });
  const csrf =
    (await admin.storageState()).cookies.find((cookie) => cookie.name === 'csrftoken')?.value ?? '';
  const moved = await admin.patch(`/fr/dataset/datasets/${id}/`, {
    headers: { 'X-CSRFToken': csrf },
    data: { usergroup: CAYENNE, default_permission_level: 'download' },
  });
  expect(moved.status(), await moved.text()).toBe(200);
  await admin.dispose();
}

async function openOwnDataset(page: Page, locale: string, name: string): Promise<number> {
  const id = await createDatasetThroughApi(page, name);
  await page.goto(`/publish/${locale}/data/datasets/?search=${encodeURIComponent(JSON.stringify(name))}`);
  await expect(page.getByRole('row').filter({ hasText: name })).toHaveCount(1, { timeout: 20_000 });
  return id;
}

const forbiddenText = {
  fr: 'ne vous permet pas de consulter ce contenu',
  en: 'does not allow you to view this content',
  it: 'non ti consente di visualizzare questo contenuto',
};

test.describe('a producteur refused by the server', () => {
  test.beforeEach(async ({ signInAs }) => {
    test.setTimeout(60_000);
    await signInAs('producteur');
  });

  test('the publish switch answered 403 leads to the 403 page', async ({ page, baseURL }) => {
    const name = `Publication refusée ${Date.now().toString(36)}`;
    const id = await openOwnDataset(page, 'fr', name);
    await moveAway(baseURL ?? '', id);
    await page.getByRole('row').filter({ hasText: name }).getByRole('switch').click();
    await expect(page).toHaveURL(/\/publish\/fr\/access-denied\/$/);
    await expect(page.getByText(forbiddenText.fr)).toBeVisible();
    await expect(page.getByRole('button', { name: /Réessayer/ })).toHaveCount(0);
  });

  test('a deletion answered 403 closes the confirmation over the 403 page (it)', async ({
    page,
    baseURL,
  }) => {
    const name = `Eliminazione rifiutata ${Date.now().toString(36)}`;
    const id = await openOwnDataset(page, 'it', name);
    await moveAway(baseURL ?? '', id);
    await page.getByRole('button', { name: `Azioni per ${name}` }).click();
    await page.getByRole('menuitem', { name: `Elimina ${name}` }).click();
    const dialog = page.getByRole('dialog', { name: 'Eliminare il dataset' });
    await expect(dialog.getByText('Sei sicuro di voler continuare ?', { exact: true })).toBeVisible();
    await dialog.getByRole('button', { name: 'Conferma' }).click();
    await expect(page).toHaveURL(/\/publish\/it\/access-denied\/$/);
    await expect(page.getByText(forbiddenText.it)).toBeVisible();
    await expect(page.getByRole('dialog')).toHaveCount(0);
  });
});

for (const [locale, words] of [
  [
    'fr',
    {
      question: 'Êtes-vous sûr de vouloir continuer ?',
      title: 'Supprimer le jeu de données',
      cancel: 'Annuler',
      del: 'Supprimer',
      menu: 'Actions pour',
    },
  ],
  [
    'en',
    {
      question: 'Are you sure you want to continue?',
      title: 'Delete the dataset',
      cancel: 'Cancel',
      del: 'Delete',
      menu: 'Actions for',
    },
  ],
  [
    'it',
    {
      question: 'Sei sicuro di voler continuare ?',
      title: 'Eliminare il dataset',
      cancel: 'Annulla',
      del: 'Elimina',
      menu: 'Azioni per',
    },
  ],
] as const) {
  test(`the confirmation asks the default question (${locale})`, async ({ page, signInAs }) => {
    await signInAs('producteur');
    const name = `Question ${locale} ${Date.now().toString(36)}`;
    await openOwnDataset(page, locale, name);
    await page.getByRole('button', { name: `${words.menu} ${name}` }).click();
    await page.getByRole('menuitem', { name: `${words.del} ${name}` }).click();
    const dialog = page.getByRole('dialog', { name: words.title });
    await expect(dialog.getByText(words.question, { exact: true })).toBeVisible();
    await dialog.getByRole('button', { name: words.cancel }).click();
    await expect(dialog).toBeHidden();
  });
}
