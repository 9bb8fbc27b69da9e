import { expect, type Page } from '@playwright/test';
import type datasetBulkEditMachine from '../../machines/datasetBulkEdit.machine.ts';
import { createDatasetThroughApi, uniqueName } from '../e2e/fixtures.ts';
import { message } from './messages.ts';
import { RequestGate } from './requestGate.ts';
import { useSession } from './sessions.ts';
import type { AssertionTable, DriverTable, MachineReplay } from './types.ts';

// The dataset list's bulk edit, as the demo producteur uses it on two datasets of the path's own
// (made through the API, found by a search of their common name). The model's two selections are the
// two rows ticked one by one, and "all matching" (the same two); its operations are a keyword with a
// licence, or none (every row removed). Preview, apply and undo requests are held by gates, then reach
// the backend or get a fault.

type Machine = typeof datasetBulkEditMachine;
interface Handles {
  readonly page: Page;
  readonly names: readonly string[];
  readonly preview: RequestGate;
  readonly apply: RequestGate;
  readonly undo: RequestGate;
}

const dialog = (page: Page) => page.getByRole('dialog');
const button = (page: Page, source: string) =>
  dialog(page).getByRole('button', { name: message(page, source) });
const status = (page: Page, text: RegExp) => page.getByRole('status').filter({ hasText: text });

const drivers = {
  'dialog.opened': async ({ page, names }, event) => {
    for (const name of names) {
      await page
        .getByRole('checkbox', { name: message(page, 'Select {rowName}', { rowName: name }), exact: true })
        .check();
    }
    if ('filters' in event.selection) {
      await page
        .getByRole('button', { name: message(page, 'Select all {matching} matching', { matching: 3 }) })
        .click();
    }
    await page.getByRole('button', { name: message(page, 'Bulk edit'), exact: true }).click();
  },
  'dialog.closed': async ({ page }) => {
    await button(page, 'Cancel').click();
  },
  'operations.changed': async ({ page }, event) => {
    const edit = dialog(page);
    const remove = edit.getByRole('button', {
      name: new RegExp(message(page, 'Remove operation {0}', { 0: 1 })),
    });
    while ((await remove.count()) > 0) await remove.first().click();
    if (event.operations.length === 0) return;
    // Rows are added with the first field not used yet: the licence, then the update frequency, which
    // becomes the keywords.
    await edit.getByRole('button', { name: message(page, 'Add an operation') }).click();
    await edit
      .getByRole('combobox', { name: message(page, 'Value of {0}', { 0: message(page, 'Licence') }) })
      .selectOption({ index: 1 });
    await edit.getByRole('button', { name: message(page, 'Add an operation') }).click();
    await edit
      .getByRole('combobox', { name: message(page, 'Field of operation {0}', { 0: 2 }) })
      .selectOption('keywords');
    await edit
      .getByRole('textbox', { name: message(page, 'Value of {0}', { 0: message(page, 'Keywords') }) })
      .fill('qa');
  },
  'preview.requested': async (handles) => {
    handles.preview.expect();
    await button(handles.page, 'Preview').click();
    await handles.preview.next();
  },
  'apply.requested': async (handles) => {
    handles.apply.expect();
    await button(handles.page, 'Apply').click();
    await handles.apply.next();
  },
  'undo.requested': async (handles) => {
    handles.undo.expect();
    await handles.page.getByRole('button', { name: message(handles.page, 'Undo'), exact: true }).click();
    await handles.undo.next();
  },
  'notification.dismissed': async ({ page }) => {
    await page.getByRole('button', { name: message(page, 'Dismiss'), exact: true }).click();
  },
  'xstate.done.actor.previewBulkEdit': (handles) => handles.preview.pass(),
  'xstate.error.actor.previewBulkEdit': (handles) => handles.preview.fail(500),
  'xstate.done.actor.applyBulkEdit': (handles) => handles.apply.pass(),
  'xstate.error.actor.applyBulkEdit': (handles) => handles.apply.fail(500),
  'xstate.done.actor.undoBulkEdit': (handles) => handles.undo.pass(),
  'xstate.error.actor.undoBulkEdit': (handles) => handles.undo.fail(500),
} satisfies DriverTable<Machine, Handles>;

