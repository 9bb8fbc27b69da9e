import type { Page } from '@playwright/test';
import { accessibilityViolations, csvFile, expect, mainResourceRun, test, uniqueName } from './fixtures';
import { csrfToken } from './support/contract';

// A processed resource's preview (issue 50), in French and in English: a CSV's rows a page at a
// time with the types the processing found, a GeoJSON layer's map with a feature selected by
// keyboard, a failed processing's error and rows; axe-clean.

const CACL = 2;
const TASK_TIMEOUT = 60_000;
const LOCALES = ['fr', 'en'] as const;
type Locale = (typeof LOCALES)[number];
const words = (locale: Locale, fr: string, en: string) => (locale === 'fr' ? fr : en);

function pointsCsv(rows: number): string {
  const lines = ['id;nom;lon;lat'];
  for (let i = 1; i <= rows; i += 1)
    lines.push(`${i};Arrêt ${i};${(-52.4 + i / 1000).toFixed(4)};${(4.9 + i / 1000).toFixed(4)}`);
  return `${lines.join('\n')}\n`;
}

const square = (x: number, y: number) => [
  [
    [x, y],
    [x + 0.01, y],
    [x + 0.01, y + 0.01],
    [x, y + 0.01],
    [x, y],
  ],
];
const PARCELS = JSON.stringify({
  type: 'FeatureCollection',
  features: [1, 2, 3].map((n) => ({
    type: 'Feature',
    properties: { parcelle: `P${n}`, surface: n * 100 },
    geometry: { type: 'Polygon', coordinates: square(-52.3 + n / 50, 4.9) },
  })),
});

async function deposit(page: Page, uploadId: number, name: string, text: string) {
  const answer = await page.request.put(`/fr/resource/file-upload/${uploadId}/`, {
    headers: { 'X-CSRFToken': await csrfToken(page) },
    multipart: { file: csvFile(name, text) },
  });
  expect(answer.status(), await answer.text()).toBe(200);
}

/** A main resource of a fresh CACL dataset made from `file`, processed by the worker. */
async function processed(
  page: Page,
  make: { dataset: (name: string, group?: number) => Promise<number> },
  file: { name: string; text: string },
  expectStatus: 'SUCCESS' | 'FAILURE' = 'SUCCESS',
) {
  const datasetId = await make.dataset(uniqueName('Jeu à prévisualiser'), CACL);
  const name = uniqueName('Données');
  const run = await mainResourceRun(page, datasetId, name, {
    columns: { x: 'lon', y: 'lat' },
    beforeRun: (uploadId) => deposit(page, uploadId, file.name, file.text),
    expectStatus,
  });
  return { datasetId, name, ...run };
}

async function openPreview(page: Page, locale: Locale, datasetId: number, name: string) {
  await page.goto(`/publish/${locale}/data/datasets/${datasetId}/`);
  await page
    .getByRole('link', {
      name: words(locale, `Prévisualiser les données de ${name}`, `Preview the data of ${name}`),
    })
    .click();
  await expect(
    page.getByRole('heading', { level: 1, name: words(locale, `Aperçu de ${name}`, `Preview of ${name}`) }),
  ).toBeVisible();
}

