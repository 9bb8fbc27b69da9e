import { assign, fromPromise, setup } from 'xstate';

/**
 * The municipalities of a jurisdiction: a list with checkboxes, a box of pasted INSEE codes
 * applied by Recalculate, and the map layer 'communes' highlighting the selection. Every
 * change of the selection performs `highlightChanged` with the selected codes, which
 * src/flows provides to paint the map, so list and map never drift apart.
 *
 * Recalculate replaces the selection with the pasted codes (comma separated, trimmed,
 * duplicates removed). Codes the machine does not know yet are checked with the server
 * (`checkCodes`); codes that do not exist are reported in `unknownCodes`, never dropped
 * silently. Select all selects every known municipality.
 *
 * Replace (issue 33): a former commune of the selection gives way to the current commune that took it
 * over (the official list's chef-lieu), once; the rest of the selection stays as it was.
 */

export interface MunicipalitySelectionContext {
  /** INSEE codes known to exist, sorted. */
  readonly knownCodes: readonly string[];
  /** The selection, sorted. */
  readonly selectedCodes: readonly string[];
  /** Pasted codes that do not exist, as pasted; reset by the next Recalculate. */
  readonly unknownCodes: readonly string[];
  /** The pasted codes while some of them are being checked. */
  readonly pendingCodes: readonly string[];
  readonly error: { readonly code: 'requestFailed'; readonly cause: unknown } | null;
}

export type MunicipalitySelectionEvent =
  | { type: 'municipality.selected'; code: string }
  | { type: 'municipality.deselected'; code: string }
  | { type: 'municipalities.allSelected' }
  | { type: 'municipalities.allDeselected' }
  /** Municipalities listed by the server (the territory's list, search results): now known. */
  | { type: 'municipalities.loaded'; codes: readonly string[] }
  /** Recalculate: the pasted text becomes the selection. */
  | { type: 'codes.recalculate'; text: string }
  /** Replace (one) or Replace all: each former commune `code` gives way to the current commune `by`. */
  | { type: 'municipalities.replaced'; replacements: readonly Replacement[] };

/** A former commune and the current commune that took it over (it exists: the official list names it). */
export interface Replacement {
  readonly code: string;
  readonly by: string;
}

export interface MunicipalitySelectionInput {
  readonly knownCodes: readonly string[];
  readonly selectedCodes: readonly string[];
}

/** Comma separated codes, trimmed, empty entries and duplicates removed, in pasted order. */
export function parseCodes(text: string): string[] {
  const codes = text
    .split(',')
    .map((code) => code.trim())
    .filter((code) => code !== '');
  return [...new Set(codes)];
}

const sortedUnion = (a: readonly string[], b: readonly string[]) => [...new Set([...a, ...b])].sort();

