import type { Page } from '@playwright/test';
import {
  accountsPath,
  dialogViolations,
  expect,
  getGroup,
  getOrganisation,
  getThroughApi,
  idInUrl,
  membersOf,
  openFilters,
  pdfFile,
  pngFile,
  recordApiRequests,
  seededGroups,
  test,
  tx,
  uniqueSuffix,
} from './fixtures';

// Issue 14 against the reference backend: organisations, user groups, spheres, their members and contacts.

const toast = (page: Page, text: string) => page.getByRole('status').getByText(text, { exact: true });

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

async function confirmDialog(page: Page) {
  await page
    .getByRole('dialog')
    .getByRole('button', { name: tx('Confirm', 'Confirmer') })
    .click();
}

const phoneRule = tx(
  'Phone number must contain only digits',
  'Veuillez entrer un numéro de téléphone valide',
);

test.describe('organisations', () => {
  test('admin creates an organisation: a phone with other characters is refused, then it is created with a logo and a jurisdiction', async ({
    page,
    signInAs,
  }) => {
    await signInAs('admin');
    const name = `Mairie test ${uniqueSuffix()}`;
    const requests = recordApiRequests(page);

    await page.goto(accountsPath('organisations/'));
    await page.getByRole('link', { name: tx('Add an organisation', 'Ajouter une organisation') }).click();
    await expect(page).toHaveURL(/\/accounts\/organisations\/new\/$/);
    await page.getByRole('textbox', { name: tx('Name', 'Nom'), exact: true }).fill(name);
    await page
      .getByRole('combobox', { name: tx('Organisation type', "Type d'organisation"), exact: true })
      .selectOption({ label: 'Commune' });
    const phone = page.getByRole('textbox', { name: tx('Phone', 'Téléphone') });
    await phone.fill('0594 30 00 00');
    const create = page.getByRole('button', { name: tx('Create the organisation', "Créer l'organisation") });
    await create.click();

    // Refused in the browser, with the wording of section 5, and nothing sent.
    await expect(phone).toHaveAccessibleDescription(new RegExp(escapeRegExp(phoneRule)));
    await expect(
      page.getByRole('alert').getByRole('link', { name: new RegExp(escapeRegExp(phoneRule)) }),
    ).toBeVisible();
    await expect(page).toHaveURL(/\/organisations\/new\/$/);
    expect(requests.filter((request) => request.startsWith('POST'))).toEqual([]);

    await phone.fill('0594300000');
    await page
      .getByRole('combobox', { name: tx('Jurisdiction', 'Territoire de compétence'), exact: true })
      .selectOption({ label: 'Centre Littoral (CACL)' });
    await page.getByLabel('Logo', { exact: true }).setInputFiles(pngFile());
    await create.click();

    await expect(page).toHaveURL(/\/accounts\/organisations\/\d+\/$/);
    await expect(
      toast(page, tx(`The organisation ${name} was created`, `L'organisation ${name} a été créée`)),
    ).toBeVisible();
    await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
    await expect(
      page.getByRole('img', { name: tx('Current image: Logo', 'Image actuelle : Logo') }),
    ).toBeVisible();
    await expect(
      page.getByLabel(tx('Jurisdiction', 'Territoire de compétence'), { exact: true }),
    ).toHaveValue(/\d+/);
    const saved = await getOrganisation(page, idInUrl(page));
    expect(saved.phone).toBe('0594300000');
    expect(saved.logo).toMatch(/\.png$/);
    expect(saved.jurisdiction).not.toBeNull();
    expect(
      requests.filter((request) => request.endsWith(`/usergroup/user-groups/${saved.id}/thumbnail/`)),
    ).toEqual([expect.stringMatching(/^PUT /)]);
  });

  test('a logo of 3 MB is refused before any request', async ({ make, page, signInAs }) => {
    await signInAs('admin');
    const id = await make.organisation(`Logo trop lourd ${uniqueSuffix()}`);
    await page.goto(accountsPath(`organisations/${id}/`));
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(/Logo trop lourd/);
    const requests = recordApiRequests(page);

    const logo = page.getByLabel('Logo', { exact: true });
    await logo.setInputFiles(pngFile('big.png', 3 * 1024 * 1024));
    const tooLarge = tx('The file must not exceed 2.0', 'Le fichier ne doit pas dépasser 2,0');
    await expect(logo).toHaveAccessibleDescription(new RegExp(escapeRegExp(tooLarge)));
    await page
      .getByRole('button', { name: tx('Save the organisation', 'Enregistrer l’organisation'), exact: true })
      .click();
    await expect(
      page.getByRole('alert').getByRole('link', { name: new RegExp(escapeRegExp(tooLarge)) }),
    ).toBeVisible();
    expect(requests.filter((request) => !request.startsWith('GET'))).toEqual([]);
    expect((await getOrganisation(page, id)).logo).toBeNull();
  });

  test('admin adds a member, changes its status, then removes it', async ({ make, page, signInAs }) => {
    await signInAs('admin');
    const suffix = uniqueSuffix();
    const organisationName = `Organisation membres ${suffix}`;
    const id = await make.organisation(organisationName);
    const last = `Membre ${suffix}`;
    const userId = await make.user({
      first_name: 'Léa',
      last_name: last,
      email: `lea.${suffix}@example.org`,
    });
    const person = `Léa ${last}`;

    await page.goto(accountsPath(`organisations/${id}/`));
    const members = page.getByRole('region', { name: tx('Members', 'Membres') });
    await members.getByRole('combobox', { name: tx('User', 'Utilisateur') }).fill(last);
    await page.getByRole('option', { name: new RegExp(escapeRegExp(person)) }).click();
    await members.getByRole('combobox', { name: tx('Role', 'Rôle'), exact: true }).selectOption('1');
    await members
      .getByRole('combobox', { name: tx('Membership status', "Statut d'adhésion"), exact: true })
      .selectOption({ label: tx('Awaiting verification', 'En attente de vérification') });
    await members.getByRole('button', { name: tx('Add the member', 'Ajouter le membre') }).click();
    await expect(
      toast(
        page,
        tx(
          `The user role in ${organisationName} was created`,
          `Le rôle de l'utilisateur dans ${organisationName} a été créé`,
        ),
      ),
    ).toBeVisible();
    await expect(members.getByRole('rowheader', { name: person })).toBeVisible();
    expect(await membersOf(page, id)).toEqual([
      { user: expect.objectContaining({ id: userId }), role: 1, status: 0, date_joined: expect.any(String) },
    ]);

    // The status shows as its label; changed with the row's button.
    const status = members.getByLabel(tx(`Membership status of ${person}`, `Statut d'adhésion de ${person}`));
    await expect(status.locator('option:checked')).toHaveText(
      tx('Awaiting verification', 'En attente de vérification'),
    );
    await expect(
      members.getByLabel(tx(`Role of ${person}`, `Rôle de ${person}`)).locator('option'),
    ).toHaveText([tx('No role', 'Aucun rôle'), '1', '2']);
    await status.selectOption({ label: tx('Active', 'Actif') });
    await members
      .getByRole('button', {
        name: tx(`Change the membership of ${person}`, `Modifier l'adhésion de ${person}`),
      })
      .click();
    await expect(
      toast(
        page,
        tx(
          `The user role in ${organisationName} was updated`,
          `Le rôle de l'utilisateur dans ${organisationName} a été modifié`,
        ),
      ),
    ).toBeVisible();
    await expect.poll(async () => (await membersOf(page, id))[0]?.status).toBe(2);

    await members
      .getByRole('button', { name: tx(`Remove ${person} from the members`, `Retirer ${person} des membres`) })
      .click();
    await confirmDialog(page);
    await expect(
      toast(
        page,
        tx(
          `The user role in ${organisationName} was deleted`,
          `Le rôle de l'utilisateur dans ${organisationName} a été supprimé`,
        ),
      ),
    ).toBeVisible();
    await expect(members.getByRole('rowheader', { name: person })).toHaveCount(0);
    expect(await membersOf(page, id)).toEqual([]);
  });

  test('admin signs the convention with a file', async ({ make, page, signInAs }) => {
    await signInAs('admin');
    const name = `Convention ${uniqueSuffix()}`;
    const id = await make.organisation(name);
    await page.goto(accountsPath(`organisations/${id}/`));
    const convention = page.getByRole('region', { name: 'Convention' });
    await expect(convention.getByTestId('convention-signed')).toHaveText(tx('No', 'Non'));

    await convention
      .getByRole('checkbox', { name: tx('The convention is signed', 'La convention est signée') })
      .check();
    await convention
      .getByLabel(tx('Convention file', 'Fichier de la convention'), { exact: true })
      .setInputFiles(pdfFile());
    await convention
      .getByRole('button', { name: tx('Save the convention', 'Enregistrer la convention') })
      .click();
    await expect(
      toast(page, tx(`The convention of ${name} was updated`, `La convention de ${name} a été mise à jour`)),
    ).toBeVisible();
    await expect(convention.getByTestId('convention-signed')).toHaveText(tx('Yes', 'Oui'));
    await expect(
      convention.getByRole('link', {
        name: tx(`Open the convention of ${name}`, `Ouvrir la convention de ${name}`),
      }),
    ).toHaveAttribute('href', /\/media\/conventions\/.+\.pdf$/);
    const saved = await getOrganisation(page, id);
    expect(saved.convention.signed).toBe(true);
    expect(saved.convention.file).toMatch(/\.pdf$/);
  });

  test('the convention is a PDF: another file is refused on the screen, a fake PDF by the server', async ({
    make,
    page,
    signInAs,
  }) => {
    await signInAs('admin');
    const name = `Convention ${uniqueSuffix()}`;
    const id = await make.organisation(name);
    await page.goto(accountsPath(`organisations/${id}/`));
    const convention = page.getByRole('region', { name: 'Convention' });
    const picker = convention.getByLabel(tx('Convention file', 'Fichier de la convention'), { exact: true });
    await expect(picker).toHaveAttribute('accept', 'application/pdf,.pdf');
    const save = convention.getByRole('button', {
      name: tx('Save the convention', 'Enregistrer la convention'),
    });

    await picker.setInputFiles(pngFile('scan.png'));
    await expect(
      convention.getByText(
        tx(
          'This type of file is not accepted. Accepted formats: PDF',
          "Ce type de fichier n'est pas accepté. Formats acceptés : PDF",
        ),
      ),
    ).toBeVisible();

    // Named .pdf but a web page inside: only the backend, reading its first bytes, can tell.
    await picker.setInputFiles({
      name: 'convention.pdf',
      mimeType: 'application/pdf',
      buffer: Buffer.from('<html><script>alert(1)</script></html>'),
    });
    await save.click();
    await expect(
      convention.getByText(
        tx('The convention must be a PDF file.', 'La convention doit être un fichier PDF.'),
      ),
    ).toBeVisible();
    expect((await getOrganisation(page, id)).convention.file).toBeNull();
  });

  test('the list shows active organisations by default, and others on demand', async ({
    make,
    page,
    signInAs,
  }) => {
    await signInAs('admin');
    const name = `En attente ${uniqueSuffix()}`;
    await make.organisation(name, 1);
    const lists: URL[] = [];
    page.on('request', (request) => {
      const url = new URL(request.url());
      if (url.pathname.endsWith('/organisation/organisations/')) lists.push(url);
    });

    await page.goto(accountsPath('organisations/'));
    await expect(page.getByRole('rowheader', { name: seededGroups.cacl.name })).toBeVisible();
    expect(lists[0]?.searchParams.get('usergroup__status__in')).toBe('2');
    const search = page.getByRole('searchbox', {
      name: tx('Search organisations', 'Rechercher des organisations'),
    });
    await search.fill(name);
    await expect(
      page.getByText(
        tx('No organisation matches this search.', 'Aucune organisation ne correspond à cette recherche.'),
      ),
    ).toBeVisible();

    await openFilters(page);
    await page
      .getByRole('combobox', { name: tx('Status', 'Statut'), exact: true })
      .selectOption({ label: 'En attente de validation' });
    await expect(page.getByRole('rowheader', { name })).toBeVisible();
    await expect(page).toHaveURL(/status=/);
  });
});

