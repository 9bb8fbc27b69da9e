import type { Page } from '@playwright/test';
import {
  accessibilityViolations,
  apiRequest,
  dialogViolations,
  expect,
  failedMainResource,
  processingOf,
  runDatasetScenario,
  test,
  uniqueName,
} from './fixtures';

// The panels of the dataset detail screen (issue 8) as a data manager uses them, against the reference
// backend: contacts with roles, main resource and annexes, latest tasks, activity and history.

/** The panels' French wording, as proposed in the translations of the panels. */
const fr = {
  contacts: 'Contacts',
  addContact: 'Ajouter un contact',
  organisationContact: /^Un contact de /,
  newContact: 'Un nouveau contact',
  contact: 'Contact',
  roleOnDataset: 'Rôle sur le jeu de données',
  role: 'Rôle',
  email: 'Courriel',
  add: 'Ajouter',
  createAndAdd: 'Créer et ajouter',
  save: 'Enregistrer',
  changeRoleOf: (name: string) => `Changer le rôle de ${name}`,
  removeFromDataset: (name: string) => `Retirer ${name} du jeu de données`,
  replaceTitle: 'Remplacer le contact qui a ce rôle ?',
  removeTitle: 'Retirer le contact du jeu de données',
  noContact: "Aucun contact n'est rattaché à ce jeu de données.",
  resources: 'Ressource principale et annexes',
  operationFailed: 'Opération échouée',
  seeTaskOf: (name: string) => `Voir la tâche de l'opération échouée sur ${name}`,
  acknowledgeFailureOf: (name: string) => `Acquitter l'échec de ${name}`,
  latestTasks: 'Dernières tâches',
  task: (id: number) => `Tâche ${id}`,
  allTasks: 'Toutes les tâches de ce jeu de données',
  activity: 'Activité et historique',
  update: 'Mise à jour',
  creation: 'Création',
};

const panel = (page: Page, name: string) => page.getByRole('region', { name, exact: true });

async function openDataset(page: Page, id: number) {
  await page.goto(`/publish/fr/data/datasets/${id}/`);
  await expect(panel(page, fr.contacts)).toBeVisible();
}

