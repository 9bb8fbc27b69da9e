import { deepStrictEqual, notStrictEqual, strictEqual } from 'node:assert/strict';
import datasetCreationMachine, {
  type DatasetFields,
  INDEX_SCENARIO,
  outcomeOf,
} from '../../datasetCreation.machine.ts';
import { defineMachineModel } from '../defineMachineModel.ts';
import type { EventTable, StateTable } from '../types.ts';
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
  'editing.idle': {},
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
      const output = outcomeOf(snapshot.context);
      deepStrictEqual(snapshot.output, output);
      strictEqual(output.outcome, 'createdWithProblems');
      // The dataset exists whatever went wrong after its creation.
      strictEqual(output.datasetId, datasetId);
      strictEqual(output.thumbnailError !== null || output.indexError !== null, true);
      if (output.indexError?.code === 'noScenario') strictEqual(output.indexError.codename, INDEX_SCENARIO);
      deepStrictEqual(actions, [{ type: 'datasetCreated', params: { datasetId } }]);
    },
  },
} satisfies StateTable<DatasetCreationMachine>;

export const datasetCreationModel = defineMachineModel({
  name: 'datasetCreation',
  machine: datasetCreationMachine,
  inputs: { default: undefined },
  events,
  states,
  invariant: ({ snapshot }) => {
    const { error, thumbnailError, submission } = snapshot.context;
    if (!snapshot.matches({ editing: 'failed' })) strictEqual(error, null);
    // A thumbnail problem needs a thumbnail to send.
    if (thumbnailError !== null) notStrictEqual(submission?.thumbnail ?? null, null);
  },
});
