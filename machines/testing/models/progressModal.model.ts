import { strictEqual } from 'node:assert/strict';
import progressModalMachine from '../../progressModal.machine.ts';
import { defineMachineModel } from '../defineMachineModel.ts';
import type { EventTable, StateTable } from '../types.ts';

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
    },
  },
} satisfies StateTable<ProgressModalMachine>;

export const progressModalModel = defineMachineModel({
  name: 'progressModal',
  machine: progressModalMachine,
  inputs: { default: undefined },
  events,
  states,
});
