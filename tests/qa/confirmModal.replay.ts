import { expect, type Page } from '@playwright/test';
import type confirmModalMachine from '../../machines/confirmModal.machine.ts';
import { apiRequest, createDatasetThroughApi, uniqueName } from '../e2e/fixtures.ts';
import { message } from './messages.ts';
import { RequestGate } from './requestGate.ts';
import { useSession } from './sessions.ts';
import type { AssertionTable, DriverTable, MachineReplay } from './types.ts';

// The global confirmation modal, as an administrator meets it when deleting a dataset from the list.
// The dataset is the path's own, made through the API; the deletion request is held by a gate, then
// reaches the backend or gets a fault.
//
// Every call site of the modal in the application gives a content, so both samples of
// `confirmation.requested` open the dataset deletion (the default question is never shown).
//
// `modal.closed` is sent by the application when the boot flow authenticates again, that is on entering
// a route of another locale (and at start, when no modal is open yet). The open modal makes the page
// behind it inert, so the locale switcher cannot be reached; the person's gesture is the browser's Back
// button towards a page they saw in English. A path with that event therefore starts on the English
// list and switches to French with the locale switcher first, so Back returns to English.

type Machine = typeof confirmModalMachine;
interface Handles {
  readonly page: Page;
  readonly deletion: RequestGate;
  readonly id: number;
  readonly name: string;
  /** What the backend must hold once the modal is closed: set by the gestures and answers. */
  outcome: 'kept' | 'deleted' | 'unknown';
}

/** The catalogue's messages of the deletion, in the page's language. */
const TEXT = {
  title: (page: Page) => message(page, 'Delete the dataset'),
  content: (page: Page, name: string) =>
    message(page, 'The dataset "{name}" will be deleted with its resources. This cannot be undone.', {
      name,
    }),
  failure: (page: Page) => message(page, 'An error occured while deleting dataset'),
  deleted: (page: Page, name: string) => message(page, 'The dataset {name} was deleted', { name }),
};

const dialog = (page: Page) => page.getByRole('dialog');
const confirmButton = (page: Page) => dialog(page).getByRole('button', { name: message(page, 'Confirm') });
const cancelButton = (page: Page) => dialog(page).getByRole('button', { name: message(page, 'Cancel') });

async function datasetStatus(page: Page, id: number): Promise<number> {
  return (await apiRequest(page, 'GET', `/dataset/datasets/${id}/`)).status();
}

const drivers = {
  'confirmation.requested': async ({ page, name }) => {
    // Deleting is an item of the row's menu (issue 48, U2).
    await page
      .getByRole('button', { name: message(page, 'Actions for {name}', { name }), exact: true })
      .click();
    await page.getByRole('menuitem', { name: message(page, 'Delete {name}', { name }), exact: true }).click();
  },
  'confirmation.accepted': async (handles) => {
    handles.deletion.expect();
    handles.outcome = 'unknown';
    await confirmButton(handles.page).click();
    // The action has started when its request leaves (held until the server's answer below).
    await handles.deletion.next();
  },
  'confirmation.cancelled': async (handles) => {
    await cancelButton(handles.page).click();
    handles.outcome = 'kept';
  },
  // The browser's Back button, towards the list seen in English: entering the other locale
  // authenticates again, which closes every modal. An action still running is abandoned: its request
  // stays with the server (held here), so what the backend ends with is not the modal's business.
  'modal.closed': async (handles) => {
    await handles.page.goBack();
    await expect(handles.page).toHaveURL(/\/publish\/en\/data\/datasets\//);
    await expect(
      handles.page.getByRole('heading', { level: 1, name: message(handles.page, 'Datasets') }),
    ).toBeVisible();
  },
  'xstate.done.actor.runConfirmedAction': async (handles) => {
    await handles.deletion.pass();
    handles.outcome = 'deleted';
  },
  'xstate.error.actor.runConfirmedAction': async (handles) => {
    await handles.deletion.fail(500);
    handles.outcome = 'kept';
  },
} satisfies DriverTable<Machine, Handles>;

const assertions = {
  closed: async ({ page, id, name, outcome }) => {
    await expect(dialog(page)).toHaveCount(0);
    if (outcome === 'deleted') {
      await expect(page.getByRole('status').getByText(TEXT.deleted(page, name))).toBeVisible();
      await expect(page.getByRole('rowheader', { name })).toHaveCount(0);
      expect(await datasetStatus(page, id)).toBe(404);
    } else if (outcome === 'kept') {
      await expect(page.getByRole('rowheader', { name })).toBeVisible();
      expect(await datasetStatus(page, id)).toBe(200);
    }
  },
  open: async ({ page, name }) => {
    await expect(dialog(page).getByRole('heading', { name: TEXT.title(page) })).toBeVisible();
    await expect(dialog(page)).toContainText(TEXT.content(page, name));
    await expect(cancelButton(page)).toBeEnabled();
    await expect(confirmButton(page)).toBeEnabled();
    await expect(confirmButton(page)).toHaveAttribute('aria-busy', 'false');
    await expect(dialog(page).getByRole('alert')).toHaveCount(0);
  },
  confirming: async ({ page, id }) => {
    await expect(dialog(page).getByRole('heading', { name: TEXT.title(page) })).toBeVisible();
    await expect(cancelButton(page)).toBeDisabled();
    await expect(confirmButton(page)).toBeDisabled();
    await expect(confirmButton(page)).toHaveAttribute('aria-busy', 'true');
    await expect(confirmButton(page).locator('svg.animate-spin, svg[class*="animate-spin"]')).toHaveCount(1);
    await expect(dialog(page).getByRole('alert')).toHaveCount(0);
    // The deletion is on its way, not done.
    expect(await datasetStatus(page, id)).toBe(200);
  },
  failed: async ({ page, id }) => {
    await expect(dialog(page).getByRole('heading', { name: TEXT.title(page) })).toBeVisible();
    await expect(dialog(page).getByRole('alert')).toHaveText(TEXT.failure(page));
    await expect(cancelButton(page)).toBeEnabled();
    await expect(confirmButton(page)).toBeEnabled();
    await expect(confirmButton(page)).toHaveAttribute('aria-busy', 'false');
    expect(await datasetStatus(page, id)).toBe(200);
  },
} satisfies AssertionTable<Machine, Handles>;

export const confirmModalReplay: MachineReplay<Machine, Handles> = {
  open: async (page, path) => {
    await useSession(page.request, page.context(), 'admin');
    const name = uniqueName('QA suppression');
    const id = await createDatasetThroughApi(page, name);
    const deletion = await RequestGate.install(
      page,
      'dataset deletion',
      (request) => request.method() === 'DELETE' && request.url().includes(`/dataset/datasets/${id}/`),
    );
    const closedByNavigation = path.steps.some((step) => step.event.type === 'modal.closed');
    if (closedByNavigation) {
      await page.goto('/publish/en/data/datasets/');
      await expect(page.getByRole('rowheader', { name })).toBeVisible();
      await page.getByRole('button', { name: message(page, 'Language: {0}', { 0: 'English' }) }).click();
      await page.getByRole('menuitem', { name: 'Français' }).click();
      await expect(page).toHaveURL(/\/publish\/fr\/data\/datasets\//);
    } else {
      await page.goto('/publish/fr/data/datasets/');
    }
    await expect(page.getByRole('rowheader', { name })).toBeVisible();
    return { page, deletion, id, name, outcome: 'kept' };
  },
  drivers,
  assertions,
};
