import { expect, type Locator, type Page } from '@playwright/test';
import type styleSaveMachine from '../../machines/styleSave.machine.ts';
import type { PathState } from '../../machines/testing/pathsDocument.ts';
import { apiRequest } from '../e2e/fixtures.ts';
import { datasetWithGeographicLayer, uniqueName } from '../e2e/resourcesFixtures.ts';
import { launchDriver, RequestGate } from './requestGate.ts';
import { useSession } from './sessions.ts';
import type { AssertionTable, DriverTable, MachineReplay } from './types.ts';

// The style editor of the geographic layer of a seeded dataset's main resource, as a superuser uses it:
// each path saves a style of its own (a new one, input `newStyle`, or one made through the API,
// `existingStyle`), so the layer's other styles are never touched.

type Machine = typeof styleSaveMachine;

interface Handles {
  readonly page: Page;
  readonly dialog: Locator;
  readonly layerId: number;
  /** The name of the path's style. */
  readonly name: string;
  readonly create: RequestGate;
  readonly config: RequestGate;
  readonly scenarios: RequestGate;
  readonly run: RequestGate;
}

/** The configuration the person types: the backend must hold it once saved. */
const CONFIG = { property: 'type', colors: ['#0055aa', '#aa5500'] };

const TEXT = {
  newStyle: 'Nouveau style',
  name: 'Nom du style',
  config: 'Configuration',
  save: 'Enregistrer le style',
  edit: (name: string) => `Modifier le style ${name}`,
  saved: (name: string) => `Le style ${name} a été enregistré ; il est en cours d'application à la couche.`,
};

const FAILURE = {
  createStyle: "Le style n'a pas pu être créé.",
  saveConfig: "La configuration du style n'a pas pu être enregistrée.",
  fetchScenarios: "Les scénarios du style n'ont pas pu être récupérés.",
  runScenario: "Le style n'a pas pu être appliqué à la couche.",
  noScenario: 'Aucun scénario trouvé',
};

type StyleError = { code: 'requestFailed'; step: keyof typeof FAILURE } | { code: 'noScenario' };

let seededLayer: Promise<{ datasetId: number; resourceId: number; layerId: number }> | undefined;
/** The seeded layer every path styles, looked up once per worker. */
const layerOf = (page: Page) => {
  seededLayer ??= datasetWithGeographicLayer(page);
  return seededLayer;
};

const editor = ({ dialog }: Handles) =>
  dialog.getByRole('form', { name: /^(Nouveau style|Modifier le style)$/ });
const saveButton = (handles: Handles) => editor(handles).getByRole('button', { name: TEXT.save });
const editButton = ({ dialog, name }: Handles) => dialog.getByRole('button', { name: TEXT.edit(name) });
const failures = (page: Page) => page.getByRole('alert').getByTestId('toast-error');
const successes = (page: Page) => page.getByRole('status').getByTestId('toast-success');
const keysOf = (state: PathState) => new Set(state.keys);

/** The path's style as the backend holds it; undefined while it does not exist. */
async function savedStyle({ page, layerId, name }: Handles) {
  const response = await apiRequest(page, 'GET', `/geospatial/geographiclayer/${layerId}/styles/`);
  expect(response.status()).toBe(200);
  const styles = (await response.json()) as { id: number; name: string; config: unknown }[];
  return styles.find((style) => style.name === name);
}

/** The save button shows a spinner and ignores presses while a request of the save is under way. */
async function expectBusy(handles: Handles) {
  await expect(saveButton(handles)).toHaveAttribute('aria-disabled', 'true');
  await expect(editor(handles).getByRole('textbox', { name: TEXT.name })).toHaveValue(handles.name);
}

const drivers = {
  'style.submitted': async (handles, _event, next) => {
    const { page } = handles;
    // The person saves again a little later: the notifications of the last save have gone.
    await page.clock.fastForward(6_000);
    // After a successful save the editor has closed: the person opens the style again from the list.
    if ((await editor(handles).count()) === 0) {
      await editButton(handles).click();
      await expect(editor(handles).getByRole('textbox', { name: TEXT.name })).toHaveValue(handles.name);
      await editor(handles).getByRole('textbox', { name: TEXT.config }).fill(JSON.stringify(CONFIG));
    }
    const held = keysOf(next).has('creatingStyle') ? handles.create : handles.config;
    held.expect();
    await saveButton(handles).click();
    await held.next();
  },
  'xstate.done.actor.createStyle': async ({ create, config }) => {
    config.expect();
    await create.pass();
    await config.next();
  },
  'xstate.error.actor.createStyle': ({ create }) => create.fail(400, { detail: 'Injected fault' }),
  'xstate.done.actor.saveConfig': async ({ config, scenarios }) => {
    scenarios.expect();
    await config.pass();
    await scenarios.next();
  },
  'xstate.error.actor.saveConfig': ({ config }) => config.fail(400, { detail: 'Injected fault' }),
  ...launchDriver<Handles>((handles) => handles),
} satisfies DriverTable<Machine, Handles>;

