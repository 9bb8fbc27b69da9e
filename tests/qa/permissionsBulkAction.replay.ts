import { expect, type Page } from '@playwright/test';
import type permissionsBulkActionMachine from '../../machines/permissionsBulkAction.machine.ts';
import {
  type BulkAction,
  levelOf,
  type PermissionsBulkActionContext,
} from '../../machines/permissionsBulkAction.machine.ts';
import { apiRequest, createDatasetThroughApi, permissionRows, uniqueName } from '../e2e/fixtures.ts';
import { message } from './messages.ts';
import { RequestGate } from './requestGate.ts';
import { useSession } from './sessions.ts';
import type { AssertionTable, DriverTable, GeneratedPath, MachineReplay } from './types.ts';

// The bulk actions of a dataset's permissions table, as an administrator uses them. The model's rows 1, 2
// and 3 are three active groups of the seed, and its two pages of rows are what two searches show:
// "par" finds rows 1 and 2, "res" rows 2 and 3 (the seed has no other name with these letters).
// A path whose rights really change works on a dataset of its own, where the three groups first get the
// download level so that a removal shows; the other paths share one dataset whose rights they never change.

type Machine = typeof permissionsBulkActionMachine;
type Context = PermissionsBulkActionContext;

const ROWS: Readonly<Record<number, string>> = {
  1: 'Parc amazonien de Guyane',
  2: 'Partenaires institutionnels de Guyane',
  3: 'Réseau eau et biodiversité',
};
/** The search that shows each page of rows of the model, by its ids. */
const SEARCHES: Readonly<Record<string, string>> = { '1,2': 'par', '2,3': 'res' };
/** The level the rows of a path's own dataset start with. */
const STARTING_LEVEL = 'download';
/** The table reloads itself every 15 s (src/ui/list/autoReload.ts). */
const AUTO_RELOAD_MS = 15_000;
/** How long a toast stays: 5 s (specification section 8). Checked only well inside or well after it. */
const TOAST_SHOWN_MS = 3_500;
const TOAST_GONE_MS = 6_000;

/** The catalogue's messages of the permissions table, by their English source (see ./messages.ts). */
const TEXT = {
  bulk: 'Bulk actions',
  all: 'Select all rows on this page',
  search: 'Search organisations, user groups and spheres',
  table: 'Organisations, user groups and spheres',
  updated: 'The permissions were updated',
  notUpdated: 'The permissions were not updated',
  cancel: 'Cancel',
  confirm: 'Confirm',
  impactFailed: 'What this action changes could not be computed.',
} as const;
const ACTION_LABELS: Readonly<Record<BulkAction, string>> = {
  remove: 'Remove rights',
  search: 'Grant search',
  consultation: 'Grant consultation',
  download: 'Grant download',
};
const LEVEL_LABELS: Readonly<Record<Exclude<BulkAction, 'remove'>, string>> = {
  search: 'Search',
  consultation: 'Consultation',
  download: 'Download',
};

interface Handles {
  readonly page: Page;
  readonly datasetId: number;
  /** The permission list requests of the table; the first one is held until the first rows.loaded. */
  readonly list: RequestGate;
  /** The bulk action request. */
  readonly apply: RequestGate;
  /** The preview of the bulk action (the QA deployment offers the permissionImpact extension). */
  readonly preview: RequestGate;
  /** Whether the table's first list request is still held. */
  firstHeld: boolean;
  /** The ids of the rows the table shows. */
  shown: readonly number[];
  /** What the last confirmed action asked for. */
  applied: { names: string[]; level: string } | null;
  /** The last toast the backend's answer brought, with the page's time when it came. */
  toast: { kind: 'success' | 'error'; at: number; cleared: boolean } | null;
}

const nameOf = (id: number): string => {
  const name = ROWS[id];
  if (!name) throw new Error(`permissionsBulkAction: no row ${id} in the replay`);
  return name;
};
const contextOf = (state: { context: unknown }) => state.context as Context;
const searchFor = (ids: readonly number[]): string => {
  const text = SEARCHES[ids.join(',')];
  if (!text) throw new Error(`permissionsBulkAction: no search shows rows ${ids.join(',')}`);
  return text;
};

