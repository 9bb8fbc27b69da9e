import { deepStrictEqual, notStrictEqual, strictEqual } from 'node:assert/strict';
import datasetSaveMachine, {
  type DatasetSaveConflict,
  type DatasetSaveContext,
  type DatasetVersion,
} from '../../datasetSave.machine.ts';
import { defineMachineModel } from '../defineMachineModel.ts';
import type { EventTable, StateTable, StepTable } from '../types.ts';

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
  editing: {
    // The form can be saved: nothing is under way.
    check: ({ snapshot, started }) => {
      strictEqual(snapshot.can(submitted({ file: null, remove: false })), true);
      deepStrictEqual(started, []);
    },
  },
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

// What the page and the specification say each event does, written without the machine.
type Context = DatasetSaveContext;

/** A failed step keeps everything typed and says which request failed. */
const failedAt =
  (step: string) =>
  ({
    previous,
    snapshot,
    event,
    started,
  }: {
    previous: { context: Context };
    snapshot: { context: Context };
    event: { error: unknown };
    started: readonly unknown[];
  }) => {
    deepStrictEqual(snapshot.context, {
      ...previous.context,
      error: { code: 'requestFailed', step, cause: event.error },
    });
    deepStrictEqual(started, []);
  };

const fieldsSent = (from: unknown, sent: unknown) => [{ src: 'saveFields', input: { from, values: sent } }];

/** A thumbnail change sent: the dataset is read again with its new thumbnail. */
const readAgain = (context: Context) => [{ src: 'readDataset', input: { datasetId: context.from?.id } }];

