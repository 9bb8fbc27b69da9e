import { expect, type Page } from '@playwright/test';
import type searchMachine from '../../machines/search.machine.ts';
import { apiRequest } from '../e2e/fixtures.ts';
import { message } from './messages.ts';
import { RequestGate } from './requestGate.ts';
import { useSession } from './sessions.ts';
import type { AssertionTable, DriverTable, MachineReplay } from './types.ts';

// The search machine behind the dataset list's search box, as an administrator uses it.

type Machine = typeof searchMachine;
interface Handles {
  readonly page: Page;
  readonly search: RequestGate;
  /** Texts already searched in this path: their results are cached for 10 s. */
  readonly searched: Set<string>;
  /** Whether the page's time stands still (from a text typed until its pause after typing ends). */
  readonly clock: { paused: boolean };
}

const box = (page: Page) => page.getByRole('searchbox', { name: message(page, 'Search datasets') });
const failure = (page: Page) =>
  page.getByRole('alert').filter({ hasText: message(page, 'The search failed.') });

/** The text whose results the URL says are shown; empty for the full list. */
function shownInUrl(page: Page): string {
  const raw = new URL(page.url()).searchParams.get('search') ?? '';
  return raw.startsWith('"') ? (JSON.parse(raw) as string) : raw;
}

/**
 * Stops the page's time a little ahead of now (no pause after typing is running then). Time keeps
 * flowing while the call travels, so a busy machine may need a longer step ahead.
 */
async function pauseClock(page: Page): Promise<void> {
  for (const ahead of [50, 500, 2_000]) {
    const now = await page.evaluate(() => Date.now());
    try {
      await page.clock.pauseAt(now + ahead);
      return;
    } catch (error) {
      if (!String(error).includes('to the past')) throw error;
    }
  }
  throw new Error('the page clock could not be paused');
}

const textOf = (state: { context: unknown }) => (state.context as { text: string }).text;
const shownTextOf = (state: { context: unknown }) => (state.context as { shownText: string }).shownText;

const drivers = {
  'search.changed': async ({ page, search, searched, clock }, event) => {
    const { text } = event;
    if (text.trim() !== '') search.expect();
    // The list keeps a text's results fresh for 10 s; the person comes back to a text later than that,
    // so the search really asks the server again.
    if (searched.has(text.trim())) await page.clock.fastForward(11_000);
    searched.add(text.trim());
    // The page's time stands still while the person types, so the pause after typing ends only when the
    // path says so (a busy machine would otherwise let it end before the debouncing state is checked).
    if (!clock.paused) await pauseClock(page);
    clock.paused = true;
    // Typing the text the box already holds changes nothing in a page: the person types it with a
    // trailing space instead, which the machine trims to the same text.
    const typed = (await box(page).inputValue()) === text ? `${text} ` : text;
    await box(page).fill(typed);
  },
  'search.retried': async ({ page, search }) => {
    search.expect();
    await failure(page)
      .getByRole('button', { name: message(page, 'Retry') })
      .click();
  },
  // The pause after typing is over when the search request leaves.
  'xstate.after.searchDebounce': async ({ page, search, clock }) => {
    await page.clock.resume();
    clock.paused = false;
    await search.next();
  },
  'xstate.done.actor.runSearch': ({ search }) => search.pass(),
  'xstate.error.actor.runSearch': ({ search }) => search.fail(500),
} satisfies DriverTable<Machine, Handles>;

const assertions = {
  showingFullList: async ({ page, clock }) => {
    await expect.poll(async () => (await box(page).inputValue()).trim()).toBe('');
    // The URL follows the shown list once the browser has painted it (src/ui/list/useSearchFlow):
    // after a cleared box no debounce resumes the paused page clock, so let a few frames pass.
    if (clock.paused) await page.clock.runFor(100);
    await expect.poll(() => shownInUrl(page)).toBe('');
    await expect(failure(page)).toHaveCount(0);
    await expect(page.getByRole('table').getByRole('rowheader')).toHaveCount(20);
  },
  filtering: async ({ page }, state) => {
    await expect.poll(async () => (await box(page).inputValue()).trim()).toBe(textOf(state));
  },
  'filtering.debouncing': async ({ page }, state) => {
    await expect(box(page)).toHaveAttribute('aria-busy', 'false');
    expect(shownInUrl(page)).toBe(shownTextOf(state));
  },
  'filtering.searching': async ({ page }) => {
    await expect(box(page)).toHaveAttribute('aria-busy', 'true');
    await expect(failure(page)).toHaveCount(0);
  },
  'filtering.searched': async ({ page }, state) => {
    const text = textOf(state);
    await expect(box(page)).toHaveAttribute('aria-busy', 'false');
    await expect.poll(() => shownInUrl(page)).toBe(text);
    const answer = await apiRequest(
      page,
      'GET',
      `/dataset/datasets/?search=${encodeURIComponent(text)}&page=1&ordering=-last_modified`,
    );
    const names = ((await answer.json()) as { results: { display_name: string }[] }).results.map(
      (dataset) => dataset.display_name,
    );
    await expect.poll(() => page.getByRole('table').getByRole('rowheader').allInnerTexts()).toEqual(names);
  },
  'filtering.failed': async ({ page }) => {
    await expect(failure(page).getByRole('button', { name: message(page, 'Retry') })).toBeVisible();
    await expect(box(page)).toHaveAttribute('aria-busy', 'false');
  },
} satisfies AssertionTable<Machine, Handles>;

export const searchReplay: MachineReplay<Machine, Handles> = {
  open: async (page) => {
    await useSession(page.request, page.context(), 'admin');
    const search = await RequestGate.install(
      page,
      'dataset search',
      (request) =>
        request.url().includes('/dataset/datasets/?') && new URL(request.url()).searchParams.has('search'),
    );
    await page.clock.install();
    await page.goto('/publish/fr/data/datasets/');
    return { page, search, searched: new Set(), clock: { paused: false } };
  },
  drivers,
  assertions,
};