const table = (page: Page) => page.getByRole('table', { name: message(page, TEXT.table) });
const rowBox = (page: Page, id: number) =>
  page.getByRole('checkbox', { name: message(page, 'Select {rowName}', { rowName: nameOf(id) }) });
const headerBox = (page: Page) => page.getByRole('checkbox', { name: message(page, TEXT.all) });
const bulkButton = (page: Page) => page.getByRole('button', { name: message(page, TEXT.bulk) });
const counter = (page: Page, count: number) =>
  page.getByText(message(page, 'Selected rows: {count}', { count }), { exact: true });
const toasts = (page: Page) => page.locator('#toast-region');
const levelSelect = (page: Page, name: string) =>
  page.getByRole('combobox', { name: message(page, 'Access level of {name}', { name }) });
const dialog = (page: Page) => page.getByRole('dialog');
const pageTime = (page: Page) => page.evaluate(() => Date.now());

/** The names of the rows whose check box is ticked, in table order. */
function checkedNames(page: Page): Promise<string[]> {
  return table(page)
    .locator('tbody tr')
    .evaluateAll((rows) =>
      rows
        .filter((row) => row.querySelector<HTMLInputElement>('input[type="checkbox"]')?.checked)
        .map((row) => row.querySelector('th')?.textContent?.trim() ?? ''),
    );
}

/** The toast of the backend's answer: shown while young, gone once its 5 s are over. */
async function checkToast(handles: Handles, kind: 'success' | 'error', source: string): Promise<void> {
  const { page, toast } = handles;
  const text = message(page, source);
  expect(toast?.kind, 'the backend answered with this outcome').toBe(kind);
  if (!toast) return;
  // Every navigation clears the toasts (specification section 8): a new search is one.
  if (toast.cleared) return expect(toasts(page).getByText(text)).toHaveCount(0);
  const age = (await pageTime(page)) - toast.at;
  const shown = toasts(page).getByText(text);
  if (age < TOAST_SHOWN_MS) await expect(shown).toBeVisible();
  else if (age > TOAST_GONE_MS) await expect(shown).toHaveCount(0);
}

/** The selection the context holds, in the table and its counter. */
async function checkSelection(page: Page, selectedIds: readonly number[]): Promise<void> {
  await expect(counter(page, selectedIds.length)).toBeVisible();
  await expect.poll(() => checkedNames(page)).toEqual(selectedIds.map(nameOf));
}

const drivers = {
  'rows.loaded': async (handles, event) => {
    const { page, list } = handles;
    const names = event.ids.map(nameOf);
    if (handles.firstHeld) {
      // The first page of rows: the table's first request reaches the backend.
      handles.firstHeld = false;
      await list.pass();
    } else if (event.ids.join(',') === handles.shown.join(',')) {
      // The same rows again: the table's automatic reload, 15 s later.
      const reloaded = page.waitForResponse(
        (response) => response.url().includes('/dataset/usergroup-permissions/') && response.ok(),
      );
      await page.clock.fastForward(AUTO_RELOAD_MS);
      await reloaded;
    } else {
      if (handles.toast) handles.toast.cleared = true;
      await page.getByRole('searchbox', { name: message(page, TEXT.search) }).fill(searchFor(event.ids));
    }
    await expect.poll(() => table(page).getByRole('rowheader').allInnerTexts()).toEqual(names);
    handles.shown = event.ids;
  },
  'row.toggled': async ({ page }, event) => {
    await rowBox(page, event.id).click();
  },
  'rows.allSelected': async ({ page }) => {
    await expect(headerBox(page)).not.toBeChecked();
    await headerBox(page).click();
  },
  'rows.cleared': async ({ page, shown }) => {
    // The header box clears a full page; a page with one row ticked is cleared by unticking it.
    if (await headerBox(page).isChecked()) {
      await headerBox(page).click();
      return;
    }
    const ticked: number[] = [];
    for (const id of shown) if (await rowBox(page, id).isChecked()) ticked.push(id);
    expect(ticked, 'one row to untick').toHaveLength(1);
    await rowBox(page, ticked[0] ?? 0).click();
  },
  'action.chosen': async ({ page, preview }, event) => {
    preview.expect();
    await bulkButton(page).click();
    await page.getByRole('menuitem', { name: message(page, ACTION_LABELS[event.action]) }).click();
    await preview.next();
  },
  'xstate.done.actor.previewImpact': async ({ preview }) => {
    await preview.pass();
  },
  'xstate.error.actor.previewImpact': async ({ preview }, event) => {
    const { status, body } = event.error as { status: number; body: unknown };
    await preview.fail(status, body);
  },
  'confirmation.accepted': async (handles, _event, next) => {
    const { selectedIds, action } = contextOf(next);
    if (!action) throw new Error('permissionsBulkAction: applying without an action');
    handles.applied = { names: selectedIds.map(nameOf), level: levelOf(action) };
    handles.apply.expect();
    await dialog(handles.page)
      .getByRole('button', { name: message(handles.page, TEXT.confirm) })
      .click();
    await handles.apply.next();
  },
  'confirmation.cancelled': async ({ page }) => {
    await dialog(page)
      .getByRole('button', { name: message(page, TEXT.cancel) })
      .click();
  },
  'xstate.done.actor.applyPermissionLevel': async (handles) => {
    await handles.apply.pass();
    handles.toast = { kind: 'success', at: await pageTime(handles.page), cleared: false };
  },
  'xstate.error.actor.applyPermissionLevel': async (handles, event) => {
    const { status, body } = event.error as { status: number; body: unknown };
    await handles.apply.fail(status, body);
    handles.toast = { kind: 'error', at: await pageTime(handles.page), cleared: false };
  },
} satisfies DriverTable<Machine, Handles>;

