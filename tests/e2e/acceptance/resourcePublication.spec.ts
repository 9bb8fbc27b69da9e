import type { Page } from '@playwright/test';
import {
  apiRequest,
  createDatasetThroughApi,
  createHrefResourceThroughApi,
  expect,
  getThroughApi,
  signIn,
  test,
  uniqueName,
} from '../fixtures';

// Issue 27 §4 (sections 3 and 8): the main resource and each annex of a dataset are published and
// unpublished through their link's 'publish-resourcedataset' / 'unpublish-resourcedataset' scenarios;
// a missing scenario says so; who may only view the dataset sees the state, not a switch.

type Link = { id: number; resource_id: number; publish: boolean };

const WORDS = {
  fr: {
    panel: 'Ressource principale et annexes',
    published: 'Publié',
    unpublished: 'Non publié',
    publishedToast: (name: string) => `La publication de la ressource ${name} a été lancée avec succès`,
    unpublishedToast: (name: string) => `La dépublication de la ressource ${name} a été lancée avec succès`,
    noScenarioTitle: 'Aucun scénario trouvé',
    noScenario: 'Aucun scénario de publication de la ressource trouvé',
  },
  en: {
    panel: 'Main resource and annexes',
    noScenarioTitle: 'No scenario found',
    noScenario: 'No resource publication scenario found',
  },
  it: {
    panel: 'Risorsa principale e allegati',
    noScenarioTitle: 'Nessuno scenario trovato',
    noScenario: 'Nessuno scenario di pubblicazione della risorsa trovato',
  },
} as const;

const escaped = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const switchOf = (page: Page, panel: string, name: string) =>
  page.getByRole('region', { name: panel }).getByRole('switch', { name: new RegExp(`— ${escaped(name)}$`) });
const errorToast = (page: Page) => page.getByRole('alert').getByTestId('toast-error');
const successToast = (page: Page) => page.getByRole('status').getByTestId('toast-success');

/** Whether the backend holds the resource's link to the dataset as published. */
async function linkPublished(
  page: Page,
  datasetId: number,
  resourceId: number,
): Promise<boolean | undefined> {
  const links = await getThroughApi<Link[]>(page, `/resource/resource-dataset/?dataset_id=${datasetId}`);
  return links.find((link) => link.resource_id === resourceId)?.publish;
}

/** A dataset of the administrator's with a main resource and an annex, both linked published. */
async function datasetWithResources(page: Page, usergroup?: number) {
  const datasetId = await createDatasetThroughApi(page, uniqueName('Jeu publié par ressource'), usergroup);
  const main = uniqueName('Ressource principale');
  const annex = uniqueName('Annexe');
  const mainId = await createHrefResourceThroughApi(page, datasetId, main, 1);
  const annexId = await createHrefResourceThroughApi(page, datasetId, annex, 2);
  return { datasetId, main, mainId, annex, annexId };
}

test('an annex and the main resource are unpublished and published again', async ({ page, signInAs }) => {
  test.setTimeout(90_000);
  await signInAs('admin');
  const { datasetId, main, mainId, annex, annexId } = await datasetWithResources(page);
  const words = WORDS.fr;
  await page.goto(`/publish/fr/data/datasets/${datasetId}/`);

  for (const [name, id] of [
    [annex, annexId],
    [main, mainId],
  ] as const) {
    const toggle = switchOf(page, words.panel, name);
    await expect(toggle).toHaveAttribute('aria-checked', 'true');
    await expect(toggle).toHaveAccessibleName(`${words.published} — ${name}`);

    await toggle.click();
    await expect(successToast(page).filter({ hasText: words.unpublishedToast(name) })).toBeVisible();
    await expect.poll(() => linkPublished(page, datasetId, id), { timeout: 20_000 }).toBe(false);
    await expect(toggle).toHaveAttribute('aria-checked', 'false');
    await expect(toggle).toHaveAccessibleName(`${words.unpublished} — ${name}`);

    await toggle.click();
    await expect(successToast(page).filter({ hasText: words.publishedToast(name) })).toBeVisible();
    await expect.poll(() => linkPublished(page, datasetId, id), { timeout: 20_000 }).toBe(true);
    await expect(toggle).toHaveAttribute('aria-checked', 'true');
  }
  // Each resource was changed on its own: the other stayed published throughout, as the backend says.
  expect(await linkPublished(page, datasetId, annexId)).toBe(true);
  expect(await linkPublished(page, datasetId, mainId)).toBe(true);
});

