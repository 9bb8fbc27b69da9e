import { expect, type Locator, type Page } from '@playwright/test';
import type datasetPublicationMachine from '../../machines/datasetPublication.machine.ts';
import { apiRequest, createDatasetThroughApi, createHrefResourceThroughApi } from '../e2e/fixtures.ts';
import { launchDriver, RequestGate } from './requestGate.ts';
import { useSession } from './sessions.ts';
import type { AssertionTable, DriverTable, MachineReplay } from './types.ts';

// The publish switch as an administrator uses it: a dataset's in the dataset list (inputs `published`
// and `unpublished`), or the switch of a resource's link on the dataset page (input `publishedLink`: an
// annex, linked published as every link is). The dataset and its annex are the path's own, made through
// the API, and the dataset is unpublished first through its scenario for the `unpublished` input. The
// scenario list and the run (the `scenarioLaunch` child's requests) are held by gates, then reach the backend or get a fault; a list without
// the needed scenario is the backend's own with the publication scenarios taken out, as the backend
// always has them. A failed run is injected as a 500: a 403 would open the 403 page instead of the
// failure notification (the machine treats every failure alike).

type Machine = typeof datasetPublicationMachine;

/** What the path publishes: how its switch is found, what the backend holds, what the messages say. */
interface Subject {
  readonly name: string;
  readonly toggle: Locator;
  readonly retry: Locator;
  /** The scenario list's path and the codenames the machine looks for in it. */
  readonly scenariosPath: string;
  readonly codenames: readonly string[];
  readonly success: { readonly publish: string; readonly unpublish: string };
  readonly noScenario: string;
  publishedInBackend(): Promise<boolean>;
  /** Checks what else shows the state (the dataset list's column). */
  shows(published: boolean): Promise<void>;
}

interface Handles {
  readonly page: Page;
  readonly subject: Subject;
  readonly scenarios: RequestGate;
  readonly run: RequestGate;
  /** What the backend holds: whether the target is published. */
  published: boolean;
  /** The publication the last request asked for. */
  requested: boolean | null;
}

const TEXT = {
  published: 'Publié',
  unpublished: 'Non publié',
  retry: 'Réessayer',
  noScenarioTitle: 'Aucun scénario trouvé',
  critical: 'Erreur critique',
  panel: 'Ressource principale et annexes',
};

const nameEnd = (name: string) => new RegExp(`— ${name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}$`);
const errorToast = (page: Page) => page.getByRole('alert').getByTestId('toast-error');
const successToast = (page: Page) => page.getByRole('status').getByTestId('toast-success');

async function json<T>(page: Page, path: string): Promise<T> {
  return (await (await apiRequest(page, 'GET', path)).json()) as T;
}

/** Holds the scenario list of the request about to be sent (the launch driver holds the run). */
function expectRequests({ scenarios }: Handles): void {
  scenarios.expect();
}

const launch = launchDriver<Handles>((handles) => handles)['xstate.done.actor.launchScenario'];

const drivers = {
  'publication.requested': async (handles, event) => {
    const { subject, published } = handles;
    // The switch offers the other state than the one it shows.
    await expect(subject.toggle).toHaveAttribute('aria-checked', String(published));
    expect(event.publish).toBe(!published);
    expectRequests(handles);
    handles.requested = event.publish;
    await subject.toggle.click();
    await handles.scenarios.next();
  },
  'publication.retried': async (handles) => {
    expectRequests(handles);
    await handles.subject.retry.click();
    await handles.scenarios.next();
  },
  'xstate.done.actor.launchScenario': async (handles, event) => {
    const { page, subject, scenarios } = handles;
    if (event.output.outcome === 'noScenario') {
      // The backend's own list without the scenarios the machine looks for.
      const all = await json<{ codename: string }[]>(page, subject.scenariosPath);
      await scenarios.answer(
        200,
        all.filter((scenario) => !subject.codenames.includes(scenario.codename)),
      );
      return;
    }
    await launch(handles, event);
    if (event.output.outcome === 'launched') handles.published = handles.requested ?? handles.published;
  },
} satisfies DriverTable<Machine, Handles>;

