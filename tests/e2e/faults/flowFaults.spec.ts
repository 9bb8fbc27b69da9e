import type { Locator, Page, Route } from '@playwright/test';
import { apiRequest, csvFile, datasetResources, expect, test, uniqueName } from '../fixtures';
import { type FaultName, faults, messages, serveShortRequestTimeout } from './faultKinds';

// Issue 19, faults beyond form saves: an upload cut half-way leaves no half-created resource (the
// resource machine's reset, checked through the API) and can be sent again; a list that fails to load
// says so and offers a retry that works.

/** Opens the dataset's main-resource dialog and fills it for an upload of `file`; not sent yet. */
async function fillNewCsvResource(
  page: Page,
  datasetId: number,
  file: Parameters<Locator['setInputFiles']>[0],
  name: string,
): Promise<Locator> {
  await page.goto(`/publish/fr/data/datasets/${datasetId}/`);
  await page.getByRole('button', { name: 'Ajouter la ressource principale' }).click();
  const dialog = page.getByRole('dialog', { name: 'Ajouter la ressource principale' });
  await dialog.getByRole('radio', { name: 'Dépôt de fichier' }).check();
  await dialog.getByRole('button', { name: 'Fichier', exact: true }).setInputFiles(file);
  await dialog.getByRole('textbox', { name: 'Nom', exact: true }).fill(name);
  await dialog.getByRole('textbox', { name: 'Colonne X / Longitude' }).fill('lon');
  await dialog.getByRole('textbox', { name: 'Colonne Y / Latitude' }).fill('lat');
  return dialog;
}

test.describe('an upload cut half-way', () => {
  test.beforeEach(async ({ signInAs }) => {
    await signInAs('admin');
  });

  test('says so, deletes the resource it had created, keeps the form, and creating again works', async ({
    make,
    page,
  }) => {
    const datasetId = await make.dataset(uniqueName('Pannes envoi'));
    const name = uniqueName('Ressource coupée');
    const dialog = await fillNewCsvResource(
      page,
      datasetId,
      csvFile('pannes.csv', `nom;lon;lat\n${'Cayenne;-52.33;4.93\n'.repeat(2000)}`),
      name,
    );

    // The connection drops while the file is being sent.
    await page.route(
      (url) => /\/resource\/file-upload\/\d+\/$/.test(url.pathname),
      (route) => (route.request().method() === 'PUT' ? route.abort('connectionreset') : route.fallback()),
    );
    const created = page.waitForResponse(
      (response) => response.request().method() === 'POST' && /\/resource\/resources\/$/.test(response.url()),
    );
    await dialog.getByRole('button', { name: 'Créer la ressource' }).click();
    const resourceId = ((await (await created).json()) as { id: number }).id;

    await expect(page.getByText(messages.network, { exact: true }).first()).toBeVisible();
    await expect(dialog.getByRole('textbox', { name: 'Nom', exact: true })).toHaveValue(name);
    // The reset deleted what the failed creation had made.
    await expect
      .poll(async () => (await apiRequest(page, 'GET', `/resource/resources/${resourceId}/`)).status())
      .toBe(404);
    expect(await datasetResources(page, datasetId)).toEqual([]);

    await page.unrouteAll({ behavior: 'ignoreErrors' });
    await dialog.getByRole('button', { name: 'Créer la ressource' }).click();
    // Its one creation scenario runs without a choice to make: the dialog closes once it is launched.
    await expect(dialog).toBeHidden({ timeout: 20_000 });
    expect((await datasetResources(page, datasetId)).map((resource) => resource.display_name)).toEqual([
      name,
    ]);
  });

  test('leaving the page during the upload deletes the half-made resource and closes the progress modal', async ({
    make,
    page,
  }) => {
    const datasetId = await make.dataset(uniqueName('Pannes départ'));
    const dialog = await fillNewCsvResource(
      page,
      datasetId,
      csvFile('depart.csv', 'nom;lon;lat\nCayenne;-52.33;4.93\n'),
      uniqueName('Ressource abandonnée'),
    );

    // The file is on its way and stays so: the upload never answers while the person is there.
    const held: Route[] = [];
    await page.route(
      (url) => /\/resource\/file-upload\/\d+\/$/.test(url.pathname),
      (route) => (route.request().method() === 'PUT' ? void held.push(route) : route.fallback()),
    );
    const created = page.waitForResponse(
      (response) => response.request().method() === 'POST' && /\/resource\/resources\/$/.test(response.url()),
    );
    await dialog.getByRole('button', { name: 'Créer la ressource' }).click();
    const resourceId = ((await (await created).json()) as { id: number }).id;
    const progress = page.getByRole('dialog', { name: 'Opération en cours' });
    await expect(progress.getByRole('progressbar')).toBeVisible();
    await expect.poll(() => held.length).toBe(1);

    // The open dialog is a step of the page's history (?resource=new-main): Back closes it.
    await page.goBack();
    await expect(page).toHaveURL(new RegExp(`/data/datasets/${datasetId}/$`));
    await expect(dialog).toHaveCount(0);
    await expect(progress).toHaveCount(0);
    await expect
      .poll(async () => (await apiRequest(page, 'GET', `/resource/resources/${resourceId}/`)).status())
      .toBe(404);
    expect(await datasetResources(page, datasetId)).toEqual([]);
    await page.unrouteAll({ behavior: 'ignoreErrors' });
  });
});

type ListFlow = {
  name: string;
  path: string;
  request: RegExp;
  row: (page: Page) => ReturnType<Page['getByRole']>;
};

const listFlows: ListFlow[] = [
  {
    name: 'jurisdictions',
    path: '/publish/fr/jurisdictions/',
    request: /\/organisation\/jurisdictions\/$/,
    row: (page) => page.getByRole('row').nth(1),
  },
  {
    name: 'tasks',
    path: '/publish/fr/data/tasks/',
    request: /\/dashboard\/task-queue-track\/$/,
    row: (page) => page.getByRole('row').nth(1),
  },
];

const listFaults: FaultName[] = ['500', 'network drop', 'hang then timeout'];

for (const list of listFlows) {
  test.describe(`faults of the ${list.name} list`, () => {
    test.beforeEach(async ({ signInAs }) => {
      await signInAs('admin');
    });

    for (const faultName of listFaults) {
      test(`${faultName}: the list says it could not be loaded, and Retry loads it`, async ({ page }) => {
        if (faultName === 'hang then timeout') await serveShortRequestTimeout(page);
        await page.route(
          (url) => list.request.test(url.pathname),
          (route: Route) =>
            route.request().method() === 'GET' ? faults[faultName].answer(route, '') : route.fallback(),
        );
        await page.goto(list.path);
        const failure = page.getByRole('alert').filter({ hasText: "La liste n'a pas pu être chargée." });
        await expect(failure).toBeVisible({ timeout: 25_000 });

        await page.unrouteAll({ behavior: 'ignoreErrors' });
        await failure.getByRole('button', { name: 'Réessayer' }).click();
        await expect(failure).toBeHidden();
        await expect(list.row(page)).toBeVisible();
      });
    }
  });
}
