import { expect, type Page, type Request } from '@playwright/test';
import type datasetSaveMachine from '../../machines/datasetSave.machine.ts';
import type { PathState } from '../../machines/testing/pathsDocument.ts';
import { apiRequest, createDatasetThroughApi } from '../e2e/fixtures.ts';
import { RequestGate } from './requestGate.ts';
import { useSession } from './sessions.ts';
import type { AssertionTable, DriverTable, MachineReplay } from './types.ts';

// Saving a dataset from its page, as an administrator does it: the path's own dataset, made through the
// API with a thumbnail, whose Millésime the person types before each save (with a chosen PNG, or the
// thumbnail removed, as the submission says). Every request of the save is held by a gate, then reaches
// the backend or gets a fault. Someone else's save is simulated: the 412 is injected, and the newer
// version the page then reads is the one the form started from (nobody changed the form's fields) or
// that one with another name and a later date (a conflict). Since the backend never really saw that
// other save, a save the model lets through is sent on the version the backend holds (its If-Match
// replaced), as it is after a save whose thumbnail step failed.

type Machine = typeof datasetSaveMachine;
type Version = {
  readonly last_modified: string;
  readonly display_name: string;
  readonly [key: string]: unknown;
};

interface Handles {
  readonly page: Page;
  readonly datasetId: number;
  readonly put: RequestGate;
  readonly upload: RequestGate;
  readonly remove: RequestGate;
  readonly read: RequestGate;
  /** The version the form started from, as the page holds it. */
  shown: Version;
  /** The version the save under way is sent on (its If-Match). */
  sentOn: Version;
  /** The newer version the last conflict showed. */
  theirs: Version | null;
  /** The Millésime typed before the last save. */
  year: number;
}

const TEXT = {
  save: 'Enregistrer le jeu de données',
  year: 'Millésime',
  thumbnail: 'Vignette',
  removeThumbnail: 'Retirer la vignette',
  updated: /^Le jeu de données .+ a été mis à jour$/,
  notice: "Quelqu'un d'autre a enregistré ce jeu de données pendant que vous le modifiiez",
  saveMine: 'Enregistrer mes modifications par-dessus les leurs',
  loadTheirs: 'Charger leur version (mes modifications sont abandonnées)',
  theirName: 'Nom',
};

const PNG = Buffer.concat([Buffer.from('89504e470d0a1a0a', 'hex'), Buffer.alloc(2_000, 1)]);
const STALE = { code: 'stale', detail: 'Le jeu de données a été modifié entre-temps.' };

const saveButton = ({ page }: Handles) => page.getByRole('button', { name: TEXT.save });
const yearField = ({ page }: Handles) => page.getByLabel(TEXT.year);
const nameField = ({ page }: Handles) => page.getByRole('textbox', { name: TEXT.theirName, exact: true });
const notice = ({ page }: Handles) => page.getByRole('alert', { name: TEXT.notice });
const errorToasts = ({ page }: Handles) => page.getByRole('alert').getByTestId('toast-error');
const successToasts = ({ page }: Handles) => page.getByRole('status').getByTestId('toast-success');
const keysOf = (state: PathState) => new Set(state.keys);
const originOf = (state: PathState) => (state.context as { origin: 'form' | 'conflict' }).origin;

/** The path's dataset as the backend holds it. */
async function stored({ page, datasetId }: Pick<Handles, 'page' | 'datasetId'>): Promise<Version> {
  const response = await apiRequest(page, 'GET', `/dataset/datasets/${datasetId}/`);
  expect(response.status()).toBe(200);
  return (await response.json()) as Version;
}

/** Holds the request of the state the step leads to, if it sends one; answers its gate. */
function arm(handles: Handles, next: PathState): RequestGate | null {
  const keys = keysOf(next);
  const gate = keys.has('savingFields')
    ? handles.put
    : keys.has('uploadingThumbnail')
      ? handles.upload
      : keys.has('deletingThumbnail')
        ? handles.remove
        : ['readingDataset', 'readingLatest', 'refreshing'].some((key) => keys.has(key))
          ? handles.read
          : null;
  gate?.expect();
  return gate;
}

