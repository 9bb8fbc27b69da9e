import type { Page } from '@playwright/test';
import {
  apiRequest,
  type ContractClient,
  createDatasetThroughApi,
  expect,
  expectAnswer,
  test,
  uniqueName,
} from './fixtures';

// Issue 48, "honest about state", the screens (U5, U10, U11, U12, U15, U19): each as the demo
// account it concerns, in French and in English.

const LOCALES = ['fr', 'en'] as const;
type Locale = (typeof LOCALES)[number];

const TEXT = {
  fr: {
    lastHarvest: 'Dernier moissonnage',
    runs: 'Exécutions',
    succeeded: 'réussi.',
    failedBefore: 'avant de lire le catalogue',
    counts: 'Bilan du dernier moissonnage',
    task: (id: number) => `Tâche ${id}`,
    history: 'Activité et historique',
    update: 'Mise à jour',
    creation: 'Création',
    restoreThis: 'Restaurer cette version',
    confirm: 'Confirmer',
    reload: 'Recharger',
    cancel: 'Annuler',
    restored: 'Version restaurée',
    restoredText: /^Version du \d{2}\/\d{2}\/\d{4} \d{2}:\d{2} restaurée\.$/,
    bulkEdit: 'Modifier en lot',
    select: (name: string) => `Sélectionner ${name}`,
    addOperation: 'Ajouter une opération',
    operations: 'Opérations',
    columns: ['Champ', 'Opération', 'Valeur', 'Actions'],
    recent: 'Modifications en lot récentes',
    undoOf: 'Annuler la modification en lot du',
    undoTitle: (id: number) => `Annuler la modification en lot n° ${id}`,
    undoWhole: 'Annuler tout le lot',
    welcome: 'Bienvenue',
    greeting: 'Vous pouvez consulter ici les territoires de compétence.',
    adminGreeting: 'Gérez ici les données et les comptes de la plateforme.',
    jurisdictions: 'Territoires de compétence',
    role: 'Rôle',
    noShape: 'Aucune des communes sélectionnées n’a de contour connu',
    level: (name: string) => `Niveau d'accès de ${name}`,
    noSpecialRight: 'Aucun droit particulier (Téléchargement par défaut)',
    all: 'Tous',
  },
  en: {
    lastHarvest: 'Last harvest',
    runs: 'Runs',
    succeeded: 'succeeded.',
    failedBefore: 'before reading the catalogue',
    counts: 'Counts of the last harvest',
    task: (id: number) => `Task ${id}`,
    history: 'Activity and history',
    update: 'Update',
    creation: 'Creation',
    restoreThis: 'Restore this version',
    confirm: 'Confirm',
    reload: 'Reload',
    cancel: 'Cancel',
    restored: 'Version restored',
    restoredText: /^Version of \d{1,2}\/\d{1,2}\/\d{2}, \d{1,2}:\d{2}\s?[AP]M restored\.$/,
    bulkEdit: 'Bulk edit',
    select: (name: string) => `Select ${name}`,
    addOperation: 'Add an operation',
    operations: 'Operations',
    columns: ['Field', 'Operation', 'Value', 'Actions'],
    recent: 'Recent bulk edits',
    undoOf: 'Undo the bulk edit of',
    undoTitle: (id: number) => `Undo bulk edit n° ${id}`,
    undoWhole: 'Undo the whole batch',
    welcome: 'Welcome',
    greeting: 'You can consult the jurisdictions from here.',
    adminGreeting: 'Manage the platform’s data and accounts from here.',
    jurisdictions: 'Jurisdictions',
    role: 'Role',
    noShape: 'None of the selected municipalities has a shape on file',
    level: (name: string) => `Access level of ${name}`,
    noSpecialRight: 'No special right (Download by default)',
    all: 'All',
  },
} satisfies Record<Locale, unknown>;

async function getJson<T>(page: Page, path: string): Promise<T> {
  const answer = await apiRequest(page, 'GET', path);
  expect(answer.status(), path).toBe(200);
  return (await answer.json()) as T;
}

/** Changes a dataset as someone else would, through the API, with the version it has now. */
async function patchDataset(
  api: ContractClient,
  id: number,
  body: { vintage_year?: number; default_permission_level?: 'download' },
) {
  const current = await expectAnswer(api.GET('/dataset/datasets/{id}/', { params: { path: { id } } }), 200);
  await expectAnswer(
    api.PATCH('/dataset/datasets/{id}/', {
      params: { path: { id }, header: { 'If-Match': current.last_modified } },
      body,
    }),
    200,
  );
}

/** A CACL dataset (the producer's organisation) readable by every organisation: download by default. */
async function downloadableDataset(page: Page, api: ContractClient, name: string): Promise<number> {
  const id = await createDatasetThroughApi(page, name);
  await patchDataset(api, id, { default_permission_level: 'download' });
  return id;
}

