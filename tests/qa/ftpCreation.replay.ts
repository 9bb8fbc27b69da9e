import { expect, type Locator, type Page } from '@playwright/test';
import type ftpCreationMachine from '../../machines/ftpCreation.machine.ts';
import type { PathState } from '../../machines/testing/pathsDocument.ts';
import { apiRequest, createDatasetThroughApi } from '../e2e/fixtures.ts';
import { datasetResources, getResource, uniqueName } from '../e2e/resourcesFixtures.ts';
import { grantFtpAccess } from './ftpAccess.ts';
import { launchDriver, RequestGate } from './requestGate.ts';
import { useSession } from './sessions.ts';
import type { AssertionTable, DriverTable, MachineReplay } from './types.ts';

// The sFTP publication flow behind the resource dialog, as a superuser uses it: a new sFTP main resource
// of a dataset of the organisation whose demo sFTP space holds `releves-2025.csv` (input `create`), a new
// file published into an existing sFTP resource (`update`), or a new resource while the space answers
// that the person has no sFTP access (`withoutAccess`, see `loseAccess`), or closed from the start, with
// no file to choose (`withoutAccessOrFile`: the save only asks for the access).
// The flow is a child of the resource machines (their `createFtp` actor): it starts once the person has
// submitted the dialog and the resource exists (created and linked, or saved). `open` gets it that far, so
// a path's first state is the flow's first request, held by its gate; its `launchScenario` child is
// driven through the scenarios' answers (its own states are checked by scenarioLaunch.replay.ts).

type Machine = typeof ftpCreationMachine;
type Input = 'create' | 'update' | 'withoutAccess' | 'withoutAccessOrFile';

interface Handles {
  readonly page: Page;
  readonly dialog: Locator;
  readonly input: Input;
  readonly datasetId: number;
  /** The resource modified (`update`); null while a new one is being created. */
  readonly resourceId: number | null;
  readonly access: RequestGate;
  readonly record: RequestGate;
  readonly scenarios: RequestGate;
  readonly run: RequestGate;
}

/** The organisation of the datasets made here; the seed wrote its demo sFTP space. */
const GROUP = 2;
const FILE = 'releves-2025.csv';

const TEXT = {
  newDialog: 'Ajouter la ressource principale',
  create: 'Créer la ressource',
  save: 'Enregistrer la ressource',
  file: 'Fichier sFTP',
  anotherFile: 'Publier un autre fichier sFTP',
  noAccess:
    "L'organisation n'a pas encore d'accès sFTP : il sera demandé à l'enregistrement de la ressource.",
  launched: { create: 'création lancée avec succès', update: 'mise à jour lancée avec succès' },
};

/** What the error notification says for each way the publication stops. */
const FAILURE = {
  requestAccess: "L'accès sFTP n'a pas pu être demandé.",
  createFtpRecord: "Le fichier sFTP n'a pas pu être publié.",
  fetchScenarios: "Les scénarios de la ressource n'ont pas pu être récupérés.",
  runScenario: "Le scénario n'a pas pu être lancé.",
  noCreationScenario: 'Aucun scénario de création trouvé. Impossible de créer la ressource',
  noUpdateScenario: 'Aucun scénario de mise à jour trouvé. Impossible de mettre à jour la ressource',
  pending: "L'accès sFTP a été demandé ; le fichier pourra être publié une fois l'accès accordé.",
  refused: "L'accès sFTP de cette organisation a été refusé.",
  noFileChosen: 'L’accès sFTP est accordé : choisissez le fichier à publier.',
};

type FtpError =
  | { code: 'requestFailed'; step: 'requestAccess' | 'createFtpRecord' | 'fetchScenarios' | 'runScenario' }
  | { code: 'accessNotGranted'; status: 'pending' | 'refused' }
  | { code: 'noCreationScenario' | 'noUpdateScenario' | 'noFileChosen' };

