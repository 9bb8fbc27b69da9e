import { accountsPath, apiRequest, expect, test, uniqueSuffix } from '../fixtures';
import { HOSTILE_PAYLOADS, RICH_TEXT_PAYLOADS, unsafeMarkup, watchForInjection } from './hostilePayloads';

// Stored XSS: hostile text written through the API (as another client, an old row or a harvested
// catalogue could hold it), then opened in the app's lists, detail and edit screens. Nothing runs, the
// Content-Security-Policy never has to block anything (no hostile element is built at all), no element
// carries an on… attribute or a javascript: address, and the text around the payloads is still shown.

/** Every rich-text payload, each followed by a word that must stay visible. */
const hostileDescription = RICH_TEXT_PAYLOADS.map(
  ([, payload], index) => `<p>visible${index}</p>${payload}`,
).join('');
/** The script and markup payloads of the forms, as plain text in names. */
const hostileName = (marker: string) =>
  `${marker} ${HOSTILE_PAYLOADS.slice(4)
    .map(([, payload]) => payload)
    .join(' ')}`;

async function expectNothingRan(
  page: import('@playwright/test').Page,
  watch: { check: () => Promise<string[]> },
  where: string,
) {
  // The lazy editor and the lists settle before the DOM is read.
  await page.waitForLoadState('networkidle');
  expect(await watch.check(), `${where}: scripts, dialogs or CSP violations`).toEqual([]);
  expect(await unsafeMarkup(page), `${where}: markup that could run`).toEqual([]);
}

/** The accounts screens of an organisation and of a user group: their list and detail paths. */
const accountsScreens = { organisation: 'organisations', group: 'groups' } as const;

/**
 * Once `response` has created the hostile `kind` (201), opens its list searched for the marker and then
 * its detail page: each shows the marker and runs nothing. `onDetail` checks more on the detail page
 * before it is read.
 */
async function expectListAndDetailClean(
  page: import('@playwright/test').Page,
  watch: { check: () => Promise<string[]> },
  response: import('@playwright/test').APIResponse,
  marker: string,
  kind: keyof typeof accountsScreens,
  onDetail?: () => Promise<void>,
) {
  expect(response.status(), await response.text()).toBe(201);
  const { id } = (await response.json()) as { id: number };
  const screens = accountsScreens[kind];

  await page.goto(accountsPath(`${screens}/?search=${marker}`));
  await expect(page.getByText(marker).first()).toBeVisible();
  await expectNothingRan(page, watch, `${kind} list`);

  await page.goto(accountsPath(`${screens}/${id}/`));
  await expect(page.getByRole('heading', { level: 1 })).toContainText(marker);
  await onDetail?.();
  await expectNothingRan(page, watch, `${kind} page`);
}

async function createHostileDataset(page: import('@playwright/test').Page, marker: string) {
  const response = await apiRequest(page, 'POST', '/dataset/datasets/', {
    display_name: hostileName(marker),
    description: hostileDescription,
    tags: ['<img src=x onerror="window.__xss=100">', `"><svg onload=window.__xss=101>`],
    topics: [1],
    kinds: [1],
    usergroup: 2,
    publication_date: '2026-01-01',
    last_update_date: '2026-01-02',
    update_frequency: 1,
    recommended_usage: '<script>window.__xss=102</script>',
  });
  expect(response.status(), await response.text()).toBe(201);
  return (await response.json()) as { id: number; description: string };
}

