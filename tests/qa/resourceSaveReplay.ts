import { type CDPSession, expect, type Locator, type Page, type Request } from '@playwright/test';
import type { FtpStep } from '../../machines/ftpCreation.machine.ts';
import type resourceCreationMachine from '../../machines/resourceCreation.machine.ts';
import type resourceModificationMachine from '../../machines/resourceModification.machine.ts';
import type {
  ExistingResource,
  KindRecord,
  KindSubmission,
  ResourceFields,
  ResourceKind,
  ResourceSaveError,
  ResourceSaveStep,
  ResourceSubmission,
  ResourceType,
} from '../../machines/resourceSaveVocabulary.ts';
import { apiRequest, createDatasetThroughApi } from '../e2e/fixtures.ts';
import {
  createHrefResourceThroughApi,
  csvFile,
  datasetResources,
  uniqueName,
} from '../e2e/resourcesFixtures.ts';
import { grantFtpAccess } from './ftpAccess.ts';
import { launchDriver, RequestGate } from './requestGate.ts';
import { useSession } from './sessions.ts';
import type { AssertionTable, DriverTable, GeneratedPath } from './types.ts';

// Saving a resource of a dataset in its resource dialog, as the superuser administrator does it: a new
// main resource (file upload, URL or sFTP: resourceCreation), or the modification of an existing one made
// through the API (resourceModification). Both machines share their events and most of their states, so
// one driver table and one assertion table serve them; resourceCreation.replay.ts and
// resourceModification.replay.ts type them against each machine.
// Each request of the save is held by a gate, so that the state waiting for it is checked first; the
// reference backend answers it (`pass`), or a fault replaces the answer. Faults are 500s: a 403 would
// open the 403 page, not the form the failed states describe.

type CreationMachine = typeof resourceCreationMachine;
type ModificationMachine = typeof resourceModificationMachine;

/** What the assertions read of either machine's context, as a path's step exports it. */
interface SaveContext {
  readonly type: ResourceType;
  /** Whether the person saving is a superuser (the admin account) or an organisation's administrator. */
  readonly isSuperuser: boolean;
  readonly submission: ResourceSubmission | null;
  readonly progress: number;
  readonly error: ResourceSaveError | null;
  /** Creation only. */
  readonly kindRecord?: KindRecord | null;
  readonly leftover?: { readonly resourceId: number; readonly cause: unknown } | null;
  /** Modification only. */
  readonly existing?: ExistingResource;
}

/** The requests of a save, one gate each. */
type Call =
  | 'create'
  | 'link'
  | 'kindRecord'
  | 'upload'
  | 'update'
  | 'kindUpdate'
  | 'ftp'
  | 'scenarios'
  | 'run'
  | 'delete';

export interface Handles {
  readonly page: Page;
  readonly gates: Readonly<Record<Call, RequestGate>>;
  readonly datasetId: number;
  /** The resource of a modification, made through the API; null for a creation. */
  readonly existingId: number | null;
  /** Ids of the resources the page created (answers of POST resources/). */
  readonly created: Promise<number>[];
  /** The file the form sends; a larger one when the path watches the upload progress. */
  readonly file: ReturnType<typeof csvFile>;
  readonly cdp: CDPSession;
}

const TEXT = {
  newMain: 'Ajouter la ressource principale',
  newAnnex: 'Ajouter une annexe',
  create: 'Créer la ressource',
  save: 'Enregistrer la ressource',
  cancel: 'Annuler',
  progress: 'Opération en cours',
  panel: 'Ressource principale et annexes',
  creationChoice: 'Choisissez le scénario de création à exécuter',
  updateChoice: 'Choisissez le scénario de mise à jour à exécuter',
  creationLaunched: 'création lancée avec succès',
  updateLaunched: 'mise à jour lancée avec succès',
  leftover: "La ressource créée avant l'échec n'a pas pu être supprimée.",
};

const STEP_TEXT: Record<ResourceSaveStep | FtpStep, string> = {
  createResource: "La ressource n'a pas pu être créée.",
  linkResource: "La ressource n'a pas pu être liée au jeu de données.",
  createKindRecord: "Les données de la ressource n'ont pas pu être enregistrées.",
  uploadFile: "Le fichier n'a pas pu être envoyé.",
  updateResource: "La ressource n'a pas pu être enregistrée.",
  updateKindRecord: "Les données de la ressource n'ont pas pu être enregistrées.",
  createFtp: "Le fichier sFTP n'a pas pu être publié.",
  createFtpRecord: "Le fichier sFTP n'a pas pu être publié.",
  requestAccess: "L'accès sFTP n'a pas pu être demandé.",
  fetchScenarios: "Les scénarios de la ressource n'ont pas pu être récupérés.",
  runScenario: "Le scénario n'a pas pu être lancé.",
};

