import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Page } from '@playwright/test';
import { type FixtureCatalogues, serveFixtureCatalogues } from './fixtureCatalogues';
import {
  accessibilityViolations,
  apiRequest,
  contractClient,
  csvFile,
  expect,
  indexerTypeId,
  type Made,
  mainResourceRun,
  say,
  screenPath,
  test,
  uniqueName,
} from './fixtures';
import { csrfToken } from './support/contract';

// Issue 32 against the reference backend: what needs attention, a task's insight and repairs, and the
// health strips. The e2e server runs with STUCK_FLOOR_SECONDS=2 (scripts/e2e-server.mjs), so a task
// is "probably stuck" after 12 s without history, 2 s at least with it.

/** The Mobility group (user-group type), where the account administrator holds role 2. */
const MOBILITY = 12;
/** The CACL, where the demo data publisher (producteur) holds role 1; sjoseph publishes for the CCOG. */
const CACL = 2;
const TASK_TIMEOUT = 60_000;

const BAD_CSV = 'nom;lon;lat\nA;abc;def\nB;-52.3;pas un nombre\n';
const GOOD_CSV = 'nom;lon;lat\nPlace des Palmistes;-52.3335;4.9372\nRémire centre;-52.2756;4.8886\n';

/** Signs the browser in as a seeded person (password: the user name), e.g. beyond the demo accounts. */
async function signInAsSeeded(page: Page, username: string) {
  const answer = await page.request.post('/fr/login/signin/', { data: { username, password: username } });
  expect(answer.status(), `sign in as ${username}`).toBe(200);
}

/** Deposits (or replaces) the file of a file-upload record, as the resource dialog does. */
async function depositFile(page: Page, uploadId: number, text: string) {
  const answer = await page.request.put(`/fr/resource/file-upload/${uploadId}/`, {
    headers: { 'X-CSRFToken': await csrfToken(page) },
    multipart: { file: csvFile('points.csv', text) },
  });
  expect(answer.status(), await answer.text()).toBe(200);
}

/** A main resource of the dataset from a CSV whose coordinates are not numbers: its task ends in FAILURE. */
const failedCsvResource = (page: Page, datasetId: number, name: string) =>
  mainResourceRun(page, datasetId, name, {
    columns: { x: 'lon', y: 'lat' },
    beforeRun: (uploadId) => depositFile(page, uploadId, BAD_CSV),
  });

/** An indexer of the Mobility group harvesting `url` (a CKAN site); deleted when the test ends. */
async function mobilityIndexer(make: Made, page: Page, name: string, url: string) {
  return make.indexer({
    type: await indexerTypeId(contractClient(page), 'ckan'),
    name,
    url,
    command: 'harvest',
    scheduler: 1,
    url_pattern: null,
    usergroup_id: MOBILITY,
  });
}

/**
 * A CKAN site that answers at once with no record until `hold()`; from then on it answers each page
 * after 3 s and always has more pages of records without an identifier (skipped, so nothing is made):
 * a harvest of it runs until it is stopped.
 */