for (const locale of ['fr', 'en', 'it'] as const) {
  test(`a missing resource publication scenario is said (${locale})`, async ({ page, signInAs }) => {
    await signInAs('admin');
    const { datasetId, annex, annexId } = await datasetWithResources(page);
    // The reference backend always has both scenarios: its list is answered without them, as a
    // platform where they were not installed would answer.
    await page.route(/\/resource\/resource-dataset\/\d+\/_scenarios\/$/, async (route) => {
      const answer = await route.fetch();
      const scenarios = (await answer.json()) as { codename: string }[];
      await route.fulfill({
        response: answer,
        json: scenarios.filter((scenario) => !scenario.codename.endsWith('publish-resourcedataset')),
      });
    });
    const words = WORDS[locale];
    await page.goto(`/publish/${locale}/data/datasets/${datasetId}/`);
    const toggle = switchOf(page, words.panel, annex);
    await toggle.click();
    await expect(errorToast(page)).toContainText(words.noScenarioTitle);
    await expect(errorToast(page)).toContainText(words.noScenario);
    // The switch shows the state the backend still holds.
    await expect(toggle).toHaveAttribute('aria-checked', 'true');
    expect(await linkPublished(page, datasetId, annexId)).toBe(true);
  });
}

test("a refusal of the link's scenarios opens the 403 page", async ({ page, signInAs }) => {
  await signInAs('admin');
  const { datasetId, annex } = await datasetWithResources(page);
  // As when the person's role was withdrawn after the page was shown.
  await page.route(/\/resource\/resource-dataset\/\d+\/_scenarios\/$/, (route) =>
    route.fulfill({
      status: 403,
      json: { detail: "Vous n'avez pas la permission d'effectuer cette action." },
    }),
  );
  await page.goto(`/publish/fr/data/datasets/${datasetId}/`);
  await switchOf(page, WORDS.fr.panel, annex).click();
  await expect(page).toHaveURL(/\/publish\/fr\/access-denied\/$/);
  await expect(errorToast(page)).toHaveCount(0);
});

test('a producteur sees the publication of the resources of a dataset they may only view', async ({
  page,
  signInAs,
}) => {
  await signInAs('admin');
  // An organisation the producteur has no role in (they manage the CACL and the Office de l'Eau).
  const { results } = await getThroughApi<{ results: { usergroup: number }[] }>(
    page,
    `/dataset/datasets/?search=${encodeURIComponent('Pharmacies de garde')}`,
  );
  const cayenne = results[0]?.usergroup;
  expect(cayenne).toBeDefined();
  const { datasetId, main, annex } = await datasetWithResources(page, cayenne);
  const opened = await apiRequest(page, 'PATCH', `/dataset/datasets/${datasetId}/`, {
    default_permission_level: 'consultation',
  });
  expect(opened.status(), await opened.text()).toBe(200);

  await signIn(page, 'producteur');
  const scenarioCalls: string[] = [];
  page.on('request', (request) => {
    if (request.url().includes('/_scenarios/')) scenarioCalls.push(request.url());
  });
  await page.goto(`/publish/fr/data/datasets/${datasetId}/`);
  const panel = page.getByRole('region', { name: WORDS.fr.panel });
  await expect(panel.getByText(main)).toBeVisible({ timeout: 20_000 });
  await expect(panel.getByText(annex)).toBeVisible();
  await expect(panel.getByText(WORDS.fr.published, { exact: true })).toHaveCount(2);
  await expect(panel.getByRole('switch')).toHaveCount(0);
  expect(scenarioCalls).toEqual([]);
});
