import { expect, type Page } from '@playwright/test';
import type indexerTestMachine from '../../machines/indexerTest.machine.ts';
import { FIXTURE_RECORDS, type FixtureCatalogues, serveFixtureCatalogues } from '../e2e/fixtureCatalogues.ts';
import { apiRequest, uniqueName } from '../e2e/fixtures.ts';
import { message } from './messages.ts';
import { RequestGate } from './requestGate.ts';
import { useSession } from './sessions.ts';
import type { AssertionTable, DriverTable, MachineReplay } from './types.ts';

// The test panel of a CKAN indexer of the Mobility group, as its account administrator uses it. The
// backend runs the trial against the fixture catalogue this process serves, or against an address where
// nothing listens when the path wants the harvester's error.

type Machine = typeof indexerTestMachine;
interface Handles {
  readonly page: Page;
  readonly trial: RequestGate;
  /** Points the indexer at a catalogue before the held trial reaches the backend. */
  readonly setUrl: (url: string) => Promise<void>;
}

const GROUP = 12;
const PATTERN = 'https://portail.example.fr/jeux/{identifier}';
/** The catalogue's messages of the test panel, in the page's language. */
const TEXT = {
  test: (page: Page) => message(page, 'Test the indexer'),
  cancel: (page: Page) => message(page, 'Cancel the test'),
  testing: (page: Page) => message(page, 'Testing the remote catalogue…'),
  failed: (page: Page) => message(page, 'An error occured while testing the indexer'),
  records: (page: Page) => message(page, 'Records found by the test'),
  recordCount: (page: Page, count: number) => message(page, '{count} records found', { count }),
  noRecord: (page: Page) => message(page, 'The test found no record.'),
  /** The error catalogue's message for a request that failed with a 500. */
  critical: (page: Page) => message(page, 'Critical error'),
};

let catalogues: Promise<FixtureCatalogues> | undefined;
/** The fixture catalogues, served once per worker for every path. */
const fixtureCatalogues = () => {
  catalogues ??= serveFixtureCatalogues();
  return catalogues;
};

const failure = (page: Page) => page.getByRole('alert').filter({ hasText: TEXT.failed(page) });
const records = (page: Page) => page.getByRole('region', { name: TEXT.records(page) });

const drivers = {
  'test.requested': async ({ page, trial }) => {
    trial.expect();
    await page.getByRole('button', { name: TEXT.test(page) }).click();
  },
  'test.cancelled': async ({ page }) => {
    await page.getByRole('button', { name: TEXT.cancel(page) }).click();
  },
  'xstate.done.actor.runTrial': async ({ trial, setUrl }, event) => {
    const { urls, unreachableUrl } = await fixtureCatalogues();
    await setUrl(event.output.status === 'SUCCESS' ? urls.ckan : unreachableUrl);
    await trial.pass();
  },
  'xstate.error.actor.runTrial': ({ trial }) => trial.fail(500),
} satisfies DriverTable<Machine, Handles>;

const assertions = {
  ready: async ({ page }) => {
    await expect(page.getByRole('button', { name: TEXT.test(page) })).toBeEnabled();
    await expect(page.getByRole('button', { name: TEXT.cancel(page) })).toHaveCount(0);
  },
  'ready.idle': async ({ page }) => {
    await expect(failure(page)).toHaveCount(0);
    await expect(records(page)).toHaveCount(0);
    await expect(page.getByText(TEXT.noRecord(page))).toHaveCount(0);
  },
  'ready.succeeded': async ({ page }) => {
    const fixture = FIXTURE_RECORDS.ckan;
    await expect(records(page).getByText(TEXT.recordCount(page, fixture.length))).toBeVisible();
    for (const record of fixture) {
      const item = records(page).getByRole('listitem').filter({ hasText: record.title });
      await expect(item).toContainText(record.identifier);
      await expect(item.getByRole('link')).toHaveAttribute(
        'href',
        PATTERN.replace('{identifier}', encodeURIComponent(record.identifier)),
      );
    }
    await expect(failure(page)).toHaveCount(0);
  },
  'ready.failed': async ({ page }, state) => {
    await expect(failure(page)).toBeVisible();
    // The harvester's error, or the request's, is said under the message.
    await expect(failure(page).locator('p')).not.toHaveCount(1);
    const error = (state.context as { error: { code: string } }).error;
    // A request that failed with a 500 is said by the error catalogue's message for it.
    if (error.code === 'requestFailed') await expect(failure(page)).toContainText(TEXT.critical(page));
    await expect(records(page)).toHaveCount(0);
  },
  testing: async ({ page }) => {
    await expect(page.getByText(TEXT.testing(page))).toBeVisible();
    await expect(page.getByRole('button', { name: TEXT.cancel(page) })).toBeVisible();
    await expect(failure(page)).toHaveCount(0);
    await expect(records(page)).toHaveCount(0);
  },
} satisfies AssertionTable<Machine, Handles>;

export const indexerTestReplay: MachineReplay<Machine, Handles> = {
  open: async (page) => {
    await useSession(page.request, page.context(), 'gestionnaire');
    const { urls } = await fixtureCatalogues();
    const types = (await (await apiRequest(page, 'GET', '/indexer/remote-api-index-types/')).json()) as {
      id: number;
      implementation_type: string;
    }[];
    const body = {
      type: types.find((type) => type.implementation_type === 'ckan')?.id,
      name: uniqueName('Catalogue QA'),
      url: urls.ckan,
      command: 'harvest',
      scheduler: 1,
      url_pattern: PATTERN,
      usergroup_id: GROUP,
    };
    const created = await apiRequest(page, 'POST', '/indexer/remote-api-indexes/', body);
    expect(created.status(), await created.text()).toBe(201);
    const { id } = (await created.json()) as { id: number };
    const trial = await RequestGate.install(page, 'indexer trial', (request) =>
      request.url().includes(`/indexer/remote-api-indexes/${id}/trial/`),
    );
    await page.goto(`/publish/fr/accounts/usergroup/${GROUP}/indexer/${id}/`);
    const setUrl = async (url: string) => {
      const response = await apiRequest(page, 'PUT', `/indexer/remote-api-indexes/${id}/`, { ...body, url });
      expect(response.status(), await response.text()).toBe(200);
    };
    return { page, trial, setUrl };
  },
  drivers,
  assertions,
};
