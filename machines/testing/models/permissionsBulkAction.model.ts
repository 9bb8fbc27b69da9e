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
  'xstate.done.actor.previewImpact': [
    {
      type: 'xstate.done.actor.previewImpact',
      output: {
        action: 'set_permission_level_consultation',
        changed: 1,
        groups: [{ type: 'organisation', from: 'download', to: 'consultation', effect: 'lose', count: 1 }],
        rows: [
          { id: 1, name: 'CACL', type: 'organisation', from: 'download', to: 'consultation', effect: 'lose' },
        ],
      },
    },
  ],
  'xstate.error.actor.previewImpact': [
    { type: 'xstate.error.actor.previewImpact', error: { status: 500, body: null } },
  ],
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
  previewing: {
    invokes: ['previewImpact'],
    check: ({ snapshot, started }) => {
      const { datasetId, selectedIds, action, impact, impactFailed } = snapshot.context;
      strictEqual(impact, null, 'no impact before the preview answers');
      strictEqual(impactFailed, false);
      // The preview is asked for exactly the rows and level the action would send.
      for (const start of started) {
        deepStrictEqual(start.input, {
          datasetId,
          permissionIds: selectedIds,
          level: action && levelOf(action),
        });
      }
    },
  },
  confirming: {
    check: ({ snapshot, event }) => {
      const { action, selectedIds, impact, impactFailed } = snapshot.context;
      notStrictEqual(action, null);
      notStrictEqual(selectedIds.length, 0);
      if (event.type === 'xstate.done.actor.previewImpact') {
        deepStrictEqual(impact, (event as { output?: unknown }).output);
        strictEqual(impactFailed, false);
      }
      if (event.type === 'xstate.error.actor.previewImpact') {
        strictEqual(impact, null);
        strictEqual(impactFailed, true, 'a failed preview still lets the person confirm, told so');
      }
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
    // An impact is only held while the action waits for confirmation or runs.
    if (snapshot.matches('selecting')) {
      strictEqual(snapshot.context.impact, null);
      strictEqual(snapshot.context.impactFailed, false);
    }
  },
});
