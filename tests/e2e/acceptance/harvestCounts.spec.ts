import { type FixtureCatalogues, serveFixtureCatalogues } from '../fixtureCatalogues';
import { apiRequest, expect, indexerTypeId, test, uniqueName } from '../fixtures';

// Issue 28: after a harvest, the indexer screen shows how many records were read, created, updated
// and skipped, and why, in the person's language. The harvest reads the loopback CKAN fixture
// catalogue (2 packages and an entry without id nor name, which it skips).

/** The Mobility group (user-group type), where the account administrator holds role 2. */
const GROUP = 12;

const TEXT = {
  fr: {
    panel: 'Dernier moissonnage',
    counts: 'Bilan du dernier moissonnage',
    rows: [
      'Fiches lues3',
      'Jeux de données créés0',
      'Jeux de données mis à jour2',
      'Fiches ignorées1',
      '— sans identifiant ou sans titre1',
    ],
    succeeded: 'réussi.',
  },
  en: {
    panel: 'Last harvest',
    counts: 'Counts of the last harvest',
    rows: [
      'Records read3',
      'Datasets created0',
      'Datasets updated2',
      'Records skipped1',
      '— without an identifier or a title1',
    ],
    succeeded: 'succeeded.',
  },
  it: {
    panel: 'Ultima raccolta',
    counts: 'Bilancio dell’ultima raccolta',
    rows: [
      'Schede lette3',
      'Dataset creati0',
      'Dataset aggiornati2',
      'Schede ignorate1',
      '— senza identificativo o senza titolo1',
    ],
    succeeded: 'riuscita.',
  },
} as const;

let catalogues: FixtureCatalogues;

test.beforeAll(async () => {
  catalogues = await serveFixtureCatalogues();
});
test.afterAll(async () => {
  await catalogues.close();
});

test('the indexer screen shows what its last harvest read, created, updated and skipped, and why', async ({
  api,
  make,
  page,
  signInAs,
}) => {
  await signInAs('gestionnaire');
  const id = await make.indexer({
    type: await indexerTypeId(api, 'ckan'),
    name: uniqueName('Catalogue compté'),
    url: catalogues.urls.ckan,
    command: 'harvest',
    scheduler: 1,
    url_pattern: 'https://portail.example.fr/jeux/{identifier}',
    usergroup_id: GROUP,
  });
  await page.goto(`/publish/fr/accounts/usergroup/${GROUP}/indexer/${id}/`);
  await expect(page.getByRole('region', { name: TEXT.fr.panel })).toContainText(
    'Le moissonneur n’a encore terminé aucun moissonnage.',
    { timeout: 20_000 },
  );
  // Two runs: the second updates what the first created.
  for (let run = 0; run < 2; run += 1) {
    const response = await apiRequest(
      page,
      'POST',
      `/indexer/remote-api-indexes/${id}/run/?asynchrone=false`,
    );
    expect(response.status(), await response.text()).toBe(202);
  }
  for (const locale of ['fr', 'en', 'it'] as const) {
    await page.goto(`/publish/${locale}/accounts/usergroup/${GROUP}/indexer/${id}/`);
    const panel = page.getByRole('region', { name: TEXT[locale].panel });
    const counts = panel.getByLabel(TEXT[locale].counts);
    await expect(counts.locator('div')).toHaveText([...TEXT[locale].rows], {
      timeout: 20_000,
    });
    await expect(panel).toContainText(TEXT[locale].succeeded);
  }
});
