import type { Page, Route } from '@playwright/test';
import { TASK_ACTIONS, TASK_STATUSES, TASK_STEPS } from '../../src/domain/tasks/taskCodes.ts';
import { navigateInApp, settled } from './a11y/screenChecks';
import { createScreenData, type ScreenData } from './a11y/screenData';
import { screens } from './a11y/screens';
import { expect, signIn, test } from './fixtures';

// Issue 48, "Words, not codes": people read what the platform did in their language. Every screen, in
// each interface language, is searched for a code the server sends (a task action or scenario, a
// step, a status: read from the code tables, not retyped) shown where its label is due. The code a
// person may open for support (`[data-support-code]`) is left out.

const CODES: readonly string[] = [...TASK_ACTIONS, ...TASK_STEPS, ...TASK_STATUSES];

/** The visible texts that are a code, or that quote one ("read", « read », “read”). */
function codesShown(page: Page): Promise<{ code: string; text: string }[]> {
  return page.evaluate((codes) => {
    const found: { code: string; text: string }[] = [];
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const parent = node.parentElement;
      if (!parent || parent.closest('[data-support-code], script, style, noscript')) continue;
      if (!parent.checkVisibility({ visibilityProperty: true })) continue;
      const text = (node.textContent ?? '').trim();
      for (const code of codes) {
        const quoted = [`"${code}"`, `« ${code} »`, `«${code}»`, `“${code}”`, `'${code}'`];
        if (text === code || quoted.some((form) => text.includes(form))) found.push({ code, text });
      }
    }
    return found;
  }, CODES);
}

let data: ScreenData;

test.beforeAll(async ({ browser }) => {
  const page = await browser.newPage();
  await signIn(page, 'admin');
  data = await createScreenData(page);
  await page.close();
});

for (const locale of ['fr', 'en', 'it'] as const) {
  test(`every screen in ${locale} names actions, steps, scenarios and states in words`, async ({ page }) => {
    test.setTimeout(300_000);
    await signIn(page, 'admin');
    const seen: string[] = [];
    for (const [index, screen] of screens.entries()) {
      const path = `/publish/${locale}/${screen.path(data)}`;
      if (index === 0 || screen.reload) await page.goto(path);
      else await navigateInApp(page, path);
      await settled(page);
      for (const { code, text } of await codesShown(page)) seen.push(`${screen.name}: ${code} in "${text}"`);
    }
    // The task page of a harvest: its action and steps.
    const harvests = await page.request.get(
      '/fr/dashboard/task-queue-track/?object_class=remoteapiindex&page_size=1',
    );
    const harvest = ((await harvests.json()) as { results: { id: number }[] }).results[0];
    if (harvest) {
      await navigateInApp(page, `/publish/${locale}/data/tasks/${harvest.id}/`);
      await settled(page);
      for (const { code, text } of await codesShown(page)) seen.push(`harvest task: ${code} in "${text}"`);
    }
    expect(seen).toEqual([]);
  });
}

const words = {
  fr: {
    urlReference: 'Référence URL',
    name: 'Nom',
    create: 'Créer la ressource',
    dialog: 'Ajouter la ressource principale',
    running: 'Exécution du scénario de création « Vérification de l’URL »…',
    choice: 'Choisissez le scénario de création à exécuter',
    strip: '2 dernières exécutions : 1 réussie, 1 en échec',
    notFoundHome: 'Aller à l’accueil',
    deniedHome: 'Retour à l’accueil',
  },
  en: {
    urlReference: 'URL reference',
    name: 'Name',
    create: 'Create the resource',
    dialog: 'Add the main resource',
    running: 'Running the creation scenario “Check of the URL”…',
    choice: 'Choose the creation scenario to run',
    strip: 'Last 2 runs: 1 succeeded, 1 failed',
    notFoundHome: 'Go to the home page',
    deniedHome: 'Back to the home page',
  },
} as const;