/** Answers the held request of `gate` as `how` says, the request of the next state held first. */
async function answered(
  handles: Handles,
  next: PathState,
  gate: RequestGate,
  how: (gate: RequestGate) => Promise<void>,
) {
  const following = arm(handles, next);
  await how(gate);
  await following?.next();
}

/** A gesture that starts a save, the save's first request held. */
async function starts(handles: Handles, next: PathState, gesture: () => Promise<void>) {
  const first = arm(handles, next);
  await gesture();
  await first?.next();
}

/** The page shows a save under way: the button that started it spins and ignores presses. */
async function expectBusy(handles: Handles, state: PathState) {
  const spinning =
    originOf(state) === 'conflict'
      ? notice(handles).getByRole('button', { name: TEXT.saveMine })
      : saveButton(handles);
  await expect(spinning).toHaveAttribute('aria-disabled', 'true');
}

const drivers = {
  'dataset.submitted': async (handles, event, next) => {
    const { page } = handles;
    // The person saves again a little later: the notifications of the last save have gone.
    await page.clock.fastForward(6_000);
    handles.year += 1;
    await yearField(handles).fill(String(handles.year));
    if (event.thumbnail.file)
      await page
        .getByLabel(TEXT.thumbnail)
        .setInputFiles({ name: 'vignette.png', mimeType: 'image/png', buffer: PNG });
    const removal = page.getByRole('button', { name: TEXT.removeThumbnail });
    if (event.thumbnail.remove && (await removal.count()) > 0) await removal.click();
    handles.sentOn = handles.shown;
    await starts(handles, next, () => saveButton(handles).click());
  },
  'conflict.mineSaved': async (handles, _event, next) => {
    if (handles.theirs) handles.sentOn = handles.theirs;
    await starts(handles, next, () => notice(handles).getByRole('button', { name: TEXT.saveMine }).click());
  },
  'conflict.theirsLoaded': async (handles) => {
    await notice(handles).getByRole('button', { name: TEXT.loadTheirs }).click();
    if (handles.theirs) handles.shown = handles.theirs;
  },
  'xstate.done.actor.saveFields': async (handles, event, next) => {
    if (event.output.outcome === 'stale')
      return answered(handles, next, handles.put, (gate) => gate.answer(412, STALE));
    const held = (await stored(handles)).last_modified;
    return answered(handles, next, handles.put, (gate) => gate.passWith({ 'if-match': held }));
  },
  'xstate.error.actor.saveFields': (handles, _event, next) =>
    answered(handles, next, handles.put, (gate) => gate.fail(400, { detail: 'Injected fault' })),
  'xstate.done.actor.uploadThumbnail': (handles, _event, next) =>
    answered(handles, next, handles.upload, (gate) => gate.pass()),
  'xstate.error.actor.uploadThumbnail': (handles, _event, next) =>
    answered(handles, next, handles.upload, (gate) => gate.fail(400, { detail: 'Injected fault' })),
  'xstate.done.actor.deleteThumbnail': (handles, _event, next) =>
    answered(handles, next, handles.remove, (gate) => gate.pass()),
  'xstate.error.actor.deleteThumbnail': (handles, _event, next) =>
    answered(handles, next, handles.remove, (gate) => gate.fail(400, { detail: 'Injected fault' })),
  'xstate.done.actor.readDataset': (handles, _event, next) =>
    answered(handles, next, handles.read, (gate) => gate.pass()),
  // A 400 rather than a 500: a failed read of a server error is tried again a second later.
  'xstate.error.actor.readDataset': (handles, _event, next) =>
    answered(handles, next, handles.read, (gate) => gate.fail(400, { detail: 'Injected fault' })),
  'xstate.done.actor.refreshDataset': async (handles, _event, next) => {
    await answered(handles, next, handles.read, (gate) => gate.pass());
    handles.shown = await stored(handles);
  },
  'xstate.error.actor.refreshDataset': async (handles, _event, next) => {
    await answered(handles, next, handles.read, (gate) => gate.fail(400, { detail: 'Injected fault' }));
    handles.shown = await stored(handles);
  },
  'xstate.done.actor.readLatest': async (handles, event, next) => {
    // The version read is the one the save was sent on, or that one renamed and dated later.
    const { sentOn } = handles;
    const theirs =
      event.output.changedByThem.length === 0
        ? sentOn
        : {
            ...sentOn,
            display_name: `${sentOn.display_name} (autre)`,
            last_modified: new Date(Date.parse(sentOn.last_modified) + 1_000).toISOString(),
          };
    if (theirs !== sentOn) handles.theirs = theirs;
    await answered(handles, next, handles.read, (gate) => gate.answer(200, theirs));
  },
  'xstate.error.actor.readLatest': (handles, _event, next) =>
    answered(handles, next, handles.read, (gate) => gate.fail(400, { detail: 'Injected fault' })),
} satisfies DriverTable<Machine, Handles>;

