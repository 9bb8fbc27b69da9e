import { deepStrictEqual, strictEqual } from 'node:assert/strict';
import progressModalMachine from '../../progressModal.machine.ts';
import { defineMachineModel } from '../defineMachineModel.ts';
import type { EventTable, StateTable, StepTable } from '../types.ts';

type ProgressModalMachine = typeof progressModalMachine;

const events = {
  'progress.started': [{ type: 'progress.started' }],
  'progress.updated': [
    { type: 'progress.updated', value: 40 },
    { type: 'progress.updated', value: 150 },
  ],
  'progress.reset': [{ type: 'progress.reset' }],
} as const satisfies EventTable<ProgressModalMachine>;

const states = {
  closed: {
    check: ({ snapshot }) => strictEqual(snapshot.context.progress, 0, 'a closed modal is back at 0'),
  },
  open: {
    tags: ['busy'],
    check: ({ snapshot }) => {
      const { progress } = snapshot.context;
      strictEqual(progress >= 0 && progress < 100, true, `an open modal shows 0 to 99, not ${progress}`);
      strictEqual(snapshot.hasTag('busy'), true, 'the open modal covers the page: the application is busy');
    },
  },
} satisfies StateTable<ProgressModalMachine>;

/** The bar shows 0 to 100: what the operation reports, clamped; not a number shows nothing done. */
const shownPercent = (value: number) => (Number.isNaN(value) ? 0 : Math.min(100, Math.max(0, value)));

const steps = {
  'progress.started': {
    // An open modal covers the page: no other operation can start meanwhile.
    acceptedIn: ['closed'],
    leadsTo: ['open'],
    effect: ({ snapshot }) => strictEqual(snapshot.context.progress, 0, 'a started operation shows 0'),
  },
  'progress.updated': {
    acceptedIn: ['open'],
    leadsTo: ['open', 'closed'],
    effect: ({ snapshot, event }) => {
      const percent = shownPercent(event.value);
      if (percent >= 100) {
        // Done: the modal closes itself and is back at 0 for the next operation.
        strictEqual(snapshot.matches('closed'), true, 'a finished operation closes the modal');
        strictEqual(snapshot.context.progress, 0);
      } else {
        strictEqual(snapshot.matches('open'), true);
        strictEqual(snapshot.context.progress, percent);
      }
    },
  },
  'progress.reset': {
    acceptedIn: ['open'],
    leadsTo: ['closed'],
    effect: ({ snapshot }) =>
      strictEqual(snapshot.context.progress, 0, 'a reset brings the progress back to 0'),
  },
} satisfies StepTable<ProgressModalMachine>;

export const progressModalModel = defineMachineModel({
  name: 'progressModal',
  machine: progressModalMachine,
  inputs: { default: undefined },
  events,
  states,
  steps,
  start: (snapshot) => {
    strictEqual(snapshot.matches('closed'), true, 'no modal until an operation starts');
    deepStrictEqual(snapshot.context, { progress: 0 });
  },
});
