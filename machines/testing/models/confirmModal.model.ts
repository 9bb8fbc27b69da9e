import { deepStrictEqual, notStrictEqual, strictEqual } from 'node:assert/strict';
import confirmModalMachine from '../../confirmModal.machine.ts';
import { defineMachineModel } from '../defineMachineModel.ts';
import type { EventTable, StateTable, StepTable } from '../types.ts';

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
      notStrictEqual(snapshot.context.request, null, 'the modal still shows what is being confirmed');
      strictEqual(snapshot.context.error, null, 'a new try shows no error while it runs');
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

const closedAndEmpty = { request: null, error: null };

const steps = {
  'confirmation.requested': {
    // One question at a time: a modal already shown (or running its action) ignores another request.
    acceptedIn: ['closed'],
    leadsTo: ['open'],
    effect: ({ snapshot, event, started }) => {
      deepStrictEqual(snapshot.context, {
        // No content given: the modal asks its default question.
        request: { title: event.title, content: event.content ?? null, action: event.action },
        error: null,
      });
      deepStrictEqual(started, []);
    },
  },
  'confirmation.accepted': {
    // Confirm, or Confirm again after a failure; the buttons are disabled while the action runs.
    acceptedIn: ['open', 'failed'],
    leadsTo: ['confirming'],
    effect: ({ previous, snapshot, started }) => {
      deepStrictEqual(snapshot.context, { request: previous.context.request, error: null });
      deepStrictEqual(started, [{ src: 'runConfirmedAction', input: previous.context.request?.action }]);
    },
  },
  'confirmation.cancelled': {
    acceptedIn: ['open', 'failed'],
    leadsTo: ['closed'],
    effect: ({ snapshot, started }) => {
      deepStrictEqual(snapshot.context, closedAndEmpty);
      deepStrictEqual(started, [], 'cancelling runs nothing');
    },
  },
  'modal.closed': {
    // Every modal closes at application start, whatever it was doing; a running action is abandoned.
    acceptedIn: ['closed', 'open', 'confirming', 'failed'],
    leadsTo: ['closed'],
    effect: ({ snapshot }) => deepStrictEqual(snapshot.context, closedAndEmpty),
  },
  'xstate.done.actor.runConfirmedAction': {
    acceptedIn: ['confirming'],
    leadsTo: ['closed'],
    effect: ({ snapshot }) => deepStrictEqual(snapshot.context, closedAndEmpty),
  },
  'xstate.error.actor.runConfirmedAction': {
    acceptedIn: ['confirming'],
    // Nothing is lost silently: the modal stays with the question and says the action failed.
    leadsTo: ['failed'],
    effect: ({ previous, snapshot, event }) =>
      deepStrictEqual(snapshot.context, {
        request: previous.context.request,
        error: { code: 'actionFailed', cause: event.error },
      }),
  },
} satisfies StepTable<ConfirmModalMachine>;

export const confirmModalModel = defineMachineModel({
  name: 'confirmModal',
  machine: confirmModalMachine,
  inputs: { default: undefined },
  events,
  states,
  steps,
  start: (snapshot) => {
    strictEqual(snapshot.matches('closed'), true);
    deepStrictEqual(snapshot.context, closedAndEmpty);
  },
});