test.describe('user groups and spheres', () => {
  test('admin creates a group (name required) with a parent group', async ({ make, page, signInAs }) => {
    await signInAs('admin');
    const name = `Groupe test ${uniqueSuffix()}`;
    const parentName = `Parent ${uniqueSuffix()}`;
    const parentId = await make.userGroup(parentName, 2);

    await page.goto(accountsPath('groups/'));
    await page
      .getByRole('link', { name: tx('Add a user group', "Ajouter un groupe d'utilisateurs") })
      .click();
    const create = page.getByRole('button', { name: tx('Create the group', 'Créer le groupe') });
    await create.click();
    const required = tx('This field is required', 'Ce champ est obligatoire');
    await expect(
      page.getByRole('alert').getByRole('link', { name: tx(`Name: ${required}`, `Nom : ${required}`) }),
    ).toBeVisible();
    await page.getByRole('textbox', { name: tx('Name', 'Nom'), exact: true }).fill(name);
    await create.click();
    await expect(page).toHaveURL(/\/accounts\/groups\/\d+\/$/);
    await expect(
      toast(page, tx(`The group ${name} was created`, `Le groupe ${name} a été créé`)),
    ).toBeVisible();
    const id = idInUrl(page);

    const parents = page.getByRole('region', { name: tx('Parent groups', 'Groupes parents') });
    await parents
      .getByRole('combobox', { name: tx('Parent group to add', 'Groupe parent à ajouter'), exact: true })
      .selectOption({ label: parentName });
    await parents
      .getByRole('button', { name: tx('Add the parent group', 'Ajouter le groupe parent') })
      .click();
    await expect(
      toast(
        page,
        tx(`${name} now belongs to ${parentName}`, `${name} fait désormais partie de ${parentName}`),
      ),
    ).toBeVisible();
    await expect(parents.getByRole('rowheader', { name: parentName })).toBeVisible();
    expect((await getGroup(page, id)).parents.map((parent) => parent.id)).toEqual([parentId]);

    // The indexers of the group are listed on its page.
    await expect(page.getByRole('heading', { name: tx('Indexers', 'Moissonneurs'), level: 2 })).toBeVisible();
  });

  test('admin creates a sphere with member organisations', async ({ make, page, signInAs }) => {
    await signInAs('admin');
    const suffix = uniqueSuffix();
    const name = `Sphère test ${suffix}`;
    const members = [`Commune A ${suffix}`, `Commune B ${suffix}`];
    const memberIds: number[] = [];
    for (const member of members) memberIds.push(await make.organisation(member));

    await page.goto(accountsPath('spheres/'));
    await page.getByRole('link', { name: tx('Add a sphere', 'Ajouter une sphère') }).click();
    await page.getByRole('textbox', { name: tx('Name', 'Nom'), exact: true }).fill(name);
    await page.getByRole('textbox', { name: 'Description' }).fill('Sphère des tests de bout en bout');
    await page.getByRole('button', { name: tx('Create the sphere', 'Créer la sphère') }).click();
    await expect(page).toHaveURL(/\/accounts\/spheres\/\d+\/$/);
    await expect(
      toast(page, tx(`The sphere ${name} was created`, `La sphère ${name} a été créée`)),
    ).toBeVisible();
    const id = idInUrl(page);

    const organisations = page.getByRole('region', {
      name: tx('Member organisations', 'Organisations membres'),
    });
    for (const member of members) {
      await organisations
        .getByRole('combobox', { name: tx('Organisation to add', 'Organisation à ajouter'), exact: true })
        .selectOption({ label: member });
      await organisations
        .getByRole('button', { name: tx('Add the organisation', "Ajouter l'organisation") })
        .click();
      await expect(
        toast(page, tx(`${member} now belongs to ${name}`, `${member} fait désormais partie de ${name}`)),
      ).toBeVisible();
      await expect(organisations.getByRole('rowheader', { name: member })).toBeVisible();
    }
    expect((await getGroup(page, id)).children.map((child) => child.id).sort((a, b) => a - b)).toEqual(
      memberIds,
    );

    // The list counts them; the organisation's page lists the sphere among its spheres.
    await page.goto(accountsPath(`spheres/?search=${encodeURIComponent(name)}`));
    const row = page.getByRole('row').filter({ has: page.getByRole('rowheader', { name }) });
    await expect(row.getByRole('cell').nth(1)).toHaveText('2');
    await page.goto(accountsPath(`organisations/${memberIds[0]}/`));
    await expect(
      page.getByRole('region', { name: tx('Spheres', 'Sphères') }).getByRole('rowheader', { name }),
    ).toBeVisible();
  });

  test('an account administrator creates a group and administers it', async ({ page, signInAs }) => {
    await signInAs('gestionnaire');
    const name = `Groupe gestionnaire ${uniqueSuffix()}`;
    await page.goto(accountsPath('groups/new/'));
    await page.getByRole('textbox', { name: tx('Name', 'Nom'), exact: true }).fill(name);
    await page.getByRole('button', { name: tx('Create the group', 'Créer le groupe') }).click();
    await expect(
      toast(page, tx(`The group ${name} was created`, `Le groupe ${name} a été créé`)),
    ).toBeVisible();
    // Its creator is its administrator: the form can be saved and the members are listed.
    await expect(page.getByRole('button', { name: tx('Save', 'Enregistrer'), exact: true })).toBeVisible();
    const members = page.getByRole('region', { name: tx('Members', 'Membres') });
    await expect(members.getByRole('rowheader', { name: 'Gaël Bernard' })).toBeVisible();
    await expect(members.getByLabel(tx('Role of Gaël Bernard', 'Rôle de Gaël Bernard'))).toHaveValue('2');
  });
});

