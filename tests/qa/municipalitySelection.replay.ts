import { expect, type Page } from '@playwright/test';
import type municipalitySelectionMachine from '../../machines/municipalitySelection.machine.ts';
import type { MunicipalitySelectionContext } from '../../machines/municipalitySelection.machine.ts';
import { apiRequest, selectedOnMap } from '../e2e/fixtures.ts';
import { escapeRegExp, message, startingWith } from './messages.ts';
import { RequestGate } from './requestGate.ts';
import { useSession } from './sessions.ts';
import type { AssertionTable, DriverTable, MachineReplay } from './types.ts';

// The municipalities of the seed's jurisdiction of Cayenne (97302) in its form, as a superuser changes
// them without saving (the jurisdiction is only read). The territory the page lists first, French
// Guiana, is held until the path's municipalities.loaded; the pasted codes are checked by the backend,
// or fail by an injected fault. A former commune pasted (74011, which the seed's table still lists)
// is flagged by the municipality check (issue 33) and replaced with its Replace button.

type Machine = typeof municipalitySelectionMachine;
type Context = MunicipalitySelectionContext;

const JURISDICTION = '97302';
/** The communes of the model's events, as the search results and the list name them. */
const NAMES: Readonly<Record<string, string>> = {
  '97301': 'Régina',
  '97302': 'Cayenne',
  '97357': 'Awala-Yalimapo',
  // Annecy-le-Vieux, a commune merged into Annecy in 2017, still in the seed's table.
  '74010': 'Annecy',
  '74011': 'Annecy-le-Vieux',
};

/** Stands for a placeholder, to cut a message around it. */
const HOLE = '\u0001';
/** The catalogue's messages of the picker, in the page's language. */
const textOf = (page: Page) => ({
  search: message(page, 'Search a municipality by name or INSEE code'),
  codes: message(page, 'INSEE codes, separated by commas'),
  recalculate: message(page, 'Recalculate'),
  selectAll: message(page, 'Select all'),
  deselectAll: message(page, 'Deselect all'),
  failed: message(
    page,
    'The codes could not be checked. The selection is unchanged; press Recalculate to try again.',
  ),
  none: message(page, 'No municipality is selected.'),
  map: startingWith(message(page, 'Map of the municipalities')),
  heading: (count: number | string) => message(page, 'Selected municipalities ({count})', { count }),
  counted: (count: number) =>
    message(page, '{count, plural, one {# municipality selected} other {# municipalities selected}}', {
      count,
    }),
  /** The Deselect button of a code's row, named by its label, 'Name (code)' or the code alone. */
  deselect: (code: string) => {
    const [before = '', after = ''] = message(page, 'Deselect {label}', { label: HOLE }).split(HOLE);
    return new RegExp(`^${escapeRegExp(before)}(.* \\()?${code}\\)?${escapeRegExp(after)}$`);
  },
  /** The region listing the selected communes the official list flags (pasted codes have their own). */
  selectionIssues: message(page, 'Selected municipalities flagged by the official list'),
  /** The Replace button of a former commune flagged in the selection. */
  replace: (code: string, by: string) =>
    message(page, 'Replace {former} ({code}) with {current} ({by})', {
      former: NAMES[code] ?? code,
      code,
      current: NAMES[by] ?? by,
      by,
    }),
  unknown: (codes: readonly string[]) =>
    message(page, codes.length === 1 ? 'Unknown INSEE code: {unknown}' : 'Unknown INSEE codes: {unknown}', {
      unknown: codes.join(', '),
    }),
});

interface Handles {
  readonly page: Page;
  /** The territory's list (French Guiana), held from the page's opening. */
  readonly territory: RequestGate;
  /** The check of pasted codes. */
  readonly check: RequestGate;
  /** The codes the next check asks about, sorted; null when no check is awaited. */
  expectedCheck: string[] | null;
  /** The selection whose highlight on the map was last checked: the map changes only with it. */
  mapChecked: string | null;
}

const contextOf = (state: { context: unknown }) => state.context as Context;
const isInseeCode = (text: string) => /^([0-9]{5}|2[AB][0-9]{3})$/.test(text);
const labelOf = (code: string) => (NAMES[code] ? `${NAMES[code]} (${code})` : code);

