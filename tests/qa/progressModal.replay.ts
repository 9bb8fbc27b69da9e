import { type CDPSession, expect, type Page } from '@playwright/test';
import type progressModalMachine from '../../machines/progressModal.machine.ts';
import { createDatasetThroughApi, csvFile, uniqueName } from '../e2e/fixtures.ts';
import { message } from './messages.ts';
import { RequestGate } from './requestGate.ts';
import { progressModal, shownProgress, throttleUploads } from './resourceSaveReplay.ts';
import { useSession } from './sessions.ts';
import type { AssertionTable, DriverTable, MachineReplay } from './types.ts';

// The global progress modal, as a file upload drives it: a new annex of a dataset, file upload kind.
// The upload (PUT file-upload/{id}/) is held by a gate: the modal opens at 0 while the file waits.
// Percentages: the page shows what the browser reports of the real upload, which no test can stop at
// an exact value. So `progress.updated` with a value under 100 lets the file go on a throttled network
// until the page reports progress, and the `open` assertion checks that the bar and its text show the
// same percentage, 0 right after the start and strictly between 0 and 100 once progress was reported
// (the path's 40 stands for "part of the file"); a value of 100 or more is the upload's end (the page's
// own values are clamped to 100), which closes the modal.

type Machine = typeof progressModalMachine;
interface Handles {
  readonly page: Page;
  readonly upload: RequestGate;
  readonly cdp: CDPSession;
}

const GROUP = 2;
/** About 150 kB: several seconds at the throttled 32 kB/s, a blink otherwise. */
const FILE = csvFile(
  'releves.csv',
  `nom;lon;lat\n${Array.from({ length: 6000 }, (_, row) => `Relevé ${row};-52.33;4.93`).join('\n')}\n`,
);

const drivers = {
  'progress.started': async ({ page, upload }) => {
    const dialog = page.getByRole('dialog', { name: message(page, 'Add an annex') });
    await dialog.getByRole('radio', { name: message(page, 'File upload') }).check();
    await dialog.getByRole('button', { name: message(page, 'File'), exact: true }).setInputFiles(FILE);
    await dialog.getByRole('textbox', { name: message(page, 'Name'), exact: true }).fill('Relevés');
    await dialog.getByRole('textbox', { name: message(page, 'X / Longitude column') }).fill('lon');
    await dialog.getByRole('textbox', { name: message(page, 'Y / Latitude column') }).fill('lat');
    const submit = dialog.getByRole('button', { name: message(page, 'Create the resource') });
    await expect(submit).not.toHaveAttribute('aria-disabled', 'true');
    upload.expect();
    await submit.click();
    // The resource and its record are made on the backend; the file's upload is then held.
    await upload.next();
  },
  'progress.updated': async ({ page, upload, cdp }, event) => {
    if (event.value >= 100) {
      await upload.pass();
      return;
    }
    await throttleUploads(cdp, 32 * 1024);
    await upload.pass();
    await expect.poll(() => shownProgress(page)).toBeGreaterThan(0);
  },
  // The upload fails: the creation is undone and the modal closes.
  'progress.reset': ({ upload }) => upload.fail(500),
} satisfies DriverTable<Machine, Handles>;

const assertions = {
  closed: async ({ page }) => {
    await expect(progressModal(page)).toHaveCount(0);
  },
  open: async ({ page }, state) => {
    const modal = progressModal(page);
    await expect(modal.getByRole('progressbar', { name: message(page, 'Progress') })).toBeVisible();
    // No footer and no close button.
    await expect(modal.getByRole('button')).toHaveCount(0);
    const shown = await shownProgress(page);
    const { progress } = state.context as { progress: number };
    if (progress === 0) expect(shown).toBe(0);
    else expect(shown > 0 && shown < 100, `${shown} % is progress under way`).toBe(true);
  },
} satisfies AssertionTable<Machine, Handles>;

export const progressModalReplay: MachineReplay<Machine, Handles> = {
  open: async (page) => {
    await useSession(page.request, page.context(), 'admin');
    const datasetId = await createDatasetThroughApi(page, uniqueName('Jeu QA progression'), GROUP);
    const upload = await RequestGate.install(
      page,
      'file upload',
      (request) =>
        request.method() === 'PUT' && /\/resource\/file-upload\/\d+\/$/.test(new URL(request.url()).pathname),
    );
    const cdp = await page.context().newCDPSession(page);
    await cdp.send('Network.enable');
    await page.goto(`/publish/fr/data/datasets/${datasetId}/?resource=new-annex`);
    await expect(page.getByRole('dialog', { name: message(page, 'Add an annex') })).toBeVisible();
    return { page, upload, cdp };
  },
  drivers,
  assertions,
};
