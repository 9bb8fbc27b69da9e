import { expect, type Page } from '@playwright/test';
import type datasetPublicationMachine from '../../machines/datasetPublication.machine.ts';
import type { PathState } from '../../machines/testing/pathsDocument.ts';
import { apiRequest, createDatasetThroughApi } from '../e2e/fixtures.ts';
import { RequestGate } from './requestGate.ts';
import { useSession } from './sessions.ts';
import type { AssertionTable, DriverTable, MachineReplay } from './types.ts';

// The publish switch of a dataset in the dataset list, as an administrator uses it. The dataset is the
// path's own, made through the API (published), and unpublished first through its scenario for the
// `unpublished` input. The scenario list and the run are held by gates, then reach the backend or get a
// fault; a list without the needed scenario is the backend's own with the publication scenarios taken
// out, as the backend always has them. A failed run is injected as a 500: a 403 would open the 403
// page instead of the failure notification (the machine treats every failure alike).

type Machine = typeof datasetPublicationMachine;
interface Handles {
  readonly page: Page;
  readonly id: number;
  readonly name: string;
  readonly scenarios: RequestGate;
  readonly run: RequestGate;
  /** What the backend holds: whether the dataset is published. */
  published: boolean;
  /** The publication the last request asked for. */
  requested: boolean | null;
}

const TEXT = {
  published: 'Publié',
  unpublished: 'Non publié',
  retry: 'Réessayer',
  success: {
    publish: (name: string) => `La publication du jeu de données ${name} a été lancée avec succès`,
    unpublish: (name: string) => `La dépublication du jeu de données ${name} a été lancée avec succès`,
  },
  noScenarioTitle: 'Aucun scénario trouvé',
  noScenario: 'Aucun scénario de publication du jeu de données trouvé',
  critical: 'Erreur critique',
};

const toggle = (page: Page, name: string) =>
  page.getByRole('switch', { name: new RegExp(`— ${name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}$`) });
const retryButton = (page: Page, name: string) =>
  page.getByRole('button', { name: `${TEXT.retry} — ${name}`, exact: true });
const errorToast = (page: Page) => page.getByRole('alert').getByTestId('toast-error');
const successToast = (page: Page) => page.getByRole('status').getByTestId('toast-success');

async function publishedInBackend(page: Page, id: number): Promise<boolean> {
  const answer = await apiRequest(page, 'GET', `/dataset/datasets/${id}/`);
  return ((await answer.json()) as { publish: boolean | null }).publish !== false;
}

/** The scenario run is on its way when the state after the list says so. */
async function afterScenarioList({ run }: Handles, next: PathState): Promise<void> {
  if (next.keys.includes('runningScenario')) await run.next();
}

/** Holds the scenario list and the run of the request about to be sent. */
function expectRequests({ scenarios, run }: Handles): void {
  scenarios.expect();
  run.expect();
}

const drivers = {
  'publication.requested': async (handles, event) => {
    const { page, name, published } = handles;
    // The switch offers the other state than the one it shows.
    await expect(toggle(page, name)).toHaveAttribute('aria-checked', String(published));
    expect(event.publish).toBe(!published);
    expectRequests(handles);
    handles.requested = event.publish;
    await toggle(page, name).click();
    await handles.scenarios.next();
  },
  'publication.retried': async (handles) => {
    expectRequests(handles);
    await retryButton(handles.page, handles.name).click();
    await handles.scenarios.next();
  },
  'xstate.done.actor.fetchScenarios': async (handles, _event, next) => {
    const { page, id, scenarios } = handles;
    if (next.keys.includes('runningScenario')) {
      await scenarios.pass();
    } else {
      const answer = await apiRequest(page, 'GET', `/dataset/datasets/${id}/_scenarios/`);
      const all = (await answer.json()) as { codename: string }[];
      await scenarios.answer(
        200,
        all.filter((scenario) => !['publish-dataset', 'unpublish-dataset'].includes(scenario.codename)),
      );
    }
    await afterScenarioList(handles, next);
  },
  'xstate.error.actor.fetchScenarios': ({ scenarios }) => scenarios.fail(500),
  'xstate.done.actor.runScenario': async (handles) => {
    await handles.run.pass();
    handles.published = handles.requested ?? handles.published;
  },
  'xstate.error.actor.runScenario': ({ run }) => run.fail(500),
} satisfies DriverTable<Machine, Handles>;

