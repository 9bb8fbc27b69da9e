import { deepStrictEqual, notStrictEqual, strictEqual } from 'node:assert/strict';
import datasetBulkEditMachine from '../../datasetBulkEdit.machine.ts';
import { defineMachineModel } from '../defineMachineModel.ts';
import type { EventTable, SnapshotOf, StateTable, StepTable } from '../types.ts';

type DatasetBulkEditMachine = typeof datasetBulkEditMachine;

const KEYWORD = { field: 'keywords', op: 'add', value: ['eau'] } as const;
const LICENCE = { field: 'license', op: 'set', value: 3 } as const;

const events = {
  'dialog.opened': [
    { type: 'dialog.opened', selection: { ids: [11, 12] } },
    { type: 'dialog.opened', selection: { filters: { search: 'eau' } } },
  ],
  'dialog.closed': [{ type: 'dialog.closed' }],
  'operations.changed': [
    { type: 'operations.changed', operations: [KEYWORD, LICENCE] },
    { type: 'operations.changed', operations: [] },
  ],
  'preview.requested': [{ type: 'preview.requested' }],
  'apply.requested': [{ type: 'apply.requested' }],
  'undo.requested': [{ type: 'undo.requested' }],
  'notification.dismissed': [{ type: 'notification.dismissed' }],
  'xstate.done.actor.previewBulkEdit': [
    {
      type: 'xstate.done.actor.previewBulkEdit',
      output: { matched: 2, read_only: 0, changed: 2, unchanged: 0 },
    },
  ],
  'xstate.error.actor.previewBulkEdit': [
    { type: 'xstate.error.actor.previewBulkEdit', error: { status: 400, body: { code: 'bulk_edit_value' } } },
  ],
  'xstate.done.actor.applyBulkEdit': [
    { type: 'xstate.done.actor.applyBulkEdit', output: { id: 41, changed: 2 } },
  ],
  'xstate.error.actor.applyBulkEdit': [
    { type: 'xstate.error.actor.applyBulkEdit', error: { status: 403, body: {} } },
  ],
  'xstate.done.actor.undoBulkEdit': [
    { type: 'xstate.done.actor.undoBulkEdit', output: { restored: 2, kept: 0 } },
  ],
  'xstate.error.actor.undoBulkEdit': [
    { type: 'xstate.error.actor.undoBulkEdit', error: { status: 400, body: { code: 'bulk_edit_undone' } } },
  ],
} as const satisfies EventTable<DatasetBulkEditMachine>;

const states = {
  idle: {
    check: ({ snapshot }) => {
      strictEqual(snapshot.context.selection, null);
      strictEqual(snapshot.context.batchId, null);
    },
  },
  editing: {
    check: ({ snapshot }) => {
      notStrictEqual(snapshot.context.selection, null);
      strictEqual(snapshot.context.preview, null);
    },
  },
  previewing: {
    tags: ['busy'],
    invokes: ['previewBulkEdit'],
    check: ({ snapshot, started }) => {
      notStrictEqual(snapshot.context.operations.length, 0);
      for (const start of started) {
        deepStrictEqual(start.input, {
          selection: snapshot.context.selection,
          operations: snapshot.context.operations,
        });
      }
    },
  },
  previewFailed: {
    tags: ['error'],
    check: ({ snapshot }) => strictEqual(snapshot.context.error?.code, 'previewFailed'),
  },
  reviewing: {
    check: ({ snapshot }) => notStrictEqual(snapshot.context.preview, null),
  },
  applying: {
    tags: ['busy'],
    invokes: ['applyBulkEdit'],
    check: ({ snapshot, started }) => {
      for (const start of started) {
        deepStrictEqual(start.input, {
          selection: snapshot.context.selection,
          operations: snapshot.context.operations,
        });
      }
    },
  },
  applyFailed: {
    tags: ['error'],
    check: ({ snapshot }) => {
      strictEqual(snapshot.context.error?.code, 'applyFailed');
      notStrictEqual(snapshot.context.preview, null, 'the preview stays');
    },
  },
  applied: {
    check: ({ snapshot, previous, actions }) => {
      strictEqual(snapshot.context.batchId, 41);
      strictEqual(snapshot.context.changed, 2);
      strictEqual(snapshot.context.selection, null);
      // The list is refetched once the batch is applied.
      if (previous?.matches('applying'))
        deepStrictEqual(actions, [{ type: 'datasetsChanged', params: undefined }]);
    },
  },
  undoing: {
    tags: ['busy'],
    invokes: ['undoBulkEdit'],
    check: ({ snapshot, started }) => {
      for (const start of started) deepStrictEqual(start.input, { batchId: snapshot.context.batchId });
    },
  },
  undoFailed: {
    tags: ['error'],
    check: ({ snapshot }) => {
      strictEqual(snapshot.context.error?.code, 'undoFailed');
      strictEqual(snapshot.context.batchId, 41, 'the batch stays to try again');
    },
  },
  undone: {
    check: ({ snapshot, previous, actions }) => {
      deepStrictEqual(snapshot.context.undone, { restored: 2, kept: 0 });
      if (previous?.matches('undoing'))
        deepStrictEqual(actions, [{ type: 'datasetsChanged', params: undefined }]);
    },
  },
} satisfies StateTable<DatasetBulkEditMachine>;

