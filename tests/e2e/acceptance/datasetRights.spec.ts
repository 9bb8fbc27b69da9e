import { apiRequest, expect, test } from '../fixtures';

// Issue 27 §1: a data publisher (producteur, role 1 of the CACL and the Office de l'Eau) sees the
// datasets of other organisations read-only: the row is marked, the actions the server would refuse are
// absent, the page's form is read-only and shows the dataset's organisation; a duplicate is theirs.

const VIEWABLE = 'Pharmacies de garde';
const CAYENNE = 'Ville de Cayenne';
const CACL = "Communauté d'Agglomération du Centre Littoral";

const listOf = (locale: string, search: string) =>
  `/publish/${locale}/data/datasets/?search=${encodeURIComponent(JSON.stringify(search))}`;

test.describe('a producteur on a dataset they may only view', () => {
  test.beforeEach(async ({ signInAs }) => {
    test.setTimeout(60_000);
    await signInAs('producteur');
  });

  for (const [locale, words] of [
    [
      'fr',
      {
        readOnly: 'Lecture seule',
        edit: 'Modifier',
        rights: 'Droits',
        del: 'Supprimer',
        dup: 'Dupliquer',
        menu: 'Actions pour',
      },
    ],
    [
      'en',
      {
        readOnly: 'Read only',
        edit: 'Edit',
        rights: 'Permissions',
        del: 'Delete',
        dup: 'Duplicate',
        menu: 'Actions for',
      },
    ],
    [
      'it',
      {
        readOnly: 'Sola lettura',
        edit: 'Modifica',
        rights: 'Permessi',
        del: 'Elimina',
        dup: 'Duplica',
        menu: 'Azioni per',
      },
    ],
  ] as const) {
    test(`the list marks the row and offers only what is allowed (${locale})`, async ({ page }) => {
      await page.goto(listOf(locale, VIEWABLE));
      const row = page.getByRole('row').filter({ hasText: VIEWABLE });
      await expect(row).toHaveCount(1, { timeout: 20_000 });
      await expect(row.getByText(words.readOnly, { exact: true })).toBeVisible();
      await expect(row.getByRole('switch')).toHaveCount(0);
      await expect(row.getByRole('link', { name: `${words.edit} ${VIEWABLE}` })).toHaveCount(0);
      // The other actions are in the row's menu: only Duplicate is offered there.
      await row.getByRole('button', { name: `${words.menu} ${VIEWABLE}` }).click();
      const menu = page.getByRole('menu');
      await expect(menu.getByRole('menuitem', { name: `${words.dup} ${VIEWABLE}` })).toBeVisible();
      await expect(menu.getByRole('menuitem')).toHaveCount(1);
    });
  }

  test('its own datasets keep every action', async ({ page }) => {
    await page.goto(listOf('fr', 'Budget primitif de la CACL'));
    const row = page.getByRole('row').filter({ hasText: 'Budget primitif de la CACL' });
    await expect(row.getByRole('switch')).toBeVisible({ timeout: 20_000 });
    await row.getByRole('button', { name: 'Actions pour Budget primitif de la CACL' }).click();
    await expect(
      page.getByRole('menu').getByRole('menuitem', { name: 'Supprimer Budget primitif de la CACL' }),
    ).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(row.getByText('Lecture seule', { exact: true })).toHaveCount(0);
  });

  test('the page is read-only and shows the organisation of the dataset', async ({ page }) => {
    await page.goto(listOf('fr', VIEWABLE));
    await page.getByRole('link', { name: VIEWABLE, exact: true }).click({ timeout: 20_000 });
    await expect(page.getByRole('heading', { level: 1, name: VIEWABLE })).toBeVisible({ timeout: 20_000 });
    const organisation = page.getByRole('combobox', { name: 'Organisation', exact: true });
    await expect(organisation.locator('option:checked')).toHaveText(CAYENNE);
    await expect(organisation).toBeDisabled();
    await expect(page.getByRole('textbox', { name: 'Nom', exact: true })).not.toBeEditable();
    await expect(page.getByRole('button', { name: 'Enregistrer le jeu de données' })).toHaveCount(0);
    await expect(page.getByRole('switch')).toHaveCount(0);
    await expect(page.getByText('Non publié').or(page.getByText('Publié', { exact: true }))).toBeVisible();
    await expect(page.getByRole('button', { name: 'Ajouter une annexe' })).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Ajouter un contact' })).toHaveCount(0);
    await expect(page.getByRole('button', { name: /^Supprimer/ })).toHaveCount(0);
  });

  test('duplicate copies it into one of their organisations', async ({ page }) => {
    await page.goto(listOf('fr', VIEWABLE));
    await page.getByRole('button', { name: `Actions pour ${VIEWABLE}` }).click({ timeout: 20_000 });
    await page.getByRole('menuitem', { name: `Dupliquer ${VIEWABLE}` }).click();
    await expect(page).toHaveURL(/\/data\/datasets\/\d+\/$/, { timeout: 20_000 });
    await expect(page.getByText(`Le jeu de données Copie de ${VIEWABLE} a été créé`)).toBeVisible();
    const id = Number(page.url().match(/datasets\/(\d+)\//)?.[1]);
    const copy = (await (await apiRequest(page, 'GET', `/dataset/datasets/${id}/`)).json()) as {
      usergroup_display_name: string;
    };
    expect(copy.usergroup_display_name).toBe(CACL);
    // The copy is theirs: its form can be saved.
    await expect(page.getByRole('button', { name: 'Enregistrer le jeu de données' })).toBeVisible();
    await apiRequest(page, 'DELETE', `/dataset/datasets/${id}/`);
  });
});