const codesBox = (page: Page) => page.getByLabel(textOf(page).codes);
const recalculate = (page: Page) => page.getByRole('button', { name: textOf(page).recalculate });
const theMap = (page: Page) => page.getByRole('figure', { name: textOf(page).map });

/** Lets the page handle what it just received: a few turns of its event loop. */
const settle = (page: Page) =>
  page.evaluate(
    () =>
      new Promise<void>((resolve) => {
        let turns = 0;
        const turn = () => (++turns >= 5 ? requestAnimationFrame(() => resolve()) : setTimeout(turn, 10));
        turn();
      }),
  );

/** What the municipality picker shows, read in one go (a busy machine answers each question slowly). */
interface PickerView {
  readonly searchbox: boolean;
  readonly codes: string | null;
  readonly recalculateBusy: boolean;
  readonly selectAllDisabled: boolean;
  readonly deselectAllDisabled: boolean;
  readonly figure: boolean;
  readonly heading: string | null;
  readonly counted: string | null;
  /** The rows of the selection's list in view, and the size of the whole list they announce. */
  readonly rows: readonly string[];
  readonly setSize: string | null;
  readonly empty: boolean;
  readonly alerts: readonly string[];
}

function readPicker(page: Page): Promise<PickerView> {
  const words = textOf(page);
  // The count of the selection in either plural form, the number left open.
  const counts = [1, 2].map((count) => escapeRegExp(words.counted(count)).replace(String(count), '\\d+'));
  return page.evaluate(
    ({ codesLabel, none, headingStart, recalculate, selectAll, deselectAll, counted }) => {
      const text = (element: Element | null | undefined) =>
        element?.textContent?.replace(/\s+/g, ' ').trim() ?? null;
      const buttons = [...document.querySelectorAll('button')];
      const button = (label: string) => buttons.find((candidate) => text(candidate) === label);
      const codes = [...document.querySelectorAll('label')].find((label) =>
        text(label)?.startsWith(codesLabel),
      );
      const box = codes ? document.getElementById(codes.htmlFor) : null;
      const heading = [...document.querySelectorAll('h2')].find((h2) => text(h2)?.startsWith(headingStart));
      const region = heading ? document.querySelector(`section[aria-labelledby="${heading.id}"]`) : null;
      const items = [...(region?.querySelectorAll('li') ?? [])];
      return {
        searchbox: document.querySelector('input[type="search"]') !== null,
        codes: box instanceof HTMLTextAreaElement && !box.disabled ? box.value : null,
        recalculateBusy: button(recalculate)?.getAttribute('aria-disabled') === 'true',
        selectAllDisabled: button(selectAll)?.disabled ?? true,
        deselectAllDisabled: button(deselectAll)?.disabled ?? true,
        figure: document.querySelector('figure') !== null,
        heading: text(heading),
        counted: text(
          [...document.querySelectorAll('p[aria-live="polite"]')].find((p) =>
            new RegExp(`^(${counted.join('|')})$`).test(text(p) ?? ''),
          ),
        ),
        rows: items.map((item) => text(item.querySelector('span')) ?? ''),
        setSize: items[0]?.getAttribute('aria-setsize') ?? null,
        empty: text(region?.querySelector('p')) === none,
        alerts: [...document.querySelectorAll('[role="alert"]')]
          .map((alert) => text(alert) ?? '')
          .filter(Boolean),
      };
    },
    {
      codesLabel: words.codes,
      none: words.none,
      headingStart: words.heading(HOLE).split(HOLE)[0] ?? '',
      recalculate: words.recalculate,
      selectAll: words.selectAll,
      deselectAll: words.deselectAll,
      counted: counts,
    },
  );
}

/** What the page must show of a selection: counted, and listed in code order (the rows in view). */
function selectionView(page: Page, selectedCodes: readonly string[]): Partial<PickerView> {
  const count = selectedCodes.length;
  const words = textOf(page);
  return {
    heading: words.heading(count),
    // The language's plural rules: French counts 0 like 1 ("0 commune sélectionnée").
    counted: words.counted(count),
    empty: count === 0,
    setSize: count === 0 ? null : String(count),
    deselectAllDisabled: count === 0,
  };
}

