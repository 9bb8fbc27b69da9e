import type { Page } from '@playwright/test';
import {
  type CatalogueKind,
  FIXTURE_RECORDS,
  type FixtureCatalogues,
  serveFixtureCatalogues,
} from './fixtureCatalogues';
import {
  apiRequest,
  type ContractClient,
  expect,
  indexerTypeId,
  type Made,
  test,
  uniqueName,
} from './fixtures';

// The indexers of issue 15 as an account administrator uses them, against the reference backend whose
// trials and runs reach the fixture catalogues this process serves on 127.0.0.1 (the backend must run
// with ALLOW_PRIVATE_REMOTE=1). French by default; E2E_LOCALE=en checks the English interface.

const locale = process.env.E2E_LOCALE === 'en' ? 'en' : 'fr';

const TEXT = {
  fr: {
    name: 'Nom',
    type: 'Type de catalogue',
    implementation: "Type d'implémentation",
    url: 'URL du catalogue distant',
    command: 'Commande',
    scheduler: 'Planification',
    pattern: "Modèle d'URL",
    create: 'Créer le moissonneur',
    save: 'Enregistrer le moissonneur',
    test: 'Tester le moissonneur',
    created: (name: string) => `Le moissonneur ${name} a été créé`,
    updated: (name: string) => `Le moissonneur ${name} a été mis à jour`,
    deleted: (name: string) => `Le moissonneur ${name} a été supprimé`,
    missingIdentifier: "Le modèle d'URL doit contenir la variable {identifier}",
    testFailed: 'Une erreur est survenue lors du test du moissonneur',
    records: 'Fiches trouvées par le test',
    recordCount: (count: number) => `${count} fiches trouvées`,
    logs: 'Journaux',
    runs: 'Exécutions',
    showMore: 'Afficher plus de journaux',
    logCount: (shown: number, count: number) => `${shown} sur ${count} lignes de journal`,
    deleteIndexer: 'Supprimer le moissonneur',
    delete: 'Supprimer',
    confirm: 'Confirmer',
    others: 'Autres moissonneurs de ce groupe',
  },
  en: {
    name: 'Name',
    type: 'Type of catalogue',
    implementation: 'Implementation type',
    url: 'Remote catalogue URL',
    command: 'Command',
    scheduler: 'Scheduler',
    pattern: 'URL pattern',
    create: 'Create the indexer',
    save: 'Save the indexer',
    test: 'Test the indexer',
    created: (name: string) => `The indexer ${name} was created`,
    updated: (name: string) => `The indexer ${name} was updated`,
    deleted: (name: string) => `The indexer ${name} was deleted`,
    missingIdentifier: 'The URL pattern must contain the variable {identifier}',
    testFailed: 'An error occured while testing the indexer',
    records: 'Records found by the test',
    recordCount: (count: number) => `${count} records found`,
    logs: 'Logs',
    runs: 'Runs',
    showMore: 'Show more logs',
    logCount: (shown: number, count: number) => `${shown} of ${count} log lines`,
    deleteIndexer: 'Delete the indexer',
    delete: 'Delete',
    confirm: 'Confirm',
    others: 'Other indexers of this group',
  },
}[locale];

/** The Mobility group (user-group type), where the account administrator holds role 2. */
const GROUP = 12;
const PATTERN = 'https://portail.example.fr/jeux/{identifier}';
const KINDS: readonly CatalogueKind[] = ['ckan', 'csw', 'opendatasoft', 'dcat'];
const newIndexerPath = (group = GROUP) => `/publish/${locale}/accounts/usergroup/${group}/indexer/new/`;
const indexerPath = (id: number, group = GROUP) =>
  `/publish/${locale}/accounts/usergroup/${group}/indexer/${id}/`;

let catalogues: FixtureCatalogues;

test.beforeAll(async () => {
  catalogues = await serveFixtureCatalogues();
});
test.afterAll(async () => {
  await catalogues.close();
});
test.beforeEach(async ({ signInAs }) => {
  await signInAs('gestionnaire');
});

/** An indexer made for a test, in the Mobility group; deleted when the test ends. */
async function createIndexerThroughApi(
  make: Made,
  api: ContractClient,
  {
    kind,
    name,
    url,
    pattern = PATTERN,
  }: { kind: CatalogueKind; name: string; url: string; pattern?: string | null },
): Promise<number> {
  return make.indexer({
    type: await indexerTypeId(api, kind),
    name,
    url,
    command: 'harvest',
    scheduler: 1,
    url_pattern: pattern,
    usergroup_id: GROUP,
  });
}