function failureText(error: FtpError): string {
  switch (error.code) {
    case 'requestFailed':
      return FAILURE[error.step];
    case 'accessNotGranted':
      return FAILURE[error.status];
    default:
      return FAILURE[error.code];
  }
}

const actionOf = (handles: Handles) => (handles.input === 'update' ? 'update' : 'create');
const submit = ({ dialog, input }: Handles) =>
  dialog.getByRole('button', { name: input === 'update' ? TEXT.save : TEXT.create });
const fileField = ({ dialog, input }: Handles) =>
  dialog.getByRole('combobox', { name: input === 'update' ? TEXT.anotherFile : TEXT.file });
const failures = (page: Page) => page.getByRole('alert').getByTestId('toast-error');
const successes = (page: Page) => page.getByRole('status').getByTestId('toast-success');
const keysOf = (state: PathState) => new Set(state.keys);

/** The resource of the path as the backend holds it: the one modified, or the dataset's new one. */
async function resourceOf(handles: Handles) {
  if (handles.resourceId !== null) return getResource(handles.page, handles.resourceId);
  const [resource] = await datasetResources(handles.page, handles.datasetId);
  return resource ?? null;
}

/** The file of the sFTP record the backend holds for the resource (null: no record). */
async function publishedFile(handles: Handles): Promise<string | null> {
  const resource = await resourceOf(handles);
  if (resource?.kind !== 'ftp' || resource.kind_id === null) return null;
  const response = await apiRequest(handles.page, 'GET', `/resource/ftp/${resource.kind_id}/`);
  return ((await response.json()) as { file_path: string | null }).file_path;
}

/** The submit button shows a spinner and ignores presses while a request of the save is under way. */
async function expectBusy(handles: Handles) {
  await expect(submit(handles)).toHaveAttribute('aria-disabled', 'true');
  await expect(handles.dialog).toBeVisible();
  await expect(successes(handles.page).getByText(TEXT.launched[actionOf(handles)])).toHaveCount(0);
}

/** An sFTP main resource of the dataset, as the sFTP flow leaves it once its file is published. */
async function createFtpResource(page: Page, datasetId: number, name: string): Promise<number> {
  const created = await apiRequest(page, 'POST', '/resource/resources/', {
    display_name: name,
    type: 1,
    column_x: 'lon',
    column_y: 'lat',
    crs: 'EPSG:4326',
  });
  expect(created.status(), await created.text()).toBe(201);
  const { id } = (await created.json()) as { id: number };
  const link = await apiRequest(page, 'POST', '/resource/resource-dataset/', {
    resource_id: id,
    dataset_id: datasetId,
    type: 1,
  });
  expect(link.status(), await link.text()).toBe(201);
  const record = await apiRequest(page, 'POST', '/resource/ftp/', {
    resource_id: id,
    file_path: 'occupation-sol-2020.zip',
  });
  expect(record.status(), await record.text()).toBe(201);
  return id;
}

/** Fills a new sFTP resource, with the file of the group's space unless the space is closed. */
async function fillNewFtpResource(dialog: Locator, withFile = true) {
  await dialog.getByRole('radio', { name: 'sFTP' }).check();
  if (withFile) await dialog.getByRole('combobox', { name: TEXT.file }).selectOption(FILE);
  await dialog.getByRole('textbox', { name: 'Nom', exact: true }).fill(uniqueName('Relevés sFTP'));
  await dialog.getByRole('textbox', { name: 'Colonne X / Longitude' }).fill('lon');
  await dialog.getByRole('textbox', { name: 'Colonne Y / Latitude' }).fill('lat');
}

/**
 * The person chose the file while the space listed it, looked at another type of resource and came back
 * to sFTP later: the space is read again and now answers 403, no access (the reference backend always
 * has granted the access in `open`, so the answer is injected). The chosen file stays in the form, and the save
 * requests the access first.
 */
