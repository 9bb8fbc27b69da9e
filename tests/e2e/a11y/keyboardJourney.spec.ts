import type { Page } from '@playwright/test';
import { csvFile, datasetResources, expect, getResource, test, uniqueName } from '../fixtures';
import { expectVisibleFocus, focusedDescription, tabTo } from './keyboard';

// The main journey of a data publisher with the keyboard alone (RGAA 7.3 / WCAG 2.1.1): sign in,
// create a dataset, add a CSV main resource, publish. No click and no fill: only page.keyboard.

/** The worker finishes a small file in seconds; the page reads the dataset again every 15 s. */
const TASK_TIMEOUT = 60_000;

/** The live regions of the toasts as the accessibility tree gives them to screen readers. */
async function exposedToastRegions(page: Page): Promise<string[]> {
  const session = await page.context().newCDPSession(page);
  try {
    const { nodes } = (await session.send('Accessibility.getFullAXTree')) as {
      nodes: { ignored: boolean; role?: { value?: unknown } }[];
    };
    return nodes
      .filter((node) => !node.ignored && ['status', 'alert'].includes(String(node.role?.value)))
      .map((node) => String(node.role?.value));
  } finally {
    await session.detach();
  }
}

/** Tab pressed many times inside a dialog never leaves it: the focus is trapped. */
async function expectFocusTrappedIn(page: Page, dialogName: string) {
  for (let press = 0; press < 25; press += 1) {
    await page.keyboard.press(press % 5 === 4 ? 'Shift+Tab' : 'Tab');
    const inside = await page.evaluate(
      (name) =>
        Boolean(
          document.activeElement?.closest(`[role=dialog]`)?.getAttribute('aria-labelledby') &&
            document
              .getElementById(
                document.activeElement?.closest('[role=dialog]')?.getAttribute('aria-labelledby') ?? '',
              )
              ?.textContent?.includes(name),
        ),
      dialogName,
    );
    expect(inside, `press ${press + 1}: focus stays in the dialog '${dialogName}'`).toBe(true);
  }
}

