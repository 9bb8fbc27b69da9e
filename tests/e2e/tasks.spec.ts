import type { Page } from '@playwright/test';
import {
  accessibilityViolations,
  expect,
  listTasksThroughApi,
  say,
  screenPath,
  startDatasetTask,
  test,
  uniqueName,
} from './fixtures';

// The task queue, task detail, logs and data hub of issue 12, against the reference backend.
test.describe('tasks', () => {
  test.beforeEach(async ({ signInAs }) => {
    await signInAs('admin');
  });

  const statusLabels = [
    say('En attente', 'Waiting'),
    say('En cours', 'Running'),
    say('Réussie', 'Succeeded'),
    say('Échouée', 'Failed'),
  ];
  const taskLink = (page: Page, id: number) =>
    page.getByRole('link', { name: say(`Tâche ${id}`, `Task ${id}`), exact: true });
  // The only table of the task list and of the logs; the data hub names its own (it has quality tables too).
  const taskIds = (page: Page, table = page.getByRole('table')) =>
    table
      .getByRole('rowheader')
      .allInnerTexts()
      .then((texts) => texts.map((text) => Number(text.replace(/\D/g, ''))));

  test('a task started from a dataset is in the queue filtered by that dataset, and its detail shows the timeline', async ({
    make,
    page,
  }) => {
    const name = uniqueName('Jeu aux tâches');
    const datasetId = await make.dataset(name);
    const taskId = await startDatasetTask(page, datasetId);

    await page.goto(screenPath(`/data/tasks/?dataset=${datasetId}`));
    await expect(
      page.getByText(say(`Tâches du jeu de données ${name}`, `Tasks of the dataset ${name}`)),
    ).toBeVisible();
    await expect.poll(() => taskIds(page)).toEqual([taskId]);
    const row = page.getByRole('row').filter({ has: taskLink(page, taskId) });
    await expect(row).toContainText('unpublish-dataset');
    await expect(row.getByRole('link', { name, exact: true })).toBeVisible();
    await expect(
      row.getByRole('link', { name: say(`Journaux de ${name}`, `Logs of ${name}`) }),
    ).toBeVisible();
    expect(statusLabels).toContain((await row.locator('td').nth(0).textContent())?.trim());

    await taskLink(page, taskId).click();
    await expect(page).toHaveURL(new RegExp(`/data/tasks/${taskId}/$`));
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(
      say(`Tâche ${taskId}`, `Task ${taskId}`),
    );
    const timeline = page.getByRole('region', { name: say('Chronologie', 'Timeline') });
    await expect(timeline.getByRole('listitem').first()).toContainText('queued');

    await page
      .getByRole('link', { name: say('Tâches de ce jeu de données', 'Tasks of this dataset') })
      .click();
    await expect(page).toHaveURL(new RegExp(`dataset=${datasetId}`));
    await page
      .getByRole('link', {
        name: say('Afficher les tâches de tous les jeux de données', 'Show the tasks of every dataset'),
      })
      .click();
    await expect(page).not.toHaveURL(/dataset=/);
  });

  test('a finished task shows its whole timeline, its errors and its objects', async ({ page }) => {
    const [failed] = (
      await listTasksThroughApi(page, { status__in: 'FAILURE', object_class: 'resource', page_size: 1 })
    ).results;
    if (!failed) throw new Error('The seed has no failed resource task: start the server with --reset');
    await page.goto(screenPath(`/data/tasks/${failed.id}/`));
    await expect(page.getByRole('definition').filter({ hasText: say('Échouée', 'Failed') })).toBeVisible();
    const steps = page.getByRole('region', { name: say('Chronologie', 'Timeline') }).getByRole('listitem');
    await expect(steps).toHaveCount(failed.timeline.length);
    for (const [index, entry] of failed.timeline.entries())
      await expect(steps.nth(index)).toContainText(entry.message);
    const errors = page.getByRole('region', { name: say('Erreurs', 'Errors') }).getByRole('listitem');
    await expect(errors).toHaveText(failed.errors);
    await expect(page.getByRole('definition').filter({ hasText: failed.action })).toBeVisible();
  });

  test('the queue sorts and pages in the URL', async ({ page }) => {
    // Tasks of earlier tests may still end meanwhile, which changes an order by status: the screen is
    // compared with what the API answers at the same moment, until its own reload (15 s) catches up.
    const showsTheApiOrder = (query: Record<string, string | number>) => async () => {
      const expected = (await listTasksThroughApi(page, { ...query, page_size: 20 })).results.map(
        (task) => task.id,
      );
      return (await taskIds(page)).join(',') === expected.join(',');
    };
    await page.goto(screenPath('/data/tasks/'));
    await expect.poll(showsTheApiOrder({}), { timeout: 20_000 }).toBe(true);
    await page.getByRole('button', { name: say('Statut', 'Status') }).click();
    await expect(page).toHaveURL(/ordering=status/);
    await expect.poll(showsTheApiOrder({ ordering: 'status' }), { timeout: 20_000 }).toBe(true);
    await page
      .getByRole('navigation', { name: 'Pagination' })
      .getByRole('button', { name: say('Page suivante', 'Next page') })
      .click();
    await expect(page).toHaveURL(/page=2/);
    await expect(page).toHaveURL(/ordering=status/);
  });

  test('the queue reloads itself: a new task of the dataset appears without a reload', async ({
    make,
    page,
  }) => {
    test.setTimeout(45_000);
    const datasetId = await make.dataset(uniqueName('Jeu suivi'));
    await page.goto(screenPath(`/data/tasks/?dataset=${datasetId}`));
    await expect(
      page.getByText(say('Aucune tâche ne correspond à cette recherche.', 'No task matches this search.')),
    ).toBeVisible();
    const taskId = await startDatasetTask(page, datasetId);
    await expect(taskLink(page, taskId)).toBeVisible({ timeout: 20_000 });
  });

  test('the data hub links to datasets and tasks and shows the latest three tasks', async ({ page }) => {
    await page.goto(screenPath('/data/'));
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(say('Données', 'Data'));
    const sections = page.getByRole('navigation', { name: say('Sections des données', 'Data sections') });
    await expect(sections.getByRole('link', { name: say('Jeux de données', 'Datasets') })).toBeVisible();
    await expect(sections.getByRole('link', { name: say('Tâches', 'Tasks') })).toBeVisible();
    const latestTasks = page.getByRole('table', {
      name: say('Dernières tâches', 'Latest tasks'),
      exact: true,
    });
    // Other tests may start tasks meanwhile: the hub shows the latest three at the time it reloads.
    await expect
      .poll(async () => {
        const latest = (await listTasksThroughApi(page, { page_size: 3 })).results.map((task) => task.id);
        return JSON.stringify(await taskIds(page, latestTasks)) === JSON.stringify(latest);
      })
      .toBe(true);
    await expect(latestTasks.getByRole('rowheader')).toHaveCount(3);
  });

  test("an indexer's logs are the tasks of that object", async ({ page }) => {
    const [run] = (await listTasksThroughApi(page, { object_class: 'remoteapiindex', page_size: 1 })).results;
    if (!run) throw new Error('The seed has no indexer run: start the server with --reset');
    const runs = await listTasksThroughApi(page, {
      object_class: 'remoteapiindex',
      object_id: run.object_id,
      page_size: 50,
    });
    await page.goto(screenPath(`/logs/remoteapiindex/${run.object_id}/`));
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(say('Journaux', 'Logs'));
    await expect.poll(() => taskIds(page)).toEqual(runs.results.map((task) => task.id));
  });

  // The hub, the list and a failed task's screen are checked by a11y/everyScreen.spec.ts, with a
  // dataset's logs; a resource's logs are a screen of their own.
  test('the logs of a resource pass the WCAG A and AA checks of axe', async ({ page }) => {
    test.setTimeout(90_000);
    const [task] = (
      await listTasksThroughApi(page, { status__in: 'FAILURE', object_class: 'resource', page_size: 1 })
    ).results;
    if (!task) throw new Error('The seed has no failed resource task: start the server with --reset');
    await page.goto(screenPath(`/logs/resource/${task.object_id}/`));
    await expect(page.getByRole('table')).toBeVisible();
    await expect(page.getByRole('status').getByText(say('Chargement…', 'Loading…'))).toHaveCount(0);
    expect(await accessibilityViolations(page)).toEqual([]);
  });
});
