import { expect, type Locator, type Page, type Request } from '@playwright/test';
import type datasetCreationMachine from '../../machines/datasetCreation.machine.ts';
import type { PathState } from '../../machines/testing/pathsDocument.ts';
import { fillDatasetFields } from '../e2e/datasetFormFixtures.ts';
import { apiRequest, createDatasetThroughApi } from '../e2e/fixtures.ts';
import { launchDriver, RequestGate } from './requestGate.ts';
import { useSession } from './sessions.ts';
import type { AssertionTable, DriverTable, GeneratedPath, MachineReplay } from './types.ts';

// Creating a dataset, as an administrator does it: through the add-dataset form, without a thumbnail or
// with a chosen PNG (`thumbnail.source` 'file'), or by duplicating a dataset of the list whose thumbnail
// is fetched from its URL and sent again (`thumbnail.source` 'url'; the path's own source dataset, made
// through the API with a thumbnail). Every request of the flow is held by a gate, then reaches the
// backend or gets a fault; a scenario list without 'publish-dataset' is simulated (an empty list), as
// the backend always has the scenario.

type Machine = typeof datasetCreationMachine;
type Step = 'create' | 'fetchThumbnail' | 'upload' | 'scenarios' | 'run';
interface Handles {
  readonly page: Page;
  readonly gates: Readonly<Record<Step, RequestGate>>;
  /** Where the submission is made: the add-dataset form, or the dataset list (duplicate). */
  where: 'form' | 'list';
  /** The name typed in the form. */
  readonly name: string;
  /** The dataset duplicated by a 'url' submission. */
  readonly source: { readonly id: number; readonly name: string } | null;
  /** The creation request of the last submission, and the dataset it created. */
  creation: Request | null;
  datasetId: number | null;
  /** Whether the last submission sent a thumbnail (chosen or copied). */
  withThumbnail: boolean;
}

const TEXT = {
  submit: 'Créer le jeu de données',
  created: (name: string) => `Le jeu de données ${name} a été créé`,
  copyOf: (name: string) => `Copie de ${name}`,
  thumbnailLost: "La vignette n'a pas pu être enregistrée.",
  noScenario: 'Aucun scénario de publication du jeu de données trouvé',
  indexFailed: "L'index du jeu de données n'a pas pu être construit.",
  refused: 'Un jeu de données porte déjà ce nom.',
  leaveTitle: 'Quitter cette page ?',
  leave: 'Quitter sans enregistrer',
};

const PNG = Buffer.concat([Buffer.from('89504e470d0a1a0a', 'hex'), Buffer.alloc(2_000, 1)]);

/**
 * The button that runs the creation and shows it busy: the form's submit button, or the source row's
 * menu button, whose Duplicate item runs it (issue 48, U2).
 */
function trigger({ page, where, source }: Handles): Locator {
  return where === 'form'
    ? page.getByRole('button', { name: TEXT.submit })
    : page.getByRole('button', { name: `Actions pour ${source?.name ?? ''}`, exact: true });
}

/** Runs the creation: the form's submit button, or Duplicate in the source row's menu. */
async function runCreation(handles: Handles): Promise<void> {
  await trigger(handles).click();
  if (handles.where === 'form') return;
  const name = handles.source?.name ?? '';
  await handles.page.getByRole('menuitem', { name: `Dupliquer ${name}`, exact: true }).click();
}

/** The trigger says it is busy: the submit button is aria-disabled, the menu button aria-busy. */
const busyAttribute = (handles: Handles) => (handles.where === 'form' ? 'aria-disabled' : 'aria-busy');

const errorToast = (page: Page) => page.getByRole('alert').getByTestId('toast-error');
const successToast = (page: Page) => page.getByRole('status').getByTestId('toast-success');

/** The name the created dataset gets. */
const createdName = (handles: Handles) =>
  handles.where === 'list' ? TEXT.copyOf(handles.source?.name ?? '') : handles.name;

/** The gate of the request a busy state waits for. */
const stepOfState: Readonly<Record<string, Step>> = {
  creatingDataset: 'create',
  fetchingThumbnail: 'fetchThumbnail',
  uploadingThumbnail: 'upload',
  launchingScenario: 'scenarios',
};

/** Waits until the page has sent the request of the state it is now in (held by its gate). */
async function reached({ gates }: Handles, next: PathState): Promise<void> {
  const step = next.keys.map((key) => stepOfState[key]).find(Boolean);
  if (step) await gates[step].next();
}