const assertions = {
  ready: async ({ subject }) => {
    await expect(subject.toggle).toHaveAttribute('aria-busy', 'false');
    await expect(subject.toggle).not.toHaveAttribute('aria-disabled', 'true');
  },
  'ready.idle': async ({ page, subject, published }) => {
    await expect(subject.toggle).toHaveAttribute('aria-checked', String(published));
    expect(await subject.publishedInBackend()).toBe(published);
    await expect(errorToast(page)).toHaveCount(0);
    await expect(successToast(page)).toHaveCount(0);
    await expect(subject.retry).toHaveCount(0);
  },
  'ready.succeeded': async ({ page, subject, published }, state) => {
    const operation = (state.context as { request: { operation: 'publish' | 'unpublish' } }).request
      .operation;
    await expect(successToast(page).filter({ hasText: subject.success[operation] })).toBeVisible();
    // The scenario runs in the background: the switch shows the new state once the backend holds it.
    await expect.poll(() => subject.publishedInBackend()).toBe(published);
    await expect(subject.toggle).toHaveAttribute('aria-checked', String(published));
    await subject.shows(published);
    await expect(subject.retry).toHaveCount(0);
  },
  'ready.failed': async ({ page, subject, published }, state) => {
    const error = (state.context as { error: { code: string } }).error;
    const toast = errorToast(page).last();
    if (error.code === 'noScenario') {
      await expect(toast).toContainText(TEXT.noScenarioTitle);
      await expect(toast).toContainText(subject.noScenario);
    } else {
      await expect(toast).toContainText(TEXT.critical);
    }
    // The switch shows the previous state, which the backend still holds.
    await expect(subject.toggle).toHaveAttribute('aria-checked', String(published));
    expect(await subject.publishedInBackend()).toBe(published);
    await expect(subject.retry).toBeVisible();
  },
  launchingScenario: async ({ subject }) => {
    await expect(subject.toggle).toHaveAttribute('aria-busy', 'true');
    await expect(subject.toggle).toHaveAttribute('aria-disabled', 'true');
    await expect(subject.toggle.locator('xpath=..').locator('svg')).toHaveCount(1);
    await expect(subject.retry).toHaveCount(0);
  },
} satisfies AssertionTable<Machine, Handles>;

async function datasetPublished(page: Page, id: number): Promise<boolean> {
  return (await json<{ publish: boolean | null }>(page, `/dataset/datasets/${id}/`)).publish !== false;
}

/** Runs the dataset's unpublish scenario through the API and waits for it to be done. */
async function unpublish(page: Page, id: number): Promise<void> {
  const scenario = (
    await json<{ id: number; codename: string }[]>(page, `/dataset/datasets/${id}/_scenarios/`)
  ).find((candidate) => candidate.codename === 'unpublish-dataset');
  const run = await apiRequest(
    page,
    'POST',
    `/dataset/datasets/${id}/_scenarios/${scenario?.id}/run/?asynchrone=false`,
    { kwargs: { target: { model: 'dataset', app_label: 'onegeo_dataset', pk: id } } },
  );
  expect(run.status(), await run.text()).toBeLessThan(300);
  expect(await datasetPublished(page, id)).toBe(false);
}

/** The dataset's switch in the dataset list. */
function datasetSubject(page: Page, id: number, name: string): Subject {
  return {
    name,
    toggle: page.getByRole('switch', { name: nameEnd(name) }),
    retry: page.getByRole('button', { name: `${TEXT.retry} — ${name}`, exact: true }),
    scenariosPath: `/dataset/datasets/${id}/_scenarios/`,
    codenames: ['publish-dataset', 'unpublish-dataset'],
    success: {
      publish: `La publication du jeu de données ${name} a été lancée avec succès`,
      unpublish: `La dépublication du jeu de données ${name} a été lancée avec succès`,
    },
    noScenario: 'Aucun scénario de publication du jeu de données trouvé',
    publishedInBackend: () => datasetPublished(page, id),
    shows: async (published) => {
      await expect(page.getByRole('rowheader', { name }).locator('..')).toContainText(
        published ? TEXT.published : TEXT.unpublished,
      );
    },
  };
}

