import { deepStrictEqual, notStrictEqual, strictEqual } from 'node:assert/strict';
import indexerTestMachine, { type TrialRecord } from '../../indexerTest.machine.ts';
import { defineMachineModel } from '../defineMachineModel.ts';
import type { EventTable, StateTable } from '../types.ts';

type IndexerTestMachine = typeof indexerTestMachine;

const records: readonly TrialRecord[] = [
  {
    title: 'Stations hydrométriques',
    identifier: 'stations-hydro',
    url: 'https://catalogue.example.fr/dataset/stations-hydro',
  },
  { title: 'Captages', identifier: 'captages', url: 'https://catalogue.example.fr/dataset/captages' },
];

const events = {
  'test.requested': [{ type: 'test.requested' }],
  'test.cancelled': [{ type: 'test.cancelled' }],
  'xstate.done.actor.runTrial': [
    { type: 'xstate.done.actor.runTrial', output: { status: 'SUCCESS', results: records } },
    { type: 'xstate.done.actor.runTrial', output: { status: 'FAILURE', err: 'Connection refused' } },
  ],
  'xstate.error.actor.runTrial': [{ type: 'xstate.error.actor.runTrial', error: { status: 500 } }],
} as const satisfies EventTable<IndexerTestMachine>;

const states = {
  ready: {},
  'ready.idle': {
    check: ({ snapshot }) => {
      strictEqual(snapshot.context.records, null);
      strictEqual(snapshot.context.error, null);
    },
  },
  'ready.succeeded': {
    check: ({ snapshot }) => {
      deepStrictEqual(snapshot.context.records, records);
      strictEqual(snapshot.context.error, null);
    },
  },
  'ready.failed': {
    tags: ['error'],
    check: ({ snapshot }) => {
      const { error, records: shown } = snapshot.context;
      notStrictEqual(error, null);
      strictEqual(shown, null, 'a failure shows no stale records');
      if (error?.code === 'testFailed') strictEqual(error.err, 'Connection refused');
    },
  },
  testing: {
    tags: ['busy'],
    invokes: ['runTrial'],
    check: ({ snapshot, started }) => {
      strictEqual(snapshot.context.records, null, 'a new test replaces the shown result');
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