const drivers = {
  'dataset.submitted': async (handles, event) => {
    const { page } = handles;
    const source = event.thumbnail?.source ?? null;
    if (source === 'url' && handles.where === 'form') {
      // Back to the list the person came from, to duplicate a dataset there instead. The form holds
      // what was typed and not saved: leaving asks first (the form kit), and the person leaves.
      await page.goBack();
      await page
        .getByRole('dialog', { name: TEXT.leaveTitle })
        .getByRole('button', { name: TEXT.leave })
        .click();
      handles.where = 'list';
    }
    if (source === 'file') {
      await page
        .getByLabel('Vignette')
        .setInputFiles({ name: 'vignette.png', mimeType: 'image/png', buffer: PNG });
    }
    handles.withThumbnail = source !== null;
    handles.gates.create.expect();
    await runCreation(handles);
    handles.creation = await handles.gates.create.next();
  },
  'xstate.done.actor.createDataset': async (handles, _event, next) => {
    await handles.gates.create.pass();
    const response = await handles.creation?.response();
    if (!response) throw new Error('the creation request got no answer');
    expect(response.status()).toBe(201);
    handles.datasetId = ((await response.json()) as { id: number }).id;
    await reached(handles, next);
  },
  'xstate.error.actor.createDataset': ({ gates }) => gates.create.fail(400, { display_name: [TEXT.refused] }),
  'xstate.done.actor.fetchThumbnail': async (handles, _event, next) => {
    await handles.gates.fetchThumbnail.pass();
    await reached(handles, next);
  },
  'xstate.error.actor.fetchThumbnail': async (handles, _event, next) => {
    await handles.gates.fetchThumbnail.fail(404);
    await reached(handles, next);
  },
  'xstate.done.actor.uploadThumbnail': async (handles, _event, next) => {
    await handles.gates.upload.pass();
    await reached(handles, next);
  },
  'xstate.error.actor.uploadThumbnail': async (handles, _event, next) => {
    await handles.gates.upload.fail(400, { file: ['The image must be a JPG or PNG file.'] });
    await reached(handles, next);
  },
  ...launchDriver<Handles>(({ gates }) => ({ scenarios: gates.scenarios, run: gates.run })),
} satisfies DriverTable<Machine, Handles>;

/** The spinner of the button that runs the creation, and no outcome told yet. */
async function busy(handles: Handles): Promise<void> {
  await expect(trigger(handles)).toHaveAttribute(busyAttribute(handles), 'true');
  await expect(trigger(handles).locator('svg')).toHaveCount(1);
  await expect(successToast(handles.page)).toHaveCount(0);
}

/** What the backend holds of the created dataset. */
async function createdDataset(handles: Handles) {
  const answer = await apiRequest(handles.page, 'GET', `/dataset/datasets/${handles.datasetId}/`);
  expect(answer.status()).toBe(200);
  return (await answer.json()) as { display_name: string; thumbnail: string | null };
}

/** The new dataset's page opens with the notification naming it. */
async function createdPage(handles: Handles): Promise<void> {
  const { page } = handles;
  const name = createdName(handles);
  await expect(page).toHaveURL(new RegExp(`/publish/fr/data/datasets/${handles.datasetId}/$`));
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
  await expect(successToast(page)).toHaveText(TEXT.created(name));
  expect((await createdDataset(handles)).display_name).toBe(name);
}

const assertions = {
  editing: async (handles) => {
    await expect(trigger(handles)).toBeVisible();
    await expect(trigger(handles)).not.toHaveAttribute(busyAttribute(handles), 'true');
    if (handles.where === 'form') {
      await expect(handles.page.getByRole('textbox', { name: 'Nom', exact: true })).toHaveValue(handles.name);
    }
  },
  'editing.idle': async ({ page }) => {
    await expect(errorToast(page)).toHaveCount(0);
    await expect(successToast(page)).toHaveCount(0);
  },
  'editing.failed': async (handles) => {
    const { page } = handles;
    await expect(errorToast(page)).toContainText('Erreur');
    await expect(errorToast(page)).toContainText(TEXT.refused);
    // The form also lists the field's message, linked to the name it refused.
    if (handles.where === 'form') {
      await expect(page.getByRole('link', { name: `Nom : ${TEXT.refused}` })).toBeVisible();
    }
    await expect(successToast(page)).toHaveCount(0);
    await expect(page).toHaveURL(
      handles.where === 'form' ? /\/data\/datasets\/new\/$/ : /\/data\/datasets\/$/,
    );
  },
  creatingDataset: busy,
  fetchingThumbnail: async (handles) => {
    await busy(handles);
    expect((await createdDataset(handles)).thumbnail).toBeNull();
  },
  uploadingThumbnail: async (handles) => {
    await busy(handles);
    expect((await createdDataset(handles)).thumbnail).toBeNull();
  },
  launchingScenario: busy,
  created: async (handles) => {
    await createdPage(handles);
    await expect(errorToast(handles.page)).toHaveCount(0);
    const { thumbnail } = await createdDataset(handles);
    if (handles.withThumbnail) {
      expect(thumbnail).not.toBeNull();
      await expect(handles.page.getByRole('img', { name: 'Vignette actuelle' })).toBeVisible();
    } else {
      expect(thumbnail).toBeNull();
    }
  },
  createdWithProblems: async (handles, state) => {
    await createdPage(handles);
    const { thumbnailError, indexError } = state.context as {
      thumbnailError: unknown;
      indexError: { code: string } | null;
    };
    const warnings = errorToast(handles.page);
    const { thumbnail } = await createdDataset(handles);
    if (thumbnailError) {
      await expect(warnings).toContainText(TEXT.thumbnailLost);
      expect(thumbnail).toBeNull();
    } else {
      await expect(warnings.getByText(TEXT.thumbnailLost)).toHaveCount(0);
      expect(thumbnail === null).toBe(!handles.withThumbnail);
    }
    if (indexError?.code === 'noScenario') await expect(warnings).toContainText(TEXT.noScenario);
    else await expect(warnings.getByText(TEXT.noScenario)).toHaveCount(0);
    if (indexError?.code === 'requestFailed') await expect(warnings).toContainText(TEXT.indexFailed);
    else await expect(warnings.getByText(TEXT.indexFailed)).toHaveCount(0);
  },
} satisfies AssertionTable<Machine, Handles>;

