import type { Page } from '@playwright/test';
import { apiRequest, csvFile, expect, mainResourceRun, test, uniqueName } from './fixtures';
import { csrfToken } from './support/contract';

// Issue 48, honest about state (acceptance audit 2026-12-06 B1 and B4, usability audit U8), in French
// and in English: after a successful re-run the dataset page shows no failure and the repaired task
// offers no re-run; "needs attention" lists one dated entry per object, folds the datasets without a
// main resource into a count, acknowledges a selection and leads to the latest tasks.

const CACL = 2;
const TASK_TIMEOUT = 60_000;
const BAD_CSV = 'nom;lon;lat\nA;abc;def\nB;-52.3;pas un nombre\n';
const GOOD_CSV = 'nom;lon;lat\nPlace des Palmistes;-52.3335;4.9372\nRémire centre;-52.2756;4.8886\n';

const LOCALES = ['fr', 'en'] as const;
type Locale = (typeof LOCALES)[number];
const words = (locale: Locale, fr: string, en: string) => (locale === 'fr' ? fr : en);
const path = (locale: Locale, screen: string) => `/publish/${locale}${screen}`;

async function depositFile(page: Page, uploadId: number, text: string) {
  const answer = await page.request.put(`/fr/resource/file-upload/${uploadId}/`, {
    headers: { 'X-CSRFToken': await csrfToken(page) },
    multipart: { file: csvFile('points.csv', text) },
  });
  expect(answer.status(), await answer.text()).toBe(200);
}

/** A main resource of a fresh CACL dataset whose CSV holds coordinates that are not numbers: its task failed. */
async function failedResource(
  page: Page,
  make: { dataset: (name: string, group?: number) => Promise<number> },
) {
  const datasetId = await make.dataset(uniqueName('Jeu honnête'), CACL);
  const name = uniqueName('Points faux');
  const run = await mainResourceRun(page, datasetId, name, {
    columns: { x: 'lon', y: 'lat' },
    beforeRun: (uploadId) => depositFile(page, uploadId, BAD_CSV),
  });
  return { datasetId, name, ...run };
}

for (const locale of LOCALES) {
  test.describe(`honest about state (${locale})`, () => {
    test('B1, B4: after a successful re-run the dataset page shows no failure and the task offers no re-run', async ({
      make,
      page,
      signInAs,
    }) => {
      test.setTimeout(TASK_TIMEOUT + 60_000);
      await signInAs('producteur');
      const { datasetId, name, uploadId, taskId } = await failedResource(page, make);
      const failed = words(locale, 'Opération échouée', 'Operation failed');
      await page.goto(path(locale, `/data/datasets/${datasetId}/`));
      await expect(page.getByText(failed, { exact: true })).toBeVisible();

      await depositFile(page, uploadId, GOOD_CSV);
      await page.goto(path(locale, `/data/tasks/${taskId}/`));
      await page
        .getByRole('button', {
          name: words(locale, 'Relancer depuis l’étape en échec', 'Re-run from the failed step'),
        })
        .click();
      await page
        .getByRole('dialog')
        .getByRole('button', { name: words(locale, 'Confirmer', 'Confirm') })
        .click();
      await expect(page).not.toHaveURL(new RegExp(`/data/tasks/${taskId}/$`));
      await expect(
        page.getByRole('definition').filter({ hasText: words(locale, 'Réussie', 'Succeeded') }),
      ).toBeVisible({ timeout: TASK_TIMEOUT });

      await page.goto(path(locale, `/data/datasets/${datasetId}/`));
      await expect(page.getByText(name, { exact: true }).first()).toBeVisible();
      await expect(page.getByText(failed, { exact: true })).toHaveCount(0);

      // B4: the repaired task offers no re-run, and the server refuses one.
      await page.goto(path(locale, `/data/tasks/${taskId}/`));
      await expect(
        page.getByRole('region', { name: words(locale, 'Ce que fait cette tâche', 'What this task does') }),
      ).toBeVisible();
      await expect(page.getByRole('button', { name: words(locale, 'Relancer', 'Re-run') })).toHaveCount(0);
      const refused = await apiRequest(page, 'POST', `/dashboard/task-queue-track/${taskId}/rerun/`);
      expect(refused.status()).toBe(400);
    });

    test('U8: one dated entry per object, the datasets without a main resource folded, a selection acknowledged', async ({
      make,
      page,
      signInAs,
    }) => {
      test.setTimeout(TASK_TIMEOUT + 60_000);
      await signInAs('gestionnaire');
      const first = await failedResource(page, make);
      const second = await failedResource(page, make);
      // A dataset without a main resource of the gestionnaire's organisation.
      await make.dataset(uniqueName('Jeu sans ressource'), CACL);

      await page.goto(path(locale, '/data/'));
      const inbox = page.getByRole('region', { name: words(locale, 'À traiter', 'Needs attention') });
      const list = inbox.getByRole('list', {
        name: words(locale, 'Points à traiter', 'Entries that need attention'),
      });
      const entryOf = (task: string) =>
        list.locator(':scope > li').filter({ has: page.getByRole('link', { name: task, exact: true }) });
      await expect(entryOf(first.name)).toHaveCount(1);
      await expect(entryOf(second.name)).toHaveCount(1);
      // Dated, and the entry opens the dataset.
      await expect(entryOf(first.name).locator('time').first()).toBeVisible();
      await expect(entryOf(first.name).getByRole('link').first()).toHaveAttribute(
        'href',
        path(locale, `/data/datasets/${first.datasetId}/`),
      );
      // Folded: counted, listed on demand.
      const kind = words(
        locale,
        'Jeux de données sans ressource principale',
        'Datasets without a main resource',
      );
      await expect(inbox.getByText(new RegExp(kind))).not.toHaveCount(0);
      // The latest tasks are one link away.
      await inbox
        .getByRole('link', { name: words(locale, 'Aller aux dernières tâches', 'Go to the latest tasks') })
        .click();
      await expect(page).toHaveURL(/#latest-tasks$/);

      const select = (task: { datasetId: number }) =>
        list
          .locator(':scope > li')
          .filter({ has: page.locator(`a[href$="/data/datasets/${task.datasetId}/"]`) })
          .getByRole('checkbox');
      await select(first).check();
      await select(second).check();
      await inbox
        .getByRole('button', {
          name: words(locale, 'Acquitter la sélection (2)', 'Acknowledge the selection (2)'),
        })
        .click();
      await page
        .getByRole('dialog')
        .getByRole('button', { name: words(locale, 'Confirmer', 'Confirm') })
        .click();
      await expect(entryOf(first.name)).toHaveCount(0);
      await expect(entryOf(second.name)).toHaveCount(0);
    });
  });
}
