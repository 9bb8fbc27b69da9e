import { deepStrictEqual, strictEqual } from 'node:assert/strict';
import searchMachine from '../../search.machine.ts';
import { defineMachineModel } from '../defineMachineModel.ts';
import type { EventTable, StateTable } from '../types.ts';

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
  'filtering.debouncing': {},
  'filtering.searching': {
    tags: ['busy'],
    invokes: ['runSearch'],
    check: ({ snapshot, started }) => {
      for (const start of started) deepStrictEqual(start.input, { text: snapshot.context.text });
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

export const searchModel = defineMachineModel({
  name: 'search',
  machine: searchMachine,
  inputs: { default: undefined },
  events,
  states,
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
