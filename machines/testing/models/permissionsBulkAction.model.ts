import { deepStrictEqual, notStrictEqual, strictEqual } from 'node:assert/strict';
import permissionsBulkActionMachine, { levelOf } from '../../permissionsBulkAction.machine.ts';
import { defineMachineModel } from '../defineMachineModel.ts';
import type { EventTable, StateTable } from '../types.ts';

type PermissionsBulkActionMachine = typeof permissionsBulkActionMachine;

const events = {
  'rows.loaded': [
    { type: 'rows.loaded', ids: [1, 2] },
    { type: 'rows.loaded', ids: [2, 3] },
  ],
  'row.toggled': [
    { type: 'row.toggled', id: 1 },
    { type: 'row.toggled', id: 2 },
  ],
  'rows.allSelected': [{ type: 'rows.allSelected' }],
  'rows.cleared': [{ type: 'rows.cleared' }],
  'action.chosen': [
    { type: 'action.chosen', action: 'remove' },
    { type: 'action.chosen', action: 'consultation' },
  ],
  'confirmation.accepted': [{ type: 'confirmation.accepted' }],
  'confirmation.cancelled': [{ type: 'confirmation.cancelled' }],
  'xstate.done.actor.applyPermissionLevel': [
    { type: 'xstate.done.actor.applyPermissionLevel', output: undefined },
  ],
  'xstate.error.actor.applyPermissionLevel': [
    { type: 'xstate.error.actor.applyPermissionLevel', error: { status: 400, body: { level: ['invalid'] } } },
  ],
} as const satisfies EventTable<PermissionsBulkActionMachine>;

const states = {
  selecting: {
    check: ({ snapshot }) => strictEqual(snapshot.context.action, null, 'no action pending while selecting'),
  },
  'selecting.nothingSelected': {
    check: ({ snapshot }) => deepStrictEqual(snapshot.context.selectedIds, []),
  },
  'selecting.rowsSelected': {
    check: ({ snapshot }) => notStrictEqual(snapshot.context.selectedIds.length, 0),
  },
  'selecting.succeeded': {
    check: ({ snapshot, previous, actions }) => {
      deepStrictEqual(snapshot.context.selectedIds, []);
      if (previous?.matches('applying') && previous.context.action) {
        // The table refresh intent carries the level that was set.
        deepStrictEqual(actions, [
          { type: 'permissionsChanged', params: { level: levelOf(previous.context.action) } },
        ]);
      }
    },
  },
  'selecting.failed': {
    tags: ['error'],
    check: ({ snapshot }) => {
      strictEqual(snapshot.context.error?.code, 'requestFailed');
      notStrictEqual(snapshot.context.selectedIds.length, 0, 'a failure keeps the selection');
    },
  },
  confirming: {
    check: ({ snapshot }) => {
      notStrictEqual(snapshot.context.action, null);
      notStrictEqual(snapshot.context.selectedIds.length, 0);
    },
  },
  applying: {
    tags: ['busy'],
    invokes: ['applyPermissionLevel'],
    check: ({ snapshot, started }) => {
      const { datasetId, selectedIds, action } = snapshot.context;
      for (const start of started) {
        deepStrictEqual(start.input, {
          datasetId,
          permissionIds: selectedIds,
          level: action && levelOf(action),
        });
      }
    },
  },
} satisfies StateTable<PermissionsBulkActionMachine>;

export const permissionsBulkActionModel = defineMachineModel({
  name: 'permissionsBulkAction',
  machine: permissionsBulkActionMachine,
  inputs: { default: { datasetId: 7 } },
  events,
  states,
  invariant: ({ snapshot }) => {
    const { rowIds, selectedIds, error } = snapshot.context;
    // The selection is made of rows of the page shown, in table order.
    deepStrictEqual(
      selectedIds,
      rowIds.filter((id) => selectedIds.includes(id)),
    );
    if (!snapshot.matches({ selecting: 'failed' })) strictEqual(error, null);
  },
});