test.describe('dataset detail panels', () => {
  test.beforeEach(async ({ signInAs }) => {
    await signInAs('admin');
  });

  test('adds contacts with roles, changes a role by replacing the holder after confirmation, removes one', async ({
    make,
    page,
  }) => {
    // Four dialogs and two confirmations in one story: more than the default 30 s on a loaded machine.
    test.slow();
    const datasetId = await make.dataset(uniqueName('Panneaux contacts'));
    const existing = uniqueName('Service SIG');
    const { email } = await make.contact(existing, 2);
    const created = uniqueName('Régie des eaux');
    await openDataset(page, datasetId);
    const contacts = panel(page, fr.contacts);
    await expect(contacts.getByText(fr.noContact)).toBeVisible();

    // One of the organisation's contacts, as 'Point de contact'.
    await contacts.getByRole('button', { name: fr.addContact }).click();
    let dialog = page.getByRole('dialog', { name: fr.addContact });
    await dialog.getByRole('radio', { name: fr.organisationContact }).check();
    await dialog
      .getByRole('combobox', { name: fr.contact, exact: true })
      .selectOption({ label: `${existing} (${email})` });
    await dialog
      .getByRole('combobox', { name: fr.roleOnDataset })
      .selectOption({ label: 'Point de contact' });
    await dialog.getByRole('button', { name: fr.add, exact: true }).click();
    await expect(dialog).toBeHidden();
    await expect(contacts.getByRole('row', { name: new RegExp(existing) })).toContainText('Point de contact');

    // A new contact made with the contact form, as 'Producteur'.
    await contacts.getByRole('button', { name: fr.addContact }).click();
    dialog = page.getByRole('dialog', { name: fr.addContact });
    await dialog.getByRole('radio', { name: fr.newContact }).check();
    await dialog.getByRole('textbox', { name: 'Nom' }).fill(created);
    await dialog.getByRole('textbox', { name: fr.email }).fill(`regie.${Date.now()}@example.org`);
    await dialog.getByRole('combobox', { name: fr.role, exact: true }).selectOption({ label: 'Producteur' });
    await dialog.getByRole('button', { name: fr.createAndAdd }).click();
    await expect(dialog).toBeHidden();
    await expect(contacts.getByRole('row', { name: new RegExp(created) })).toContainText('Producteur');

    // Giving the new contact the role the first one holds asks first, then replaces it.
    await contacts.getByRole('button', { name: fr.changeRoleOf(created) }).click();
    dialog = page.getByRole('dialog', { name: fr.changeRoleOf(created) });
    await dialog
      .getByRole('combobox', { name: fr.roleOnDataset })
      .selectOption({ label: 'Point de contact' });
    await dialog.getByRole('button', { name: fr.save }).click();
    const confirmation = page.getByRole('dialog', { name: fr.replaceTitle });
    await confirmation.getByRole('button', { name: 'Confirmer' }).click();
    await expect(confirmation).toBeHidden();
    await expect(contacts.getByRole('row', { name: new RegExp(created) })).toContainText('Point de contact');
    await expect(contacts.getByRole('row', { name: new RegExp(existing) })).toHaveCount(0);

    // Removing it after confirmation empties the table, on the server too.
    await contacts.getByRole('button', { name: fr.removeFromDataset(created) }).click();
    const removal = page.getByRole('dialog', { name: fr.removeTitle });
    await removal.getByRole('button', { name: 'Confirmer' }).click();
    await expect(contacts.getByText(fr.noContact)).toBeVisible();
    const left = await apiRequest(page, 'GET', `/dataset/datasets/${datasetId}/contact-roles/`);
    expect(await left.json()).toEqual([]);
  });

  test('a resource in failure links to its task, and acknowledging it clears the failure', async ({
    make,
    page,
  }) => {
    const datasetId = await make.dataset(uniqueName('Panneaux ressource'));
    const name = uniqueName('Arrêts sans fichier');
    const { resourceId, taskId } = await failedMainResource(page, datasetId, name);
    await openDataset(page, datasetId);
    const resources = panel(page, fr.resources);
    await expect(resources.getByText(fr.operationFailed)).toBeVisible();
    await expect(resources.getByRole('link', { name: fr.seeTaskOf(name) })).toHaveAttribute(
      'href',
      `/publish/fr/data/tasks/${taskId}/`,
    );

    await resources.getByRole('button', { name: fr.acknowledgeFailureOf(name) }).click();
    await expect(resources.getByText(fr.operationFailed)).toBeHidden();
    // Exactly: the switch of the resource's link also says the name, to screen readers.
    await expect(resources.getByText(name, { exact: true })).toBeVisible();
    expect(await processingOf(page, resourceId)).toEqual([
      expect.objectContaining({ state: 'FAILURE', task_id: taskId, acknowledged: true }),
    ]);
  });

  test('the activity lists a change made through the API, with who did it', async ({ make, page }) => {
    const name = uniqueName('Panneaux activité');
    const datasetId = await make.dataset(name);
    const patched = await apiRequest(page, 'PATCH', `/dataset/datasets/${datasetId}/`, {
      description: 'Description changée par l’API.',
    });
    expect(patched.status(), await patched.text()).toBe(200);

    await openDataset(page, datasetId);
    const activity = panel(page, fr.activity);
    const rows = activity.getByRole('row').filter({ has: page.getByRole('cell') });
    await expect(rows).toHaveCount(2);
    await expect(rows.nth(0)).toContainText(fr.update);
    await expect(rows.nth(0)).toContainText('Alice Martin');
    await expect(rows.nth(0)).toContainText('Mise à jour des métadonnées.');
    await expect(rows.nth(1)).toContainText(fr.creation);
    await expect(rows.nth(1)).toContainText(`Création du jeu de données « ${name} ».`);
  });

  test('the latest three tasks show, newest first, with the link to all of them', async ({ make, page }) => {
    const datasetId = await make.dataset(uniqueName('Panneaux tâches'));
    const taskIds: number[] = [];
    for (let run = 0; run < 4; run += 1) taskIds.push(await runDatasetScenario(page, datasetId));

    await openDataset(page, datasetId);
    const tasks = panel(page, fr.latestTasks);
    const newest = taskIds.slice(-3).reverse();
    await expect(tasks.getByRole('rowheader')).toHaveText(newest.map(fr.task));
    await expect(tasks.getByRole('link', { name: fr.task(newest[0] ?? 0) })).toHaveAttribute(
      'href',
      `/publish/fr/data/tasks/${newest[0]}/`,
    );
    await tasks.getByRole('link', { name: fr.allTasks }).click();
    await expect(page).toHaveURL(new RegExp(`/publish/fr/data/tasks/\\?dataset=${datasetId}$`));
  });

  test('the panels and the contact dialog pass the WCAG A and AA checks of axe', async ({ make, page }) => {
    const datasetId = await make.dataset(uniqueName('Panneaux accessibilité'));
    await make.contact(uniqueName('Contact accessible'), 2);
    await runDatasetScenario(page, datasetId);
    await openDataset(page, datasetId);
    await expect(panel(page, fr.latestTasks).getByRole('rowheader')).toHaveCount(1);
    expect(await accessibilityViolations(page, '#dataset-panels')).toEqual([]);

    await panel(page, fr.contacts).getByRole('button', { name: fr.addContact }).click();
    const dialog = page.getByRole('dialog', { name: fr.addContact });
    await dialog.getByRole('button', { name: fr.add, exact: true }).click();
    await expect(dialog.getByRole('alert')).toBeVisible();
    expect(await dialogViolations(page)).toEqual([]);
    await dialog.getByRole('radio', { name: fr.newContact }).check();
    expect(await dialogViolations(page)).toEqual([]);
  });
});