const assertions = {
  selecting: async ({ page }, state) => {
    const { rowIds } = contextOf(state);
    await expect(headerBox(page)).toBeVisible();
    if (rowIds.length === 0) {
      // The first page of rows is on its way.
      await expect(table(page)).toHaveAttribute('aria-busy', 'true');
      await expect(table(page).getByRole('rowheader')).toHaveCount(0);
      await expect(headerBox(page)).toBeDisabled();
      return;
    }
    await expect.poll(() => table(page).getByRole('rowheader').allInnerTexts()).toEqual(rowIds.map(nameOf));
    for (const id of rowIds) await expect(rowBox(page, id)).toBeEnabled();
    await expect(dialog(page)).toHaveCount(0);
  },
  'selecting.nothingSelected': async ({ page }) => {
    await expect(bulkButton(page)).toBeDisabled();
    await checkSelection(page, []);
  },
  'selecting.rowsSelected': async ({ page }, state) => {
    await checkSelection(page, contextOf(state).selectedIds);
    await expect(bulkButton(page)).toBeEnabled();
    await bulkButton(page).click();
    await expect(page.getByRole('menuitem')).toHaveText(
      Object.values(ACTION_LABELS).map((label) => message(page, label)),
    );
    await page.keyboard.press('Escape');
    await expect(page.getByRole('menuitem')).toHaveCount(0);
  },
  'selecting.succeeded': async (handles) => {
    const { page, datasetId, applied } = handles;
    await checkToast(handles, 'success', TEXT.updated);
    await expect(bulkButton(page)).toBeDisabled();
    await checkSelection(page, []);
    await expect(table(page)).not.toHaveAttribute('aria-busy', 'true');
    if (!applied) throw new Error('permissionsBulkAction: success without an action');
    // The backend holds the new level for the chosen rows and the old one for the others; the table shows it.
    const { results } = await permissionRows(page, datasetId);
    for (const [id, name] of Object.entries(ROWS)) {
      const level = applied.names.includes(name) ? applied.level : STARTING_LEVEL;
      expect(results.find((row) => row.name === name)?.level, `level of ${name}`).toBe(level);
      if (handles.shown.includes(Number(id))) await expect(levelSelect(page, name)).toHaveValue(level);
    }
  },
  'selecting.failed': async (handles, state) => {
    const { page } = handles;
    await checkToast(handles, 'error', TEXT.notUpdated);
    await checkSelection(page, contextOf(state).selectedIds);
    await expect(bulkButton(page)).toBeEnabled();
    await expect(table(page)).not.toHaveAttribute('aria-busy', 'true');
  },
  previewing: async ({ page }) => {
    await expect(dialog(page)).toHaveCount(0);
    await expect(bulkButton(page)).toBeDisabled();
    await expect(bulkButton(page)).toHaveAttribute('aria-busy', 'true');
  },
  confirming: async ({ page }, state) => {
    const { action, selectedIds, impact, impactFailed } = contextOf(state);
    if (!action) throw new Error('permissionsBulkAction: confirming without an action');
    const count = selectedIds.length;
    const shown = page.getByRole('dialog', { name: message(page, ACTION_LABELS[action]) });
    await expect(shown.getByRole('button', { name: message(page, TEXT.confirm) })).toBeVisible();
    await expect(shown.getByRole('button', { name: message(page, TEXT.cancel) })).toBeVisible();
    await expect(shown).toContainText(
      action === 'remove'
        ? message(page, 'The rights of the selected rows ({count}) will be removed.', { count })
        : message(page, 'The selected rows ({count}) will get the access level "{level}".', {
            count,
            level: message(page, LEVEL_LABELS[action]),
          }),
    );
    if (impactFailed) await expect(shown).toContainText(message(page, TEXT.impactFailed));
    if (impact) {
      await expect(
        shown.getByRole('button', {
          name: message(page, '{count, plural, one {Show the row} other {Show the # rows}}', {
            count: impact.rows.length,
          }),
        }),
      ).toBeVisible();
    }
  },
  applying: async ({ page, shown }) => {
    await expect(dialog(page)).toHaveCount(0);
    await expect(table(page)).toHaveAttribute('aria-busy', 'true');
    await expect(bulkButton(page)).toBeDisabled();
    for (const id of shown) await expect(levelSelect(page, nameOf(id))).toBeDisabled();
  },
} satisfies AssertionTable<Machine, Handles>;