const assertions = {
  editing: async (handles) => {
    await expect(saveButton(handles)).toBeEnabled();
    await expect(saveButton(handles)).not.toHaveAttribute('aria-disabled', 'true');
  },
  'editing.idle': async (handles) => {
    await expect(notice(handles)).toHaveCount(0);
    // The form shows the version it started from: the page's, or the newer one loaded from a conflict.
    await expect(nameField(handles)).toHaveValue(handles.shown.display_name);
  },
  'editing.saved': async (handles) => {
    await expect(successToasts(handles).getByText(TEXT.updated)).toBeVisible();
    await expect(notice(handles)).toHaveCount(0);
    // The form starts again from the saved version, which holds the typed Millésime.
    await expect(yearField(handles)).toHaveValue(String(handles.year));
    expect((await stored(handles)).vintage_year).toBe(handles.year);
  },
  'editing.failed': async (handles) => {
    await expect(errorToasts(handles).first()).toBeVisible();
    await expect(successToasts(handles)).toHaveCount(0);
    await expect(yearField(handles)).toHaveValue(String(handles.year));
  },
  'editing.conflicted': async (handles) => {
    await expect(notice(handles)).toBeVisible();
    await expect(notice(handles).getByRole('listitem')).toHaveText([TEXT.theirName]);
    // The typed values stay; nothing of this save reached the backend.
    await expect(yearField(handles)).toHaveValue(String(handles.year));
    await expect(successToasts(handles)).toHaveCount(0);
  },
  savingFields: expectBusy,
  uploadingThumbnail: expectBusy,
  deletingThumbnail: expectBusy,
  readingDataset: expectBusy,
  refreshing: expectBusy,
  readingLatest: expectBusy,
} satisfies AssertionTable<Machine, Handles>;

export const datasetSaveReplay: MachineReplay<Machine, Handles> = {
  open: async (page) => {
    await useSession(page.request, page.context(), 'admin');
    const stamp = `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
    const datasetId = await createDatasetThroughApi(page, `QA enregistrement ${stamp}`);
    const cookies = await page.context().cookies();
    const sent = await page.request.fetch(`/fr/dataset/datasets/${datasetId}/thumbnail/`, {
      method: 'PUT',
      headers: { 'X-CSRFToken': cookies.find((cookie) => cookie.name === 'csrftoken')?.value ?? '' },
      multipart: { file: { name: 'vignette.png', mimeType: 'image/png', buffer: PNG } },
    });
    expect(sent.status(), await sent.text()).toBe(200);
    const created = await stored({ page, datasetId });
    const pathname = (request: Request) => new URL(request.url()).pathname;
    const dataset = `/fr/dataset/datasets/${datasetId}/`;
    const gate = (name: string, method: string, path: string) =>
      RequestGate.install(page, name, (request) => request.method() === method && pathname(request) === path);
    const handles: Handles = {
      page,
      datasetId,
      put: await gate('dataset save', 'PUT', dataset),
      upload: await gate('thumbnail upload', 'PUT', `${dataset}thumbnail/`),
      remove: await gate('thumbnail removal', 'DELETE', `${dataset}thumbnail/`),
      read: await gate('dataset read', 'GET', dataset),
      shown: created,
      sentOn: created,
      theirs: null,
      year: 1990,
    };
    await page.clock.install();
    await page.goto(`/publish/fr/data/datasets/${datasetId}/`);
    await expect(page.getByRole('textbox', { name: TEXT.theirName, exact: true })).toHaveValue(
      handles.shown.display_name,
    );
    return handles;
  },
  drivers,
  assertions,
};
