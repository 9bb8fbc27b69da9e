import { deepStrictEqual, notStrictEqual, strictEqual } from 'node:assert/strict';
import datasetCreationMachine, { type DatasetFields, INDEX_SCENARIO } from '../../datasetCreation.machine.ts';
import { defineMachineModel } from '../defineMachineModel.ts';
import type { EventTable, StateTable, StepTable } from '../types.ts';
import { launchSamples } from './scenarioLaunchSamples.ts';

type DatasetCreationMachine = typeof datasetCreationMachine;

const dataset: DatasetFields = {
  display_name: 'Stations hydrométriques de Guyane',
  description: 'Localisation des stations de mesure.',
  tags: ['eau'],
  topics: [2],
  kinds: [1],
  usergroup: 4,
  publication_date: '2025-03-01',
  last_update_date: '2025-03-01',
  update_frequency: 3,
};

const datasetId = 91;
const chosenFile = { id: 'thumb-chosen', name: 'vignette.png', size: 48_000 };
const fetchedFile = { id: 'thumb-fetched', name: 'thumbnail.png', size: 52_000 };
const copiedUrl = 'http://localhost:8080/media/images/12.png';

const events = {
  'dataset.submitted': [
    { type: 'dataset.submitted', dataset, thumbnail: null },
    { type: 'dataset.submitted', dataset, thumbnail: { source: 'file', file: chosenFile } },
    { type: 'dataset.submitted', dataset, thumbnail: { source: 'url', url: copiedUrl } },
  ],
  'xstate.done.actor.createDataset': [{ type: 'xstate.done.actor.createDataset', output: { id: datasetId } }],
  'xstate.error.actor.createDataset': [{ type: 'xstate.error.actor.createDataset', error: { status: 400 } }],
  'xstate.done.actor.fetchThumbnail': [{ type: 'xstate.done.actor.fetchThumbnail', output: fetchedFile }],
  'xstate.error.actor.fetchThumbnail': [
    { type: 'xstate.error.actor.fetchThumbnail', error: { status: 404 } },
  ],
  'xstate.done.actor.uploadThumbnail': [
    {
      type: 'xstate.done.actor.uploadThumbnail',
      output: { thumbnail: 'http://localhost:8080/media/images/91.png' },
    },
  ],
  'xstate.error.actor.uploadThumbnail': [
    { type: 'xstate.error.actor.uploadThumbnail', error: { status: 400 } },
  ],
  'xstate.done.actor.launchScenario': launchSamples('launched', 'noScenario', 'fetchFailed', 'runFailed'),
} as const satisfies EventTable<DatasetCreationMachine>;

const busy = { tags: ['busy'] } as const;

const states = {
  editing: {
    check: ({ snapshot }) =>
      strictEqual(snapshot.context.datasetId, null, 'the form shows before any dataset'),
  },
  'editing.idle': {
    check: ({ snapshot }) => strictEqual(snapshot.context.submission, null, 'nothing has been sent yet'),
  },
  'editing.failed': {
    tags: ['error'],
    check: ({ snapshot }) => notStrictEqual(snapshot.context.error, null),
  },
  creatingDataset: {
    ...busy,
    invokes: ['createDataset'],
    check: ({ started }) => {
      for (const start of started) deepStrictEqual(start.input, { dataset });
    },
  },
  fetchingThumbnail: {
    ...busy,
    invokes: ['fetchThumbnail'],
    check: ({ started }) => {
      for (const start of started) deepStrictEqual(start.input, { url: copiedUrl });
    },
  },
  uploadingThumbnail: {
    ...busy,
    invokes: ['uploadThumbnail'],
    check: ({ snapshot, started }) => {
      // The chosen file, or the image fetched from the copied dataset.
      const expected = snapshot.context.submission?.thumbnail?.source === 'file' ? chosenFile : fetchedFile;
      for (const start of started) deepStrictEqual(start.input, { datasetId, file: expected });
    },
  },
  launchingScenario: {
    ...busy,
    invokes: ['launchScenario'],
    check: ({ started }) => {
      for (const start of started)
        deepStrictEqual(start.input, {
          target: { datasetId },
          pick: { by: 'codename', codename: INDEX_SCENARIO },
        });
    },
  },
  created: {
    check: ({ snapshot, actions }) => {
      strictEqual(snapshot.status, 'done');
      deepStrictEqual(snapshot.output, {
        datasetId,
        outcome: 'created',
        thumbnailError: null,
        indexError: null,
      });
      deepStrictEqual(actions, [{ type: 'datasetCreated', params: { datasetId } }]);
    },
  },
  createdWithProblems: {
    tags: ['error'],
    check: ({ snapshot, actions }) => {
      strictEqual(snapshot.status, 'done');
      const { datasetId: id, thumbnailError, indexError } = snapshot.context;
      const output = { datasetId: id, outcome: 'createdWithProblems', thumbnailError, indexError };
      deepStrictEqual(snapshot.output, output);
      // The dataset exists whatever went wrong after its creation.
      strictEqual(output.datasetId, datasetId);
      strictEqual(output.thumbnailError !== null || output.indexError !== null, true);
      if (output.indexError?.code === 'noScenario') strictEqual(output.indexError.codename, INDEX_SCENARIO);
      deepStrictEqual(actions, [{ type: 'datasetCreated', params: { datasetId } }]);
    },
  },
} satisfies StateTable<DatasetCreationMachine>;