/** The thumbnail sources of the path's submissions, in order. */
function sourcesOf(path: GeneratedPath): (string | null)[] {
  return path.steps
    .filter((step) => step.event.type === 'dataset.submitted')
    .map((step) => (step.event as { thumbnail?: { source: string } | null }).thumbnail?.source ?? null);
}

/** A dataset of the path to duplicate, with a thumbnail sent through the API. */
async function sourceDataset(page: Page, stamp: string) {
  const name = `QA source ${stamp}`;
  const id = await createDatasetThroughApi(page, name);
  const cookies = await page.context().cookies();
  const sent = await page.request.fetch(`/fr/dataset/datasets/${id}/thumbnail/`, {
    method: 'PUT',
    headers: { 'X-CSRFToken': cookies.find((cookie) => cookie.name === 'csrftoken')?.value ?? '' },
    multipart: { file: { name: 'source.png', mimeType: 'image/png', buffer: PNG } },
  });
  expect(sent.status(), await sent.text()).toBe(200);
  const { thumbnail } = (await sent.json()) as { thumbnail: string };
  return { id, name, thumbnail };
}

export const datasetCreationReplay: MachineReplay<Machine, Handles> = {
  open: async (page, path) => {
    await useSession(page.request, page.context(), 'admin');
    const stamp = `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
    const sources = sourcesOf(path);
    const source = sources.includes('url') ? await sourceDataset(page, stamp) : null;
    const gate = (name: string, matches: (request: Request) => boolean) =>
      RequestGate.install(page, name, matches);
    const path_ = (request: Request) => new URL(request.url()).pathname;
    const gates = {
      create: await gate(
        'dataset creation',
        (request) => request.method() === 'POST' && path_(request) === '/fr/dataset/datasets/',
      ),
      fetchThumbnail: await gate(
        'copied thumbnail',
        (request) =>
          request.method() === 'GET' &&
          request.resourceType() === 'fetch' &&
          source !== null &&
          path_(request) === new URL(source.thumbnail, request.url()).pathname,
      ),
      upload: await gate(
        'thumbnail upload',
        (request) =>
          request.method() === 'PUT' && /^\/fr\/dataset\/datasets\/\d+\/thumbnail\/$/.test(path_(request)),
      ),
      scenarios: await gate(
        'scenario list',
        (request) =>
          request.method() === 'GET' && /^\/fr\/dataset\/datasets\/\d+\/_scenarios\/$/.test(path_(request)),
      ),
      run: await gate(
        'scenario run',
        (request) =>
          request.method() === 'POST' &&
          /^\/fr\/dataset\/datasets\/\d+\/_scenarios\/\d+\/run\/$/.test(path_(request)),
      ),
    };
    for (const step of ['fetchThumbnail', 'upload', 'scenarios', 'run'] as const) gates[step].expect();

    const where = sources[0] === 'url' ? 'list' : 'form';
    const name = `QA création ${stamp}`;
    if (where === 'list') {
      await page.goto('/publish/fr/data/datasets/');
    } else {
      if (sources.includes('url')) {
        // The person comes from the list, and goes back to it later.
        await page.goto('/publish/fr/data/datasets/');
        await page.getByRole('link', { name: 'Ajouter un jeu de données' }).click();
      } else {
        await page.goto('/publish/fr/data/datasets/new/');
      }
      await fillDatasetFields(page, { name, description: 'Relevés des stations de mesure.', keyword: 'eau' });
    }
    return { page, gates, where, name, source, creation: null, datasetId: null, withThumbnail: false };
  },
  drivers,
  assertions,
};