let sharedDataset: Promise<number> | undefined;

/** A dataset whose rights the path changes, with the three rows at the starting level. */
async function datasetOfItsOwn(page: Page): Promise<number> {
  const datasetId = await createDatasetThroughApi(page, uniqueName('Jeu QA des droits groupés'));
  const { results } = await permissionRows(page, datasetId);
  const usergroupIds = Object.values(ROWS).map((name) => results.find((row) => row.name === name)?.id);
  const response = await apiRequest(
    page,
    'PUT',
    `/dataset/usergroup-permission-actions/?action=set_permission_level_${STARTING_LEVEL}`,
    { dataset_id: datasetId, usergroup_ids: usergroupIds },
  );
  expect(response.status(), await response.text()).toBe(200);
  return datasetId;
}

const changesRights = (path: GeneratedPath) =>
  path.steps.some((step) => step.event.type === 'xstate.done.actor.applyPermissionLevel');

export const permissionsBulkActionReplay: MachineReplay<Machine, Handles> = {
  open: async (page, path) => {
    await useSession(page.request, page.context(), 'admin');
    let datasetId: number;
    if (changesRights(path)) datasetId = await datasetOfItsOwn(page);
    else {
      // Read only: the paths that share it never let a change reach the backend.
      sharedDataset ??= createDatasetThroughApi(page, uniqueName('Jeu QA des droits en lecture'));
      datasetId = await sharedDataset;
    }
    const first = path.steps.find((step) => step.event.type === 'rows.loaded')?.event as
      | { ids: number[] }
      | undefined;
    const list = await RequestGate.install(page, 'permission list', (request) =>
      request.url().includes(`/dataset/usergroup-permissions/?dataset_id=${datasetId}&`),
    );
    const apply = await RequestGate.install(
      page,
      'bulk action',
      (request) =>
        request.method() === 'PUT' && request.url().includes('/dataset/usergroup-permission-actions/'),
    );
    const preview = await RequestGate.install(
      page,
      'bulk action preview',
      (request) =>
        request.method() === 'POST' &&
        request.url().includes('/dataset/usergroup-permission-actions/preview/'),
    );
    list.expect();
    await page.clock.install();
    const search = searchFor(first?.ids ?? [1, 2]);
    await page.goto(`/publish/fr/data/datasets/${datasetId}/permissions/?search=${search}`, {
      waitUntil: 'commit',
    });
    await list.next();
    return { page, datasetId, list, apply, preview, firstHeld: true, shown: [], applied: null, toast: null };
  },
  drivers,
  assertions,
};
