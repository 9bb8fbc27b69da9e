import type { Page } from '@playwright/test';
import { reflowFaults } from './a11y/reflowChecks';
import {
  accessibilityViolations,
  apiRequest,
  createDatasetThroughApi,
  expect,
  say,
  screenPath,
  test,
  uniqueName,
} from './fixtures';

// Issue 51 against the reference backend: the dataset page's metadata quality moving as the form
// changes, before saving; the organisation's summary leading to the list filtered on a fix and a
// bulk edit of exactly those datasets; the words in fr, en and it; axe-clean; 320 px wide.

/** The organisation the demo producer and manager both work in (cacl). */
const ORGANISATION = 2;

/** A dataset without keywords, as another client may make it (the API does not require them). */
async function datasetWithoutKeywords(page: Page, name: string): Promise<number> {
  const id = await createDatasetThroughApi(page, name);
  const answer = await apiRequest(page, 'PATCH', `/dataset/datasets/${id}/`, { tags: [] });
  expect(answer.status()).toBe(200);
  return id;
}

async function tagsOf(page: Page, id: number): Promise<string[]> {
  const answer = await apiRequest(page, 'GET', `/dataset/datasets/${id}/`);
  expect(answer.status()).toBe(200);
  return ((await answer.json()) as { tags: string[] }).tags;
}

const qualityPanel = (page: Page) =>
  page.getByRole('region', { name: say('Qualité des métadonnées', 'Metadata quality'), exact: true });

const pointsOf = async (page: Page) =>
  Number(/\d+/.exec((await qualityPanel(page).getByTestId('mqa-points').textContent()) ?? '')?.[0]);