export default setup({
  types: {
    context: {} as MunicipalitySelectionContext,
    events: {} as MunicipalitySelectionEvent,
    input: {} as MunicipalitySelectionInput,
  },
  actors: {
    /** Which of these codes exist (GET municipalities/): resolves to the existing ones. */
    checkCodes: fromPromise<readonly string[], { codes: readonly string[] }>(async () => {
      throw new Error('checkCodes not provided');
    }),
  },
  actions: {
    // A municipality is selected from what the server listed (search results, the map's communes): it exists.
    selectCode: assign(({ context }, params: { code: string }) => ({
      knownCodes: sortedUnion(context.knownCodes, [params.code]),
      selectedCodes: sortedUnion(context.selectedCodes, [params.code]),
    })),
    deselectCode: assign(({ context }, params: { code: string }) => ({
      selectedCodes: context.selectedCodes.filter((code) => code !== params.code),
    })),
    selectAll: assign(({ context }) => ({ selectedCodes: [...context.knownCodes] })),
    deselectAll: assign({ selectedCodes: [] }),
    addKnownCodes: assign(({ context }, params: { codes: readonly string[] }) => ({
      knownCodes: sortedUnion(context.knownCodes, params.codes),
    })),
    applyCodes: assign((_, params: { text: string }) => ({
      selectedCodes: parseCodes(params.text).sort(),
      unknownCodes: [],
    })),
    replaceCodes: assign(({ context }, params: { replacements: readonly Replacement[] }) => {
      const applied = params.replacements.filter((r) => context.selectedCodes.includes(r.code));
      const former = new Set(applied.map((r) => r.code));
      const current = applied.map((r) => r.by);
      return {
        knownCodes: sortedUnion(context.knownCodes, current),
        selectedCodes: sortedUnion(
          context.selectedCodes.filter((code) => !former.has(code)),
          current,
        ),
      };
    }),
    storePendingCodes: assign((_, params: { text: string }) => ({ pendingCodes: parseCodes(params.text) })),
    applyCheckedCodes: assign(({ context }, params: { existing: readonly string[] }) => {
      // The pasted codes the server says exist become known (those already known stay so).
      const knownCodes = sortedUnion(
        context.knownCodes,
        context.pendingCodes.filter((code) => params.existing.includes(code)),
      );
      return {
        knownCodes,
        selectedCodes: context.pendingCodes.filter((code) => knownCodes.includes(code)).sort(),
        unknownCodes: context.pendingCodes.filter((code) => !knownCodes.includes(code)),
        pendingCodes: [],
      };
    }),
    storeError: assign((_, params: { cause: unknown }) => ({
      error: { code: 'requestFailed' as const, cause: params.cause },
      pendingCodes: [],
    })),
    clearError: assign({ error: null }),
    /** The selection changed: src/flows highlights these codes on the map layer 'communes'. */
    highlightChanged: (_, _params: { codes: readonly string[] }) => {},
  },
  guards: {
    // The page offers to select what is not selected and to deselect what is, and nothing to deselect
    // when nothing is selected (Deselect all is disabled then).
    isSelected: ({ context }, params: { code: string }) => context.selectedCodes.includes(params.code),
    isNotSelected: ({ context }, params: { code: string }) => !context.selectedCodes.includes(params.code),
    hasSelection: ({ context }) => context.selectedCodes.length > 0,
    // A replacement whose former commune left the selection meanwhile changes nothing.
    replacesSelected: ({ context }, params: { replacements: readonly Replacement[] }) =>
      params.replacements.some((r) => r.code !== r.by && context.selectedCodes.includes(r.code)),
    bringsNewCodes: ({ context }, params: { codes: readonly string[] }) =>
      params.codes.some((code) => !context.knownCodes.includes(code)),
    allCodesKnown: ({ context }, params: { text: string }) =>
      parseCodes(params.text).every((code) => context.knownCodes.includes(code)),
  },
}).createMachine({
  id: 'municipalitySelection',
  description: 'Choosing the municipalities of a jurisdiction, in the list, by pasted codes, and on the map.',
  context: ({ input }) => ({
    knownCodes: sortedUnion(input.knownCodes, input.selectedCodes),
    selectedCodes: sortedUnion([], input.selectedCodes),
    unknownCodes: [],
    pendingCodes: [],
    error: null,
  }),
  entry: { type: 'highlightChanged', params: ({ context }) => ({ codes: context.selectedCodes }) },
  on: {
    'municipalities.loaded': {
      // The page tells the machine only of municipalities it does not know yet.
      guard: { type: 'bringsNewCodes', params: ({ event }) => ({ codes: event.codes }) },
      actions: { type: 'addKnownCodes', params: ({ event }) => ({ codes: event.codes }) },
    },
  },
  initial: 'choosing',
  states: {
    choosing: {
      description:
        'The municipality list with checkboxes, the pasted-codes box, and the map with the selection highlighted.',
      initial: 'editing',
      on: {
        'municipality.selected': {
          guard: { type: 'isNotSelected', params: ({ event }) => ({ code: event.code }) },
          target: '.editing',
          actions: [
            { type: 'selectCode', params: ({ event }) => ({ code: event.code }) },
            { type: 'highlightChanged', params: ({ context }) => ({ codes: context.selectedCodes }) },
          ],
        },
        'municipality.deselected': {
          guard: { type: 'isSelected', params: ({ event }) => ({ code: event.code }) },
          target: '.editing',
          actions: [
            { type: 'deselectCode', params: ({ event }) => ({ code: event.code }) },
            { type: 'highlightChanged', params: ({ context }) => ({ codes: context.selectedCodes }) },
          ],
        },
        'municipalities.allSelected': {
          target: '.editing',
          actions: [
            'selectAll',
            { type: 'highlightChanged', params: ({ context }) => ({ codes: context.selectedCodes }) },
          ],
        },
        'municipalities.allDeselected': {
          guard: 'hasSelection',
          target: '.editing',
          actions: [
            'deselectAll',
            { type: 'highlightChanged', params: ({ context }) => ({ codes: context.selectedCodes }) },
          ],
        },
        'municipalities.replaced': {
          guard: { type: 'replacesSelected', params: ({ event }) => ({ replacements: event.replacements }) },
          target: '.editing',
          actions: [
            { type: 'replaceCodes', params: ({ event }) => ({ replacements: event.replacements }) },
            { type: 'highlightChanged', params: ({ context }) => ({ codes: context.selectedCodes }) },
          ],
        },
        'codes.recalculate': [
          {
            guard: { type: 'allCodesKnown', params: ({ event }) => ({ text: event.text }) },
            target: '.editing',
            actions: [
              { type: 'applyCodes', params: ({ event }) => ({ text: event.text }) },
              { type: 'highlightChanged', params: ({ context }) => ({ codes: context.selectedCodes }) },
            ],
          },
          {
            target: 'checkingCodes',
            actions: { type: 'storePendingCodes', params: ({ event }) => ({ text: event.text }) },
          },
        ],
      },
      states: {
        editing: {
          description:
            'The selection is shown in the list, in the codes box and on the map; unknown pasted codes are listed.',
        },
        failed: {
          description: 'An error says the pasted codes could not be checked; the selection is unchanged.',
          tags: ['error'],
          exit: 'clearError',
        },
      },
    },
    checkingCodes: {
      description:
        'Recalculate shows a spinner while the pasted codes are checked; the selection is unchanged.',
      tags: ['busy'],
      invoke: {
        id: 'checkCodes',
        src: 'checkCodes',
        input: ({ context }) => ({
          codes: context.pendingCodes.filter((code) => !context.knownCodes.includes(code)),
        }),
        onDone: {
          target: 'choosing.editing',
          actions: [
            { type: 'applyCheckedCodes', params: ({ event }) => ({ existing: event.output }) },
            { type: 'highlightChanged', params: ({ context }) => ({ codes: context.selectedCodes }) },
          ],
        },
        onError: {
          target: 'choosing.failed',
          actions: { type: 'storeError', params: ({ event }) => ({ cause: event.error }) },
        },
      },
    },
  },
});