/** The labels of the scenarios of the reference backend (server/seed/reference.ts), by kind and action. */
const SCENARIOS: Partial<Record<ResourceKind, { create: string; update: string }>> = {
  'file-upload': {
    create: 'Couche géographique depuis un fichier déposé',
    update: 'Mise à jour de la couche géographique depuis un fichier déposé',
  },
  href: { create: 'Vérification de l’URL', update: 'Nouvelle vérification de l’URL' },
};

const KIND_RADIO: Partial<Record<ResourceKind, string>> = {
  'file-upload': 'Dépôt de fichier',
  href: 'Référence URL',
  ftp: 'sFTP',
};

/** A file of the sFTP space of every seeded organisation (server/seed/files.ts). */
const FTP_FILE = 'releves-2025.csv';
const GROUP = 2;

/** The state that waits for each request. */
const WAITING_FOR: Partial<Record<string, Call>> = {
  creatingResource: 'create',
  linkingResource: 'link',
  creatingKindRecord: 'kindRecord',
  uploadingFile: 'upload',
  updatingResource: 'update',
  updatingKindRecord: 'kindUpdate',
  publishingFtp: 'ftp',
  launchingScenario: 'scenarios',
  resetting: 'delete',
};

const MATCHES: Record<Call, (method: string, path: string) => boolean> = {
  create: (method, path) => method === 'POST' && path.endsWith('/resource/resources/'),
  link: (method, path) => method === 'POST' && path.endsWith('/resource/resource-dataset/'),
  kindRecord: (method, path) => method === 'POST' && /\/resource\/(file-upload|href)\/$/.test(path),
  upload: (method, path) => method === 'PUT' && /\/resource\/file-upload\/\d+\/$/.test(path),
  update: (method, path) => method === 'PUT' && /\/resource\/resources\/\d+\/$/.test(path),
  kindUpdate: (method, path) => method === 'PUT' && /\/resource\/href\/\d+\/$/.test(path),
  ftp: (method, path) => method === 'POST' && path.endsWith('/resource/ftp/'),
  // The sFTP flow fetches and runs the scenarios of its own record: those are its business.
  scenarios: (method, path) =>
    method === 'GET' && /\/resource\/(file-upload|href)\/\d+\/_scenarios\/$/.test(path),
  run: (method, path) =>
    method === 'POST' && /\/resource\/(file-upload|href)\/\d+\/_scenarios\/\d+\/run\/$/.test(path),
  delete: (method, path) => method === 'DELETE' && /\/resource\/resources\/\d+\/$/.test(path),
};

const contextOf = (state: { context: unknown }) => state.context as SaveContext;

/** The resource dialog: the only dialog with a close button (the progress modal has none). */
const resourceDialog = (page: Page) =>
  page.getByRole('dialog').filter({ has: page.getByRole('button', { name: 'Fermer', exact: true }) });
export const progressModal = (page: Page) => page.getByRole('dialog', { name: TEXT.progress });
const submitButton = (dialog: Locator) =>
  dialog.getByRole('button', { name: new RegExp(`^(${TEXT.create}|${TEXT.save})$`) });
const nameBox = (dialog: Locator) => dialog.getByRole('textbox', { name: 'Nom', exact: true });
const kindChoice = (dialog: Locator) => dialog.getByRole('group', { name: /^Type de ressource/ });
const errorToast = (page: Page) => page.getByRole('alert').filter({ has: page.getByTestId('toast-error') });
/** The scenario choice of a creation or a modification, as the `launchScenario` child offers it. */
const choice = (page: Page, existingId: number | null) =>
  resourceDialog(page).getByRole('group', {
    name: existingId === null ? TEXT.creationChoice : TEXT.updateChoice,
  });

/** Arms the gate of the request that the next state waits for, before the page sends it. */
function arm({ gates }: Handles, next: { keys: readonly string[] }): void {
  for (const key of next.keys) {
    const call = WAITING_FOR[key];
    if (call) gates[call].expect();
  }
}