for (const locale of LOCALES) {
  test.describe(`a resource's preview (${locale})`, () => {
    test('a CSV: its typed columns, its rows a page at a time by keyboard, its map', async ({
      make,
      page,
      signInAs,
    }) => {
      test.setTimeout(TASK_TIMEOUT + 30_000);
      await signInAs('producteur');
      const { datasetId, name } = await processed(page, make, { name: 'arrets.csv', text: pointsCsv(45) });
      await openPreview(page, locale, datasetId, name);
      const table = page.getByRole('table', {
        name: words(locale, 'Lignes 1 à 20 sur 45', 'Rows 1 to 20 of 45'),
      });
      await expect(table).toBeVisible();
      await expect(
        table.getByRole('columnheader', { name: words(locale, 'id (entier)', 'id (integer)') }),
      ).toBeVisible();
      await expect(
        table.getByRole('columnheader', { name: words(locale, 'lon (décimal)', 'lon (decimal)') }),
      ).toBeVisible();
      await expect(table.getByRole('cell', { name: 'Arrêt 20', exact: true })).toBeVisible();
      expect(await accessibilityViolations(page)).toEqual([]);

      await page.getByRole('button', { name: words(locale, 'Page suivante', 'Next page') }).focus();
      await page.keyboard.press('Enter');
      await expect(
        page.getByRole('table', { name: words(locale, 'Lignes 21 à 40 sur 45', 'Rows 21 to 40 of 45') }),
      ).toBeVisible();
      await expect(page.getByRole('cell', { name: 'Arrêt 21', exact: true })).toBeVisible();

      await page.getByRole('tab', { name: words(locale, 'Carte', 'Map') }).click();
      await expect(page.getByText(words(locale, '45 objets affichés.', '45 features shown.'))).toBeVisible();
      await expect(page.locator('figure[aria-busy="false"] canvas')).toBeVisible({ timeout: 20_000 });
    });

    test('a GeoJSON layer: its map, a feature selected by keyboard, axe-clean', async ({
      make,
      page,
      signInAs,
    }) => {
      test.setTimeout(TASK_TIMEOUT + 30_000);
      await signInAs('producteur');
      const { datasetId, name } = await processed(page, make, { name: 'parcelles.geojson', text: PARCELS });
      await openPreview(page, locale, datasetId, name);
      await expect(
        page.getByRole('table', { name: words(locale, 'Lignes 1 à 3 sur 3', 'Rows 1 to 3 of 3') }),
      ).toBeVisible();
      const mapTab = page.getByRole('tab', { name: words(locale, 'Carte', 'Map') });
      // The tabs by keyboard: from the selected one, the arrow reaches the map.
      await page.getByRole('tab', { name: words(locale, 'Table', 'Table') }).focus();
      await page.keyboard.press('ArrowRight');
      await expect(mapTab).toHaveAttribute('aria-selected', 'true');
      await expect(page.locator('figure[aria-busy="false"] canvas')).toBeVisible({ timeout: 20_000 });
      await page.getByRole('button', { name: words(locale, 'Objet suivant', 'Next feature') }).focus();
      await page.keyboard.press('Enter');
      await page.keyboard.press('Enter');
      const selected = page.getByRole('region', {
        name: words(locale, 'Objet sélectionné', 'Selected feature'),
      });
      await expect(selected.getByText(words(locale, 'Objet 2 sur 3', 'Feature 2 of 3'))).toBeVisible();
      await expect(selected.getByRole('definition').filter({ hasText: 'P2' })).toBeVisible();
      expect(await accessibilityViolations(page)).toEqual([]);
      // At 320 px the screen still fits: no sideways scrolling of the page.
      await page.setViewportSize({ width: 320, height: 700 });
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(320);
    });

    test('a failed processing: its error and the rows it concerns', async ({ make, page, signInAs }) => {
      test.setTimeout(TASK_TIMEOUT + 30_000);
      await signInAs('producteur');
      const bad = 'id;nom;lon;lat\n1;A;-52.3;4.9\n2;B;abc;4.9\n';
      const { datasetId, name } = await processed(page, make, { name: 'faux.csv', text: bad }, 'FAILURE');
      await openPreview(page, locale, datasetId, name);
      await expect(
        page.getByRole('heading', { name: words(locale, 'Le traitement a échoué', 'The processing failed') }),
      ).toBeVisible();
      await expect(
        page.getByText(words(locale, 'Ligne 3, colonne « lon »', 'Line 3, column "lon"'), { exact: false }),
      ).toBeVisible();
      const rows = page.getByRole('table', {
        name: words(locale, 'Lignes concernées par l’erreur', 'Rows the error concerns'),
      });
      await expect(rows.getByRole('cell', { name: 'abc', exact: true })).toBeVisible();
      expect(await accessibilityViolations(page)).toEqual([]);
    });
  });
}
