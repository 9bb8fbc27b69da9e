import type { Locator, Page } from '@playwright/test';
import { expect, screenPath, startDatasetTask, test, uniqueName } from '../fixtures';

// Issue 47 (WCAG 4.1.3, RGAA 7.5 and 12.8): what a sighted person sees change is said in a live region,
// a failed save says what failed and what is kept until dismissed, and focus goes on from where the
// person acted: here in a real browser, as a screen reader reads the page.

/** The page's polite live region (the toasts' and the announcements'), where the text is said once. */
const politeRegion = (page: Page) => page.locator('#toast-region [role=status]');

/** What holds the focus: nothing but the page itself is a lost focus. */
const focusIsOnThePage = (page: Page) =>
  page.evaluate(() => document.activeElement === null || document.activeElement === document.body);

/** Whether `toast` covers any button or link the person can see, by the boxes drawn. */
async function coveredControls(page: Page, toast: Locator): Promise<string[]> {
  const box = await toast.boundingBox();
  if (!box) return [];
  return page.evaluate((area) => {
    const covered: string[] = [];
    for (const control of document.querySelectorAll<HTMLElement>('#main button, #main a[href]')) {
      const rect = control.getBoundingClientRect();
      if (rect.width === 0 || rect.height === 0) continue;
      const apart =
        rect.right <= area.x ||
        rect.left >= area.x + area.width ||
        rect.bottom <= area.y ||
        rect.top >= area.y + area.height;
      if (!apart) covered.push(control.textContent?.trim() || control.getAttribute('aria-label') || '?');
    }
    return covered;
  }, box);
}

/** The resource creation's words, in the two languages its toast is checked in (issue 48). */
const creationWords = {
  fr: {
    addAnnex: 'Ajouter une annexe',
    urlReference: 'Référence URL',
    name: 'Nom',
    create: 'Créer la ressource',
    run: 'Exécuter le scénario',
    resource: (name: string) => `Ressource « ${name} »`,
    launched: 'création lancée avec succès',
  },
  en: {
    addAnnex: 'Add an annex',
    urlReference: 'URL reference',
    name: 'Name',
    create: 'Create the resource',
    run: 'Run the scenario',
    resource: (name: string) => `Resource “${name}”`,
    launched: 'creation launched successfully',
  },
};