const assertions = {
  idle: async ({ page }) => {
    await expect(dialog(page)).toHaveCount(0);
    await expect(page.getByRole('button', { name: message(page, 'Undo'), exact: true })).toHaveCount(0);
  },
  editing: async ({ page }) => {
    await expect(dialog(page).getByRole('heading')).toBeVisible();
    await expect(dialog(page).getByRole('region', { name: message(page, 'Preview') })).toHaveCount(0);
  },
  previewing: async ({ page }) => {
    await expect(button(page, 'Preview')).toHaveAttribute('aria-disabled', 'true');
  },
  previewFailed: async ({ page }) => {
    await expect(dialog(page).getByRole('alert')).toContainText(message(page, 'The preview failed.'));
  },
  reviewing: async ({ page, names }) => {
    const changes = dialog(page).getByRole('list', { name: message(page, 'Datasets that will change') });
    for (const name of names) await expect(changes.getByText(name, { exact: true })).toBeVisible();
    await expect(button(page, 'Apply')).toBeEnabled();
  },
  applying: async ({ page }) => {
    await expect(button(page, 'Apply')).toHaveAttribute('aria-disabled', 'true');
  },
  applyFailed: async ({ page }) => {
    await expect(dialog(page).getByRole('alert')).toContainText(message(page, 'The edit was not applied.'));
  },
  applied: async ({ page }) => {
    await expect(dialog(page)).toHaveCount(0);
    await expect(status(page, /2/)).toBeVisible();
    await expect(page.getByRole('button', { name: message(page, 'Undo'), exact: true })).toBeEnabled();
  },
  undoing: async ({ page }) => {
    await expect(page.getByRole('button', { name: message(page, 'Undo'), exact: true })).toHaveAttribute(
      'aria-disabled',
      'true',
    );
  },
  undoFailed: async ({ page }) => {
    await expect(
      page
        .getByRole('alert')
        .filter({ hasText: message(page, 'Something went wrong on the server. Try again.') }),
    ).toBeVisible();
    await expect(page.getByRole('button', { name: message(page, 'Undo'), exact: true })).toBeEnabled();
  },
  undone: async ({ page }) => {
    await expect(page.getByRole('button', { name: message(page, 'Undo'), exact: true })).toHaveCount(0);
    await expect(page.getByRole('button', { name: message(page, 'Dismiss'), exact: true })).toBeVisible();
  },
} satisfies AssertionTable<Machine, Handles>;

export const datasetBulkEditReplay: MachineReplay<Machine, Handles> = {
  open: async (page) => {
    await useSession(page.request, page.context(), 'producteur');
    const prefix = uniqueName('QA lot');
    const names = [`${prefix} A`, `${prefix} B`];
    for (const name of names) await createDatasetThroughApi(page, name);
    // A third match that is not ticked, so that "Select all 3 matching" is offered.
    await createDatasetThroughApi(page, `${prefix} C`);
    const gate = (name: string, path: RegExp) =>
      RequestGate.install(
        page,
        name,
        (request) => request.method() === 'POST' && path.test(new URL(request.url()).pathname),
      );
    const handles: Handles = {
      page,
      names,
      preview: await gate('bulk edit preview', /\/dataset\/bulk-edits\/preview\/$/),
      apply: await gate('bulk edit apply', /\/dataset\/bulk-edits\/$/),
      undo: await gate('bulk edit undo', /\/dataset\/bulk-edits\/\d+\/undo\/$/),
    };
    await page.goto(`/publish/en/data/datasets/?search=${encodeURIComponent(prefix)}`);
    await expect(page.getByRole('rowheader', { name: names[0] })).toBeVisible();
    return handles;
  },
  drivers,
  assertions,
};