/** The switch of an annex's link on the dataset page. */
function linkSubject(
  page: Page,
  datasetId: number,
  linkId: number,
  resourceId: number,
  name: string,
): Subject {
  const panel = page.getByRole('region', { name: TEXT.panel });
  const publishedInBackend = async () => {
    const links = await json<{ resource_id: number; publish: boolean }[]>(
      page,
      `/resource/resource-dataset/?dataset_id=${datasetId}`,
    );
    return links.find((link) => link.resource_id === resourceId)?.publish === true;
  };
  return {
    name,
    toggle: panel.getByRole('switch', { name: nameEnd(name) }),
    retry: panel.getByRole('button', { name: `${TEXT.retry} — ${name}`, exact: true }),
    scenariosPath: `/resource/resource-dataset/${linkId}/_scenarios/`,
    codenames: ['publish-resourcedataset', 'unpublish-resourcedataset'],
    success: {
      publish: `La publication de la ressource ${name} a été lancée avec succès`,
      unpublish: `La dépublication de la ressource ${name} a été lancée avec succès`,
    },
    noScenario: 'Aucun scénario de publication de la ressource trouvé',
    publishedInBackend,
    // The link's state shows on its switch alone.
    shows: async () => undefined,
  };
}

/** Holds the subject's scenario list and its runs. */
async function gates(page: Page, scenariosPath: string) {
  const listPath = `/fr${scenariosPath}`;
  const scenarios = await RequestGate.install(
    page,
    'scenario list',
    (request) => request.method() === 'GET' && new URL(request.url()).pathname === listPath,
  );
  const run = await RequestGate.install(
    page,
    'scenario run',
    (request) =>
      request.method() === 'POST' &&
      new URL(request.url()).pathname.startsWith(listPath) &&
      /\/\d+\/run\/$/.test(new URL(request.url()).pathname),
  );
  return { scenarios, run };
}

const unique = () => `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;

export const datasetPublicationReplay: MachineReplay<Machine, Handles> = {
  open: async (page, path) => {
    if (!['published', 'unpublished', 'publishedLink'].includes(path.input)) {
      throw new Error(`Unknown input ${path.input}`);
    }
    await useSession(page.request, page.context(), 'admin');
    const datasetName = `QA publication ${unique()}`;
    const id = await createDatasetThroughApi(page, datasetName);
    if (path.input === 'publishedLink') {
      const name = `QA annexe ${unique()}`;
      const resourceId = await createHrefResourceThroughApi(page, id, name, 2);
      const links = await json<{ id: number; resource_id: number }[]>(
        page,
        `/resource/resource-dataset/?dataset_id=${id}`,
      );
      const linkId = links.find((link) => link.resource_id === resourceId)?.id;
      if (linkId === undefined) throw new Error(`No link of resource ${resourceId} to dataset ${id}`);
      const subject = linkSubject(page, id, linkId, resourceId, name);
      expect(await subject.publishedInBackend()).toBe(true);
      const { scenarios, run } = await gates(page, subject.scenariosPath);
      await page.goto(`/publish/fr/data/datasets/${id}/`);
      await expect(subject.toggle).toBeVisible();
      return { page, subject, scenarios, run, published: true, requested: null };
    }
    const published = path.input === 'published';
    if (!published) await unpublish(page, id);
    else expect(await datasetPublished(page, id)).toBe(true);
    const subject = datasetSubject(page, id, datasetName);
    const { scenarios, run } = await gates(page, subject.scenariosPath);
    await page.goto('/publish/fr/data/datasets/');
    await expect(subject.toggle).toBeVisible();
    return { page, subject, scenarios, run, published, requested: null };
  },
  drivers,
  assertions,
};