for (const locale of LOCALES) {
  const text = TEXT[locale];
  const path = (screen: string) => `/publish/${locale}${screen}`;

  test.describe(`honest screens (${locale})`, () => {
    test.setTimeout(90_000);

    test('U5: the indexer’s last harvest is its latest run, succeeded with its counts (gestionnaire)', async ({
      page,
      signInAs,
    }) => {
      await signInAs('gestionnaire');
      const indexers = await getJson<{ id: number; name: string; usergroup_id: number }[]>(
        page,
        '/indexer/remote-api-indexes/',
      );
      const cacl = indexers.find((indexer) => indexer.name === 'Portail ArcGIS de la CACL');
      if (!cacl) throw new Error('the seed has no CACL indexer');
      await page.goto(path(`/accounts/usergroup/${cacl.usergroup_id}/indexer/${cacl.id}/`));
      const panel = page.getByRole('region', { name: text.lastHarvest });
      await expect(panel.getByLabel(text.counts)).toBeVisible();
      await expect(panel).toContainText(text.succeeded);
      await expect(panel).not.toContainText(text.failedBefore);
      // The run it speaks of is the newest of the runs listed beside it.
      const runs = page.getByRole('region', { name: text.runs });
      const newest = (await runs.getByRole('row').nth(1).getByRole('link').first().textContent())?.trim();
      const link = (await panel.getByRole('link').first().textContent())?.trim() ?? '';
      expect(newest).toBeTruthy();
      expect(link).toContain(String(newest?.match(/\d+/)?.[0]));
    });

    test('U11: after a "changed meanwhile" refusal the restore offers Reload; its entry has a local date (producteur)', async ({
      page,
      api,
      signInAs,
    }) => {
      await signInAs('producteur');
      const id = await downloadableDataset(page, api, uniqueName(`Restauration ${locale}`));
      await patchDataset(api, id, { vintage_year: 2024 });
      await page.goto(path(`/data/datasets/${id}/`));
      const history = page.getByRole('region', { name: text.history });
      const creation = history.getByRole('row').filter({ hasText: text.creation }).first();
      await creation.getByRole('button', { name: text.restoreThis }).click();
      const dialog = page.getByRole('dialog');
      await expect(dialog.getByRole('button', { name: text.confirm })).toBeVisible();
      // Someone else saves the dataset while the question is open.
      await patchDataset(api, id, { vintage_year: 2025 });
      await dialog.getByRole('button', { name: text.confirm }).click();
      const reload = dialog.getByRole('button', { name: text.reload });
      await expect(reload).toBeVisible();
      await expect(dialog.getByRole('button', { name: text.confirm })).toHaveCount(0);
      await reload.click();
      await expect(dialog).toHaveCount(0);

      // Asked again with the dataset as it is now, the restore goes through.
      await creation.getByRole('button', { name: text.restoreThis }).click();
      await dialog.getByRole('button', { name: text.confirm }).click();
      await expect(dialog).toHaveCount(0);
      const restored = history.getByRole('row').filter({ hasText: text.restored }).first();
      const details = restored.getByRole('cell').nth(2);
      await expect(details).toHaveText(text.restoredText);
      await expect(restored).not.toContainText('UTC');
    });

    test('U10: bulk edit in labelled columns, one line each; the recent edits’ Undo asks as the dataset page does (producteur)', async ({
      page,
      signInAs,
    }) => {
      await signInAs('producteur');
      const name = uniqueName(`Colonnes ${locale}`);
      const id = await createDatasetThroughApi(page, name);
      await page.goto(`${path('/data/datasets/')}?search=${encodeURIComponent(name)}`);
      await page.getByRole('checkbox', { name: text.select(name), exact: true }).check();
      await page.getByRole('button', { name: text.bulkEdit, exact: true }).click();
      const edit = page.getByRole('dialog');
      await edit.getByRole('button', { name: text.addOperation }).click();
      await edit.getByRole('button', { name: text.addOperation }).click();
      const table = edit.getByRole('table', { name: text.operations });
      await expect(table.getByRole('columnheader')).toHaveText(text.columns);
      const rows = table.getByRole('row');
      await expect(rows).toHaveCount(4);
      // Licence, with its long names: the row stays one line (its remove button beside its value).
      const licenceRow = rows.nth(2);
      await licenceRow.getByRole('combobox').nth(2).selectOption({ index: 1 });
      for (const index of [1, 2]) {
        const box = await rows.nth(index).boundingBox();
        expect(box?.height ?? 0).toBeLessThan(60);
      }
      await page.keyboard.press('Escape');

      // A batch of this producer's, undone from the recent bulk edits: asked first.
      const batch = await apiRequest(page, 'POST', '/dataset/bulk-edits/', {
        selection: { ids: [id] },
        operations: [{ field: 'keywords', op: 'add', value: ['u10'] }],
      });
      expect(batch.status()).toBe(201);
      const batchId = ((await batch.json()) as { id: number }).id;
      await page.reload();
      await page.getByRole('button', { name: text.recent }).click();
      await page
        .getByRole('button', { name: new RegExp(text.undoOf) })
        .first()
        .click();
      const asked = page.getByRole('dialog');
      await expect(asked.getByRole('heading', { name: text.undoTitle(batchId) })).toBeVisible();
      const question = await asked.textContent();
      await asked.getByRole('button', { name: text.cancel }).click();
      await expect(asked).toHaveCount(0);
      // The dataset page's "Undo the whole batch" asks the very same.
      await page.goto(path(`/data/datasets/${id}/`));
      await page.getByRole('button', { name: text.undoWhole }).first().click();
      await expect(page.getByRole('dialog')).toHaveText(question ?? '');
    });

    test('U12: a member without a role is greeted by what they may do; cards look like links (visiteur)', async ({
      page,
      signInAs,
    }) => {
      await signInAs('visiteur');
      await page.goto(path('/'));
      await expect(page.getByRole('heading', { name: text.welcome })).toBeVisible();
      const main = page.getByRole('main');
      await expect(main).toContainText(text.greeting);
      await expect(main).not.toContainText(text.adminGreeting);
      const card = main.getByRole('link', { name: new RegExp(text.jurisdictions) });
      const title = card.getByText(text.jurisdictions, { exact: true });
      const style = (element: HTMLElement | SVGElement) => {
        const computed = getComputedStyle(element);
        return { color: computed.color, line: computed.textDecorationLine };
      };
      const titleStyle = await title.evaluate(style);
      // In a link's colour (the greeting's is the text's) and underlined.
      const textStyle = await main.getByText(text.greeting).evaluate(style);
      expect(titleStyle.line).toContain('underline');
      expect(titleStyle.color).not.toBe(textStyle.color);
      // Reached by the keyboard from the heading above it: the header's menus load on their first
      // focus, and a Tab pressed while one loads is lost (seen once in CI, going back through them).
      await page.getByRole('heading', { name: text.welcome }).focus();
      await page.keyboard.press('Tab');
      await expect(card).toBeFocused();
      const outline = await card.evaluate((element) => getComputedStyle(element).outlineStyle);
      expect(outline).not.toBe('none');
    });

    test('U12: the role choice lists 1 before 2 (admin)', async ({ page, signInAs }) => {
      await signInAs('admin');
      const users = await getJson<{ results: { id: number; username: string }[] }>(
        page,
        '/usergroup/users/?search=visiteur',
      );
      const visiteur = users.results.find((user) => user.username === 'visiteur');
      if (!visiteur) throw new Error('the seed has no visiteur');
      await page.goto(path(`/accounts/users/${visiteur.id}/`));
      const role = page.getByRole('combobox', { name: text.role, exact: true });
      await expect(role.locator('option')).toHaveText([/.+/, '1', '2']);
    });

    test('U19: a jurisdiction whose municipalities have no shape says so, not a map of Guiana (admin)', async ({
      page,
      signInAs,
    }) => {
      await signInAs('admin');
      const jurisdictions = await getJson<{ results: { id: number; codename: string }[] }>(
        page,
        '/organisation/jurisdictions/?search=annecy&page_size=100',
      );
      const annecy = jurisdictions.results.find((jurisdiction) => jurisdiction.codename === 'annecy-2016');
      if (!annecy) throw new Error('the seed has no annecy-2016 jurisdiction');
      await page.goto(path(`/jurisdictions/${annecy.id}/`));
      await expect(page.getByText(text.noShape)).toBeVisible({ timeout: 20_000 });
      await expect(page.locator('canvas')).toHaveCount(0);
    });

    test('U15: a row without a special right says which level applies; the Type filter reads All (producteur)', async ({
      page,
      api,
      signInAs,
    }) => {
      await signInAs('producteur');
      const id = await downloadableDataset(page, api, uniqueName(`Droits ${locale}`));
      await page.goto(path(`/data/datasets/${id}/permissions/`));
      const type = page.getByLabel('Type', { exact: true });
      await expect(type.locator('option').first()).toHaveText(text.all);
      const rowLevel = page.getByRole('combobox', { name: new RegExp(`^${text.level('')}`) }).first();
      await expect(rowLevel.locator('option:checked')).toHaveText(text.noSpecialRight);
    });
  });
}
