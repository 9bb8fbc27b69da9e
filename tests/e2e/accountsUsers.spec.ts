import type { Page } from '@playwright/test';
import {
  accountsPath,
  type DemoAccount,
  expect,
  getThroughApi,
  seededGroups,
  test,
  tx,
  uniqueSuffix,
  updateMemberThroughApi,
} from './fixtures';

// Issue 13 against the reference backend: users and their roles, and the access requests of the hub.

type ApiUser = { status: number; usergroup_roles: { role: number; usergroup: { id: number } }[] };

const toast = (page: Page, text: string) => page.getByRole('status').getByText(text, { exact: true });

/** The count of one pending validation at the top of the hub. */
const pendingCount = async (page: Page, anchor: string) =>
  Number(await page.getByTestId(`pending-${anchor}`).textContent());

async function confirmDialog(page: Page) {
  await page
    .getByRole('dialog')
    .getByRole('button', { name: tx('Confirm', 'Confirmer') })
    .click();
}

test.describe('users and their roles', () => {
  for (const [account, group] of [
    ['gestionnaire', seededGroups.cacl],
    ['admin', seededGroups.oeg],
  ] as const satisfies readonly [DemoAccount, { id: number; name: string }][]) {
    test(`${account} creates a user, then gives, changes and removes a role`, async ({ page, signInAs }) => {
      await signInAs(account);
      const suffix = uniqueSuffix();
      const first = 'Camille';
      const last = `Test ${suffix}`;
      const name = `${first} ${last}`;

      await page.goto(accountsPath('users/'));
      await page.getByRole('link', { name: tx('Add a user', 'Ajouter un utilisateur') }).click();
      await expect(page).toHaveURL(/\/accounts\/users\/new\/$/);
      await page.getByRole('textbox', { name: tx('Last name', 'Nom de famille') }).fill(last);
      await page.getByRole('textbox', { name: tx('First name', 'Prénom') }).fill(first);
      await page
        .getByRole('textbox', { name: tx('Email', 'Courriel') })
        .fill(`camille.${suffix}@example.org`);
      const additionalId = page.getByRole('textbox', {
        name: tx('Additional ID', 'Identifiant supplémentaire'),
      });
      await additionalId.fill('agent 42/b');
      const create = page.getByRole('button', { name: tx('Create the user', "Créer l'utilisateur") });
      await create.click();

      // Refused before any request, with the message of section 5 on the field.
      const rule = tx(
        'Additional ID must contain only letters, digits and @/./+/-/_',
        "L'identifiant supplémentaire ne doit contenir que des lettres, des chiffres et @/./+/-/_",
      );
      await expect(additionalId).toHaveAccessibleDescription(new RegExp(escapeRegExp(rule)));
      await expect(
        page.getByRole('alert').getByRole('link', { name: new RegExp(escapeRegExp(rule)) }),
      ).toBeVisible();
      await expect(page).toHaveURL(/\/users\/new\/$/);

      await additionalId.fill('agent-42_b@cacl.fr');
      await create.click();
      await expect(page).toHaveURL(/\/accounts\/users\/\d+\/$/);
      await expect(
        toast(page, tx(`The user ${name} was created`, `L'utilisateur ${name} a été créé`)),
      ).toBeVisible();
      await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
      await expect(
        page.getByRole('textbox', { name: tx('Additional ID', 'Identifiant supplémentaire') }),
      ).toHaveValue('agent-42_b@cacl.fr');
      const userId = Number(/\/users\/(\d+)\/$/.exec(page.url())?.[1]);

      // Role 1 in the organisation.
      await page
        .getByRole('combobox', { name: tx('Organisation or group', 'Organisation ou groupe'), exact: true })
        .selectOption({ label: `${group.name} (Organisation)` });
      await page.getByRole('combobox', { name: tx('Role', 'Rôle'), exact: true }).selectOption('1');
      await page.getByRole('button', { name: tx('Give the role', 'Attribuer le rôle') }).click();
      await expect(
        toast(
          page,
          tx(
            `The user role in ${group.name} was created`,
            `Le rôle de l'utilisateur dans ${group.name} a été créé`,
          ),
        ),
      ).toBeVisible();
      const roleChoice = page.getByRole('combobox', {
        name: tx(`Role in ${group.name}`, `Rôle dans ${group.name}`),
      });
      await expect(roleChoice).toHaveValue('1');
      await expect(roleChoice.locator('option')).toHaveText(['1', '2']);
      expect(await rolesOf(page, userId)).toEqual([{ group: group.id, role: 1 }]);

      // Changed to 2.
      await roleChoice.selectOption('2');
      await page
        .getByRole('button', {
          name: tx(`Change the role in ${group.name}`, `Modifier le rôle dans ${group.name}`),
        })
        .click();
      await expect(
        toast(
          page,
          tx(
            `The user role in ${group.name} was updated`,
            `Le rôle de l'utilisateur dans ${group.name} a été modifié`,
          ),
        ),
      ).toBeVisible();
      expect(await rolesOf(page, userId)).toEqual([{ group: group.id, role: 2 }]);

      // The form saves changes (while the user is in a group the account administers).
      await page.getByRole('textbox', { name: tx('Phone', 'Téléphone') }).fill('0594123456');
      await page.getByRole('button', { name: tx('Save', 'Enregistrer'), exact: true }).click();
      await expect(
        toast(page, tx(`The user ${name} was updated`, `L'utilisateur ${name} a été modifié`)),
      ).toBeVisible();

      // Removed, after confirmation.
      await page
        .getByRole('button', {
          name: tx(`Remove the role in ${group.name}`, `Retirer le rôle dans ${group.name}`),
        })
        .click();
      await confirmDialog(page);
      await expect(
        toast(
          page,
          tx(
            `The user role in ${group.name} was deleted`,
            `Le rôle de l'utilisateur dans ${group.name} a été supprimé`,
          ),
        ),
      ).toBeVisible();
      await expect(
        page.getByText(
          tx('This user has no role in any group.', "Cet utilisateur n'a de rôle dans aucun groupe."),
        ),
      ).toBeVisible();
      expect(await rolesOf(page, userId)).toEqual([]);
    });
  }

  test('admin deletes a user from its page after confirmation', async ({ make, page, signInAs }) => {
    await signInAs('admin');
    const suffix = uniqueSuffix();
    const name = `Eden Supprime${suffix}`;
    const id = await make.user({
      first_name: 'Eden',
      last_name: `Supprime${suffix}`,
      email: `eden.${suffix}@example.org`,
    });
    await page.goto(accountsPath(`users/${id}/`));
    await page.getByRole('button', { name: tx('Delete the user', "Supprimer l'utilisateur") }).click();
    await confirmDialog(page);
    await expect(page).toHaveURL(/\/accounts\/users\/$/);
    await expect(
      toast(page, tx(`The user ${name} was deleted`, `L'utilisateur ${name} a été supprimé`)),
    ).toBeVisible();
    const response = await page.request.get(`/fr/usergroup/users/${id}/`);
    expect(response.status()).toBe(404);
  });

  test('gestionnaire sees producteur, also active in the Office de l’Eau, read-only: no Save, no Delete', async ({
    page,
    signInAs,
  }) => {
    // Audit H1: only a superuser changes an account that another organisation holds too; the
    // screens say so instead of offering buttons the server answers with 403.
    await signInAs('gestionnaire');
    const found = await getThroughApi<{ results: { id: number; username: string; editable?: boolean }[] }>(
      page,
      '/usergroup/users/?search=producteur',
    );
    const producteur = found.results.find((row) => row.username === 'producteur');
    expect(producteur?.editable).toBe(false);
    await page.goto(accountsPath(`users/${producteur?.id}/`));
    await expect(page.getByRole('heading', { level: 1, name: 'Paula Roy' })).toBeVisible();
    await expect(page.getByRole('note')).toContainText(
      tx(
        'only a superuser may change, deactivate or delete it',
        'seul un superutilisateur peut le modifier, le désactiver ou le supprimer',
      ),
    );
    await expect(page.getByText('producteur@example.org', { exact: true })).toBeVisible();
    await expect(page.getByRole('textbox', { name: tx('Email', 'Courriel') })).toHaveCount(0);
    await expect(page.getByRole('combobox', { name: tx('Status', 'Statut'), exact: true })).toHaveCount(0);
    await expect(page.getByRole('button', { name: tx('Save', 'Enregistrer'), exact: true })).toHaveCount(0);
    await expect(
      page.getByRole('button', { name: tx('Delete the user', "Supprimer l'utilisateur") }),
    ).toHaveCount(0);
    // The list offers to view this account, not to delete it.
    await page.goto(accountsPath('users/'));
    await page
      .getByRole('searchbox', { name: tx('Search users', 'Rechercher des utilisateurs') })
      .fill('producteur');
    await expect(page.getByRole('link', { name: tx('View Paula Roy', 'Voir Paula Roy') })).toBeVisible();
    await expect(
      page.getByRole('button', { name: tx('Actions for Paula Roy', 'Actions pour Paula Roy') }),
    ).toHaveCount(0);
  });

  test('the list shows active users, searched, and other statuses on demand', async ({
    make,
    page,
    signInAs,
  }) => {
    await signInAs('admin');
    const suffix = uniqueSuffix();
    const pendingName = `Dominique Attente${suffix}`;
    await make.user({
      first_name: 'Dominique',
      last_name: `Attente${suffix}`,
      email: `dominique.${suffix}@example.org`,
      status: 1,
    });
    await page.goto(accountsPath('users/'));
    const rows = page.getByRole('table').getByRole('rowheader');
    await expect(rows.first()).toBeVisible();
    await page
      .getByRole('searchbox', { name: tx('Search users', 'Rechercher des utilisateurs') })
      .fill(suffix);
    await expect(page).toHaveURL(/search=/);
    await expect(
      page.getByText(
        tx('No user matches this search.', 'Aucun utilisateur ne correspond à cette recherche.'),
      ),
    ).toBeVisible();
    // Every status: the pending account shows.
    await page.getByRole('button', { name: tx('Clear filters', 'Effacer les filtres') }).click();
    await expect(rows).toHaveText([pendingName]);
  });
});