const steps = {
  'dataset.submitted': {
    acceptedIn: ['editing'],
    leadsTo: ['savingFields'],
    effect: ({ previous, snapshot, event, started }) => {
      deepStrictEqual(snapshot.context, {
        from: event.from,
        values: event.values,
        thumbnail: event.thumbnail,
        origin: 'form',
        saved: null,
        conflict: previous.context.conflict,
        error: null,
      });
      deepStrictEqual(started, fieldsSent(event.from, event.values));
    },
  },
  'conflict.mineSaved': {
    acceptedIn: ['editing'],
    // Only the conflict notice offers it.
    acceptedWhen: (snapshot) => snapshot.context.conflict !== null,
    leadsTo: ['savingFields'],
    effect: ({ previous, snapshot, started }) => {
      const { conflict } = previous.context;
      // This person's changes laid over their version, sent on it; the thumbnail change kept.
      deepStrictEqual(snapshot.context, {
        ...previous.context,
        from: conflict?.theirs,
        values: conflict?.merged,
        origin: 'conflict',
        saved: null,
        error: null,
      });
      deepStrictEqual(started, fieldsSent(conflict?.theirs, conflict?.merged));
    },
  },
  'conflict.theirsLoaded': {
    acceptedIn: ['editing'],
    acceptedWhen: (snapshot) => snapshot.context.conflict !== null,
    leadsTo: ['editing.idle'],
    effect: ({ previous, snapshot, started }) => {
      // The form starts again from their version: nothing of this save is left.
      deepStrictEqual(snapshot.context, { ...previous.context, conflict: null, error: null, saved: null });
      deepStrictEqual(started, []);
    },
  },
  'xstate.done.actor.saveFields': {
    acceptedIn: ['savingFields'],
    leadsTo: ['readingLatest', 'uploadingThumbnail', 'deletingThumbnail', 'refreshing'],
    effect: ({ previous, snapshot, event, started }) => {
      const context = previous.context;
      const { output } = event;
      if (output.outcome === 'stale') {
        // Someone saved meanwhile (412): their version is read and compared with the form.
        strictEqual(snapshot.matches('readingLatest'), true, 'a 412 reads the newer version');
        deepStrictEqual(snapshot.context, context);
        deepStrictEqual(started, [
          { src: 'readLatest', input: { from: context.from, values: context.values } },
        ]);
      } else if (context.thumbnail.file !== null) {
        strictEqual(snapshot.matches('uploadingThumbnail'), true, 'a chosen thumbnail is sent');
        deepStrictEqual(snapshot.context, context);
        deepStrictEqual(started, [
          { src: 'uploadThumbnail', input: { datasetId: context.from?.id, file: context.thumbnail.file } },
        ]);
      } else if (context.thumbnail.remove && context.from?.thumbnail) {
        strictEqual(snapshot.matches('deletingThumbnail'), true, 'a removed thumbnail is deleted');
        deepStrictEqual(snapshot.context, context);
        deepStrictEqual(started, [{ src: 'deleteThumbnail', input: { datasetId: context.from?.id } }]);
      } else {
        // No thumbnail change: the saved version is the one the PUT answered.
        strictEqual(snapshot.matches('refreshing'), true, 'the cache is refreshed');
        deepStrictEqual(snapshot.context, { ...context, saved: output.version });
        deepStrictEqual(started, [{ src: 'refreshDataset', input: { version: output.version } }]);
      }
    },
  },
  'xstate.error.actor.saveFields': {
    acceptedIn: ['savingFields'],
    leadsTo: ['editing.failed'],
    effect: failedAt('saveFields'),
  },
  'xstate.done.actor.uploadThumbnail': {
    acceptedIn: ['uploadingThumbnail'],
    leadsTo: ['readingDataset'],
    effect: ({ previous, snapshot, started }) => {
      deepStrictEqual(snapshot.context, previous.context);
      deepStrictEqual(started, readAgain(previous.context));
    },
  },
  'xstate.error.actor.uploadThumbnail': {
    acceptedIn: ['uploadingThumbnail'],
    leadsTo: ['editing.failed'],
    effect: failedAt('uploadThumbnail'),
  },
  'xstate.done.actor.deleteThumbnail': {
    acceptedIn: ['deletingThumbnail'],
    leadsTo: ['readingDataset'],
    effect: ({ previous, snapshot, started }) => {
      deepStrictEqual(snapshot.context, previous.context);
      deepStrictEqual(started, readAgain(previous.context));
    },
  },
  'xstate.error.actor.deleteThumbnail': {
    acceptedIn: ['deletingThumbnail'],
    leadsTo: ['editing.failed'],
    effect: failedAt('deleteThumbnail'),
  },
  'xstate.done.actor.readDataset': {
    acceptedIn: ['readingDataset'],
    leadsTo: ['refreshing'],
    effect: ({ previous, snapshot, event, started }) => {
      // The version read with its new thumbnail is the saved one.
      deepStrictEqual(snapshot.context, { ...previous.context, saved: event.output });
      deepStrictEqual(started, [{ src: 'refreshDataset', input: { version: event.output } }]);
    },
  },
  'xstate.error.actor.readDataset': {
    acceptedIn: ['readingDataset'],
    leadsTo: ['editing.failed'],
    effect: failedAt('readDataset'),
  },
  'xstate.done.actor.refreshDataset': {
    acceptedIn: ['refreshing'],
    leadsTo: ['editing.saved'],
    effect: ({ previous, snapshot, started }) => {
      deepStrictEqual(snapshot.context, { ...previous.context, conflict: null });
      deepStrictEqual(started, []);
    },
  },
  'xstate.error.actor.refreshDataset': {
    acceptedIn: ['refreshing'],
    // The dataset is saved: a failed refresh leaves the next read to fetch it.
    leadsTo: ['editing.saved'],
    effect: ({ previous, snapshot, started }) => {
      deepStrictEqual(snapshot.context, { ...previous.context, conflict: null });
      deepStrictEqual(started, []);
    },
  },
  'xstate.done.actor.readLatest': {
    acceptedIn: ['readingLatest'],
    leadsTo: ['savingFields', 'editing.conflicted'],
    effect: ({ previous, snapshot, event, started }) => {
      const conflict = event.output;
      const context = previous.context;
      if (conflict.changedByThem.length === 0) {
        // They changed none of the form's fields: the same save goes again on their version.
        strictEqual(snapshot.matches('savingFields'), true, 'saved again on their version');
        deepStrictEqual(snapshot.context, { ...context, from: conflict.theirs });
        deepStrictEqual(started, fieldsSent(conflict.theirs, context.values));
      } else {
        strictEqual(snapshot.matches({ editing: 'conflicted' }), true, 'the person decides');
        deepStrictEqual(snapshot.context, { ...context, conflict });
        deepStrictEqual(started, []);
      }
    },
  },
  'xstate.error.actor.readLatest': {
    acceptedIn: ['readingLatest'],
    leadsTo: ['editing.failed'],
    effect: failedAt('readLatest'),
  },
} satisfies StepTable<DatasetSaveMachine>;

export const datasetSaveModel = defineMachineModel({
  name: 'datasetSave',
  machine: datasetSaveMachine,
  inputs: { default: undefined },
  events,
  states,
  steps,
  // The dataset's form, nothing sent yet.
  start: (snapshot) => {
    strictEqual(snapshot.matches({ editing: 'idle' }), true);
    deepStrictEqual(snapshot.context, {
      from: null,
      values: null,
      thumbnail: { file: null, remove: false },
      origin: 'form',
      saved: null,
      conflict: null,
      error: null,
    });
  },
  invariant: ({ snapshot }) => {
    const { error, origin, conflict, from } = snapshot.context;
    if (!snapshot.matches({ editing: 'failed' })) strictEqual(error, null);
    // Only a conflict can start a save over their version.
    if (origin === 'conflict') notStrictEqual(from, null);
    // A save after a 412 is always sent on the newer version.
    if (conflict && snapshot.hasTag('busy') && origin === 'conflict') deepStrictEqual(from, conflict.theirs);
  },
});
