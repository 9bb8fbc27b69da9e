import { apiRequest, expect, test, uniqueName, uniqueSuffix } from '../fixtures';

// Issue 27 §4: the reference backend answers in the request's language, as a Django backend with
// translated choices and messages does. A reference label (the user statuses) and a message the
// server writes itself (a second user with an e-mail address already used) show in that language,
// and so does a dataset's activity, written in French when it happened (decision 0013, amended).

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
    activity: 'Activity and history',
    updated: 'Metadata updated.',
    created: (name: string) => `Dataset "${name}" created.`,
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
    activity: 'Attività e cronologia',
    updated: 'Aggiornamento dei metadati.',
    created: (name: string) => `Creazione del dataset "${name}".`,
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

  test(`a dataset's activity reads in the interface's language (${locale})`, async ({
    make,
    page,
    signInAs,
  }) => {
    await signInAs('admin');
    const name = uniqueName('Activité traduite');
    const id = await make.dataset(name);
    const patched = await apiRequest(page, 'PATCH', `/dataset/datasets/${id}/`, { description: 'Changée.' });
    expect(patched.status(), await patched.text()).toBe(200);

    await page.goto(`/publish/${locale}/data/datasets/${id}/`);
    const activity = page.getByRole('region', { name: w.activity, exact: true });
    const rows = activity.getByRole('row').filter({ has: page.getByRole('cell') });
    await expect(rows).toHaveCount(2);
    await expect(rows.nth(0)).toContainText(w.updated);
    await expect(rows.nth(1)).toContainText(w.created(name));
  });
}
