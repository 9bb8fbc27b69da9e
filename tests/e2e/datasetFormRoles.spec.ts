import type { Page } from '@playwright/test';
import { apiRequest, type DemoAccount, expect, fillDatasetFields, test, uniqueName } from './fixtures';

// The dataset form for each role of the demo accounts: every field and every choice shows, and a data
// publisher (role 1) creates and edits datasets of their own organisations.

/** The form is there with its choices: fields, reference lists and the organisations offered. */
async function expectFullForm(page: Page, organisations: string[]) {
  await expect(page.getByRole('textbox', { name: 'Nom', exact: true })).toBeEditable({ timeout: 20_000 });
  await expect(page.getByRole('textbox', { name: 'Description' })).toBeVisible();
  await expect(page.getByRole('combobox', { name: 'Mots-clés' })).toBeVisible();
  await expect(
    page.getByRole('group', { name: 'Thématiques' }).getByRole('checkbox', { name: 'Eaux intérieures' }),
  ).toBeVisible();
  await expect(
    page.getByRole('group', { name: 'Types' }).getByRole('checkbox', { name: 'Données brutes' }),
  ).toBeVisible();
  await expect(page.getByRole('combobox', { name: 'Licence' }).getByRole('option')).not.toHaveCount(1);
  await expect(page.getByRole('combobox', { name: 'Fréquence de mise à jour' })).toContainText('Mensuelle');
  const offered = page.getByRole('combobox', { name: 'Organisation', exact: true }).getByRole('option');
  for (const organisation of organisations) {
    await expect(offered.filter({ hasText: organisation })).toHaveCount(1);
  }
}

const OEG = "Office de l'Eau de Guyane";
const CACL = "Communauté d'Agglomération du Centre Littoral";

test.describe('the dataset form as a data publisher (producteur, role 1 of the CACL and the OEG)', () => {
  test.beforeEach(async ({ signInAs }) => {
    test.setTimeout(90_000);
    await signInAs('producteur');
  });

  test('creates a dataset of their organisation, then edits it; extras set elsewhere are kept', async ({
    page,
  }) => {
    await page.goto('/publish/fr/data/datasets/new/');
    await expectFullForm(page, [CACL, OEG]);
    // Only their own organisations are offered.
    await expect(
      page.getByRole('combobox', { name: 'Organisation', exact: true }).getByRole('option'),
    ).toHaveCount(3);

    const name = uniqueName('Qualité des rivières');
    await fillDatasetFields(page, {
      name,
      description: 'Qualité des eaux des rivières.',
      keyword: 'eau',
      organisation: OEG,
    });
    await page.getByRole('button', { name: 'Créer le jeu de données' }).click();
    await expect(page).toHaveURL(/\/data\/datasets\/\d+\/$/, { timeout: 20_000 });
    await expect(page.getByText(`Le jeu de données ${name} a été créé`)).toBeVisible();
    const id = Number(page.url().match(/datasets\/(\d+)\//)?.[1]);

    // A harvester or another client stored extras the form does not show.
    const extras = { source: 'moissonnage', identifiant: 'oeg-42' };
    const patched = await apiRequest(page, 'PATCH', `/dataset/datasets/${id}/`, { extras });
    expect(patched.status(), await patched.text()).toBe(200);
    await page.reload();
    await expectFullForm(page, [CACL, OEG]);
    await expect(page.getByRole('combobox', { name: 'Organisation', exact: true })).toHaveValue(/\d+/);

    const renamed = `${name} (révisé)`;
    await page.getByRole('textbox', { name: 'Nom', exact: true }).fill(renamed);
    await page.getByLabel('Millésime').fill('2025');
    await page.getByRole('button', { name: 'Enregistrer le jeu de données' }).click();
    await expect(page.getByText(`Le jeu de données ${renamed} a été mis à jour`)).toBeVisible();
    const saved = (await (await apiRequest(page, 'GET', `/dataset/datasets/${id}/`)).json()) as {
      display_name: string;
      vintage_year: number;
      usergroup_display_name: string;
      extras: Record<string, unknown>;
    };
    expect(saved).toMatchObject({ display_name: renamed, vintage_year: 2025, usergroup_display_name: OEG });
    expect(saved.extras).toEqual(extras);
  });
});

const otherRoles: [DemoAccount, string[]][] = [
  ['gestionnaire', [CACL, 'Groupe de travail Mobilité']],
  ['admin', [CACL, OEG, 'Collectivité Territoriale de Guyane']],
];

for (const [account, organisations] of otherRoles) {
  test(`the dataset form as ${account}: every field and choice, on the add and the edit screens`, async ({
    page,
    signInAs,
  }) => {
    test.setTimeout(90_000);
    await signInAs(account);
    await page.goto('/publish/fr/data/datasets/new/');
    await expectFullForm(page, organisations);
    // A CACL dataset of the seed, which both may change.
    await page.goto('/publish/fr/data/datasets/1/');
    await expectFullForm(page, organisations);
    await expect(page.getByRole('textbox', { name: 'Nom', exact: true })).not.toHaveValue('');
  });
}

test("a working group's dataset covering its organisation's territory opens; the group has no territory, which its save says", async ({
  page,
  signInAs,
}) => {
  // The owner is read as an organisation for its territory: a working group is none (404), and that
  // answer is the rule's, not a missing page.
  await signInAs('gestionnaire');
  await page.goto('/publish/fr/data/datasets/?search=Bornes%20de%20recharge');
  await page
    .getByRole('row')
    .getByRole('link', { name: 'Bornes de recharge pour véhicules électriques' })
    .first()
    .click();
  await expect(page.getByRole('textbox', { name: 'Nom', exact: true })).toHaveValue(
    'Bornes de recharge pour véhicules électriques',
    { timeout: 20_000 },
  );
  await page.getByRole('button', { name: 'Enregistrer le jeu de données' }).click();
  await expect(
    page.getByText(
      "L'organisation n'est pas liée à un territoire : choisissez une autre couverture ou liez-la à un territoire de compétence.",
    ),
  ).not.toHaveCount(0);
  await expect(page.getByRole('heading', { name: 'Page introuvable' })).toHaveCount(0);
});

test('a member without a role meets the 403 page, not an empty form', async ({ page, signInAs }) => {
  await signInAs('visiteur');
  await page.goto('/publish/fr/data/datasets/new/');
  await expect(page).toHaveURL(/\/access-denied\/$/);
  await expect(
    page.getByText('Votre compte Victor Nguyen ne vous permet pas de consulter ce contenu.'),
  ).toBeVisible();
});