test('sign in, create a dataset, add a CSV main resource and publish it with the keyboard alone', async ({
  page,
}) => {
  test.setTimeout(TASK_TIMEOUT + 120_000);
  const name = uniqueName('Arrêts au clavier');
  const resourceName = uniqueName('Arrêts (CSV)');

  // 1. Signed out, the new-dataset screen leads to the login page; the user name field has focus.
  await page.goto('/publish/fr/data/datasets/new/');
  await expect(page.getByRole('textbox', { name: "Nom d'utilisateur" })).toBeFocused();
  await page.keyboard.type('admin');
  await page.keyboard.press('Tab');
  await page.keyboard.type('admin');
  await page.keyboard.press('Enter');

  // 2. Back on the form, focus is on the heading; every field is reached with Tab.
  await expect(page).toHaveURL(/\/publish\/fr\/data\/datasets\/new\/$/);
  await expect(page.getByRole('heading', { level: 1 })).toBeFocused();
  await tabTo(page, /textbox "Nom"/);
  await page.keyboard.type(name);
  await tabTo(page, /textbox "Description"/);
  await page.keyboard.type('Arrêts de bus saisis au clavier.');
  await tabTo(page, /combobox "Mots-clés"/);
  await page.keyboard.type('transport');
  await page.keyboard.press('Enter');
  await tabTo(page, /checkbox "Eaux intérieures"/);
  await page.keyboard.press('Space');
  await tabTo(page, /checkbox "Données brutes"/);
  await page.keyboard.press('Space');
  await tabTo(page, /combobox "Organisation"/);
  await page.keyboard.type('Communauté');
  await expect(page.getByRole('combobox', { name: 'Organisation', exact: true })).toHaveValue('2');
  await tabTo(page, /Date de publication/);
  await page.keyboard.type('01032026');
  await tabTo(page, /Date de dernière mise à jour/);
  await page.keyboard.type('02032026');
  await tabTo(page, /combobox "Fréquence de mise à jour"/);
  await page.keyboard.type('Mensuelle');
  await tabTo(page, /button "Créer le jeu de données"/);
  await page.keyboard.press('Enter');

  // 3. The dataset page: its success toast is announced (a status live region).
  await expect(page).toHaveURL(/\/data\/datasets\/\d+\/$/);
  await expect(
    page.getByRole('status').filter({ hasText: `Le jeu de données ${name} a été créé` }),
  ).toBeVisible();
  await expect(page.getByRole('heading', { level: 1, name })).toBeFocused();
  const datasetId = Number(/datasets\/(\d+)\//.exec(page.url())?.[1]);

  // 4. The main-resource dialog traps focus and gives it back to its opener when closed.
  const opener = /button "Ajouter la ressource principale"/;
  await tabTo(page, opener, { max: 150 });
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog', { name: 'Ajouter la ressource principale' });
  await expect(dialog).toBeVisible();
  await expectFocusTrappedIn(page, 'Ajouter la ressource principale');
  // While the dialog is open, the rest of the page is inert but the toasts' live regions are not.
  expect(await exposedToastRegions(page)).toEqual(expect.arrayContaining(['status', 'alert']));
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  expect(await focusedDescription(page)).toMatch(opener);
  await expectVisibleFocus(page);

  // 5. Again, to add the CSV: the file control opens the file chooser on Enter.
  await page.keyboard.press('Enter');
  await expect(dialog).toBeVisible();
  await tabTo(page, /radio "Dépôt de fichier"|radio "URL/);
  for (
    let press = 0;
    press < 8 && !/radio "Dépôt de fichier"/.test(await focusedDescription(page));
    press++
  ) {
    await page.keyboard.press('ArrowDown');
  }
  // Tab lands on the group's first radio without choosing it; Space chooses the focused one.
  await page.keyboard.press('Space');
  await expect(dialog.getByRole('radio', { name: 'Dépôt de fichier' })).toBeChecked();
  await tabTo(page, /button "Fichier"/);
  const [chooser] = await Promise.all([page.waitForEvent('filechooser'), page.keyboard.press('Enter')]);
  await chooser.setFiles(
    csvFile(
      'arrêts.csv',
      'nom;lon;lat\nPlace des Palmistes;-52.3335;4.9372\nRémire centre;-52.2756;4.8886\n',
    ),
  );
  await tabTo(page, /textbox "Nom"/);
  await page.keyboard.type(resourceName);
  await tabTo(page, /textbox "Colonne X \/ Longitude"/);
  await page.keyboard.type('lon');
  await tabTo(page, /textbox "Colonne Y \/ Latitude"/);
  await page.keyboard.type('lat');
  await tabTo(page, /button "Créer la ressource"/);
  await page.keyboard.press('Enter');
  // The file's one creation scenario runs without a choice to make.
  await expect(dialog).toBeHidden();
  await expect(page.getByRole('status').filter({ hasText: 'création lancée avec succès' })).toBeVisible();

  // The worker processes the file; the resource must be ready before the dataset is published.
  const [resource] = await datasetResources(page, datasetId);
  expect(resource?.display_name).toBe(resourceName);
  await expect
    .poll(async () => (await getResource(page, resource?.id ?? 0))._processing.map((entry) => entry.state), {
      timeout: TASK_TIMEOUT,
    })
    .toEqual(['SUCCESS']);

  // 6. Publish: a new dataset counts as published (section 3) until it is unpublished, so the switch,
  // reached with Shift+Tab, is turned off and then on with Space; each change runs its scenario.
  const publication = page.getByRole('switch', { name: new RegExp(`— ${name}`) });
  await tabTo(page, /switch "Publié/, { backwards: true, max: 150 });
  await page.keyboard.press('Space');
  await expect(publication).not.toBeChecked({ timeout: 20_000 });
  await expect(publication).toBeEnabled({ timeout: 20_000 });
  // The switch re-renders when the dataset's refresh brings its new state: read focus once it settles.
  await expect.poll(() => focusedDescription(page)).toMatch(/switch "Non publié/);
  await page.keyboard.press('Space');
  await expect(publication).toBeChecked({ timeout: 20_000 });
  await expect(page.getByRole('status').filter({ hasText: name }).last()).toBeVisible();
  await expectVisibleFocus(page);
});