const assertions = {
  ready: async ({ page, name }) => {
    await expect(toggle(page, name)).toHaveAttribute('aria-busy', 'false');
    await expect(toggle(page, name)).not.toHaveAttribute('aria-disabled', 'true');
  },
  'ready.idle': async ({ page, id, name, published }) => {
    await expect(toggle(page, name)).toHaveAttribute('aria-checked', String(published));
    expect(await publishedInBackend(page, id)).toBe(published);
    await expect(errorToast(page)).toHaveCount(0);
    await expect(successToast(page)).toHaveCount(0);
    await expect(retryButton(page, name)).toHaveCount(0);
  },
  'ready.succeeded': async ({ page, id, name, published }, state) => {
    const operation = (state.context as { request: { operation: keyof typeof TEXT.success } }).request
      .operation;
    await expect(successToast(page).filter({ hasText: TEXT.success[operation](name) })).toBeVisible();
    // The scenario runs in the background: the switch shows the new state once the backend holds it.
    await expect.poll(() => publishedInBackend(page, id)).toBe(published);
    await expect(toggle(page, name)).toHaveAttribute('aria-checked', String(published));
    await expect(page.getByRole('rowheader', { name }).locator('..')).toContainText(
      published ? TEXT.published : TEXT.unpublished,
    );
    await expect(retryButton(page, name)).toHaveCount(0);
  },
  'ready.failed': async ({ page, id, name, published }, state) => {
    const error = (state.context as { error: { code: string } }).error;
    const toast = errorToast(page).last();
    if (error.code === 'noScenario') {
      await expect(toast).toContainText(TEXT.noScenarioTitle);
      await expect(toast).toContainText(TEXT.noScenario);
    } else {
      await expect(toast).toContainText(TEXT.critical);
    }
    // The switch shows the previous state, which the backend still holds.
    await expect(toggle(page, name)).toHaveAttribute('aria-checked', String(published));
    expect(await publishedInBackend(page, id)).toBe(published);
    await expect(retryButton(page, name)).toBeVisible();
  },
  fetchingScenarios: async ({ page, name }) => {
    await expect(toggle(page, name)).toHaveAttribute('aria-busy', 'true');
    await expect(toggle(page, name)).toHaveAttribute('aria-disabled', 'true');
    await expect(toggle(page, name).locator('xpath=..').locator('svg')).toHaveCount(1);
    await expect(retryButton(page, name)).toHaveCount(0);
  },
  runningScenario: async ({ page, name }) => {
    await expect(toggle(page, name)).toHaveAttribute('aria-busy', 'true');
    await expect(toggle(page, name)).toHaveAttribute('aria-disabled', 'true');
    await expect(toggle(page, name).locator('xpath=..').locator('svg')).toHaveCount(1);
    await expect(retryButton(page, name)).toHaveCount(0);
  },
} satisfies AssertionTable<Machine, Handles>;

/** Runs the dataset's unpublish scenario through the API and waits for it to be done. */
async function unpublish(page: Page, id: number): Promise<void> {
  const answer = await apiRequest(page, 'GET', `/dataset/datasets/${id}/_scenarios/`);
  const scenario = ((await answer.json()) as { id: number; codename: string }[]).find(
    (candidate) => candidate.codename === 'unpublish-dataset',
  );
  const run = await apiRequest(
    page,
    'POST',
    `/dataset/datasets/${id}/_scenarios/${scenario?.id}/run/?asynchrone=false`,
    { kwargs: { target: { model: 'dataset', app_label: 'onegeo_dataset', pk: id } } },
  );
  expect(run.status(), await run.text()).toBeLessThan(300);
  expect(await publishedInBackend(page, id)).toBe(false);
}

export const datasetPublicationReplay: MachineReplay<Machine, Handles> = {
  open: async (page, path) => {
    if (path.input !== 'published' && path.input !== 'unpublished') {
      throw new Error(`Unknown input ${path.input}`);
    }
    await useSession(page.request, page.context(), 'admin');
    const name = `QA publication ${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
    const id = await createDatasetThroughApi(page, name);
    const published = path.input === 'published';
    if (!published) await unpublish(page, id);
    else expect(await publishedInBackend(page, id)).toBe(true);
    const scenarios = await RequestGate.install(
      page,
      'scenario list',
      (request) =>
        request.method() === 'GET' &&
        new URL(request.url()).pathname === `/fr/dataset/datasets/${id}/_scenarios/`,
    );
    const run = await RequestGate.install(
      page,
      'scenario run',
      (request) =>
        request.method() === 'POST' &&
        new RegExp(`^/fr/dataset/datasets/${id}/_scenarios/\\d+/run/$`).test(new URL(request.url()).pathname),
    );
    await page.goto('/publish/fr/data/datasets/');
    await expect(toggle(page, name)).toBeVisible();
    return { page, id, name, scenarios, run, published, requested: null };
  },
  drivers,
  assertions,
};
