import { accessibilityViolations, expect, test, uniqueSuffix } from './fixtures';
import {
  type HarvestCatalogue,
  harvestRecord,
  LICENCE_LABEL,
  serveHarvestCatalogue,
} from './harvestCatalogue';
import {
  createCkanIndexer,
  datasetPath,
  harvestedDataset,
  harvestNow,
  inLanguage,
  LANGUAGES,
  reflows,
} from './harvestSteps';

// Issue 45: a harvested dataset holds its record's licence, place and data. Its page, in French and
// in English, shows the licence by its label, the bounds on a map and as coordinates, the coverage
// taken from the record, the provenance, and the distributions as URL resources with their links;
// axe finds nothing, and its panels reflow at 320 CSS px. Needs the server of issue 45 (branch
// i45-saving) and ALLOW_PRIVATE_REMOTE=1, as every harvest test.

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
  test(`a harvested dataset's page shows its licence, bounds and resources (${language})`, async ({
    api,
    make,
    page,
  }) => {
    const say = (fr: string, en: string) => inLanguage(language, fr, en);
    const suffix = uniqueSuffix();
    const record = harvestRecord(suffix);
    catalogue.records = [record];
    const indexer = await createCkanIndexer(make, api, `Moissonneur ${record.name}`, catalogue.url);
    await harvestNow(page, indexer);
    const id = await harvestedDataset(page, make, record.title, suffix);

    await page.goto(datasetPath(language, id));
    await expect(page.getByRole('heading', { level: 1, name: record.title })).toBeVisible();

    // The licence, matched to the platform's list, by its label: in the form and in the provenance.
    const licence = page.getByRole('combobox', { name: 'Licence', exact: true });
    await expect(licence.locator('option:checked')).toHaveText(LICENCE_LABEL[language]);
    const provenance = page.getByRole('region', { name: say('Moissonnage', 'Harvest'), exact: true });
    await expect(provenance).toContainText(LICENCE_LABEL[language]);
    await expect(provenance).toContainText(`Moissonneur ${record.name}`);
    await expect(provenance.getByRole('link', { name: new RegExp(record.name) })).toHaveAttribute(
      'href',
      new RegExp(`/portail/jeux/${record.name}$`),
    );

    // The bounds: a map and the four coordinates as text; the coverage says it came from the record.
    const extent = page.getByRole('region', { name: say('Emprise géographique', 'Geographical extent') });
    await expect(extent).toContainText(say('Issue de la fiche moissonnée', 'From the harvested record'));
    const [west, south, east, north] = record.bounds;
    for (const [term, value] of [
      [say('Ouest', 'West'), west],
      [say('Sud', 'South'), south],
      [say('Est', 'East'), east],
      [say('Nord', 'North'), north],
    ] as const) {
      const written = new Intl.NumberFormat(language, { maximumFractionDigits: 5 }).format(value);
      // Whole text: "5°" is also the end of "-52.5°".
      const exact = new RegExp(`^\\s*${written.replace(/[.\\-]/g, '\\$&')}°\\s*$`);
      await expect(extent.getByRole('definition').filter({ hasText: exact })).toHaveCount(1);
      // Whole text too: "Est" is also the end of "Ouest".
      await expect(
        extent.getByRole('term').filter({ hasText: new RegExp(`^\\s*${term}\\s*:?\\s*$`) }),
      ).toHaveCount(1);
    }
    await expect(extent.locator('canvas')).toBeVisible({ timeout: 15_000 });
    await expect(extent.getByRole('figure')).toHaveAttribute('aria-busy', 'false');

    // The distributions, as URL resources with their links: the data first, the notice in annex.
    const resources = page.getByRole('region', {
      name: say('Ressource principale et annexes', 'Main resource and annexes'),
    });
    for (const resource of record.resources) {
      await expect(
        resources.getByRole('link', { name: new RegExp(resource.url.replace(/[.]/g, '\\.')) }),
      ).toHaveAttribute('href', resource.url);
    }
    await expect(resources.getByRole('link', { name: record.resources[0]?.name ?? '' })).toBeVisible();

    expect(await accessibilityViolations(page)).toEqual([]);
    await page.setViewportSize({ width: 320, height: 800 });
    for (const part of [extent, provenance, resources]) await expect.poll(() => reflows(part)).toBe(true);
  });
}
