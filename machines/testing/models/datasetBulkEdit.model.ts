import { deepStrictEqual, notStrictEqual, strictEqual } from 'node:assert/strict';
import datasetBulkEditMachine from '../../datasetBulkEdit.machine.ts';
import { defineMachineModel } from '../defineMachineModel.ts';
import type { EventTable, StateTable } from '../types.ts';

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

export const datasetBulkEditModel = defineMachineModel({
  name: 'datasetBulkEdit',
  machine: datasetBulkEditMachine,
  inputs: { default: undefined },
  events,
  states,
  invariant: ({ snapshot }) => {
    const { error } = snapshot.context;
    if (!snapshot.hasTag('error')) strictEqual(error, null);
  },
});
