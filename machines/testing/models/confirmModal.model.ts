import { deepStrictEqual, notStrictEqual, strictEqual } from 'node:assert/strict';
import confirmModalMachine from '../../confirmModal.machine.ts';
import { defineMachineModel } from '../defineMachineModel.ts';
import type { EventTable, StateTable } from '../types.ts';

type ConfirmModalMachine = typeof confirmModalMachine;

const deleteDataset = { id: 'dataset.delete', params: { datasetId: 7 } };

const events = {
  'confirmation.requested': [
    {
      type: 'confirmation.requested',
      title: { id: 'dataset.delete.title', values: { name: 'Routes' } },
      content: { id: 'dataset.delete.content' },
      action: deleteDataset,
    },
    {
      type: 'confirmation.requested',
      title: { id: 'permissions.remove.title' },
      action: { id: 'permissions.remove' },
    },
  ],
  'confirmation.accepted': [{ type: 'confirmation.accepted' }],
  'confirmation.cancelled': [{ type: 'confirmation.cancelled' }],
  'modal.closed': [{ type: 'modal.closed' }],
  'xstate.done.actor.runConfirmedAction': [
    { type: 'xstate.done.actor.runConfirmedAction', output: undefined },
  ],
  'xstate.error.actor.runConfirmedAction': [
    { type: 'xstate.error.actor.runConfirmedAction', error: { status: 400, body: { detail: ['refused'] } } },
  ],
} as const satisfies EventTable<ConfirmModalMachine>;

const states = {
  closed: {
    check: ({ snapshot }) => deepStrictEqual(snapshot.context, { request: null, error: null }),
  },
  open: {
    check: ({ snapshot }) => {
      notStrictEqual(snapshot.context.request, null);
      strictEqual(snapshot.context.error, null);
    },
  },
  confirming: {
    tags: ['busy'],
    invokes: ['runConfirmedAction'],
    check: ({ snapshot, started }) => {
      // The action run is exactly the one the modal was opened with.
      for (const start of started) deepStrictEqual(start.input, snapshot.context.request?.action);
    },
  },
  failed: {
    tags: ['error'],
    check: ({ snapshot }) => {
      notStrictEqual(snapshot.context.request, null, 'the failed request stays, ready to be confirmed again');
      strictEqual(snapshot.context.error?.code, 'actionFailed');
    },
  },
} satisfies StateTable<ConfirmModalMachine>;

export const confirmModalModel = defineMachineModel({
  name: 'confirmModal',
  machine: confirmModalMachine,
  inputs: { default: undefined },
  events,
  states,
});
