import { deepStrictEqual, notStrictEqual, strictEqual } from 'node:assert/strict';
import datasetPublicationMachine from '../../datasetPublication.machine.ts';
import { defineMachineModel } from '../defineMachineModel.ts';
import type { EventTable, StateTable } from '../types.ts';
import { launchSamples } from './scenarioLaunchSamples.ts';

type DatasetPublicationMachine = typeof datasetPublicationMachine;

const events = {
  'publication.requested': [
    { type: 'publication.requested', publish: true },
    { type: 'publication.requested', publish: false },
  ],
  'publication.retried': [{ type: 'publication.retried' }],
  // A failed run ends as a failed fetch does (`requestFailed`, no step): one failure is enough.
  'xstate.done.actor.launchScenario': launchSamples('launched', 'noScenario', 'fetchFailed'),
} as const satisfies EventTable<DatasetPublicationMachine>;

const states = {
  ready: {},
  'ready.idle': {
    check: ({ snapshot }) => strictEqual(snapshot.context.request, null),
  },
  'ready.succeeded': {
    check: ({ snapshot, previous, actions }) => {
      strictEqual(snapshot.context.error, null);
      // The target is in the state the run asked for.
      strictEqual(snapshot.context.published, snapshot.context.request?.operation === 'publish');
      if (previous?.matches('launchingScenario')) {
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
  launchingScenario: {
    tags: ['busy'],
    invokes: ['launchScenario'],
    check: ({ snapshot, started }) => {
      const { request, target } = snapshot.context;
      for (const start of started)
        deepStrictEqual(start.input, { target, pick: { by: 'codename', codename: request?.codename } });
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
