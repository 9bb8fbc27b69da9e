import { deepStrictEqual, strictEqual } from 'node:assert/strict';
import searchMachine from '../../search.machine.ts';
import { defineMachineModel } from '../defineMachineModel.ts';
import type { EventTable, StateTable, StepTable } from '../types.ts';

type SearchMachine = typeof searchMachine;

const events = {
  'search.changed': [
    { type: 'search.changed', text: 'eau' },
    { type: 'search.changed', text: ' forêt ' },
    { type: 'search.changed', text: '  ' },
  ],
  'search.retried': [{ type: 'search.retried' }],
  'xstate.after.searchDebounce.search.filtering.debouncing': [
    { type: 'xstate.after.searchDebounce.search.filtering.debouncing' },
  ],
  'xstate.done.actor.runSearch': [{ type: 'xstate.done.actor.runSearch', output: { count: 3 } }],
  'xstate.error.actor.runSearch': [{ type: 'xstate.error.actor.runSearch', error: { status: 500 } }],
} as const satisfies EventTable<SearchMachine>;

const states = {
  showingFullList: {
    check: ({ snapshot, previous, actions }) => {
      deepStrictEqual(snapshot.context, { text: '', shownText: '', error: null });
      // Leaving search mode brings the full list back.
      if (previous && !previous.matches('showingFullList'))
        deepStrictEqual(actions, [{ type: 'reloadFullList', params: undefined }]);
    },
  },
  filtering: {
    check: ({ snapshot }) => strictEqual(snapshot.context.text !== '', true, 'search mode has a text'),
  },
  'filtering.debouncing': {
    // The person is typing: no request leaves yet, and nothing failed.
    check: ({ snapshot, started }) => {
      deepStrictEqual(started, [], 'no request while typing');
      strictEqual(snapshot.context.error, null);
    },
  },
  'filtering.searching': {
    tags: ['busy'],
    invokes: ['runSearch'],
    check: ({ snapshot, previous, started }) => {
      // Entering it sends the search for the text; no error shows while it loads.
      strictEqual(snapshot.context.error, null);
      if (!previous?.matches({ filtering: 'searching' }))
        deepStrictEqual(started, [{ src: 'runSearch', input: { text: snapshot.context.text } }]);
    },
  },
  'filtering.searched': {
    check: ({ snapshot }) => strictEqual(snapshot.context.shownText, snapshot.context.text),
  },
  'filtering.failed': {
    tags: ['error'],
    check: ({ snapshot }) => strictEqual(snapshot.context.error?.code, 'requestFailed'),
  },
} satisfies StateTable<SearchMachine>;

// What each event does, from the specification (section "Search") and the states' descriptions.
const steps = {
  // An empty text in the full list changes nothing (the box is already empty); in search mode it cancels the
  // running search, clears the searched mode and reloads the full list. A new text cancels the earlier search.
  'search.changed': {
    acceptedIn: ['showingFullList', 'filtering'],
    acceptedWhen: (snapshot, event) => snapshot.matches('filtering') || event.text.trim() !== '',
    leadsTo: ['filtering.debouncing', 'showingFullList'],
    effect: ({ previous, snapshot, event, started, actions }) => {
      const text = event.text.trim();
      deepStrictEqual(started, [], 'typing sends no request at once');
      if (text === '') {
        strictEqual(snapshot.matches('showingFullList'), true, 'an empty box shows the full list');
        deepStrictEqual(snapshot.context, { text: '', shownText: '', error: null });
        deepStrictEqual(actions, [{ type: 'reloadFullList', params: undefined }]);
      } else {
        strictEqual(
          snapshot.matches({ filtering: 'debouncing' }),
          true,
          'the search waits for typing to pause',
        );
        deepStrictEqual(snapshot.context, { text, shownText: previous.context.shownText, error: null });
        deepStrictEqual(actions, []);
      }
    },
  },
  'search.retried': {
    acceptedIn: ['filtering.failed'],
    leadsTo: ['filtering.searching'],
    effect: ({ previous, snapshot, started, actions }) => {
      deepStrictEqual(snapshot.context, { ...previous.context, error: null });
      deepStrictEqual(started, [{ src: 'runSearch', input: { text: previous.context.text } }]);
      deepStrictEqual(actions, []);
    },
  },
  // Once typing pauses the request for the text leaves.
  'xstate.after.searchDebounce': {
    acceptedIn: ['filtering.debouncing'],
    leadsTo: ['filtering.searching'],
    effect: ({ previous, snapshot, started, actions }) => {
      // The pause the runner's clock waited for: 300 ms (README, decision on search). The clock is the
      // runner's, so the delay it advanced by is read where the runner reads it.
      strictEqual(snapshot.machine.implementations.delays.searchDebounce, 300, 'typing pauses 300 ms');
      deepStrictEqual(snapshot.context, previous.context);
      deepStrictEqual(started, [{ src: 'runSearch', input: { text: previous.context.text } }]);
      deepStrictEqual(actions, []);
    },
  },
  'xstate.done.actor.runSearch': {
    acceptedIn: ['filtering.searching'],
    leadsTo: ['filtering.searched'],
    effect: ({ previous, snapshot, started, actions }) => {
      deepStrictEqual(snapshot.context, { ...previous.context, shownText: previous.context.text });
      deepStrictEqual(started, []);
      deepStrictEqual(actions, []);
    },
  },
  'xstate.error.actor.runSearch': {
    acceptedIn: ['filtering.searching'],
    leadsTo: ['filtering.failed'],
    effect: ({ previous, snapshot, event, started, actions }) => {
      // The list keeps what it showed; the error is kept for the message and the retry.
      deepStrictEqual(snapshot.context, {
        ...previous.context,
        error: { code: 'requestFailed', cause: event.error },
      });
      deepStrictEqual(started, []);
      deepStrictEqual(actions, []);
    },
  },
} satisfies StepTable<SearchMachine>;

export const searchModel = defineMachineModel({
  name: 'search',
  machine: searchMachine,
  inputs: { default: undefined },
  events,
  states,
  steps,
  // The list opens in full, the search box empty.
  start: (snapshot) => {
    strictEqual(snapshot.matches('showingFullList'), true);
    deepStrictEqual(snapshot.context, { text: '', shownText: '', error: null });
  },
  invariant: ({ snapshot, actions }) => {
    // reloadFullList is for leaving search mode only; searches never carry an error outside `failed`.
    if (!snapshot.matches('showingFullList'))
      strictEqual(
        actions.some((a) => a.type === 'reloadFullList'),
        false,
      );
    if (!snapshot.matches({ filtering: 'failed' })) strictEqual(snapshot.context.error, null);
  },
});
