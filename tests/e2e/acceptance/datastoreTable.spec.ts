import type { Page } from '@playwright/test';
import {
  type ContractClient,
  dialogViolations,
  expect,
  expectAnswer,
  getResource,
  type Made,
  test,
  uniqueName,
} from '../fixtures';

// Issue 27 §4 (sections 3, 7 and 9): a database-table resource's table is chosen among the free
// tables of a datastore database (GET tables with free=true and search), of which the form shows
// only the first 10, and changed by saving the resource with its update scenario.

const TABLES = '/fr/resource/datastores/databases/datastore/tables/';

/** The tables the table field offers (its list box, not the options of the form's selects). */
const tableOptions = (page: Page) => page.getByRole('listbox').getByRole('option');

/** A main database-table resource of a new dataset, publishing `table`, as a harvester makes one. */
async function datastoreResource(api: ContractClient, make: Made, name: string, table: string) {
  const datasetId = await make.dataset(uniqueName('Jeu de la table'));
  const { id } = await expectAnswer(
    api.POST('/resource/resources/', { body: { display_name: name, type: 1 } }),
    201,
  );
  make.track('resource', id);
  await expectAnswer(
    api.POST('/resource/resource-dataset/', { body: { resource_id: id, dataset_id: datasetId, type: 1 } }),
    201,
  );
  await expectAnswer(
    api.POST('/resource/datastores/', {
      body: { resource_id: id, database: 'datastore', schema_name: 'datastore', table_name: table },
    }),
    201,
  );
  return { datasetId, resourceId: id };
}

/** Opens the edit dialog of a new database-table resource of `table`, in `locale`. */
async function openResource(page: Page, api: ContractClient, make: Made, locale: string, table: string) {
  const name = uniqueName('Table');
  const { datasetId, resourceId } = await datastoreResource(api, make, name, table);
  await page.goto(`/publish/${locale}/data/datasets/${datasetId}/?resource=${resourceId}`);
  return { resourceId, dialog: page.getByRole('dialog', { name }) };
}

test('the table of a database-table resource is searched among the free tables and changed', async ({
  page,
  signInAs,
  api,
  make,
}) => {
  await signInAs('admin');
  const { resourceId, dialog } = await openResource(page, api, make, 'fr', 'arrets_bus');
  // The first page of a test boots the application: slow on a loaded machine.
  await expect(dialog.getByRole('combobox', { name: 'Base de données' })).toHaveValue('datastore', {
    timeout: 20_000,
  });
  const table = dialog.getByRole('combobox', { name: 'Table' });
  await expect(table).toHaveValue('datastore.arrets_bus');

  // More free tables than shown: the first 10, and the person is told to refine the search.
  await table.click();
  await expect(tableOptions(page)).toHaveCount(10);
  expect(await dialogViolations(page)).toEqual([]);
  await expect(
    dialog.getByText(
      /^Seules les 10 premières des \d+ tables libres sont affichées : affinez la recherche\.$/,
    ),
  ).toBeVisible();

  // The search narrows the list (GET tables with free=true and search).
  const searched = page.waitForRequest(
    (request) => request.url().includes(TABLES) && request.url().includes('search=ecoles'),
  );
  await table.fill('ecoles');
  expect(new URL((await searched).url()).searchParams.get('free')).toBe('true');
  await expect(tableOptions(page)).toHaveText([
    'Ecoles elementaires (datastore.ecoles_elementaires)',
    'Ecoles maternelles (datastore.ecoles_maternelles)',
  ]);
  await expect(dialog.getByText(/affinez la recherche/)).toHaveCount(0);
  await page.getByRole('option', { name: 'Ecoles maternelles (datastore.ecoles_maternelles)' }).click();
  await expect(table).toHaveValue('datastore.ecoles_maternelles');

  await dialog.getByRole('button', { name: 'Enregistrer la ressource' }).click();
  // The table's one update scenario runs without a choice to make.
  await expect(dialog).toBeHidden();
  await expect(page.getByText('mise à jour lancée avec succès')).toBeVisible();

  expect((await getResource(page, resourceId)).href).toBe(
    'datastore://datastore/datastore.ecoles_maternelles',
  );
  const free = await expectAnswer(
    api.GET('/resource/datastores/databases/{database}/tables/', {
      params: { path: { database: 'datastore' }, query: { free: true } },
    }),
    200,
  );
  const names = free.map((entry) => entry.table_name);
  expect(names).toContain('arrets_bus');
  expect(names).not.toContain('ecoles_maternelles');
});

test('in Italian, the table list says that it shows only the first 10 tables', async ({
  page,
  signInAs,
  api,
  make,
}) => {
  await signInAs('admin');
  const { dialog } = await openResource(page, api, make, 'it', 'equipements_sportifs');
  const table = dialog.getByRole('combobox', { name: 'Tabella' });
  await expect(table).toHaveValue('datastore.equipements_sportifs', { timeout: 20_000 });
  await table.click();
  await expect(tableOptions(page)).toHaveCount(10);
  await expect(
    dialog.getByText(/^Sono mostrate solo le prime 10 delle \d+ tabelle libere: affina la ricerca\.$/),
  ).toBeVisible();
  await table.fill('lycee');
  await expect(tableOptions(page)).toHaveText(['Lycees (datastore.lycees)']);
});
