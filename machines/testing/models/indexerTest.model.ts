import { deepStrictEqual, notStrictEqual, strictEqual } from 'node:assert/strict';
import indexerTestMachine, { type TrialSuccess } from '../../indexerTest.machine.ts';
import { defineMachineModel } from '../defineMachineModel.ts';
import type { EventTable, StateTable, StepTable } from '../types.ts';

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
  ready: {
    check: ({ snapshot }) => strictEqual(snapshot.hasTag('busy'), false, 'the test button can be used'),
  },
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
      strictEqual(snapshot.context.error, null, 'nor does it show the last error');
      for (const start of started) deepStrictEqual(start.input, { indexerId: 5 });
    },
  },
} satisfies StateTable<IndexerTestMachine>;

const nothingShown = (snapshot: { context: { trial: unknown; error: unknown } }) => {
  strictEqual(snapshot.context.trial, null);
  strictEqual(snapshot.context.error, null);
};

const steps = {
  'test.requested': {
    // The button is there whatever was shown; while a test runs it gives way to the spinner and Cancel.
    acceptedIn: ['ready'],
    leadsTo: ['testing'],
    effect: ({ previous, snapshot, started }) => {
      nothingShown(snapshot);
      deepStrictEqual(started, [{ src: 'runTrial', input: { indexerId: previous.context.indexerId } }]);
    },
  },
  'test.cancelled': {
    acceptedIn: ['testing'],
    // A cancelled test shows no result at all.
    leadsTo: ['ready.idle'],
    effect: ({ snapshot }) => nothingShown(snapshot),
  },
  'xstate.done.actor.runTrial': {
    acceptedIn: ['testing'],
    leadsTo: ['ready.succeeded', 'ready.failed'],
    effect: ({ snapshot, event }) => {
      if (event.output.status === 'SUCCESS') {
        strictEqual(snapshot.matches({ ready: 'succeeded' }), true, 'a trial that ran shows its diff');
        deepStrictEqual(snapshot.context.trial, event.output, 'the whole answer is kept for the diff');
        strictEqual(snapshot.context.error, null);
      } else {
        // A 200 that says FAILURE is the harvester's error, told apart from a failed request.
        strictEqual(snapshot.matches({ ready: 'failed' }), true);
        deepStrictEqual(snapshot.context.error, { code: 'testFailed', err: event.output.err });
        strictEqual(snapshot.context.trial, null);
      }
    },
  },
  'xstate.error.actor.runTrial': {
    acceptedIn: ['testing'],
    leadsTo: ['ready.failed'],
    effect: ({ snapshot, event }) => {
      deepStrictEqual(snapshot.context.error, { code: 'requestFailed', cause: event.error });
      strictEqual(snapshot.context.trial, null);
    },
  },
} satisfies StepTable<IndexerTestMachine>;

export const indexerTestModel = defineMachineModel({
  name: 'indexerTest',
  machine: indexerTestMachine,
  inputs: { default: { indexerId: 5 } },
  events,
  states,
  steps,
  start: (snapshot, input) => {
    strictEqual(snapshot.matches({ ready: 'idle' }), true);
    deepStrictEqual(snapshot.context, { indexerId: input.indexerId, trial: null, error: null });
  },
  invariant: ({ snapshot }) => {
    if (!snapshot.matches({ ready: 'failed' })) strictEqual(snapshot.context.error, null);
  },
});
