import { deepStrictEqual, notStrictEqual, strictEqual } from 'node:assert/strict';
import datasetPublicationMachine from '../../datasetPublication.machine.ts';
import { defineMachineModel } from '../defineMachineModel.ts';
import type { EventTable, StateTable, StepTable } from '../types.ts';
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
  ready: {
    // Nothing runs: the switch offers the other state than the target's.
    check: ({ snapshot }) =>
      strictEqual(
        snapshot.can({ type: 'publication.requested', publish: !snapshot.context.published }),
        true,
      ),
  },
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
      const { request, target, error } = snapshot.context;
      // A request runs, with no error shown.
      notStrictEqual(request, null);
      strictEqual(error, null);
      for (const start of started)
        deepStrictEqual(start.input, { target, pick: { by: 'codename', codename: request?.codename } });
    },
  },
} satisfies StateTable<DatasetPublicationMachine>;

// What the switch and the specification say each event does, written without the machine.
/** The scenario of a target and an operation (specification: publication codenames). */
const codenameOf = (kind: 'dataset' | 'resourceDataset', publish: boolean) =>
  `${publish ? '' : 'un'}publish-${kind === 'dataset' ? 'dataset' : 'resourcedataset'}`;

const launchedWith = (target: unknown, codename: string | undefined) => [
  { src: 'launchScenario', input: { target, pick: { by: 'codename', codename } } },
];

const steps = {
  'publication.requested': {
    acceptedIn: ['ready'],
    // The switch only asks for the other state than the target's.
    acceptedWhen: (snapshot, event) => event.publish !== snapshot.context.published,
    leadsTo: ['launchingScenario'],
    effect: ({ previous, snapshot, event, started, actions }) => {
      const { target, published } = previous.context;
      const codename = codenameOf(target.kind, event.publish);
      deepStrictEqual(snapshot.context, {
        target,
        published,
        request: { operation: event.publish ? 'publish' : 'unpublish', codename },
        error: null,
      });
      deepStrictEqual(started, launchedWith(target, codename));
      deepStrictEqual(actions, []);
    },
  },
  'publication.retried': {
    acceptedIn: ['ready.failed'],
    leadsTo: ['launchingScenario'],
    effect: ({ previous, snapshot, started }) => {
      // The same request runs again; its error is gone.
      deepStrictEqual(snapshot.context, { ...previous.context, error: null });
      deepStrictEqual(started, launchedWith(previous.context.target, previous.context.request?.codename));
    },
  },
  'xstate.done.actor.launchScenario': {
    acceptedIn: ['launchingScenario'],
    leadsTo: ['ready.succeeded', 'ready.failed'],
    effect: ({ previous, snapshot, event, actions, started }) => {
      const { request, published, target } = previous.context;
      deepStrictEqual(started, []);
      deepStrictEqual(snapshot.context.request, request);
      deepStrictEqual(snapshot.context.target, target);
      const { output } = event;
      if (output.outcome === 'launched') {
        strictEqual(snapshot.matches({ ready: 'succeeded' }), true, 'a launched scenario succeeds');
        strictEqual(snapshot.context.published, request?.operation === 'publish');
        strictEqual(snapshot.context.error, null);
        deepStrictEqual(actions, [{ type: 'publicationChanged', params: { request } }]);
        return;
      }
      strictEqual(snapshot.matches({ ready: 'failed' }), true, 'a scenario not launched fails');
      strictEqual(snapshot.context.published, published, 'the switch keeps the previous state');
      deepStrictEqual(
        snapshot.context.error,
        output.outcome === 'noScenario'
          ? { code: 'noScenario', codename: request?.codename }
          : { code: 'requestFailed', cause: 'cause' in output ? output.cause : undefined },
      );
      deepStrictEqual(actions, []);
    },
  },
} satisfies StepTable<DatasetPublicationMachine>;

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
  steps,
  // The switch shows the target's state; nothing was asked yet.
  start: (snapshot, input) => {
    strictEqual(snapshot.matches({ ready: 'idle' }), true);
    deepStrictEqual(snapshot.context, {
      target: input.target,
      published: input.published,
      request: null,
      error: null,
    });
  },
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