/** The percentage the progress modal shows, read from its bar and from its text. */
export async function shownProgress(page: Page): Promise<number> {
  const modal = progressModal(page);
  // Both read at once: the upload moves them while the test looks.
  const [bar, text] = await modal
    .getByRole('progressbar')
    .evaluate((element) => [element.getAttribute('aria-valuenow'), element.nextElementSibling?.textContent]);
  expect(text, 'the percentage written beside the bar is the bar’s').toBe(`${bar} %`);
  return Number(bar);
}

/** Fills the form as the submission says: kind, the kind's data, then the description fields. */
async function fillForm(handles: Handles, record: KindSubmission, fields: ResourceFields): Promise<void> {
  const dialog = resourceDialog(handles.page);
  const radio = KIND_RADIO[record.kind];
  const kindChoice = dialog.getByRole('radio', { name: radio ?? '', exact: true });
  if (handles.existingId === null && radio) await kindChoice.check();
  switch (record.kind) {
    case 'file-upload':
      if (record.file !== null) {
        const label = handles.existingId === null ? 'Fichier' : 'Remplacer le fichier';
        await dialog.getByRole('button', { name: label, exact: true }).setInputFiles(handles.file);
      }
      break;
    case 'href':
      await dialog.getByRole('textbox', { name: 'URL', exact: true }).fill(record.href);
      break;
    case 'ftp': {
      const label = handles.existingId === null ? 'Fichier sFTP' : 'Publier un autre fichier sFTP';
      const select = dialog.getByRole('combobox', { name: label });
      await expect(select.locator(`option[value="${FTP_FILE}"]`)).toHaveCount(1);
      await select.selectOption(FTP_FILE);
      break;
    }
    default:
      throw new Error(`No form for ${record.kind}`);
  }
  await nameBox(dialog).fill(fields.display_name);
  const columns = [
    ['Colonne X / Longitude', fields.column_x],
    ['Colonne Y / Latitude', fields.column_y],
    ['Système de coordonnées de référence', fields.crs],
  ] as const;
  for (const [label, value] of columns) {
    const box = dialog.getByRole('textbox', { name: label });
    if (value && (await box.count()) > 0) await box.fill(value);
  }
}

/** The person opens the form again after a launched save: a new annex, or the same resource. */
async function reopen({ page, existingId }: Handles): Promise<void> {
  const panel = page.getByRole('region', { name: TEXT.panel });
  if (existingId === null) {
    // The main resource exists now: the next resource is an annex.
    await panel.getByRole('button', { name: TEXT.newAnnex }).click();
  } else {
    const name = (await (await apiRequest(page, 'GET', `/resource/resources/${existingId}/`)).json()) as {
      display_name: string;
    };
    await panel.getByRole('link', { name: name.display_name, exact: true }).click();
  }
  await expect(submitButton(resourceDialog(page))).toBeVisible();
}

/** Network throttled to a slow upload, so that the page reports the real progress of the file on its way. */
export async function throttleUploads(cdp: CDPSession, bytesPerSecond: number): Promise<void> {
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: 0,
    downloadThroughput: -1,
    uploadThroughput: bytesPerSecond,
  });
}

const launch = launchDriver<Handles>(({ gates }) => gates, {
  expectNamed: async ({ page, existingId }) => {
    const dialog = resourceDialog(page);
    // The backend's one scenario of the needed action runs without a choice: the dialog names it by its
    // label while it is launched, the form still there and busy.
    const action = existingId === null ? 'create' : 'update';
    const names = Object.values(SCENARIOS).map((scenarios) => scenarios[action]);
    const running =
      existingId === null ? 'Exécution du scénario de création' : 'Exécution du scénario de mise à jour';
    await expect(dialog.getByRole('status').filter({ hasText: running })).toHaveText(
      new RegExp(`^${running} « (${names.join('|')}) »…$`),
    );
    await expect(choice(page, existingId)).toHaveCount(0);
    await expect(nameBox(dialog)).toBeVisible();
  },
  dismiss: async ({ page, existingId }) => {
    // The choice's own Cancel: the form under it stays mounted, hidden, with a Cancel of its own.
    const name = existingId === null ? TEXT.creationChoice : TEXT.updateChoice;
    await resourceDialog(page).getByRole('form', { name }).getByRole('button', { name: TEXT.cancel }).click();
  },
})['xstate.done.actor.launchScenario'];