async function loseAccess(page: Page, dialog: Locator, space: RequestGate) {
  await dialog.getByRole('radio', { name: 'Référence URL' }).check();
  // The list of files is fresh for 10 s.
  await page.clock.fastForward(11_000);
  space.expect();
  await dialog.getByRole('radio', { name: 'sFTP' }).check();
  await space.fail(403, { detail: "Vous n'avez pas d'accès sFTP pour ce groupe." });
  await expect(dialog.getByText(TEXT.noAccess)).toBeVisible();
}

const drivers = {
  'xstate.done.actor.requestFtpAccess': async ({ access, record }, event, next) => {
    if (keysOf(next).has('creatingRecord')) record.expect();
    // The reference backend records every request as pending, and only once per group: its answer is given.
    await access.answer(201, {
      id: 900,
      usergroup_id: GROUP,
      user_id: 1,
      message: null,
      status: event.output.status,
      date: new Date().toISOString(),
    });
    if (keysOf(next).has('creatingRecord')) await record.next();
  },
  'xstate.error.actor.requestFtpAccess': ({ access }) => access.fail(500),
  'xstate.done.actor.createFtpRecord': async ({ record, scenarios }, event) => {
    // The `launchScenario` child starts with the record: its scenarios' request is held.
    scenarios.expect();
    // The backend saves the chosen file; an answer that leaves it out is made from its answer.
    if (event.output.file_path === null)
      await record.passChanged((body) => ({ ...(body as object), file_path: null }));
    else await record.pass();
    await scenarios.next();
  },
  'xstate.error.actor.createFtpRecord': ({ record }) =>
    record.fail(400, { file_path: ["Ce fichier n'est pas dans l'espace sFTP du groupe du jeu de données."] }),
  // The child picks the scenario of the action itself: no gesture, only the server's answers.
  ...launchDriver<Handles>((handles) => handles),
} satisfies DriverTable<Machine, Handles>;

const assertions = {
  // Left at once for the access request or the record: never a path's state, asserted all the same.
  starting: expectBusy,
  requestingAccess: async (handles) => {
    await expectBusy(handles);
    await expect(handles.dialog.getByText(TEXT.noAccess)).toBeVisible();
    // The access is asked for once the resource exists, before any sFTP record.
    expect(await resourceOf(handles)).not.toBeNull();
    expect(await publishedFile(handles)).toBeNull();
  },
  creatingRecord: async (handles) => {
    await expectBusy(handles);
    if (handles.input === 'update') expect(await publishedFile(handles)).toBe('occupation-sol-2020.zip');
    else {
      // The resource exists (created and linked to the dataset), without its sFTP record yet.
      expect(await resourceOf(handles)).not.toBeNull();
      expect(await publishedFile(handles)).toBeNull();
    }
  },
  launchingScenario: async (handles) => {
    await expectBusy(handles);
    // The sFTP record of the chosen file exists now; its scenarios are being fetched.
    expect(await publishedFile(handles)).toBe(FILE);
  },
  succeeded: async (handles) => {
    const { page } = handles;
    await expect(successes(page).getByText(TEXT.launched[actionOf(handles)])).toBeVisible();
    await expect(handles.dialog).toBeHidden();
    const resource = await resourceOf(handles);
    expect(resource?.kind).toBe('ftp');
    expect(await publishedFile(handles)).toBe(FILE);
    // The scenario was launched on the resource: its task shows in the resource's processing.
    expect(resource?._processing.length ?? 0).toBeGreaterThan(0);
  },
  failed: async (handles, state) => {
    const error = (state.context as { error: FtpError }).error;
    // The resource dialog reports how the publication stopped and stays open for another try.
    await expect(failures(handles.page).getByText(failureText(error))).toBeVisible();
    await expect(submit(handles)).not.toHaveAttribute('aria-disabled', 'true');
    await expect(handles.dialog).toBeVisible();
    if (handles.input === 'update') {
      // A failed modification keeps what was saved (nothing to undo) and launched no scenario.
      const resource = await resourceOf(handles);
      expect(resource?.kind).toBe('ftp');
      expect(resource?._processing ?? []).toEqual([]);
    } else {
      // A failed creation deletes the resource it created.
      await expect.poll(() => resourceOf(handles)).toBeNull();
    }
  },
} satisfies AssertionTable<Machine, Handles>;