test.describe('metadata quality', () => {
  test('the rating and the fixes move as keywords are typed, before saving', async ({ page, signInAs }) => {
    await signInAs('producteur');
    const id = await datasetWithoutKeywords(page, uniqueName('Qualité'));
    await page.goto(screenPath(`/data/datasets/${id}/`));
    const panel = qualityPanel(page);
    const addKeywords = panel.getByRole('link', { name: say('Ajouter des mots-clés', 'Add keywords') });
    await expect(addKeywords).toBeVisible();
    const before = await pointsOf(page);

    await addKeywords.click();
    const keywords = page.getByRole('combobox', { name: say('Mots-clés', 'Keywords') });
    await expect(keywords).toBeFocused();
    await keywords.fill('hydrologie');
    await keywords.press('Enter');

    await expect(panel.getByTestId('mqa-points')).toContainText(String(before + 30));
    await expect(panel.getByTestId('mqa-change')).toContainText(
      say(
        `Avant enregistrement : ${before} → ${before + 30} points, +30 points avec cette modification`,
        `Before saving: ${before} → ${before + 30} points, +30 points with this edit`,
      ),
    );
    await expect(addKeywords).toHaveCount(0);
    // Nothing was saved: the stored dataset still has no keywords.
    expect(await tagsOf(page, id)).toEqual([]);
    expect(await accessibilityViolations(page, '#metadata-quality')).toEqual([]);
  });

  test("the organisation's fix opens the list filtered on it, and the bulk edit changes exactly those datasets", async ({
    page,
    signInAs,
  }) => {
    await signInAs('gestionnaire');
    const prefix = uniqueName('Sans mots-clés');
    const lacking = [
      await datasetWithoutKeywords(page, `${prefix} un`),
      await datasetWithoutKeywords(page, `${prefix} deux`),
    ];
    const withKeywords = await createDatasetThroughApi(page, `${prefix} trois`);
    const keyword = uniqueName('motcle').toLowerCase();

    await page.goto(screenPath(`/accounts/organisations/${ORGANISATION}/`));
    const summary = page.getByRole('region', {
      name: say('Qualité des métadonnées des jeux de données', 'Metadata quality of the datasets'),
    });
    await expect(
      summary.getByRole('table', {
        name: say(
          'Jeux de données par note MQA (data.europa.eu)',
          'Datasets per MQA rating (data.europa.eu)',
        ),
      }),
    ).toBeVisible();
    expect(await accessibilityViolations(page, '#quality')).toEqual([]);
    // The fix may rank beyond the first five the summary shows of the seeded organisation's.
    const more = summary.getByRole('button', { name: new RegExp(say('^Afficher', '^Show the')) });
    if ((await more.count()) > 0) await more.click();
    await summary.getByRole('link', { name: say('Ajouter des mots-clés', 'Add keywords') }).click();

    await expect(page).toHaveURL(/quality_fix=add_keywords/);
    await expect(
      page
        .getByRole('list', { name: say('Filtres actifs', 'Active filters') })
        .getByText(
          say(
            'Qualité des métadonnées à améliorer : Ajouter des mots-clés',
            'Metadata quality to improve: Add keywords',
          ),
        ),
    ).toBeVisible();
    await page
      .getByRole('searchbox', { name: say('Rechercher des jeux de données', 'Search datasets') })
      .fill(prefix);
    // The search is in the URL (a selection is kept only while the filters stay), both filters hold,
    // and the list shows the two lacking keywords, not the third of the same name.
    await expect(page).toHaveURL(/search=.*quality_fix=add_keywords|quality_fix=add_keywords.*search=/);
    await expect(page.getByRole('row', { name: new RegExp(prefix) })).toHaveCount(2);
    await page
      .getByRole('checkbox', { name: say(`Sélectionner ${prefix} un`, `Select ${prefix} un`) })
      .check();
    await page
      .getByRole('button', { name: say('Sélectionner les 2 correspondants', 'Select all 2 matching') })
      .click();
    await page.getByRole('button', { name: say('Modifier en lot', 'Bulk edit'), exact: true }).click();
    const edit = page.getByRole('dialog');
    await edit.getByRole('textbox', { name: say('Valeur de Mots-clés', 'Value of Keywords') }).fill(keyword);
    await edit.getByRole('button', { name: say('Aperçu', 'Preview') }).click();
    await expect(
      edit.getByText(say('2 jeux de données seront modifiés', '2 datasets will change')),
    ).toBeVisible();
    await edit.getByRole('button', { name: say('Appliquer', 'Apply') }).click();
    await expect(
      page.getByRole('status').filter({ hasText: say('2 jeux de données modifiés', '2 datasets changed') }),
    ).toBeVisible();
    for (const id of lacking) expect(await tagsOf(page, id)).toEqual([keyword]);
    expect(await tagsOf(page, withKeywords)).toEqual(['test']);
  });

  test('speaks French, English and Italian, and fits 320 px without sideways scrolling', async ({
    page,
    signInAs,
  }) => {
    await signInAs('producteur');
    const id = await datasetWithoutKeywords(page, uniqueName('Qualité langues'));
    // A licence and categories, whose labels the scores map to the EU vocabularies: the browser maps
    // the stored labels, as the server does, whatever the interface's language.
    const patched = await apiRequest(page, 'PATCH', `/dataset/datasets/${id}/`, {
      license: 1,
      categories: [1, 2],
    });
    expect(patched.status()).toBe(200);
    const quality = await apiRequest(page, 'GET', `/dataset/datasets/${id}/quality/`);
    const stored = ((await quality.json()) as { mqa: { points: number } }).mqa.points;
    await page.setViewportSize({ width: 320, height: 800 });
    for (const [locale, title, fix] of [
      ['fr', 'Qualité des métadonnées', 'Ajouter des mots-clés'],
      ['en', 'Metadata quality', 'Add keywords'],
      ['it', 'Qualità dei metadati', 'Aggiungere parole chiave'],
    ] as const) {
      await page.goto(`/publish/${locale}/data/datasets/${id}/`);
      const panel = page.getByRole('region', { name: title, exact: true });
      await expect(panel.getByRole('link', { name: fix })).toBeVisible();
      await expect(panel.getByTestId('mqa-points')).toContainText(`${stored} `);
      await panel.scrollIntoViewIfNeeded();
      expect(await reflowFaults(page), locale).toEqual([]);
    }
  });
});