const drivers = {
  'resource.submitted': async (handles, event, next) => {
    const { page } = handles;
    if (!(await resourceDialog(page).isVisible())) await reopen(handles);
    await fillForm(handles, event.record, event.fields);
    const submit = submitButton(resourceDialog(page));
    // The file's encoding is checked first: the button waits for it.
    await expect(submit).not.toHaveAttribute('aria-disabled', 'true');
    arm(handles, next);
    await submit.click();
  },
  'upload.progressed': async ({ page, gates, cdp }) => {
    // The upload was held at 0 %: it goes on at 32 kB/s, and the page reports how far the file got.
    await throttleUploads(cdp, 32 * 1024);
    await gates.upload.pass();
    await expect.poll(() => shownProgress(page)).toBeGreaterThan(0);
  },
  'xstate.done.actor.createResource': async (handles, _event, next) => {
    arm(handles, next);
    await handles.gates.create.pass();
  },
  'xstate.error.actor.createResource': ({ gates }) => gates.create.fail(500),
  'xstate.done.actor.linkResource': async (handles, _event, next) => {
    arm(handles, next);
    await handles.gates.link.pass();
  },
  'xstate.error.actor.linkResource': async (handles, _event, next) => {
    arm(handles, next);
    await handles.gates.link.fail(500);
  },
  'xstate.done.actor.createKindRecord': async (handles, _event, next) => {
    arm(handles, next);
    await handles.gates.kindRecord.pass();
  },
  'xstate.error.actor.createKindRecord': async (handles, _event, next) => {
    arm(handles, next);
    await handles.gates.kindRecord.fail(500);
  },
  'xstate.done.actor.uploadFile': async (handles, _event, next) => {
    arm(handles, next);
    await handles.gates.upload.pass();
  },
  'xstate.error.actor.uploadFile': async (handles, _event, next) => {
    arm(handles, next);
    await handles.gates.upload.fail(500);
  },
  'xstate.done.actor.updateResource': async (handles, _event, next) => {
    arm(handles, next);
    await handles.gates.update.pass();
  },
  'xstate.error.actor.updateResource': ({ gates }) => gates.update.fail(500),
  'xstate.done.actor.updateKindRecord': async (handles, _event, next) => {
    arm(handles, next);
    await handles.gates.kindUpdate.pass();
  },
  'xstate.error.actor.updateKindRecord': ({ gates }) => gates.kindUpdate.fail(500),
  // The sFTP flow runs to its end on the backend (record, scenarios of its action, launch), or its
  // record request fails: the flow ends with that failure, which the resource save reports.
  'xstate.done.actor.createFtp': async (handles, event, next) => {
    arm(handles, next);
    if (event.output.error === null) await handles.gates.ftp.pass();
    else await handles.gates.ftp.fail(500);
  },
  // The scenario tail (the `launchScenario` child): the person picks the scenario offered first, the
  // backend's one of the needed action, or closes the choice.
  'xstate.done.actor.launchScenario': async (handles, event, next) => {
    arm(handles, next);
    await launch(handles, event);
  },
  'xstate.done.actor.deleteResource': ({ gates }) => gates.delete.pass(),
  'xstate.error.actor.deleteResource': ({ gates }) => gates.delete.fail(500),
} satisfies DriverTable<CreationMachine, Handles> & DriverTable<ModificationMachine, Handles>;

/** The form's submit button shows its spinner while `call` waits for the server. */
async function waiting({ page, gates }: Handles, call: Call): Promise<Request> {
  const request = await gates[call].next();
  const submit = submitButton(resourceDialog(page));
  await expect(submit).toHaveAttribute('aria-disabled', 'true');
  await expect(submit.locator('svg')).toBeVisible();
  return request;
}

async function noProgressModal(page: Page): Promise<void> {
  await expect(progressModal(page)).toHaveCount(0);
}