/**
 * Submits the dialog and waits for the sFTP flow's first request (the access request, or the record),
 * held by its gate: the resource machine created (or saved) the resource and started its child.
 */
async function startFlow(handles: Handles) {
  // Nothing has been sent yet: no new resource, or the existing one keeps its file.
  if (handles.input === 'update') expect(await publishedFile(handles)).toBe('occupation-sol-2020.zip');
  else expect(await resourceOf(handles)).toBeNull();
  const closed = handles.input === 'withoutAccess' || handles.input === 'withoutAccessOrFile';
  if (!closed) await expect(fileField(handles)).toHaveValue(FILE);
  await expect(submit(handles)).not.toHaveAttribute('aria-disabled', 'true');
  const first = closed ? handles.access : handles.record;
  first.expect();
  await submit(handles).click();
  await first.next();
}

export const ftpCreationReplay: MachineReplay<Machine, Handles> = {
  open: async (page, path) => {
    const input = path.input as Input;
    await useSession(page.request, page.context(), 'admin');
    await grantFtpAccess(page, GROUP);
    const datasetId = await createDatasetThroughApi(page, uniqueName('Relevés sFTP QA'), GROUP);
    const name = uniqueName('Relevés publiés');
    const resourceId = input === 'update' ? await createFtpResource(page, datasetId, name) : null;
    const gate = (label: string, method: string, pathname: RegExp) =>
      RequestGate.install(
        page,
        label,
        (request) => request.method() === method && pathname.test(new URL(request.url()).pathname),
      );
    const space = await gate('sFTP space', 'GET', /\/resource\/ftp-choices\/$/);
    const access = await gate('sFTP access request', 'POST', /\/resource\/ftp-access-requests\/$/);
    const record = await gate('sFTP record', 'POST', /\/resource\/ftp\/$/);
    const scenarios = await gate('sFTP scenarios', 'GET', /\/resource\/ftp\/\d+\/_scenarios\/$/);
    const run = await gate('sFTP scenario run', 'POST', /\/resource\/ftp\/\d+\/_scenarios\/\d+\/run\/$/);
    if (input === 'withoutAccess') await page.clock.install();
    let dialog: Locator;
    if (resourceId === null) {
      // Closed from the start: the space's first read answers that the person has no access.
      if (input === 'withoutAccessOrFile') space.expect();
      await page.goto(`/publish/fr/data/datasets/${datasetId}/?resource=new-main`);
      dialog = page.getByRole('dialog', { name: TEXT.newDialog });
      if (input === 'withoutAccessOrFile') {
        await dialog.getByRole('radio', { name: 'sFTP' }).check();
        await space.fail(403, { detail: "Vous n'avez pas d'accès sFTP pour ce groupe." });
        await expect(dialog.getByText(TEXT.noAccess)).toBeVisible();
      }
      await fillNewFtpResource(dialog, input !== 'withoutAccessOrFile');
      if (input === 'withoutAccess') await loseAccess(page, dialog, space);
    } else {
      await page.goto(`/publish/fr/data/datasets/${datasetId}/?resource=${resourceId}`);
      dialog = page.getByRole('dialog', { name });
      await dialog.getByRole('combobox', { name: TEXT.anotherFile }).selectOption(FILE);
    }
    const handles = { page, dialog, input, datasetId, resourceId, access, record, scenarios, run };
    await startFlow(handles);
    return handles;
  },
  drivers,
  assertions,
};
