import { deepStrictEqual, notStrictEqual, strictEqual } from 'node:assert/strict';
import datasetPublicationMachine, { type Scenario } from '../../datasetPublication.machine.ts';
import { defineMachineModel } from '../defineMachineModel.ts';
import type { EventTable, StateTable } from '../types.ts';

type DatasetPublicationMachine = typeof datasetPublicationMachine;

const allScenarios: readonly Scenario[] = [
  { id: 1, codename: 'publish-dataset' },
  { id: 2, codename: 'unpublish-dataset' },
  { id: 3, codename: 'publish-resourcedataset' },
  { id: 4, codename: 'unpublish-resourcedataset' },
  { id: 5, codename: 'update-dataset' },
];

const events = {
  'publication.requested': [
    { type: 'publication.requested', publish: true },
    { type: 'publication.requested', publish: false },
  ],
  'publication.retried': [{ type: 'publication.retried' }],
  'xstate.done.actor.fetchScenarios': [
    { type: 'xstate.done.actor.fetchScenarios', output: allScenarios },
    { type: 'xstate.done.actor.fetchScenarios', output: [{ id: 5, codename: 'update-dataset' }] },
  ],
  'xstate.error.actor.fetchScenarios': [
    { type: 'xstate.error.actor.fetchScenarios', error: { status: 500 } },
  ],
  'xstate.done.actor.runScenario': [
    { type: 'xstate.done.actor.runScenario', output: { status: 'accepted' } },
  ],
  'xstate.error.actor.runScenario': [{ type: 'xstate.error.actor.runScenario', error: { status: 403 } }],
} as const satisfies EventTable<DatasetPublicationMachine>;

const states = {
  ready: {},
  'ready.idle': {
    check: ({ snapshot }) => strictEqual(snapshot.context.request, null),
  },
  'ready.succeeded': {
    check: ({ snapshot, previous, actions }) => {
      strictEqual(snapshot.context.error, null);
      // The dataset is in the state the run asked for.
      strictEqual(snapshot.context.published, snapshot.context.request?.operation === 'publish');
      if (previous?.matches('runningScenario')) {
        deepStrictEqual(actions, [
          { type: 'publicationChanged', params: { request: snapshot.context.request } },
        ]);
      }
    },
  },
  'ready.failed': {
    tags: ['error'],
    check: ({ snapshot }) => {
      const { error, request } = snapshot.context;
      notStrictEqual(error, null);
      // A missing scenario names the codename that was looked for.
      if (error?.code === 'noScenario') strictEqual(error.codename, request?.codename);
    },
  },
  fetchingScenarios: {
    tags: ['busy'],
    invokes: ['fetchScenarios'],
    check: ({ snapshot, started }) => {
      for (const start of started) deepStrictEqual(start.input, { target: snapshot.context.target });
    },
  },
  runningScenario: {
    tags: ['busy'],
    invokes: ['runScenario'],
    check: ({ snapshot, started }) => {
      const { request, target } = snapshot.context;
      const expected = allScenarios.find((scenario) => scenario.codename === request?.codename);
      for (const start of started) deepStrictEqual(start.input, { target, scenarioId: expected?.id });
    },
  },
} satisfies StateTable<DatasetPublicationMachine>;

export const datasetPublicationModel = defineMachineModel({
  name: 'datasetPublication',
  machine: datasetPublicationMachine,
  inputs: {
    unpublished: { target: { kind: 'dataset', datasetId: 7 }, published: false },
    published: { target: { kind: 'dataset', datasetId: 7 }, published: true },
    // A resource link of a dataset (main or annex): links are made published.
    publishedLink: {
      target: { kind: 'resourceDataset', datasetId: 7, resourceDatasetId: 12 },
      published: true,
    },
  },
  events,
  states,
  invariant: ({ snapshot, previous }) => {
    const { published, request, target } = snapshot.context;
    // Each target kind only ever looks for its own codenames.
    if (request !== null) {
      strictEqual(
        request.codename.endsWith(target.kind === 'dataset' ? '-dataset' : '-resourcedataset'),
        true,
      );
    }
    // A request always asks for the other state than the one the dataset was in.
    if (request !== null && !snapshot.matches({ ready: 'succeeded' })) {
      strictEqual(request.operation === 'publish', !published);
    }
    // The publication only changes when a run succeeds.
    if (previous && previous.context.published !== published) {
      strictEqual(snapshot.matches({ ready: 'succeeded' }), true);
    }
  },
});