// What each event does, from issue 33's flow and the states' descriptions, written without the machine.
const DIALOG = ['editing', 'previewFailed', 'reviewing', 'applyFailed'] as const;
/** The request of a preview or an apply: the selection and the operations the dialog holds. */
const requestOf = (snapshot: SnapshotOf<DatasetBulkEditMachine>) => ({
  selection: snapshot.context.selection,
  operations: snapshot.context.operations,
});
const EMPTY = {
  selection: null,
  operations: [],
  preview: null,
  batchId: null,
  changed: 0,
  undone: null,
  error: null,
};

const steps = {
  // The dialog opens on the list (also over the notification of the last batch, which it forgets).
  'dialog.opened': {
    acceptedIn: ['idle', 'applied', 'undone'],
    leadsTo: ['editing'],
    effect: ({ snapshot, event, started, actions }) => {
      deepStrictEqual(snapshot.context, { ...EMPTY, selection: event.selection });
      deepStrictEqual(started, []);
      deepStrictEqual(actions, []);
    },
  },
  'dialog.closed': {
    acceptedIn: DIALOG,
    leadsTo: ['idle'],
    effect: ({ previous, snapshot, started, actions }) => {
      deepStrictEqual(snapshot.context, {
        ...previous.context,
        selection: null,
        operations: [],
        preview: null,
        error: null,
      });
      deepStrictEqual(started, []);
      deepStrictEqual(actions, [], 'closing the dialog changes no dataset');
    },
  },
  // Changed operations invalidate the preview and the error shown: back to writing them.
  'operations.changed': {
    acceptedIn: DIALOG,
    leadsTo: ['editing'],
    effect: ({ previous, snapshot, event, started, actions }) => {
      deepStrictEqual(snapshot.context, {
        ...previous.context,
        operations: event.operations,
        preview: null,
        error: null,
      });
      deepStrictEqual(started, []);
      deepStrictEqual(actions, []);
    },
  },
  // "Preview" is enabled once an operation is written (and again after a failed preview).
  'preview.requested': {
    acceptedIn: ['editing', 'previewFailed'],
    acceptedWhen: (snapshot) => snapshot.context.operations.length > 0,
    leadsTo: ['previewing'],
    effect: ({ previous, snapshot, started, actions }) => {
      deepStrictEqual(snapshot.context, { ...previous.context, error: null });
      deepStrictEqual(started, [{ src: 'previewBulkEdit', input: requestOf(previous) }]);
      deepStrictEqual(actions, []);
    },
  },
  // "Apply" comes after a preview (and again after a failed apply); never straight from the operations.
  'apply.requested': {
    acceptedIn: ['reviewing', 'applyFailed'],
    leadsTo: ['applying'],
    effect: ({ previous, snapshot, started, actions }) => {
      deepStrictEqual(snapshot.context, { ...previous.context, error: null });
      deepStrictEqual(started, [{ src: 'applyBulkEdit', input: requestOf(previous) }]);
      deepStrictEqual(actions, [], 'the list is refetched once the server answers');
    },
  },
  'undo.requested': {
    acceptedIn: ['applied', 'undoFailed'],
    leadsTo: ['undoing'],
    effect: ({ previous, snapshot, started, actions }) => {
      deepStrictEqual(snapshot.context, { ...previous.context, error: null });
      deepStrictEqual(started, [{ src: 'undoBulkEdit', input: { batchId: previous.context.batchId } }]);
      deepStrictEqual(actions, []);
    },
  },
  'notification.dismissed': {
    acceptedIn: ['applied', 'undoFailed', 'undone'],
    leadsTo: ['idle'],
    effect: ({ previous, snapshot, started, actions }) => {
      deepStrictEqual(snapshot.context, {
        ...previous.context,
        batchId: null,
        changed: 0,
        undone: null,
        error: null,
      });
      deepStrictEqual(started, []);
      deepStrictEqual(actions, []);
    },
  },
  'xstate.done.actor.previewBulkEdit': {
    acceptedIn: ['previewing'],
    leadsTo: ['reviewing'],
    effect: ({ previous, snapshot, event, started, actions }) => {
      deepStrictEqual(snapshot.context, { ...previous.context, preview: event.output });
      deepStrictEqual(started, [], 'a preview applies nothing');
      deepStrictEqual(actions, []);
    },
  },
  'xstate.error.actor.previewBulkEdit': {
    acceptedIn: ['previewing'],
    leadsTo: ['previewFailed'],
    effect: ({ previous, snapshot, event, started, actions }) => {
      // The operations are kept with the reason.
      deepStrictEqual(snapshot.context, {
        ...previous.context,
        error: { code: 'previewFailed', cause: event.error },
      });
      deepStrictEqual(started, []);
      deepStrictEqual(actions, []);
    },
  },
  'xstate.done.actor.applyBulkEdit': {
    acceptedIn: ['applying'],
    leadsTo: ['applied'],
    effect: ({ previous, snapshot, event, started, actions }) => {
      // The dialog closes; the notification counts the changed datasets and can undo the batch.
      deepStrictEqual(snapshot.context, {
        ...EMPTY,
        batchId: event.output.id,
        changed: event.output.changed,
        error: previous.context.error,
      });
      deepStrictEqual(actions, [{ type: 'datasetsChanged', params: undefined }]);
      deepStrictEqual(started, []);
    },
  },
  'xstate.error.actor.applyBulkEdit': {
    acceptedIn: ['applying'],
    leadsTo: ['applyFailed'],
    effect: ({ previous, snapshot, event, started, actions }) => {
      // The preview stays, and "Apply" may be tried again.
      deepStrictEqual(snapshot.context, {
        ...previous.context,
        error: { code: 'applyFailed', cause: event.error },
      });
      deepStrictEqual(actions, [], 'nothing changed');
      deepStrictEqual(started, []);
    },
  },
  'xstate.done.actor.undoBulkEdit': {
    acceptedIn: ['undoing'],
    leadsTo: ['undone'],
    effect: ({ previous, snapshot, event, started, actions }) => {
      deepStrictEqual(snapshot.context, { ...previous.context, undone: event.output });
      deepStrictEqual(actions, [{ type: 'datasetsChanged', params: undefined }]);
      deepStrictEqual(started, []);
    },
  },
  'xstate.error.actor.undoBulkEdit': {
    acceptedIn: ['undoing'],
    leadsTo: ['undoFailed'],
    effect: ({ previous, snapshot, event, started, actions }) => {
      deepStrictEqual(snapshot.context, {
        ...previous.context,
        error: { code: 'undoFailed', cause: event.error },
      });
      deepStrictEqual(actions, [], 'nothing changed');
      deepStrictEqual(started, []);
    },
  },
} satisfies StepTable<DatasetBulkEditMachine>;

export const datasetBulkEditModel = defineMachineModel({
  name: 'datasetBulkEdit',
  machine: datasetBulkEditMachine,
  inputs: { default: undefined },
  events,
  states,
  steps,
  // The list opens with no dialog and no batch.
  start: (snapshot) => {
    strictEqual(snapshot.matches('idle'), true);
    deepStrictEqual(snapshot.context, EMPTY);
  },
  invariant: ({ snapshot }) => {
    const { error } = snapshot.context;
    if (!snapshot.hasTag('error')) strictEqual(error, null);
  },
});