test.describe('access requests on the hub', () => {
  test('admin accepts a user access request and the count drops, then refuses another', async ({
    make,
    page,
    signInAs,
  }) => {
    await signInAs('admin');
    const suffix = uniqueSuffix();
    const ids: number[] = [];
    for (const first of ['Alix', 'Basile']) {
      ids.push(
        await make.user({
          first_name: first,
          last_name: `Demande${suffix}`,
          email: `${first.toLowerCase()}.${suffix}@example.org`,
          status: 1,
        }),
      );
    }
    await page.goto(accountsPath());
    const section = page.locator('#user-requests');
    await section
      .getByRole('searchbox', {
        name: tx('Search user access requests', "Rechercher des demandes d'accès des utilisateurs"),
      })
      .fill(suffix);
    await expect(section.getByRole('table').getByRole('rowheader')).toHaveCount(2);
    const before = await pendingCount(page, 'user-requests');

    const alix = `Alix Demande${suffix}`;
    await section
      .getByRole('button', { name: tx(`Accept the request of ${alix}`, `Accepter la demande de ${alix}`) })
      .click();
    await expect(
      toast(
        page,
        tx(`The access request of ${alix} was accepted`, `La demande d'accès de ${alix} a été acceptée`),
      ),
    ).toBeVisible();
    await expect.poll(() => pendingCount(page, 'user-requests')).toBe(before - 1);
    await expect(section.getByRole('table').getByRole('rowheader')).toHaveCount(1);

    const basile = `Basile Demande${suffix}`;
    await section
      .getByRole('button', { name: tx(`Refuse the request of ${basile}`, `Refuser la demande de ${basile}`) })
      .click();
    await expect(
      page.getByRole('dialog', { name: tx('Refuse the access request', "Refuser la demande d'accès") }),
    ).toHaveCount(1);
    await confirmDialog(page);
    await expect(
      toast(
        page,
        tx(`The access request of ${basile} was refused`, `La demande d'accès de ${basile} a été refusée`),
      ),
    ).toBeVisible();
    await expect.poll(() => pendingCount(page, 'user-requests')).toBe(before - 2);

    const [accepted, refused] = await Promise.all(
      ids.map((id) => getThroughApi<ApiUser>(page, `/usergroup/users/${id}/`)),
    );
    expect([accepted?.status, refused?.status]).toEqual([2, 3]);
  });

  test('gestionnaire accepts an attachment to its organisation and the count drops, then refuses another', async ({
    make,
    page,
    signInAs,
  }) => {
    await signInAs('gestionnaire');
    const suffix = uniqueSuffix();
    const ids: number[] = [];
    for (const first of ['Charlie', 'Dany']) {
      const id = await make.user({
        first_name: first,
        last_name: `Rattachement${suffix}`,
        email: `${first.toLowerCase()}.${suffix}@example.org`,
      });
      // An account gestionnaire creates joins its organisation, active (audit H1/M1); put back to
      // awaiting validation, it is a pending attachment to the CACL as a user's request would be.
      await updateMemberThroughApi(page, seededGroups.cacl.id, id, { role: 1, status: 1 });
      ids.push(id);
    }
    await page.goto(accountsPath());
    const section = page.locator('#attachment-requests');
    await section
      .getByRole('searchbox', {
        name: tx('Search attachment requests', 'Rechercher des demandes de rattachement'),
      })
      .fill(suffix);
    await expect(section.getByRole('table').getByRole('rowheader')).toHaveCount(2);
    const before = await pendingCount(page, 'attachment-requests');
    const cacl = seededGroups.cacl.name;

    const charlie = `Charlie Rattachement${suffix}`;
    const charlieRequest = tx(`${charlie} to ${cacl}`, `${charlie} à ${cacl}`);
    await section
      .getByRole('button', {
        name: tx(`Accept the request of ${charlieRequest}`, `Accepter la demande de ${charlieRequest}`),
      })
      .click();
    await expect(
      toast(
        page,
        tx(
          `The attachment of ${charlie} to ${cacl} was accepted`,
          `Le rattachement de ${charlie} à ${cacl} a été accepté`,
        ),
      ),
    ).toBeVisible();
    await expect.poll(() => pendingCount(page, 'attachment-requests')).toBe(before - 1);

    const dany = `Dany Rattachement${suffix}`;
    const danyRequest = tx(`${dany} to ${cacl}`, `${dany} à ${cacl}`);
    await section
      .getByRole('button', {
        name: tx(`Refuse the request of ${danyRequest}`, `Refuser la demande de ${danyRequest}`),
      })
      .click();
    await confirmDialog(page);
    await expect(
      toast(
        page,
        tx(
          `The attachment of ${dany} to ${cacl} was refused`,
          `Le rattachement de ${dany} à ${cacl} a été refusé`,
        ),
      ),
    ).toBeVisible();
    await expect.poll(() => pendingCount(page, 'attachment-requests')).toBe(before - 2);

    // Accepted with the role it asked for; refused: no longer a member.
    expect(await rolesOf(page, ids[0] ?? 0)).toEqual([{ group: seededGroups.cacl.id, role: 1 }]);
    const members = await getThroughApi<{ results: { user: { id: number } }[] }>(
      page,
      `/usergroup/user-groups/${seededGroups.cacl.id}/members/?search=${suffix}`,
    );
    expect(members.results.map((member) => member.user.id)).toEqual([ids[0]]);
  });

  test('admin accepts and refuses organisation and group access requests', async ({
    make,
    page,
    signInAs,
  }) => {
    await signInAs('admin');
    const suffix = uniqueSuffix();
    const accepted = `Groupe accepté ${suffix}`;
    const refused = `Groupe refusé ${suffix}`;
    const acceptedId = await make.userGroup(accepted);
    const refusedId = await make.userGroup(refused);
    await page.goto(accountsPath());
    const section = page.locator('#usergroup-requests');
    await section
      .getByRole('searchbox', {
        name: tx(
          'Search organisation and group access requests',
          "Rechercher des demandes d'accès des organisations et groupes",
        ),
      })
      .fill(suffix);
    await expect(section.getByRole('table').getByRole('rowheader')).toHaveCount(2);
    const before = await pendingCount(page, 'usergroup-requests');

    await section
      .getByRole('button', {
        name: tx(`Accept the request of ${accepted}`, `Accepter la demande de ${accepted}`),
      })
      .click();
    await expect(
      toast(
        page,
        tx(
          `The access request of ${accepted} was accepted`,
          `La demande d'accès de ${accepted} a été acceptée`,
        ),
      ),
    ).toBeVisible();
    await expect.poll(() => pendingCount(page, 'usergroup-requests')).toBe(before - 1);

    await section
      .getByRole('button', {
        name: tx(`Refuse the request of ${refused}`, `Refuser la demande de ${refused}`),
      })
      .click();
    await confirmDialog(page);
    await expect(
      toast(
        page,
        tx(`The access request of ${refused} was refused`, `La demande d'accès de ${refused} a été refusée`),
      ),
    ).toBeVisible();
    await expect.poll(() => pendingCount(page, 'usergroup-requests')).toBe(before - 2);

    const statuses = await Promise.all(
      [acceptedId, refusedId].map(
        async (id) => (await getThroughApi<{ status: number }>(page, `/usergroup/user-groups/${id}/`)).status,
      ),
    );
    expect(statuses).toEqual([2, 3]);
  });
});

/** The user's roles as the API gives them. */
async function rolesOf(page: Page, userId: number) {
  const user = await getThroughApi<ApiUser>(page, `/usergroup/users/${userId}/`);
  return user.usergroup_roles.map(({ role, usergroup }) => ({ group: usergroup.id, role }));
}

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&');
}