const assertions = {
  editing: async ({ page }, state) => {
    await noProgressModal(page);
    // A launched save closes the dialog; else the form is there to be sent (again).
    if (state.keys.includes('editing.succeeded')) {
      await expect(resourceDialog(page)).toHaveCount(0);
      return;
    }
    const dialog = resourceDialog(page);
    await expect(nameBox(dialog).or(kindChoice(dialog))).not.toHaveCount(0);
    await expect(submitButton(dialog)).toBeVisible();
    await expect(submitButton(dialog)).not.toHaveAttribute('aria-disabled', 'true');
  },
  'editing.idle': async ({ page, existingId }, state) => {
    const dialog = resourceDialog(page);
    await expect(errorToast(page)).toHaveCount(0);
    if (existingId === null) {
      await expect(kindChoice(dialog).getByRole('radio')).not.toHaveCount(0);
      // sFTP is offered to superusers only.
      await expect(kindChoice(dialog).getByRole('radio', { name: 'sFTP', exact: true })).toHaveCount(
        contextOf(state).isSuperuser ? 1 : 0,
      );
    } else {
      await expect(nameBox(dialog)).not.toHaveValue('');
    }
  },
  'editing.succeeded': async ({ page, datasetId, existingId }, state) => {
    const context = contextOf(state);
    await expect(
      page.getByRole('status').getByText(existingId === null ? TEXT.creationLaunched : TEXT.updateLaunched),
    ).toBeVisible();
    const name = context.submission?.fields.display_name ?? '';
    const kind = context.submission?.record.kind;
    const resources = await datasetResources(page, datasetId);
    const saved = resources.filter((resource) => resource.display_name === name);
    expect(saved.map((resource) => resource.kind)).toEqual([kind]);
    if (existingId !== null) expect(saved[0]?.id).toBe(existingId);
    // The launched scenario is the resource's operation in progress.
    expect(saved[0]?._processing.at(-1)?.task_id ?? null).not.toBeNull();
  },
  'editing.failed': async ({ page, existingId, created }, state) => {
    const { error, leftover, submission } = contextOf(state);
    const toast = errorToast(page);
    if (error?.code === 'requestFailed') await expect(toast).toContainText(STEP_TEXT[error.step]);
    else if (error?.code === 'noCreationScenario')
      await expect(toast).toContainText(
        'Aucun scénario de création trouvé. Impossible de créer la ressource',
      );
    else if (error?.code === 'noUpdateScenario')
      await expect(toast).toContainText(
        'Aucun scénario de mise à jour trouvé. Impossible de mettre à jour la ressource',
      );
    else if (error?.code === 'cancelled')
      await expect(toast).toContainText(
        existingId === null
          ? "Aucun scénario n'a été choisi : la ressource n'a pas été créée."
          : "Aucun scénario n'a été choisi : la mise à jour n'a pas été lancée.",
      );
    else throw new Error(`No message for ${JSON.stringify(error)}`);
    // The form stays filled in.
    await expect(nameBox(resourceDialog(page))).toHaveValue(submission?.fields.display_name ?? '');
    if (existingId !== null) return;
    // A failed creation leaves no resource behind, unless its deletion failed too.
    if (leftover) await expect(toast).toContainText(TEXT.leftover);
    else await expect(toast).not.toContainText(TEXT.leftover);
    for (const id of await Promise.all(created)) {
      const response = await apiRequest(page, 'GET', `/resource/resources/${id}/`);
      expect(response.status(), `resource ${id} after the failure`).toBe(leftover ? 200 : 404);
    }
  },
  creatingResource: async (handles) => {
    const request = await waiting(handles, 'create');
    expect(request.postDataJSON()).toMatchObject({ display_name: 'Stations de mesure' });
  },
  linkingResource: async (handles) => {
    const request = await waiting(handles, 'link');
    expect(request.postDataJSON()).toMatchObject({ dataset_id: handles.datasetId, type: 1 });
  },
  creatingKindRecord: async (handles) => {
    await waiting(handles, 'kindRecord');
  },
  updatingResource: async (handles) => {
    const request = await waiting(handles, 'update');
    expect(request.url()).toContain(`/resource/resources/${handles.existingId}/`);
  },
  updatingKindRecord: async (handles) => {
    await waiting(handles, 'kindUpdate');
  },
  uploadingFile: async ({ page, gates }, state) => {
    // On entry, the page has sent the file, which the gate holds.
    if (contextOf(state).progress === 0) await gates.upload.next();
    await expect(progressModal(page).getByRole('progressbar')).toBeVisible();
    const shown = await shownProgress(page);
    // Entering the state opens the modal at 0 (the file is held); reported progress is what the
    // real upload reached, strictly between 0 and 100 while the modal is open.
    if (contextOf(state).progress === 0) expect(shown).toBe(0);
    else expect(shown > 0 && shown < 100, `${shown} % is progress under way`).toBe(true);
  },
  publishingFtp: async (handles) => {
    const request = await waiting(handles, 'ftp');
    expect(request.postDataJSON()).toMatchObject({ file_path: FTP_FILE });
  },
  launchingScenario: async (handles) => {
    // The child fetches the scenarios first: the form's button shows its spinner.
    await noProgressModal(handles.page);
    await waiting(handles, 'scenarios');
  },
  resetting: async (handles) => {
    await noProgressModal(handles.page);
    const request = await waiting(handles, 'delete');
    expect(request.url()).toContain(`/resource/resources/${await handles.created.at(-1)}/`);
  },
} satisfies AssertionTable<CreationMachine, Handles> & AssertionTable<ModificationMachine, Handles>;