for (const locale of ['fr', 'en'] as const) {
  const say = words[locale];

  test(`a new resource's only scenario runs without a choice, named by its label (${locale}, U4)`, async ({
    page,
    make,
  }) => {
    await signIn(page, 'admin');
    const datasetId = await make.dataset(`Jeu à un scénario ${Date.now()}`);
    // The run is held so the dialog can be read while the scenario is launched.
    const held: Route[] = [];
    await page.route(
      (url) => /\/resource\/href\/\d+\/_scenarios\/\d+\/run\/$/.test(url.pathname),
      (route) => void held.push(route),
    );
    await page.goto(`/publish/${locale}/data/datasets/${datasetId}/?resource=new-main`);
    const dialog = page.getByRole('dialog', { name: say.dialog });
    await dialog.getByRole('radio', { name: say.urlReference, exact: true }).check();
    await dialog.getByRole('textbox', { name: 'URL', exact: true }).fill('https://data.example.fr/gares.csv');
    await dialog.getByRole('textbox', { name: say.name, exact: true }).fill(`Gares ${Date.now()}`);
    await dialog.getByRole('button', { name: say.create }).click();
    await expect(dialog.getByRole('status').filter({ hasText: say.running })).toBeVisible();
    await expect(dialog.getByRole('group', { name: say.choice })).toHaveCount(0);
    await expect.poll(() => held.length).toBe(1);
    await held[0]?.continue();
    await expect(dialog).toBeHidden();
  });

  test(`the health strips agree their words with the counts (${locale}, B5)`, async ({ page }) => {
    await signIn(page, 'gestionnaire');
    // Two runs of each source, one failed and one succeeded: the strip says "1 réussie".
    await page.route(
      (url) => url.pathname.endsWith('/dashboard/task-health/'),
      async (route) => {
        const response = await route.fetch();
        const { results } = (await response.json()) as { results: { runs: unknown[] }[] };
        const runs = [
          { id: 2, status: 'FAILURE', end_date: '2026-12-01T10:00:00Z' },
          { id: 1, status: 'SUCCESS', end_date: '2026-11-30T10:00:00Z' },
        ];
        await route.fulfill({ response, json: { results: results.map((source) => ({ ...source, runs })) } });
      },
    );
    await page.goto(`/publish/${locale}/data/tasks/`);
    await expect(page.getByRole('img', { name: say.strip }).first()).toBeVisible();
  });

  test(`the not-found and access-denied pages say where they lead (${locale}, U17)`, async ({ page }) => {
    await signIn(page, 'producteur');
    await page.goto(`/publish/${locale}/not-found/`);
    await page.getByRole('link', { name: say.notFoundHome }).click();
    await expect(page).toHaveURL(new RegExp(`/publish/${locale}/home/$`));
    await page.goto(`/publish/${locale}/accounts/users/`);
    await expect(page).toHaveURL(new RegExp(`/publish/${locale}/access-denied/$`));
    await page.getByRole('link', { name: say.deniedHome }).click();
    await expect(page).toHaveURL(new RegExp(`/publish/${locale}/home/$`));
  });
}

test('the demo data’s task errors are in the interface’s language (B6)', async ({ page }) => {
  await signIn(page, 'admin');
  // The demo's failed harvest, not one another test of the shared server made fail meanwhile.
  const answer = await page.request.get(
    '/en/dashboard/task-queue-track/?object_class=remoteapiindex&status__in=FAILURE&ordering=id&page_size=100',
  );
  const failed = ((await answer.json()) as { results: { id: number }[] }).results.find((task) =>
    JSON.stringify(task).includes('503 Service Unavailable'),
  );
  expect(failed, 'the demo has a harvest that failed on a 503').toBeTruthy();
  await page.goto(`/publish/en/data/tasks/${failed?.id}/`);
  await expect(page.getByText('The remote catalogue answered 503 Service Unavailable.')).toBeVisible();
  await expect(page.getByText(/Le catalogue distant/)).toHaveCount(0);
  // The inbox of the data manager: no French sentence among the English ones.
  await page.goto('/publish/en/home/');
  await expect(page.getByRole('heading', { name: 'Needs attention' }).first()).toBeVisible();
  await expect(page.getByText(/Le fichier n’est pas|n’est pas encodé|Le catalogue distant/)).toHaveCount(0);
});