async function serveSlowCatalogue() {
  const held = new Set<NodeJS.Timeout>();
  let holding = false;
  const server: Server = createServer((request, response) => {
    const rows = Number(new URL(request.url ?? '/', 'http://x').searchParams.get('rows') ?? 10);
    const answer = (count: number, length: number) => {
      const results = Array.from({ length }, () => ({ notes: 'Fiche sans identifiant' }));
      response.writeHead(200, { 'Content-Type': 'application/json' });
      response.end(JSON.stringify({ success: true, result: { count, results } }));
    };
    if (!holding) return answer(0, 0);
    const timer = setTimeout(() => {
      held.delete(timer);
      answer(1_000_000, rows);
    }, 3000);
    held.add(timer);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/api/3/action/`,
    hold: () => {
      holding = true;
    },
    close: () =>
      new Promise<void>((resolve) => {
        for (const timer of held) clearTimeout(timer);
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

/**
 * The server judges how long a harvest takes from the last successful runs of the same indexer
 * once there are three (taskDurations.ts); the seed's other harvests, of 45 s, then do not count.
 */
const HISTORY_RUNS = 3;

const attention = (page: Page) => page.getByRole('region', { name: say('À traiter', 'Needs attention') });
const confirmDialog = (page: Page) => page.getByRole('dialog');
const confirm = (page: Page) =>
  confirmDialog(page)
    .getByRole('button', { name: say('Confirmer', 'Confirm') })
    .click();

let catalogues: FixtureCatalogues;
test.beforeAll(async () => {
  catalogues = await serveFixtureCatalogues();
});
test.afterAll(async () => {
  await catalogues.close();
});

test.describe('task care', () => {
  test('a failed CSV task needs attention for its producteur only; re-run after a new file it succeeds', async ({
    make,
    page,
    signInAs,
  }) => {
    test.setTimeout(TASK_TIMEOUT + 60_000);
    await signInAs('producteur');
    const datasetId = await make.dataset(uniqueName('Jeu à relancer'), CACL);
    const name = uniqueName('Points faux');
    const { uploadId, taskId } = await failedCsvResource(page, datasetId, name);

    await page.goto(screenPath('/data/'));
    const entry = attention(page).getByRole('link', { name, exact: true });
    await expect(entry).toHaveAttribute('href', screenPath(`/data/tasks/${taskId}/`));
    expect(await accessibilityViolations(page)).toEqual([]);

    // A data publisher of another organisation does not see it.
    await signInAsSeeded(page, 'sjoseph');
    await page.goto(screenPath('/data/'));
    await expect(attention(page)).toBeVisible();
    await expect(attention(page).getByRole('status')).toHaveCount(0);
    await expect(attention(page).getByRole('link', { name, exact: true })).toHaveCount(0);

    await signInAs('producteur');
    await page.goto(screenPath('/data/'));
    await attention(page).getByRole('link', { name, exact: true }).click();
    await expect(page).toHaveURL(new RegExp(`/data/tasks/${taskId}/$`));
    const insight = page.getByRole('region', { name: say('Ce que fait cette tâche', 'What this task does') });
    await expect(
      insight.getByRole('heading', { name: say('Ce qu’elle a laissé cassé', 'What it left broken') }),
    ).toBeVisible();
    expect(await accessibilityViolations(page)).toEqual([]);

    await depositFile(page, uploadId, GOOD_CSV);
    await page
      .getByRole('button', { name: say('Relancer depuis l’étape en échec', 'Re-run from the failed step') })
      .click();
    await expect(confirmDialog(page)).toContainText(
      say(`Relancer la tâche ${taskId}`, `Re-run task ${taskId}`),
    );
    await confirm(page);
    await expect(page).not.toHaveURL(new RegExp(`/data/tasks/${taskId}/$`));
    await expect(
      page.getByRole('link', { name: say(`Relance de la tâche ${taskId}`, `Re-run of task ${taskId}`) }),
    ).toBeVisible();
    await expect(page.getByRole('definition').filter({ hasText: say('Réussie', 'Succeeded') })).toBeVisible({
      timeout: TASK_TIMEOUT,
    });
  });

  test('a task held by a slow catalogue shows "probably stuck" and can be stopped', async ({
    make,
    page,
    signInAs,
  }) => {
    test.setTimeout(90_000);
    await signInAs('admin');
    const slow = await serveSlowCatalogue();
    try {
      const name = uniqueName('Catalogue lent');
      const id = await mobilityIndexer(make, page, name, slow.url);
      // Quick runs make this indexer's history: stuck after the 2 s floor.
      const run = (asynchrone: boolean) =>
        apiRequest(page, 'POST', `/indexer/remote-api-indexes/${id}/run/?asynchrone=${asynchrone}`);
      for (let quick = 0; quick < HISTORY_RUNS; quick += 1) expect((await run(false)).status()).toBe(202);
      slow.hold();
      const started = await run(true);
      expect(started.status(), await started.text()).toBe(202);
      const { task_id: taskId } = (await started.json()) as { task_id: number };
      await expect
        .poll(
          async () => {
            const report = (await (await apiRequest(page, 'GET', '/dashboard/attention/')).json()) as {
              results: { reasons: { kind: string; task_id: number | null }[] }[];
            };
            return report.results
              .flatMap((entry) => entry.reasons)
              .some((item) => item.kind === 'stuck_task' && item.task_id === taskId);
          },
          { timeout: 30_000 },
        )
        .toBe(true);

      await page.goto(screenPath('/data/'));
      const entry = attention(page)
        .getByRole('listitem')
        .filter({ has: page.getByRole('link', { name }) });
      await expect(entry).toContainText(
        say('Probablement bloquée : en cours depuis', 'Probably stuck: running for'),
      );
      await entry.getByRole('link', { name }).click();
      await expect(page).toHaveURL(new RegExp(`/data/tasks/${taskId}/$`));
      await expect(
        page.getByText(say('Probablement bloquée : en cours depuis', 'Probably stuck: running for')),
      ).toBeVisible();
      await page.getByRole('button', { name: say('Arrêter', 'Stop'), exact: true }).click();
      await confirm(page);
      await expect(page.getByRole('definition').filter({ hasText: say('Arrêtée', 'Stopped') })).toBeVisible({
        timeout: 20_000,
      });
      await expect(page.getByRole('button', { name: say('Arrêter', 'Stop'), exact: true })).toHaveCount(0);
    } finally {
      await slow.close();
    }
  });

  test('a harvester whose remote is broken shows red on the indexer list (in French and in English) and the task list', async ({
    make,
    page,
    signInAs,
  }) => {
    await signInAs('gestionnaire');
    const name = uniqueName('Catalogue injoignable');
    const id = await mobilityIndexer(make, page, name, catalogues.unreachableUrl);
    const run = await apiRequest(page, 'POST', `/indexer/remote-api-indexes/${id}/run/?asynchrone=false`);
    expect(run.status(), await run.text()).toBe(202);

    for (const [locale, label] of [
      ['fr', 'Dernière exécution : Échouée'],
      ['en', 'Last run: Failed'],
    ] as const) {
      await page.goto(`/publish/${locale}/accounts/groups/${MOBILITY}/`);
      const row = page.getByRole('row').filter({ has: page.getByRole('link', { name, exact: true }) });
      const strip = row.getByRole('img', { name: label });
      await expect(strip).toBeVisible();
      await expect(strip.locator('[data-outcome="failure"]')).toHaveCount(1);
      await expect(strip.locator('[data-outcome]').first()).toHaveClass(/bg-red-700/);
    }
    // The task list shows the same strip for each task's source.
    await page.goto(screenPath(`/data/tasks/?search=${encodeURIComponent(name)}`));
    await expect(
      page
        .getByRole('row')
        .getByRole('img', { name: say('Dernière exécution : Échouée', 'Last run: Failed') }),
    ).toBeVisible();
  });
});
