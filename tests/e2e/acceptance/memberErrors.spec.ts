import type { Page } from '@playwright/test';
import {
  addMemberThroughApi,
  createOrganisationThroughApi,
  createUserThroughApi,
  expect,
  getOrganisation,
  recordApiRequests,
  test,
  uniqueSuffix,
} from '../fixtures';

// Issue 27 §1 and §4: what the server refuses in the add-member form shows under the 'Error' title of
// section 8, whether it is about the whole form or a field; a logo is checked as soon as it is chosen.

const words = {
  fr: { members: 'Membres', user: 'Utilisateur', add: 'Ajouter le membre', error: 'Erreur' },
  en: { members: 'Members', user: 'User', add: 'Add the member', error: 'Error' },
  it: { members: 'Membri', user: 'Utente', add: 'Aggiungi il membro', error: 'Errore' },
} as const;

type Locale = keyof typeof words;

/** An organisation and a user who is not yet its member; returns their ids and the user's last name. */
async function organisationAndUser(page: Page) {
  const suffix = uniqueSuffix();
  const organisation = await createOrganisationThroughApi(page, `Organisation refus ${suffix}`);
  const lastName = `Refus ${suffix}`;
  const user = await createUserThroughApi(page, {
    first_name: 'Inès',
    last_name: lastName,
    email: `ines.${suffix}@example.org`,
  });
  return { organisation, user, lastName };
}

/** Chooses the user in the add-member form and sends it. */
async function addMember(page: Page, locale: Locale, lastName: string) {
  const members = page.getByRole('region', { name: words[locale].members });
  await members.getByRole('combobox', { name: words[locale].user }).fill(lastName);
  await page.getByRole('option', { name: new RegExp(lastName) }).click();
  await members.getByRole('button', { name: words[locale].add }).click();
  return members;
}

test.describe('the add-member form refused by the server', () => {
  test.beforeEach(async ({ signInAs }) => {
    await signInAs('admin');
  });

  for (const locale of ['fr', 'it'] as const) {
    test(`a refusal about the whole form (non_field_errors) is listed under '${words[locale].error}' (${locale})`, async ({
      page,
    }) => {
      const { organisation, lastName } = await organisationAndUser(page);
      const refusal = 'The fields usergroup, user must make a unique set.';
      // As a Django backend answers a unique-together refusal: about no field of the form.
      await page.route(`**/usergroup/user-groups/${organisation}/members/`, (route) =>
        route.request().method() === 'POST'
          ? route.fulfill({ status: 400, json: { non_field_errors: [refusal] } })
          : route.fallback(),
      );
      await page.goto(`/publish/${locale}/accounts/organisations/${organisation}/`);
      const members = await addMember(page, locale, lastName);

      const summary = members.getByRole('alert');
      await expect(summary.getByRole('heading', { name: words[locale].error, exact: true })).toBeVisible();
      await expect(summary).toContainText(refusal);
    });
  }

  test("a refused user (already a member) shows on the field and under 'Erreur'", async ({ page }) => {
    const { organisation, user, lastName } = await organisationAndUser(page);
    await page.goto(`/publish/fr/accounts/organisations/${organisation}/`);
    await expect(
      page.getByRole('region', { name: 'Membres' }).getByText("Ce groupe n'a aucun membre."),
    ).toBeVisible();
    // Added elsewhere once the page is shown: the page still offers the user.
    await addMemberThroughApi(page, organisation, { user_id: user, role: null, status: 2 });
    const members = await addMember(page, 'fr', lastName);

    const summary = members.getByRole('alert');
    await expect(summary.getByRole('heading', { name: 'Erreur', exact: true })).toBeVisible();
    const field = members.getByRole('combobox', { name: 'Utilisateur' });
    await expect(summary.getByRole('link', { name: /^Utilisateur\s:\s/ })).toBeVisible();
    await expect(field).toHaveAttribute('aria-invalid', 'true');
  });
});

test('a logo that is no image is refused as soon as it is chosen, and never sent', async ({
  page,
  signInAs,
}) => {
  await signInAs('admin');
  const id = await createOrganisationThroughApi(page, `Logo douteux ${uniqueSuffix()}`);
  await page.goto(`/publish/fr/accounts/organisations/${id}/`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(/Logo douteux/);
  const requests = recordApiRequests(page);

  // Named and typed as a PNG, yet text: the server recognises images by their first bytes, so does the form.
  const logo = page.getByLabel('Logo', { exact: true });
  await logo.setInputFiles({ name: 'logo.png', mimeType: 'image/png', buffer: Buffer.from('not an image') });
  const refusal = /Ce type de fichier n'est pas accepté/;
  await expect(logo).toHaveAccessibleDescription(refusal);
  await page.getByRole('button', { name: 'Enregistrer l’organisation', exact: true }).click();
  await expect(page.getByRole('alert').getByRole('link', { name: /^Logo\s:\s/ })).toBeVisible();
  expect(requests.filter((request) => !request.startsWith('GET'))).toEqual([]);
  expect((await getOrganisation(page, id)).logo).toBeNull();
});