/** Clicks the test button and checks the fixture's records are listed, linked through the URL pattern. */
async function expectTestShowsRecords(page: Page, kind: CatalogueKind) {
  await page.getByRole('button', { name: TEXT.test }).click();
  const found = page.getByRole('region', { name: TEXT.records });
  await expect(found.getByText(TEXT.recordCount(FIXTURE_RECORDS[kind].length))).toBeVisible({
    timeout: 20_000,
  });
  for (const record of FIXTURE_RECORDS[kind]) {
    const item = found.getByRole('listitem').filter({ hasText: record.title });
    await expect(item).toContainText(record.identifier);
    await expect(item.getByRole('link')).toHaveAttribute(
      'href',
      PATTERN.replace('{identifier}', encodeURIComponent(record.identifier)),
    );
  }
}

test.describe('indexers', () => {
  test('creates a CKAN indexer through the form, then its test lists the catalogue’s records', async ({
    page,
  }) => {
    const name = uniqueName('Catalogue CKAN de test');
    await page.goto(newIndexerPath());
    await page.getByRole('combobox', { name: TEXT.type }).selectOption({ label: 'CKAN' });
    await expect(page.getByRole('textbox', { name: TEXT.implementation })).toHaveValue('ckan');
    await page.getByRole('textbox', { name: TEXT.name, exact: true }).fill(name);
    await page.getByRole('textbox', { name: TEXT.url }).fill(catalogues.urls.ckan);
    await page.getByRole('textbox', { name: TEXT.command }).fill('harvest');
    await page.getByRole('combobox', { name: TEXT.scheduler }).selectOption({ label: 'Toutes les heures' });
    await page.getByRole('textbox', { name: TEXT.pattern }).fill(PATTERN);
    await page.getByRole('button', { name: TEXT.create }).click();

    await expect(page).toHaveURL(new RegExp(`/accounts/usergroup/${GROUP}/indexer/\\d+/$`));
    await expect(page.getByText(TEXT.created(name))).toBeVisible();
    await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
    await expectTestShowsRecords(page, 'ckan');
    expect(
      catalogues.requests.some((request) => request.startsWith('GET /ckan/api/3/action/package_search')),
    ).toBe(true);
  });

  for (const kind of KINDS.filter((candidate) => candidate !== 'ckan')) {
    test(`the test of a ${kind} indexer lists the catalogue’s records`, async ({ api, make, page }) => {
      const id = await createIndexerThroughApi(make, api, {
        kind,
        name: uniqueName(`Moissonneur ${kind}`),
        url: catalogues.urls[kind],
      });
      await page.goto(indexerPath(id));
      await expectTestShowsRecords(page, kind);
    });
  }

  test('a URL pattern without {identifier} is refused as it is typed, and nothing is sent', async ({
    page,
  }) => {
    let posted = false;
    page.on('request', (request) => {
      if (request.method() === 'POST' && request.url().includes('/remote-api-indexes/')) posted = true;
    });
    await page.goto(newIndexerPath());
    await page.getByRole('textbox', { name: TEXT.name, exact: true }).fill(uniqueName('Sans identifiant'));
    await page.getByRole('textbox', { name: TEXT.url }).fill(catalogues.urls.ckan);
    await page.getByRole('textbox', { name: TEXT.command }).fill('harvest');
    await page.getByRole('combobox', { name: TEXT.scheduler }).selectOption({ label: 'Toutes les heures' });
    const pattern = page.getByRole('textbox', { name: TEXT.pattern });
    await pattern.pressSequentially('https://portail.example.fr/jeux/');
    await expect(pattern).toHaveAttribute('aria-invalid', 'true');
    await expect(page.getByText(TEXT.missingIdentifier).first()).toBeVisible();

    await page.getByRole('button', { name: TEXT.create }).click();
    await expect(page.getByRole('alert').getByRole('link', { name: new RegExp(TEXT.pattern) })).toBeVisible();
    await expect(page).toHaveURL(/\/indexer\/new\/$/);
    expect(posted).toBe(false);

    await pattern.pressSequentially('{identifier}');
    await expect(pattern).not.toHaveAttribute('aria-invalid', 'true');
    await expect(page.getByText(TEXT.missingIdentifier)).toHaveCount(0);
  });

  test('an unreachable catalogue shows the test error message', async ({ api, make, page }) => {
    const id = await createIndexerThroughApi(make, api, {
      kind: 'ckan',
      name: uniqueName('Catalogue injoignable'),
      url: catalogues.unreachableUrl,
    });
    await page.goto(indexerPath(id));
    await page.getByRole('button', { name: TEXT.test }).click();
    const alert = page.getByRole('alert').filter({ hasText: TEXT.testFailed });
    await expect(alert).toBeVisible({ timeout: 20_000 });
    // The harvester's own reason follows the message.
    await expect(alert).toContainText('127.0.0.1');
  });

  test('logs and runs show after a run: the latest 5 lines, then more on demand', async ({
    api,
    make,
    page,
  }) => {
    const id = await createIndexerThroughApi(make, api, {
      kind: 'ckan',
      name: uniqueName('Catalogue moissonné'),
      url: catalogues.urls.ckan,
    });
    // Each run of the CKAN fixture writes its start, one skipped record, what it kept and its summary
    // (and the first one the datasets it created with nothing to download): more than 5 in all.
    for (let run = 0; run < 2; run += 1) {
      const response = await apiRequest(
        page,
        'POST',
        `/indexer/remote-api-indexes/${id}/run/?asynchrone=false`,
      );
      expect(response.status(), await response.text()).toBe(202);
      expect(((await response.json()) as { status: string }).status).toBe('SUCCESS');
    }
    const written = await apiRequest(page, 'GET', `/indexer/remote-api-indexes/${id}/logs/?page_size=1`);
    const { count } = (await written.json()) as { count: number };
    expect(count).toBeGreaterThan(5);
    await page.goto(indexerPath(id));
    const logs = page.getByRole('region', { name: TEXT.logs, exact: true });
    await expect(logs.getByRole('rowheader')).toHaveCount(5);
    await expect(logs.getByText(TEXT.logCount(5, count))).toBeVisible();
    await logs.getByRole('button', { name: TEXT.showMore }).click();
    await expect(logs.getByRole('rowheader')).toHaveCount(count);
    await expect(logs.getByRole('button', { name: TEXT.showMore })).toHaveCount(0);

    const runs = page.getByRole('region', { name: TEXT.runs, exact: true });
    await expect(runs.getByRole('rowheader')).toHaveCount(2);
  });

  test('edits an indexer, deletes another from the list, then deletes it from its page', async ({
    api,
    make,
    page,
  }) => {
    const name = uniqueName('Catalogue à modifier');
    const other = uniqueName('Catalogue voisin');
    const id = await createIndexerThroughApi(make, api, { kind: 'dcat', name, url: catalogues.urls.dcat });
    await createIndexerThroughApi(make, api, { kind: 'csw', name: other, url: catalogues.urls.csw });
    await page.goto(indexerPath(id));

    const others = page.getByRole('region', { name: TEXT.others });
    await expect(others.getByRole('link', { name: other })).toBeVisible();
    await expect(others.getByRole('link', { name, exact: true })).toHaveCount(0);

    const renamed = `${name} (révisé)`;
    await page.getByRole('textbox', { name: TEXT.name, exact: true }).fill(renamed);
    await page.getByRole('button', { name: TEXT.save }).click();
    await expect(page.getByText(TEXT.updated(renamed))).toBeVisible();
    await expect(page.getByRole('heading', { level: 1, name: renamed })).toBeVisible();

    await others.getByRole('button', { name: `${TEXT.delete} ${other}` }).click();
    await page.getByRole('dialog').getByRole('button', { name: TEXT.confirm }).click();
    await expect(page.getByText(TEXT.deleted(other))).toBeVisible();
    await expect(others.getByRole('link', { name: other })).toHaveCount(0);

    await page.getByRole('button', { name: TEXT.deleteIndexer }).click();
    await page.getByRole('dialog').getByRole('button', { name: TEXT.confirm }).click();
    // Back to the group's page, at its indexers.
    await expect(page).toHaveURL(new RegExp(`/accounts/groups/${GROUP}/#indexers$`));
    await expect(page.getByText(TEXT.deleted(renamed))).toBeVisible();
    const response = await apiRequest(page, 'GET', `/indexer/remote-api-indexes/${id}/`);
    expect(response.status()).toBe(404);
  });

  test('a data publisher without account rights gets the 403 page', async ({ page, signInAs }) => {
    await signInAs('producteur');
    await page.goto(newIndexerPath(4));
    await expect(page).toHaveURL(/\/access-denied\/$/);
  });
});