test.describe('stored XSS', () => {
  test('a dataset with hostile text: list, detail and edit form with the advanced editor', async ({
    page,
    signInAs,
  }) => {
    test.setTimeout(120_000);
    await signInAs('admin');
    const watch = await watchForInjection(page);
    const marker = `xss${uniqueSuffix()}`;
    const dataset = await createHostileDataset(page, marker);

    await page.goto(`/publish/fr/data/datasets/?search=${marker}`);
    await expect(page.getByRole('link', { name: new RegExp(marker) }).first()).toBeVisible();
    await expectNothingRan(page, watch, 'dataset list');

    await page.goto(`/publish/fr/data/datasets/${dataset.id}/`);
    await expect(page.getByRole('heading', { level: 1 })).toContainText(marker);
    // The description holds markup: the advanced editor opens with the words around the payloads.
    const editor = page.getByRole('textbox', { name: 'Description', exact: true });
    await expect(editor).toContainText('visible0', { timeout: 20_000 });
    await expect(editor).toContainText(`visible${RICH_TEXT_PAYLOADS.length - 1}`);
    await expect(page.getByRole('textbox', { name: 'Nom', exact: true })).toHaveValue(hostileName(marker));
    await expectNothingRan(page, watch, 'dataset page');

    // Saved without touching the description: still clean.
    await page.getByRole('button', { name: 'Enregistrer le jeu de données' }).click();
    await expect(page.getByText(/a été mis à jour/)).toBeVisible({ timeout: 20_000 });
    await expectNothingRan(page, watch, 'dataset page after saving');
  });

  test('a dirty description served by a backend that does not clean it is cleaned by the app', async ({
    page,
    signInAs,
  }) => {
    // The reference backend stores descriptions clean; older rows or another backend may not. The
    // answer is rewritten here to carry the raw payloads, so that the app's own sanitiser is what is seen.
    test.setTimeout(120_000);
    await signInAs('admin');
    const watch = await watchForInjection(page);
    const marker = `raw${uniqueSuffix()}`;
    const dataset = await createHostileDataset(page, marker);
    await page.route(`**/fr/dataset/datasets/${dataset.id}/`, async (route) => {
      if (route.request().method() !== 'GET') return route.fallback();
      const response = await route.fetch();
      const body = (await response.json()) as { description: string };
      await route.fulfill({ response, json: { ...body, description: hostileDescription } });
    });
    await page.goto(`/publish/fr/data/datasets/${dataset.id}/`);
    const editor = page.getByRole('textbox', { name: 'Description', exact: true });
    await expect(editor).toContainText('visible0', { timeout: 20_000 });
    await expect(editor).toContainText(`visible${RICH_TEXT_PAYLOADS.length - 1}`);
    await expectNothingRan(page, watch, 'dataset page with a raw description');
  });

  test('an organisation with hostile text: list and detail', async ({ page, signInAs }) => {
    test.setTimeout(90_000);
    await signInAs('admin');
    const watch = await watchForInjection(page);
    const marker = `org${uniqueSuffix()}`;
    const types = await (await apiRequest(page, 'GET', '/organisation/organisation-types/')).json();
    const response = await apiRequest(page, 'POST', '/organisation/organisations/', {
      display_name: hostileName(marker),
      organisation_type: (types as { id: number }[])[0]?.id,
      status: 2,
      acronym: '<svg onload=window.__xss=200>',
      description: hostileDescription,
      postal_address: '<img src=x onerror="window.__xss=201">',
    });
    await expectListAndDetailClean(page, watch, response, marker, 'organisation', async () => {
      // Plain text: the markup is shown as typed, as text.
      await expect(page.getByRole('textbox', { name: 'Description', exact: true })).toHaveValue(
        hostileDescription,
      );
    });
  });

  test('a user group with hostile text: list and detail', async ({ page, signInAs }) => {
    test.setTimeout(90_000);
    await signInAs('admin');
    const watch = await watchForInjection(page);
    const marker = `grp${uniqueSuffix()}`;
    const response = await apiRequest(page, 'POST', '/usergroup/user-groups/', {
      name: `${marker}-<img src=x onerror=window.__xss=300>`,
      display_name: hostileName(marker),
      description: hostileDescription,
      usergroup_type: 'user-group',
      status: 2,
    });
    await expectListAndDetailClean(page, watch, response, marker, 'group');
  });
});
