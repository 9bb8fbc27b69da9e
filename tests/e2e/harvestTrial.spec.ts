import { accessibilityViolations, expect, test, uniqueSuffix } from './fixtures';
import { type HarvestCatalogue, harvestRecord, serveHarvestCatalogue } from './harvestCatalogue';
import {
  createCkanIndexer,
  datasetPath,
  harvestedDataset,
  harvestNow,
  indexerPath,
  inLanguage,
  LANGUAGES,
  reflows,
} from './harvestSteps';

// Issue 45: before a harvest changes anything, its trial shows what would change. After a first
// harvest, the remote catalogue renames one record and adds a distribution to it, and leaves another
// as it was: the trial, in French and in English, says so in its live region, marks the first
// record "to update" with its dataset, its field change (as the dataset history shows it) and its
// added resource, and the second "unchanged"; axe finds nothing, and the panel reflows at 320 CSS px.
// Needs the server of issue 45 (branch i45-saving) and ALLOW_PRIVATE_REMOTE=1.

let catalogue: HarvestCatalogue;

test.beforeAll(async () => {
  catalogue = await serveHarvestCatalogue([]);
});
test.afterAll(async () => {
  await catalogue.close();
});
test.beforeEach(async ({ signInAs }) => {
  await signInAs('gestionnaire');
});

for (const language of LANGUAGES) {
  test(`a trial shows a diff after a remote record changes (${language})`, async ({ api, make, page }) => {
    const say = (fr: string, en: string) => inLanguage(language, fr, en);
    const suffix = uniqueSuffix();
    const changing = harvestRecord(`${suffix}-a`);
    const steady = harvestRecord(`${suffix}-b`);
    catalogue.records = [changing, steady];
    const indexer = await createCkanIndexer(make, api, `Moissonneur ${suffix}`, catalogue.url);
    await harvestNow(page, indexer);
    const changingId = await harvestedDataset(page, make, changing.title, suffix);
    const steadyId = await harvestedDataset(page, make, steady.title, suffix);

    // The remote record changes: a new title and one distribution more.
    const renamed = `${changing.title} (révisé)`;
    const added = {
      id: `res-${changing.name}-geojson`,
      name: 'Stations (GeoJSON)',
      url: `https://data.example.fr/${changing.name}/stations.geojson`,
      format: 'GeoJSON',
      mimetype: 'application/geo+json',
    };
    catalogue.records = [{ ...changing, title: renamed, resources: [...changing.resources, added] }, steady];

    await page.goto(indexerPath(language, indexer));
    const testButton = page.getByRole('button', { name: say('Tester le moissonneur', 'Test the indexer') });
    await testButton.click();

    // The outcome in one sentence, in the panel's live region; the focus stays on the test button.
    const summary = say('0 à créer, 1 à mettre à jour, 1 inchangée', '0 to create, 1 to update, 1 unchanged');
    await expect(page.locator('[aria-live="polite"]').filter({ hasText: summary })).toBeVisible({
      timeout: 20_000,
    });
    await expect(testButton).toBeFocused();

    const found = page.getByRole('region', {
      name: say('Fiches trouvées par le test', 'Records found by the test'),
    });
    const updated = found.getByRole('listitem').filter({ has: page.getByRole('heading', { name: renamed }) });
    await expect(updated.getByText(say('À mettre à jour', 'To update'), { exact: true })).toBeVisible();
    await expect(updated.getByRole('link', { name: changing.title, exact: true })).toHaveAttribute(
      'href',
      datasetPath(language, changingId),
    );
    // The field change, as the dataset history shows it: behind "N fields changed", from what to what.
    await updated
      .getByRole('button', { name: language === 'fr' ? /champs? modifiés?/ : /fields? changed/ })
      .click();
    const name = updated.getByRole('term').filter({ hasText: new RegExp(`^${say('Nom', 'Name')}$`) });
    await expect(name).toHaveCount(1);
    await expect(updated.getByRole('definition').filter({ hasText: renamed })).toHaveCount(1);
    // The distribution added, with its link.
    const resource = updated.getByRole('listitem').filter({ hasText: added.name });
    await expect(resource).toContainText(say('Ajoutée :', 'Added:'));
    await expect(resource.getByRole('link')).toHaveAttribute('href', added.url);

    const same = found
      .getByRole('listitem')
      .filter({ has: page.getByRole('heading', { name: steady.title }) });
    await expect(same.getByText(say('Inchangée', 'Unchanged'), { exact: true })).toBeVisible();
    await expect(same.getByRole('link', { name: steady.title, exact: true })).toHaveAttribute(
      'href',
      datasetPath(language, steadyId),
    );

    expect(await accessibilityViolations(page)).toEqual([]);
    await page.setViewportSize({ width: 320, height: 800 });
    const panel = page.getByRole('region', { name: 'Test', exact: true });
    await expect.poll(() => reflows(panel)).toBe(true);
  });
}