/** The selection's list in view: its first rows are the first selected codes, in code order. */
const firstRows = (view: PickerView, selectedCodes: readonly string[]) =>
  view.rows
    .slice(0, 5)
    .map((row, index) => row.endsWith(`(${selectedCodes[index]})`) || row === selectedCodes[index]);

/** The picker shows what a state says: polled until it does. */
async function expectPicker(
  page: Page,
  expected: Partial<PickerView>,
  selectedCodes: readonly string[],
): Promise<PickerView> {
  let view: PickerView | undefined;
  const rows = Math.min(5, selectedCodes.length);
  await expect
    .poll(async () => {
      view = await readPicker(page);
      return { ...view, rows: firstRows(view, selectedCodes).slice(0, rows) };
    })
    .toMatchObject({ ...expected, rows: Array.from({ length: rows }, () => true) });
  if (!view) throw new Error('municipalitySelection: the picker was not read');
  return view;
}

/** The count of highlighted pixels of the map. */
async function highlightedPixels(page: Page): Promise<number> {
  return (await selectedOnMap(page, theMap(page))).pixels;
}

/**
 * The map follows the selection: Cayenne, in the middle of the jurisdiction's map, is drawn highlighted
 * when it is selected, and nothing is when nothing is selected (other communes may lie out of view).
 */
async function checkMap(handles: Handles, selectedCodes: readonly string[]): Promise<void> {
  const key = selectedCodes.join();
  // The map changes only with the selection: one look per selection.
  if (handles.mapChecked === key) return;
  const { page } = handles;
  await expect(theMap(page)).toHaveAttribute('aria-busy', 'false', { timeout: 20_000 });
  if (selectedCodes.includes('97302')) await expect.poll(() => highlightedPixels(page)).toBeGreaterThan(0);
  else if (selectedCodes.length === 0) await expect.poll(() => highlightedPixels(page)).toBe(0);
  handles.mapChecked = key;
}

const unknownText = (page: Page, codes: readonly string[]) => textOf(page).unknown(codes);

const drivers = {
  'municipality.selected': async ({ page }, event) => {
    // A search result's check box: the search finds the commune by its code.
    await page.getByRole('searchbox', { name: textOf(page).search }).fill(event.code);
    const result = page.getByRole('checkbox', { name: labelOf(event.code), exact: true });
    await expect(result).not.toBeChecked();
    await result.check();
  },
  'municipality.deselected': async ({ page }, event) => {
    // The Deselect button of its row in the list of the selection.
    await page.getByRole('button', { name: textOf(page).deselect(event.code) }).click();
  },
  'municipalities.allSelected': async ({ page }) => {
    await page.getByRole('button', { name: textOf(page).selectAll, exact: true }).click();
  },
  'municipalities.allDeselected': async ({ page }) => {
    await page.getByRole('button', { name: textOf(page).deselectAll, exact: true }).click();
  },
  'municipalities.loaded': async ({ page, territory }) => {
    const answered = page.waitForResponse(
      (response) =>
        response.url().includes('/organisation/municipalities/?') && response.url().includes('search=973'),
    );
    await territory.pass();
    await answered;
    await settle(page);
  },
  'codes.recalculate': async (handles, event, next) => {
    const { page, check } = handles;
    const checking = next.keys.includes('checkingCodes');
    if (checking) {
      const { pendingCodes, knownCodes } = contextOf(next);
      handles.expectedCheck = pendingCodes
        .filter((code) => !knownCodes.includes(code) && isInseeCode(code))
        .sort();
      check.expect();
    }
    await codesBox(page).fill(event.text);
    await recalculate(page).click();
    if (checking) await check.next();
  },
  'municipalities.replaced': async ({ page }, event) => {
    // The Replace button of the former commune in the selection's flags, shown once the backend's
    // check has flagged it. The pasted codes' flags may name it too: their button only edits the text.
    const flagged = page.getByRole('region', { name: textOf(page).selectionIssues });
    for (const { code, by } of event.replacements) {
      await flagged.getByRole('button', { name: textOf(page).replace(code, by), exact: true }).click();
    }
  },
  'xstate.done.actor.checkCodes': async (handles) => {
    handles.expectedCheck = null;
    await handles.check.pass();
  },
  'xstate.error.actor.checkCodes': async (handles, event) => {
    handles.expectedCheck = null;
    await handles.check.fail((event.error as { status: number }).status);
  },
} satisfies DriverTable<Machine, Handles>;

