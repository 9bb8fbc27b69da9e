import { deepStrictEqual, notStrictEqual, strictEqual } from 'node:assert/strict';
import indexerTestMachine, { type TrialSuccess } from '../../indexerTest.machine.ts';
import { defineMachineModel } from '../defineMachineModel.ts';
import type { EventTable, StateTable } from '../types.ts';

type IndexerTestMachine = typeof indexerTestMachine;

// A trial as a diff: a record to create, one to update (with a field change), one without a link.
const trial: TrialSuccess = {
  status: 'SUCCESS',
  results: [
    {
      title: 'Stations hydrométriques',
      identifier: 'stations-hydro',
      url: 'https://catalogue.example.fr/dataset/stations-hydro',
      outcome: 'create',
      dataset: null,
      changes: [],
      resource_changes: [],
      warnings: [],
    },
    {
      title: 'Captages',
      identifier: 'captages',
      url: null,
      outcome: 'update',
      dataset: { id: 12, display_name: 'Captages' },
      changes: [{ field: 'display_name', before: 'Captage', after: 'Captages' }],
      resource_changes: [],
      warnings: [],
    },
  ],
  total: 2,
  summary: { create: 1, update: 1, unchanged: 0 },
  not_found: [],
  warnings: [],
};

const events = {
  'test.requested': [{ type: 'test.requested' }],
  'test.cancelled': [{ type: 'test.cancelled' }],
  'xstate.done.actor.runTrial': [
    { type: 'xstate.done.actor.runTrial', output: trial },
    { type: 'xstate.done.actor.runTrial', output: { status: 'FAILURE', err: 'Connection refused' } },
  ],
  'xstate.error.actor.runTrial': [{ type: 'xstate.error.actor.runTrial', error: { status: 500 } }],
} as const satisfies EventTable<IndexerTestMachine>;

const states = {
  ready: {},
  'ready.idle': {
    check: ({ snapshot }) => {
      strictEqual(snapshot.context.trial, null);
      strictEqual(snapshot.context.error, null);
    },
  },
  'ready.succeeded': {
    check: ({ snapshot }) => {
      deepStrictEqual(snapshot.context.trial, trial);
      strictEqual(snapshot.context.error, null);
    },
  },
  'ready.failed': {
    tags: ['error'],
    check: ({ snapshot }) => {
      const { error, trial: shown } = snapshot.context;
      notStrictEqual(error, null);
      strictEqual(shown, null, 'a failure shows no stale records');
      if (error?.code === 'testFailed') strictEqual(error.err, 'Connection refused');
    },
  },
  testing: {
    tags: ['busy'],
    invokes: ['runTrial'],
    check: ({ snapshot, started }) => {
      strictEqual(snapshot.context.trial, null, 'a new test replaces the shown result');
      for (const start of started) deepStrictEqual(start.input, { indexerId: 5 });
    },
  },
} satisfies StateTable<IndexerTestMachine>;

export const indexerTestModel = defineMachineModel({
  name: 'indexerTest',
  machine: indexerTestMachine,
  inputs: { default: { indexerId: 5 } },
  events,
  states,
  invariant: ({ snapshot }) => {
    if (!snapshot.matches({ ready: 'failed' })) strictEqual(snapshot.context.error, null);
  },
});