/** A resource of the kind the path modifies, made through the API in the dataset. */
async function existingResource(page: Page, datasetId: number, path: GeneratedPath): Promise<number | null> {
  const input = path.steps[0]?.state.context as SaveContext;
  if (input.existing === undefined) return null;
  const name = uniqueName('Ressource QA');
  if (input.existing.kind === 'href') return createHrefResourceThroughApi(page, datasetId, name, input.type);
  const post = async (url: string, body: unknown) => {
    const response = await apiRequest(page, 'POST', url, body);
    expect(response.status(), await response.text()).toBe(201);
    return ((await response.json()) as { id: number }).id;
  };
  const id = await post('/resource/resources/', {
    display_name: name,
    type: input.type,
    column_x: 'lon',
    column_y: 'lat',
    crs: 'EPSG:4326',
  });
  await post('/resource/resource-dataset/', { resource_id: id, dataset_id: datasetId, type: input.type });
  if (input.existing.kind === 'ftp') await post('/resource/ftp/', { resource_id: id, file_path: FTP_FILE });
  else await post('/resource/file-upload/', { resource_id: id });
  return id;
}

/**
 * Opens the dataset page with the resource dialog of the path (new main resource, or the one made for
 * it); the tables serve both machines.
 */
export const dialogReplay = {
  open: async (page: Page, path: GeneratedPath): Promise<Handles> => {
    await useSession(page.request, page.context(), 'admin');
    // The sFTP paths publish a file of the group's space: open to those whose access was accepted.
    await grantFtpAccess(page, GROUP);
    // A path of a person who is no superuser is replayed by the administrator of the dataset's organisation.
    const startContext = path.steps[0]?.state.context as SaveContext | undefined;
    if (startContext?.isSuperuser === false) {
      // Signing in over the admin's session would end it (its cookies are reused by later replays).
      await page.context().clearCookies();
      // biome-ignore lint/correctness/useHookAtTopLevel: useSession signs a Playwright context in; no React hook.
      await useSession(page.request, page.context(), 'gestionnaire');
    }
    const datasetId = await createDatasetThroughApi(page, uniqueName('Jeu QA ressource'), GROUP);
    const existingId = await existingResource(page, datasetId, path);
    const entries = await Promise.all(
      (Object.keys(MATCHES) as Call[]).map(
        async (call) =>
          [
            call,
            await RequestGate.install(page, call, (request) =>
              MATCHES[call](request.method(), new URL(request.url()).pathname),
            ),
          ] as const,
      ),
    );
    const gates = Object.fromEntries(entries) as Record<Call, RequestGate>;
    const created: Promise<number>[] = [];
    page.on('response', (response) => {
      const request = response.request();
      if (MATCHES.create(request.method(), new URL(request.url()).pathname) && response.status() === 201)
        created.push(response.json().then((body: { id: number }) => body.id));
    });
    // A path that watches the upload progress sends a file that takes a moment on a slow network.
    const watchesProgress = path.steps.some((step) => step.event.type === 'upload.progressed');
    const rows = watchesProgress ? 6000 : 2;
    const text = `nom;lon;lat\n${Array.from({ length: rows }, (_, row) => `Station ${row};-52.33;4.93`).join('\n')}\n`;
    const cdp = await page.context().newCDPSession(page);
    await cdp.send('Network.enable');
    await page.goto(`/publish/fr/data/datasets/${datasetId}/?resource=${existingId ?? 'new-main'}`);
    await expect(nameBox(resourceDialog(page)).or(kindChoice(resourceDialog(page)))).toBeVisible();
    return {
      page,
      gates,
      datasetId,
      existingId,
      created,
      file: csvFile('stations.csv', text),
      cdp,
    };
  },
  drivers,
  assertions,
};