const assertions = {
  editing: async (handles, state) => {
    if (keysOf(state).has('editing.succeeded')) {
      // The editor closed on success; the style can be opened and saved again from the list.
      await expect(editor(handles)).toHaveCount(0);
      await expect(editButton(handles)).toBeEnabled();
    } else {
      await expect(saveButton(handles)).toBeEnabled();
      await expect(saveButton(handles)).not.toHaveAttribute('aria-disabled', 'true');
    }
  },
  'editing.idle': async (handles) => {
    await expect(editor(handles).getByRole('textbox', { name: TEXT.name })).toHaveValue(handles.name);
    await expect(editor(handles).getByRole('textbox', { name: 'SLD' })).toHaveValue(/StyledLayerDescriptor/);
    await expect(failures(handles.page)).toHaveCount(0);
    await expect(successes(handles.page)).toHaveCount(0);
    // Nothing has been sent: no new style, or the existing one has no configuration yet.
    expect((await savedStyle(handles))?.config ?? null).toBeNull();
  },
  'editing.succeeded': async (handles) => {
    await expect(successes(handles.page).getByText(TEXT.saved(handles.name))).toBeVisible();
    await expect(handles.dialog.getByRole('row', { name: new RegExp(handles.name) })).toBeVisible();
    expect((await savedStyle(handles))?.config).toEqual(CONFIG);
  },
  'editing.failed': async (handles, state) => {
    const error = (state.context as { error: StyleError }).error;
    const text = error.code === 'noScenario' ? FAILURE.noScenario : FAILURE[error.step];
    await expect(failures(handles.page).getByText(text)).toBeVisible();
    // The editor keeps its content.
    await expect(editor(handles).getByRole('textbox', { name: TEXT.name })).toHaveValue(handles.name);
    await expect(editor(handles).getByRole('textbox', { name: TEXT.config })).toHaveValue(
      JSON.stringify(CONFIG),
    );
    await expect(successes(handles.page)).toHaveCount(0);
  },
  creatingStyle: async (handles) => {
    await expectBusy(handles);
    expect(await savedStyle(handles)).toBeUndefined();
  },
  savingConfig: async (handles) => {
    await expectBusy(handles);
    // The style exists (created by this save or before it).
    expect(await savedStyle(handles)).toBeDefined();
  },
  launchingScenario: async (handles) => {
    await expectBusy(handles);
    expect((await savedStyle(handles))?.config).toEqual(CONFIG);
  },
} satisfies AssertionTable<Machine, Handles>;

export const styleSaveReplay: MachineReplay<Machine, Handles> = {
  open: async (page, path) => {
    await useSession(page.request, page.context(), 'admin');
    const { datasetId, resourceId, layerId } = await layerOf(page);
    const name = uniqueName('Style QA');
    if (path.input === 'existingStyle') {
      const created = await apiRequest(page, 'POST', `/geospatial/geographiclayer/${layerId}/styles/`, {
        name,
      });
      expect(created.status(), await created.text()).toBe(201);
    }
    const styles = `/geospatial/geographiclayer/${layerId}/styles/`;
    const gate = (label: string, method: string, pathname: RegExp) =>
      RequestGate.install(page, label, (request) => {
        const url = new URL(request.url()).pathname;
        return request.method() === method && url.includes(styles) && pathname.test(url);
      });
    const create = await gate('style creation', 'POST', /\/styles\/$/);
    const config = await gate('style configuration', 'PUT', /\/styles\/\d+\/config\/$/);
    const scenarios = await gate('style scenarios', 'GET', /\/styles\/\d+\/_scenarios\/$/);
    const run = await gate('style scenario run', 'POST', /\/styles\/\d+\/_scenarios\/\d+\/run\/$/);
    await page.clock.install();
    await page.goto(`/publish/fr/data/datasets/${datasetId}/?resource=${resourceId}&resourceTab=styles`);
    const dialog = page.getByRole('dialog');
    const handles = { page, dialog, layerId, name, create, config, scenarios, run };
    if (path.input === 'existingStyle') {
      await editButton(handles).click();
    } else {
      await dialog.getByRole('button', { name: TEXT.newStyle }).click();
      await editor(handles).getByRole('textbox', { name: TEXT.name }).fill(name);
    }
    await editor(handles).getByRole('textbox', { name: TEXT.config }).fill(JSON.stringify(CONFIG));
    return handles;
  },
  drivers,
  assertions,
};
