import { deepStrictEqual, notStrictEqual, strictEqual } from 'node:assert/strict';
import datasetSaveMachine, {
  type DatasetSaveConflict,
  type DatasetVersion,
} from '../../datasetSave.machine.ts';
import { defineMachineModel } from '../defineMachineModel.ts';
import type { EventTable, StateTable } from '../types.ts';

type DatasetSaveMachine = typeof datasetSaveMachine;

const datasetId = 7;
/** The version the form started from, with a thumbnail that a removal deletes. */
const base: DatasetVersion = {
  id: datasetId,
  last_modified: '2025-03-01T10:00:00Z',
  thumbnail: 'vignette.png',
};
/** What this person's save left on the server. */
const saved: DatasetVersion = {
  id: datasetId,
  last_modified: '2025-03-01T10:05:00Z',
  thumbnail: 'vignette.png',
};
/** What someone else saved meanwhile. */
const theirs: DatasetVersion = {
  id: datasetId,
  last_modified: '2025-03-01T10:02:00Z',
  thumbnail: 'vignette.png',
};
const values = { display_name: 'Stations hydrométriques', description: 'Mesures du fleuve.' };
const chosenFile = { id: 'thumb-chosen', name: 'vignette.png', size: 48_000 };

/** They changed only what the form does not show: the save goes again on their version. */
const unchanged: DatasetSaveConflict = { theirs, changedByThem: [], changedByBoth: [], merged: values };
/** They changed the description, which this person left alone: it is laid under this person's changes. */
const changed: DatasetSaveConflict = {
  theirs,
  changedByThem: ['description'],
  changedByBoth: [],
  merged: { ...values, description: 'Mesures du fleuve Maroni.' },
};

const submitted = (thumbnail: { file: typeof chosenFile | null; remove: boolean }) =>
  ({ type: 'dataset.submitted', from: base, values, thumbnail }) as const;

const events = {
  'dataset.submitted': [
    submitted({ file: null, remove: false }),
    submitted({ file: chosenFile, remove: false }),
    submitted({ file: null, remove: true }),
  ],
  'conflict.mineSaved': [{ type: 'conflict.mineSaved' }],
  'conflict.theirsLoaded': [{ type: 'conflict.theirsLoaded' }],
  'xstate.done.actor.saveFields': [
    { type: 'xstate.done.actor.saveFields', output: { outcome: 'saved', version: saved } },
    { type: 'xstate.done.actor.saveFields', output: { outcome: 'stale' } },
  ],
  'xstate.error.actor.saveFields': [{ type: 'xstate.error.actor.saveFields', error: { status: 400 } }],
  'xstate.done.actor.uploadThumbnail': [{ type: 'xstate.done.actor.uploadThumbnail', output: {} }],
  'xstate.error.actor.uploadThumbnail': [
    { type: 'xstate.error.actor.uploadThumbnail', error: { status: 400 } },
  ],
  'xstate.done.actor.deleteThumbnail': [{ type: 'xstate.done.actor.deleteThumbnail', output: undefined }],
  'xstate.error.actor.deleteThumbnail': [
    { type: 'xstate.error.actor.deleteThumbnail', error: { status: 500 } },
  ],
  'xstate.done.actor.readDataset': [{ type: 'xstate.done.actor.readDataset', output: saved }],
  'xstate.error.actor.readDataset': [{ type: 'xstate.error.actor.readDataset', error: { status: 500 } }],
  'xstate.done.actor.refreshDataset': [{ type: 'xstate.done.actor.refreshDataset', output: undefined }],
  'xstate.error.actor.refreshDataset': [
    { type: 'xstate.error.actor.refreshDataset', error: { status: 500 } },
  ],
  'xstate.done.actor.readLatest': [
    { type: 'xstate.done.actor.readLatest', output: unchanged },
    { type: 'xstate.done.actor.readLatest', output: changed },
  ],
  'xstate.error.actor.readLatest': [{ type: 'xstate.error.actor.readLatest', error: { status: 500 } }],
} as const satisfies EventTable<DatasetSaveMachine>;

const busy = { tags: ['busy'] } as const;

/** The request of a step goes to the dataset the save is sent on. */
const sentOn =
  (expected: object): StateTable<DatasetSaveMachine>['savingFields']['check'] =>
  ({ started }) => {
    for (const start of started) deepStrictEqual(start.input, expected);
  };

const states = {
  editing: {},
  'editing.idle': {
    check: ({ snapshot }) => strictEqual(snapshot.context.conflict, null),
  },
  'editing.saved': {
    check: ({ snapshot }) => {
      // Pinned by hand: a save ends on the version the server answered, with no conflict left.
      deepStrictEqual(snapshot.context.saved, saved);
      strictEqual(snapshot.context.conflict, null);
      strictEqual(snapshot.context.error, null);
    },
  },
  'editing.failed': {
    tags: ['error'],
    check: ({ snapshot }) => notStrictEqual(snapshot.context.error, null),
  },
  'editing.conflicted': {
    check: ({ snapshot }) => deepStrictEqual(snapshot.context.conflict, changed),
  },
  savingFields: {
    ...busy,
    invokes: ['saveFields'],
    check: ({ snapshot, started }) => {
      const { from, values: sent } = snapshot.context;
      for (const start of started) deepStrictEqual(start.input, { from, values: sent });
    },
  },
  uploadingThumbnail: {
    ...busy,
    invokes: ['uploadThumbnail'],
    check: sentOn({ datasetId, file: chosenFile }),
  },
  deletingThumbnail: { ...busy, invokes: ['deleteThumbnail'], check: sentOn({ datasetId }) },
  readingDataset: { ...busy, invokes: ['readDataset'], check: sentOn({ datasetId }) },
  refreshing: { ...busy, invokes: ['refreshDataset'], check: sentOn({ version: saved }) },
  readingLatest: {
    ...busy,
    invokes: ['readLatest'],
    check: ({ snapshot, started }) => {
      const { from, values: sent } = snapshot.context;
      for (const start of started) deepStrictEqual(start.input, { from, values: sent });
    },
  },
} satisfies StateTable<DatasetSaveMachine>;

export const datasetSaveModel = defineMachineModel({
  name: 'datasetSave',
  machine: datasetSaveMachine,
  inputs: { default: undefined },
  events,
  states,
  invariant: ({ snapshot }) => {
    const { error, origin, conflict, from } = snapshot.context;
    if (!snapshot.matches({ editing: 'failed' })) strictEqual(error, null);
    // Only a conflict can start a save over their version.
    if (origin === 'conflict') notStrictEqual(from, null);
    // A save after a 412 is always sent on the newer version.
    if (conflict && snapshot.hasTag('busy') && origin === 'conflict') deepStrictEqual(from, conflict.theirs);
  },
});
