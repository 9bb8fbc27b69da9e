import type { Page, Route } from '@playwright/test';
import { expect, test, uniqueName } from '../fixtures';
import { type FormFlow, formFlows } from './faultForms';
import {
  type FaultName,
  faults,
  messages,
  serveShortRequestTimeout,
  signInAgainOnThePage,
} from './faultKinds';

// Issue 19, faults: every form that edits something × every fault of its save, produced with page.route
// on the real request against the reference backend (a form's save faults one after another on one opened
// form, its 401 and its 403 on their own, as they leave the page). Each fault checks the section-8 message, that what
// the person typed is still there (or comes back as a draft), that nothing was saved meanwhile (through
// the API), and that saving again works once the fault is gone.

const saveButton = (page: Page, flow: FormFlow) =>
  page.locator(`form:has(#${flow.fieldId}) button[type=submit]`).first();

/** Sends the save request of the flow to `answer`; reads still reach the server. */
async function breakSave(page: Page, flow: FormFlow, answer: (route: Route) => Promise<void>) {
  await page.route(
    (url) => flow.saveRequest.test(url.pathname),
    (route) => (route.request().method() === 'GET' ? route.fallback() : answer(route)),
  );
}

/** Opens the flow's form as its person and types a value unique to the test; returns what was typed. */
async function openAndType(page: Page, flow: FormFlow, path: string): Promise<string> {
  await page.goto(path);
  await flow.open?.(page);
  const field = page.locator(`#${flow.fieldId}`);
  // A dialog's form may come after its page, its data and its code: generous on a busy machine.
  await expect(field).toBeEditable({ timeout: 20_000 });
  const typed = uniqueName(`Saisie ${flow.name}`);
  await field.fill(typed);
  await flow.fillRest?.(page);
  return typed;
}

/** The forms the hanging save is tried on (see below). */
const TIMEOUT_FORMS = new Set(['dataset (edit)', 'dataset (add)', 'resource (edit)', 'style']);

/**
 * The faults of a form's save, in an order where each message differs from the one before it, so each
 * one is seen to replace the last.
 */
function faultsOf(flow: FormFlow): FaultName[] {
  const order: FaultName[] = ['500', '400 with field errors', 'network drop', '502', 'hang then timeout'];
  return order.filter((faultName) => {
    // A 502 takes the same path as a 500 in every form (the form kit reads any 5xx as 'Erreur
    // critique'); what it adds, a body that is HTML and not JSON, is proved once, on the first form.
    if (faultName === '502') return flow === formFlows[0];
    // A request that hangs is ended by the API client's own timeout, the same for every save; the
    // form then shows it as any failed save. It is proved on the forms whose saves are flows of
    // their own (machines, several requests) and on one plain form-kit form, which stands for the
    // others: their handling of a failed save is proved by the other faults.
    if (faultName === 'hang then timeout') return TIMEOUT_FORMS.has(flow.name);
    return true;
  });
}

for (const flow of formFlows) {
  test.describe(`faults of the ${flow.name} form`, () => {
    test.beforeEach(async ({ signInAs }) => {
      // Preparing, faulting, saving again and checking through the API: minutes on a busy machine.
      test.setTimeout(120_000);
      await signInAs(flow.account);
    });

    const names = faultsOf(flow);
    // The faults follow one another on one opened form: each save fails its own way while the form
    // keeps what was typed, as a person retrying through a bad hour would see it.
    test(`${names.join(', ')}: message, typed value kept, nothing saved; saving again works`, async ({
      page,
    }) => {
      if (names.includes('hang then timeout')) await serveShortRequestTimeout(page);
      const prepared = await flow.prepare(page);
      const typed = await openAndType(page, flow, prepared.path);

      let previous: string | null = null;
      for (const faultName of names) {
        const fault = faults[faultName];
        await breakSave(page, flow, (route) => fault.answer(route, flow.serverField));
        await saveButton(page, flow).click();
        const message = flow.faultMessage?.(faultName, flow.fieldLabel) ?? fault.message(flow.fieldLabel);
        await expect(page.getByText(message, { exact: true }).first(), faultName).toBeVisible({
          timeout: 15_000,
        });
        if (previous !== null)
          await expect(page.getByText(previous, { exact: true }), faultName).toHaveCount(0);
        await expect(page.locator(`#${flow.fieldId}`), faultName).toHaveValue(typed);
        expect(await prepared.savedValue(typed), faultName).not.toBe(typed);
        await page.unrouteAll({ behavior: 'ignoreErrors' });
        previous = message;
      }

      await saveButton(page, flow).click();
      await expect.poll(() => prepared.savedValue(typed), { timeout: 15_000 }).toBe(typed);
    });

    test('session expiring mid-edit (401): signed in again, the draft is back with a notice, then saved', async ({
      page,
    }) => {
      const prepared = await flow.prepare(page);
      const typed = await openAndType(page, flow, prepared.path);
      const place = new URL(page.url()).pathname;
      // The session really ends: the server answers the save with 401.
      const statuses: number[] = [];
      page.on('response', (response) => {
        if (response.request().method() !== 'GET' && flow.saveRequest.test(new URL(response.url()).pathname))
          statuses.push(response.status());
      });
      await page.context().clearCookies({ name: 'sessionid' });

      await saveButton(page, flow).click();
      await signInAgainOnThePage(page, flow.account);
      await expect(page).toHaveURL((url) => url.pathname === place);
      expect(statuses).toEqual([401]);
      const notice = page.getByText(messages.draftRestored, { exact: true });
      // A form that opens on demand comes back after its page and its data.
      await expect(notice).toBeVisible({ timeout: 20_000 });
      await expect(page.locator(`#${flow.fieldId}`)).toHaveValue(typed);
      expect(await prepared.savedValue(typed)).not.toBe(typed);

      await saveButton(page, flow).click();
      await expect.poll(() => prepared.savedValue(typed), { timeout: 15_000 }).toBe(typed);
      // Saved: the draft is gone, the form no longer offers it.
      await page.goto(prepared.path);
      await flow.open?.(page);
      await expect(page.locator(`#${flow.fieldId}`)).toBeEditable();
      await expect(notice).toHaveCount(0);
    });

    test('403 mid-flow: the 403 page, then the draft on the way back, then saved', async ({ page }) => {
      const prepared = await flow.prepare(page);
      const typed = await openAndType(page, flow, prepared.path);
      await breakSave(page, flow, (route) =>
        route.fulfill({
          status: 403,
          json: { detail: 'You do not have permission to perform this action.' },
        }),
      );

      await saveButton(page, flow).click();
      await expect(page).toHaveURL(/\/access-denied\/$/);
      // The person reads the 403 page, then goes back with its own button. Going back before the page
      // has even shown (a few milliseconds after the address changed) never left the form.
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('Accès refusé');
      await page.unrouteAll({ behavior: 'ignoreErrors' });
      expect(await prepared.savedValue(typed)).not.toBe(typed);

      await page.getByRole('button', { name: 'Retour à la page précédente' }).click();
      await expect(page.getByText(messages.draftRestored, { exact: true })).toBeVisible({ timeout: 20_000 });
      await expect(page.locator(`#${flow.fieldId}`)).toHaveValue(typed);
      await saveButton(page, flow).click();
      await expect.poll(() => prepared.savedValue(typed), { timeout: 15_000 }).toBe(typed);
    });
  });
}