// What the form and the specification say each event does, written without the machine.
/** The index of a new dataset is built by its publish scenario, found by codename. */
const indexLaunch = (id: number | null) => [
  {
    src: 'launchScenario',
    input: { target: { datasetId: id }, pick: { by: 'codename', codename: 'publish-dataset' } },
  },
];
const thumbnailFailure = (step: string, cause: unknown) => ({ code: 'requestFailed', step, cause });

const steps = {
  'dataset.submitted': {
    acceptedIn: ['editing'],
    leadsTo: ['creatingDataset'],
    effect: ({ snapshot, event, started, actions }) => {
      const thumbnail = event.thumbnail;
      deepStrictEqual(snapshot.context, {
        submission: { dataset: event.dataset, thumbnail },
        datasetId: null,
        // A chosen file is sent as it is; a copied thumbnail is fetched first.
        thumbnailFile: thumbnail?.source === 'file' ? thumbnail.file : null,
        error: null,
        thumbnailError: null,
        indexError: null,
      });
      deepStrictEqual(started, [{ src: 'createDataset', input: { dataset: event.dataset } }]);
      deepStrictEqual(actions, []);
    },
  },
  'xstate.done.actor.createDataset': {
    acceptedIn: ['creatingDataset'],
    leadsTo: ['uploadingThumbnail', 'fetchingThumbnail', 'launchingScenario'],
    effect: ({ previous, snapshot, event, started }) => {
      const id = event.output.id;
      deepStrictEqual(snapshot.context, { ...previous.context, datasetId: id });
      const thumbnail = previous.context.submission?.thumbnail ?? null;
      if (thumbnail?.source === 'file') {
        strictEqual(snapshot.matches('uploadingThumbnail'), true, 'a chosen thumbnail is sent');
        deepStrictEqual(started, [
          { src: 'uploadThumbnail', input: { datasetId: id, file: thumbnail.file } },
        ]);
      } else if (thumbnail?.source === 'url') {
        strictEqual(snapshot.matches('fetchingThumbnail'), true, 'a copied thumbnail is fetched');
        deepStrictEqual(started, [{ src: 'fetchThumbnail', input: { url: thumbnail.url } }]);
      } else {
        strictEqual(snapshot.matches('launchingScenario'), true, 'no thumbnail: the index is built');
        deepStrictEqual(started, indexLaunch(id));
      }
    },
  },
  'xstate.error.actor.createDataset': {
    acceptedIn: ['creatingDataset'],
    leadsTo: ['editing.failed'],
    effect: ({ previous, snapshot, event, started }) => {
      // No dataset: the form stays for another submission.
      deepStrictEqual(snapshot.context, {
        ...previous.context,
        error: { code: 'requestFailed', cause: event.error },
      });
      deepStrictEqual(started, []);
    },
  },
  'xstate.done.actor.fetchThumbnail': {
    acceptedIn: ['fetchingThumbnail'],
    leadsTo: ['uploadingThumbnail'],
    effect: ({ previous, snapshot, event, started }) => {
      // The copied image is sent again as the new dataset's thumbnail.
      deepStrictEqual(snapshot.context, { ...previous.context, thumbnailFile: event.output });
      deepStrictEqual(started, [
        { src: 'uploadThumbnail', input: { datasetId: previous.context.datasetId, file: event.output } },
      ]);
    },
  },
  'xstate.error.actor.fetchThumbnail': {
    acceptedIn: ['fetchingThumbnail'],
    leadsTo: ['launchingScenario'],
    effect: ({ previous, snapshot, event, started }) => {
      // The dataset exists: its index is built without the thumbnail, whose problem is kept.
      deepStrictEqual(snapshot.context, {
        ...previous.context,
        thumbnailError: thumbnailFailure('fetchThumbnail', event.error),
      });
      deepStrictEqual(started, indexLaunch(previous.context.datasetId));
    },
  },
  'xstate.done.actor.uploadThumbnail': {
    acceptedIn: ['uploadingThumbnail'],
    leadsTo: ['launchingScenario'],
    effect: ({ previous, snapshot, started }) => {
      deepStrictEqual(snapshot.context, previous.context);
      deepStrictEqual(started, indexLaunch(previous.context.datasetId));
    },
  },
  'xstate.error.actor.uploadThumbnail': {
    acceptedIn: ['uploadingThumbnail'],
    leadsTo: ['launchingScenario'],
    effect: ({ previous, snapshot, event, started }) => {
      deepStrictEqual(snapshot.context, {
        ...previous.context,
        thumbnailError: thumbnailFailure('uploadThumbnail', event.error),
      });
      deepStrictEqual(started, indexLaunch(previous.context.datasetId));
    },
  },
  'xstate.done.actor.launchScenario': {
    acceptedIn: ['launchingScenario'],
    leadsTo: ['created', 'createdWithProblems'],
    effect: ({ previous, snapshot, event, started, actions }) => {
      const { output } = event;
      const indexError =
        output.outcome === 'launched'
          ? null
          : output.outcome === 'noScenario'
            ? { code: 'noScenario', codename: 'publish-dataset' }
            : 'cause' in output
              ? { code: 'requestFailed', step: output.step, cause: output.cause }
              : undefined;
      const { datasetId, thumbnailError } = previous.context;
      deepStrictEqual(snapshot.context, { ...previous.context, indexError });
      const outcome = indexError === null && thumbnailError === null ? 'created' : 'createdWithProblems';
      strictEqual(snapshot.matches(outcome), true, `the dataset ends ${outcome}`);
      strictEqual(snapshot.status, 'done');
      deepStrictEqual(snapshot.output, { datasetId, outcome, thumbnailError, indexError });
      // Either way the dataset exists: its lists are refreshed.
      deepStrictEqual(actions, [{ type: 'datasetCreated', params: { datasetId } }]);
      deepStrictEqual(started, []);
    },
  },
} satisfies StepTable<DatasetCreationMachine>;

export const datasetCreationModel = defineMachineModel({
  name: 'datasetCreation',
  machine: datasetCreationMachine,
  inputs: { default: undefined },
  events,
  states,
  steps,
  // The add-dataset form, empty of anything sent.
  start: (snapshot) => {
    strictEqual(snapshot.matches({ editing: 'idle' }), true);
    deepStrictEqual(snapshot.context, {
      submission: null,
      datasetId: null,
      thumbnailFile: null,
      error: null,
      thumbnailError: null,
      indexError: null,
    });
  },
  invariant: ({ snapshot }) => {
    const { error, thumbnailError, submission } = snapshot.context;
    if (!snapshot.matches({ editing: 'failed' })) strictEqual(error, null);
    // A thumbnail problem needs a thumbnail to send.
    if (thumbnailError !== null) notStrictEqual(submission?.thumbnail ?? null, null);
  },
});
