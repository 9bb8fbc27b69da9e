import { request } from '@playwright/test';
import { expect, test } from '../fixtures';

// Issue 27 §1: an account administrator (gestionnaire, role 2 of the CACL and the Mobility group)
// opening a superuser's account sees it read-only: no Save, no Delete; roles are changed only in the
// groups they administer, and "Give a role" lists only those groups.

const CACL = { id: 2, name: "Communauté d'Agglomération du Centre Littoral" };
const OEG = { id: 4, name: "Office de l'Eau de Guyane" };
const MOBILITY = 'Groupe de travail Mobilité';

/** A superuser who is also a member of the CACL (role 2) and the Office de l'Eau (role 1), made by admin. */
async function superuserInGroups(baseURL: string): Promise<{ id: number; name: string }> {
  const admin = await request.newContext({ baseURL });
  expect(
    (await admin.post('/fr/login/signin/', { data: { username: 'admin', password: 'admin' } })).ok(),
  ).toBe(true);
  const csrf =
    (await admin.storageState()).cookies.find((cookie) => cookie.name === 'csrftoken')?.value ?? '';
  const headers = { 'X-CSRFToken': csrf };
  const suffix = Date.now().toString(36);
  const created = await admin.post('/fr/usergroup/users/', {
    headers,
    data: {
      first_name: 'Sam',
      last_name: `Super ${suffix}`,
      email: `sam.super.${suffix}@example.org`,
      is_superuser: true,
      status: 2,
    },
  });
  expect(created.status(), await created.text()).toBe(201);
  const { id } = (await created.json()) as { id: number };
  for (const [group, role] of [
    [CACL.id, 2],
    [OEG.id, 1],
  ] as const) {
    const added = await admin.post(`/fr/usergroup/user-groups/${group}/members/`, {
      headers,
      data: { user_id: id, role, status: 2 },
    });
    expect(added.status(), await added.text()).toBe(201);
  }
  await admin.dispose();
  return { id, name: `Sam Super ${suffix}` };
}

test('a gestionnaire sees the superuser account read-only', async ({ page, signInAs, baseURL }) => {
  test.setTimeout(60_000);
  const superuser = await superuserInGroups(baseURL ?? '');
  await signInAs('gestionnaire');
  await page.goto(`/publish/fr/accounts/users/${superuser.id}/`);
  await expect(page.getByRole('heading', { level: 1, name: superuser.name })).toBeVisible({
    timeout: 20_000,
  });
  await expect(page.getByRole('table', { name: `Rôles de ${superuser.name}` })).toBeVisible();

  await expect(page.getByRole('button', { name: 'Enregistrer' })).toHaveCount(0);
  await expect(page.getByRole('button', { name: "Supprimer l'utilisateur" })).toHaveCount(0);
  await expect(page.getByRole('textbox', { name: 'Prénom' })).toHaveCount(0);

  // Their own group: the role may be changed; another organisation's: only shown.
  await expect(page.getByRole('button', { name: `Modifier le rôle dans ${CACL.name}` })).toBeVisible();
  await expect(page.getByRole('button', { name: `Retirer le rôle dans ${OEG.name}` })).toHaveCount(0);
  await expect(page.getByRole('button', { name: `Modifier le rôle dans ${OEG.name}` })).toHaveCount(0);
  await expect(page.getByRole('combobox', { name: `Rôle dans ${OEG.name}` })).toHaveCount(0);

  const give = page.getByRole('form', { name: 'Attribuer un rôle' });
  const offered = give.getByRole('combobox', { name: 'Organisation ou groupe' }).getByRole('option');
  await expect(offered.filter({ hasText: MOBILITY })).toHaveCount(1);
  const labels = await offered.allInnerTexts();
  expect(labels.filter((label) => label.includes('(')).map((label) => label.split(' (')[0])).toEqual([
    MOBILITY,
  ]);
});

test('a gestionnaire is offered to edit the organisations they administer and to view the others', async ({
  page,
  signInAs,
}) => {
  await signInAs('gestionnaire');
  await page.goto('/publish/fr/accounts/organisations/');
  await expect(page.getByRole('link', { name: `Modifier ${CACL.name}` })).toBeVisible({ timeout: 20_000 });
  await expect(page.getByRole('link', { name: `Voir ${OEG.name}` })).toBeVisible();
  await expect(page.getByRole('link', { name: `Modifier ${OEG.name}` })).toHaveCount(0);
});