const assertions = {
  choosing: async ({ page }, state) => {
    await expectPicker(
      page,
      { searchbox: true, recalculateBusy: false, selectAllDisabled: false, figure: true },
      contextOf(state).selectedCodes,
    );
    await expect(codesBox(page)).toBeEditable();
  },
  'choosing.editing': async (handles, state) => {
    const { selectedCodes, unknownCodes } = contextOf(state);
    const view = await expectPicker(
      handles.page,
      { ...selectionView(handles.page, selectedCodes), codes: selectedCodes.join(', ') },
      selectedCodes,
    );
    // Unknown pasted codes are listed; no failure is said.
    expect(view.alerts).toEqual(unknownCodes.length === 0 ? [] : [unknownText(handles.page, unknownCodes)]);
    await checkMap(handles, selectedCodes);
  },
  'choosing.failed': async (handles, state) => {
    const { selectedCodes, unknownCodes } = contextOf(state);
    const view = await expectPicker(handles.page, selectionView(handles.page, selectedCodes), selectedCodes);
    expect(view.alerts).toEqual([
      ...(unknownCodes.length === 0 ? [] : [unknownText(handles.page, unknownCodes)]),
      textOf(handles.page).failed,
    ]);
    await checkMap(handles, selectedCodes);
  },
  checkingCodes: async (handles, state) => {
    const { selectedCodes, unknownCodes } = contextOf(state);
    const view = await expectPicker(
      handles.page,
      {
        ...selectionView(handles.page, selectedCodes),
        recalculateBusy: true,
        selectAllDisabled: true,
        deselectAllDisabled: true,
      },
      selectedCodes,
    );
    expect(view.alerts).toEqual(unknownCodes.length === 0 ? [] : [unknownText(handles.page, unknownCodes)]);
    await checkMap(handles, selectedCodes);
  },
} satisfies AssertionTable<Machine, Handles>;

let jurisdictionId: Promise<number> | undefined;

/** The seed's jurisdiction of Cayenne, found once per worker. */
async function findJurisdiction(page: Page): Promise<number> {
  const response = await apiRequest(page, 'GET', `/organisation/jurisdictions/?search=${JURISDICTION}`);
  expect(response.status()).toBe(200);
  const { results } = (await response.json()) as { results: { id: number; codename: string }[] };
  const found = results.find((jurisdiction) => jurisdiction.codename === JURISDICTION);
  if (!found) throw new Error(`municipalitySelection: no jurisdiction ${JURISDICTION} in the seed`);
  return found.id;
}

export const municipalitySelectionReplay: MachineReplay<Machine, Handles> = {
  open: async (page) => {
    await useSession(page.request, page.context(), 'admin');
    jurisdictionId ??= findJurisdiction(page);
    const id = await jurisdictionId;
    // The machine learns communes from `municipalities.loaded`, whose sample is French Guiana's list.
    // A former commune of the samples (74011) makes the map ask for its department's list too; in the
    // replay's world that list is empty, so that "select all" selects what the model knows.
    await page.route('**/organisation/municipalities/?*', async (route) => {
      const url = new URL(route.request().url());
      const search = url.searchParams.get('search');
      if (search === null || search === '973' || !/^(\d{2,3}|2[AB])$/.test(search)) return route.fallback();
      await route.fulfill({ json: { count: 0, next: null, previous: null, results: [] } });
    });
    const territory = await RequestGate.install(page, 'territory', (request) => {
      const url = new URL(request.url());
      return (
        url.pathname.endsWith('/organisation/municipalities/') && url.searchParams.get('search') === '973'
      );
    });
    const handles: Handles = {
      page,
      territory,
      check: await RequestGate.install(page, 'codes check', (request) => {
        const url = new URL(request.url());
        const asked = url.searchParams.get('insee__in');
        if (!url.pathname.endsWith('/organisation/municipalities/') || asked === null) return false;
        return (
          handles.expectedCheck !== null && asked.split(',').sort().join() === handles.expectedCheck.join()
        );
      }),
      expectedCheck: null,
      mapChecked: null,
    };
    territory.expect();
    await page.goto(`/publish/fr/jurisdictions/${id}/`, { waitUntil: 'commit' });
    await territory.next();
    return handles;
  },
  drivers,
  assertions,
};
