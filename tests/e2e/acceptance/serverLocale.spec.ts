import { expect, test, uniqueSuffix } from '../fixtures';

// Issue 27 §4: the reference backend answers in the request's language, as a Django backend with
// translated choices and messages does. A reference label (the user statuses) and a message the
// server writes itself (a second user with an e-mail address already used) show in that language.

const words = {
  en: {
    lastName: 'Last name',
    firstName: 'First name',
    email: 'Email',
    status: 'Status',
    active: 'Active',
    disabled: 'Disabled',
    create: 'Create the user',
    error: 'Error',
    taken: 'A user with this e-mail address already exists.',
  },
  it: {
    lastName: 'Cognome',
    firstName: 'Nome',
    email: 'Email',
    status: 'Stato',
    active: 'Attivo',
    disabled: 'Disattivato',
    create: "Crea l'utente",
    error: 'Errore',
    taken: 'Esiste già un utente con questo indirizzo e-mail.',
  },
} as const;

for (const locale of ['en', 'it'] as const) {
  const w = words[locale];

  test(`statuses and the refusal of a used e-mail address are in the interface's language (${locale})`, async ({
    page,
    signInAs,
  }) => {
    await signInAs('admin');
    await page.goto(`/publish/${locale}/accounts/users/new/`);

    const status = page.getByRole('combobox', { name: w.status });
    await expect(status.getByRole('option', { name: w.active, exact: true })).toHaveCount(1);
    await expect(status.getByRole('option', { name: w.disabled, exact: true })).toHaveCount(1);

    await page.getByRole('textbox', { name: w.lastName, exact: true }).fill(`Doublon ${uniqueSuffix()}`);
    await page.getByRole('textbox', { name: w.firstName, exact: true }).fill('Camille');
    // The producteur's address, in other letters' case: the server refuses it all the same.
    await page.getByRole('textbox', { name: w.email, exact: true }).fill('Producteur@Example.org');
    await page.getByRole('button', { name: w.create }).click();

    const summary = page
      .getByRole('alert')
      .filter({ has: page.getByRole('heading', { name: w.error, exact: true }) });
    await expect(summary).toContainText(w.taken);
    await expect(page).toHaveURL(/\/accounts\/users\/new\/$/);
  });
}