test.describe('what a screen reader hears, where focus goes', () => {
  test.beforeEach(async ({ signInAs, page }) => {
    await page.setViewportSize({ width: 1280, height: 800 });
    await signInAs('admin');
  });

  test('a search with no result and an added keyword are said', async ({ make, page }) => {
    await page.goto(screenPath('/data/datasets/'));
    await page
      .getByRole('searchbox')
      .first()
      .fill(`introuvable ${uniqueName('x')}`);
    await expect(page.locator('main [role=status]').filter({ hasText: '0 résultat' })).toHaveCount(1);

    const datasetId = await make.dataset(uniqueName('Jeu des annonces'));
    await page.goto(screenPath(`/data/datasets/${datasetId}/`));
    const keywords = page.getByRole('combobox', { name: /Mots-clés/ });
    await keywords.fill('littoral');
    await keywords.press('Enter');
    await expect(politeRegion(page)).toContainText('Mot-clé littoral ajouté');
  });

  for (const [locale, words] of Object.entries(creationWords)) {
    test(`a resource creation: focus at the scenario step and after it; the toast names the resource (${locale})`, async ({
      make,
      page,
    }) => {
      const datasetId = await make.dataset(uniqueName('Jeu de la création annoncée'));
      // A scenario step is shown only with a choice to make (issue 48, U4): the backend's one creation
      // scenario of a URL gets a twin.
      await page.route(
        (url) => /\/resource\/href\/\d+\/_scenarios\/$/.test(url.pathname),
        async (route) => {
          const response = await route.fetch();
          const scenarios = (await response.json()) as { id: number; codename: string }[];
          const twins = scenarios.map((scenario) => ({ ...scenario, id: scenario.id + 1_000_000 }));
          await route.fulfill({ response, json: [...scenarios, ...twins] });
        },
      );
      await page.goto(`/publish/${locale}/data/datasets/${datasetId}/`);
      await page.getByRole('button', { name: words.addAnnex }).click();
      const dialog = page.getByRole('dialog');
      await dialog.getByRole('radio', { name: words.urlReference }).check();
      const name = uniqueName('Portail annoncé');
      await dialog.getByRole('textbox', { name: 'URL' }).fill('https://data.example.org/annonce.json');
      await dialog.getByRole('textbox', { name: words.name, exact: true }).fill(name);
      await dialog.getByRole('button', { name: words.create }).click();

      const run = dialog.getByRole('button', { name: words.run });
      // A choice to make is a step of the dialog: focus is in it, on the proposed scenario.
      await expect(run).toBeVisible({ timeout: 10_000 });
      await expect.poll(() => focusIsOnThePage(page)).toBe(false);
      await expect
        .poll(() => page.evaluate(() => document.activeElement?.closest('[role=dialog]') != null))
        .toBe(true);
      await run.click();
      await expect(politeRegion(page)).toContainText(words.resource(name));
      await expect(politeRegion(page)).toContainText(words.launched);
      await expect(dialog).toHaveCount(0);
      await expect.poll(() => focusIsOnThePage(page)).toBe(false);
      await expect(page.getByRole('button', { name: words.addAnnex })).toBeFocused();
    });
  }

  test('a save the server fails says what failed and what is kept until dismissed; the toast hides no action', async ({
    make,
    page,
  }) => {
    const datasetId = await make.dataset(uniqueName('Jeu de la panne'));
    await page.goto(screenPath(`/data/datasets/${datasetId}/`));
    const save = page.getByRole('button', { name: 'Enregistrer le jeu de données' });
    await expect(save).toBeVisible();
    await page.route(
      (url) => url.pathname.endsWith(`/dataset/datasets/${datasetId}/`),
      (route) =>
        route.request().method() === 'PUT'
          ? route.fulfill({ status: 500, contentType: 'text/plain', body: 'boom' })
          : route.fallback(),
    );
    await page.getByLabel('Millésime').fill('2031');
    await save.click();

    const toast = page.getByTestId('toast-error');
    await expect(toast).toContainText('Erreur critique');
    expect(await coveredControls(page, toast)).toEqual([]);
    const notice = page.locator('main form [role=alert]').filter({ hasText: "L'enregistrement a échoué" });
    await expect(notice).toContainText('le serveur a rencontré une erreur');
    await expect(notice).toContainText("Rien n'a été enregistré");
    // Past the toasts' 5 seconds, the notice about the unsaved work stays, and so does the typing.
    await expect(toast).toHaveCount(0, { timeout: 10_000 });
    await expect(notice).toBeVisible();
    await expect(page.getByLabel('Millésime')).toHaveValue('2031');
    await notice.getByRole('button', { name: 'Fermer' }).click();
    await expect(notice).toHaveCount(0);

    await page.unrouteAll({ behavior: 'ignoreErrors' });
    await save.click();
    const success = page.getByTestId('toast-success');
    await expect(success).toContainText('a été mis à jour');
    expect(await coveredControls(page, success)).toEqual([]);
  });

  test('the 15-second reload of a list brings a new task without moving focus or the reading position', async ({
    make,
    page,
  }) => {
    await page.clock.install();
    await page.setViewportSize({ width: 1280, height: 600 });
    await page.goto(screenPath('/data/tasks/'));
    const rows = page.locator('main tbody tr');
    await expect(rows).toHaveCount(20);
    // The person reads down the list: a row's link has the focus, halfway down the screen.
    const link = rows.nth(8).getByRole('link').first();
    await link.focus();
    const name = (await link.textContent()) ?? '';
    await page.evaluate(() => document.activeElement?.scrollIntoView({ block: 'center' }));
    const placed = await link.evaluate((element) => element.getBoundingClientRect().top);

    // Meanwhile another person starts a task, which the reload puts at the top of the list.
    const taskId = await startDatasetTask(page, await make.dataset(uniqueName('Jeu du rechargement')));
    const reloaded = page.waitForResponse((response) =>
      /\/dashboard\/task-queue-track\/\?/.test(response.url()),
    );
    await page.clock.runFor(16_000);
    await reloaded;
    await expect(rows.first()).toContainText(String(taskId));
    await expect(politeRegion(page)).toContainText(`Nouvelle tâche ${taskId}`);

    const focused = page.locator(':focus');
    await expect(focused).toHaveText(name);
    const now = await focused.evaluate((element) => element.getBoundingClientRect().top);
    expect(Math.abs(now - placed)).toBeLessThanOrEqual(2);
  });
});