test.describe('contacts of a group', () => {
  test('add, edit and delete a contact; a refused change says so', async ({ make, page, signInAs }) => {
    await signInAs('admin');
    const suffix = uniqueSuffix();
    const group = `Groupe contacts ${suffix}`;
    const id = await make.userGroup(group, 2);
    const name = `Service SIG ${suffix}`;
    await page.goto(accountsPath(`groups/${id}/`));
    const contacts = page.getByRole('region', { name: 'Contacts' });

    await contacts.getByRole('button', { name: tx('Add a contact', 'Ajouter un contact') }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByRole('textbox', { name: tx('Name', 'Nom'), exact: true }).fill(name);
    await dialog.getByRole('textbox', { name: tx('Email', 'Courriel') }).fill(`sig.${suffix}@example.org`);
    await dialog
      .getByRole('combobox', { name: tx('Role', 'Rôle'), exact: true })
      .selectOption({ label: 'Point de contact' });
    await dialog.getByRole('button', { name: tx('Create the contact', 'Créer le contact') }).click();
    await expect(
      toast(page, tx(`The contact ${name} was created`, `Le contact ${name} a été créé`)),
    ).toBeVisible();
    const row = contacts.getByRole('row').filter({ has: page.getByRole('rowheader', { name }) });
    await expect(row).toContainText('Point de contact');

    // A change the server refuses: 'Error during update of contact', the form stays open.
    await page.route('**/dataset/contacts/*/', (route) =>
      route.request().method() === 'PUT'
        ? route.fulfill({ status: 400, json: { email: ['Enter a valid email address.'] } })
        : route.fallback(),
    );
    await row
      .getByRole('button', { name: tx(`Edit the contact ${name}`, `Modifier le contact ${name}`) })
      .click();
    await dialog.getByRole('textbox', { name: tx('Phone', 'Téléphone') }).fill('0594112233');
    await dialog.getByRole('button', { name: tx('Save', 'Enregistrer'), exact: true }).click();
    // The toaster sits outside the dialog, which makes the rest of the page inert: found by its text.
    await expect(
      page.getByText(tx('Error during update of contact', 'Erreur lors de la mise à jour du contact'), {
        exact: true,
      }),
    ).toBeVisible();
    await expect(dialog.getByRole('textbox', { name: tx('Email', 'Courriel') })).toHaveAccessibleDescription(
      /Enter a valid email address\./,
    );
    await page.unroute('**/dataset/contacts/*/');

    await dialog.getByRole('button', { name: tx('Save', 'Enregistrer'), exact: true }).click();
    await expect(
      toast(page, tx(`The contact ${name} was updated`, `Le contact ${name} a été mis à jour`)),
    ).toBeVisible();
    await expect(dialog).toHaveCount(0);
    await expect(row).toContainText('0594112233');

    await row
      .getByRole('button', { name: tx(`Delete the contact ${name}`, `Supprimer le contact ${name}`) })
      .click();
    await confirmDialog(page);
    await expect(
      toast(page, tx(`The contact ${name} was deleted`, `Le contact ${name} a été supprimé`)),
    ).toBeVisible();
    await expect(contacts.getByRole('rowheader', { name })).toHaveCount(0);
    const left = await getThroughApi<{ count: number }>(page, `/dataset/contacts/?usergroup_id=${id}`);
    expect(left.count).toBe(0);
  });
});

test.describe('accessibility', () => {
  // The organisation, group and sphere screens themselves are checked by a11y/everyScreen.spec.ts.
  test('the contact dialog of an organisation passes the WCAG A and AA checks of axe', async ({
    page,
    signInAs,
  }) => {
    await signInAs('admin');
    await page.goto(accountsPath(`organisations/${seededGroups.cacl.id}/`));
    await page
      .getByRole('region', { name: 'Contacts' })
      .getByRole('button', { name: tx('Add a contact', 'Ajouter un contact') })
      .click();
    await expect(
      page.getByRole('dialog').getByRole('textbox', { name: tx('Email', 'Courriel') }),
    ).toBeVisible();
    expect(await dialogViolations(page), 'contact dialog').toEqual([]);
  });
});
