import { assign, fromPromise, setup } from 'xstate';

/**
 * One search box over one list: datasets, users, organisations, groups, spheres, contacts,
 * permissions, jurisdictions, municipalities, parent dataset, keywords. The machine knows
 * nothing of the list: `runSearch` (provided by src/ui/list/useSearchFlow.ts) fetches the results for a text,
 * typically into the query cache, and `reloadFullList` brings the unfiltered list back.
 */

export type SearchErrorCode = 'requestFailed';

export interface SearchError {
  readonly code: SearchErrorCode;
  /** What the actor rejected with, for the UI's error catalogue (field messages, 403, 500). */
  readonly cause: unknown;
}

export interface SearchContext {
  /** The text to search, trimmed; empty in the full list. */
  readonly text: string;
  /** The text whose results are shown; empty while the full list is shown. */
  readonly shownText: string;
  readonly error: SearchError | null;
}

export type SearchEvent =
  /** The search box changed; an empty text goes back to the full list. */
  | { type: 'search.changed'; text: string }
  /** The person asks to run the failed search again. */
  | { type: 'search.retried' };

export interface RunSearchInput {
  readonly text: string;
}

export default setup({
  types: {
    context: {} as SearchContext,
    events: {} as SearchEvent,
  },
  actors: {
    /**
     * Fetches the results of `text`. XState aborts `signal` when the search is superseded or
     * cleared: the real actor passes it to its request so that the request is cancelled.
     */
    runSearch: fromPromise<unknown, RunSearchInput>(async () => {
      throw new Error('runSearch not provided');
    }),
  },
  actions: {
    storeText: assign((_, params: { text: string }) => ({ text: params.text.trim(), error: null })),
    clearSearch: assign({ text: '', shownText: '', error: null }),
    showResults: assign(({ context }) => ({ shownText: context.text })),
    storeError: assign((_, params: { cause: unknown }) => ({
      error: { code: 'requestFailed' as const, cause: params.cause },
    })),
    clearError: assign({ error: null }),
    /** Shows the unfiltered list again; the list kit refetches or resets it. */
    reloadFullList: () => {},
  },
  guards: {
    hasText: (_, params: { text: string }) => params.text.trim() !== '',
  },
  delays: {
    /** Typing pauses this long before the request leaves. */
    searchDebounce: 300,
  },
}).createMachine({
  id: 'search',
  description: 'A search box that filters one list, each new text cancelling the search before it.',
  context: { text: '', shownText: '', error: null },
  initial: 'showingFullList',
  states: {
    showingFullList: {
      description: 'The full list is shown and the search box is empty.',
      on: {
        'search.changed': {
          guard: { type: 'hasText', params: ({ event }) => ({ text: event.text }) },
          target: 'filtering',
          actions: { type: 'storeText', params: ({ event }) => ({ text: event.text }) },
        },
      },
    },
    filtering: {
      description: 'Search mode: the list is filtered by the text in the search box.',
      initial: 'debouncing',
      on: {
        'search.changed': [
          {
            // Entering `debouncing` again stops the running search, which aborts its request.
            guard: { type: 'hasText', params: ({ event }) => ({ text: event.text }) },
            target: '.debouncing',
            actions: { type: 'storeText', params: ({ event }) => ({ text: event.text }) },
          },
          {
            target: 'showingFullList',
            actions: ['clearSearch', 'reloadFullList'],
          },
        ],
      },
      states: {
        debouncing: {
          description: 'The person is typing; the list still shows what it showed before.',
          after: { searchDebounce: 'searching' },
        },
        searching: {
          description: 'Results are loading for the search text; a loading indicator shows over the list.',
          tags: ['busy'],
          invoke: {
            id: 'runSearch',
            src: 'runSearch',
            input: ({ context }) => ({ text: context.text }),
            onDone: { target: 'searched', actions: 'showResults' },
            onError: {
              target: 'failed',
              actions: { type: 'storeError', params: ({ event }) => ({ cause: event.error }) },
            },
          },
        },
        searched: {
          description: 'The results for the search text are shown.',
        },
        failed: {
          description: 'The search failed: an error message and a retry button show above the list.',
          tags: ['error'],
          on: {
            'search.retried': { target: 'searching', actions: 'clearError' },
          },
        },
      },
    },
  },
});
