import { assign, setup } from 'xstate';

/**
 * The global progress modal: a striped bar with a percentage, no footer and no close button.
 * It closes itself when the progress reaches 100; a reset (a failed upload, say) closes it
 * and brings the progress back to 0.
 */

export interface ProgressModalContext {
  /** 0 to 100. */
  readonly progress: number;
}

export type ProgressModalEvent =
  /** A long operation starts: the modal opens at 0. */
  | { type: 'progress.started' }
  /** The operation reports its progress in percent; values outside 0..100 are clamped. */
  | { type: 'progress.updated'; value: number }
  /** The operation failed or was abandoned: the modal closes and the progress goes back to 0. */
  | { type: 'progress.reset' };

export function clampProgress(value: number): number {
  if (Number.isNaN(value)) return 0;
  return Math.min(100, Math.max(0, value));
}

export default setup({
  types: {
    context: {} as ProgressModalContext,
    events: {} as ProgressModalEvent,
  },
  actions: {
    resetProgress: assign({ progress: 0 }),
    setProgress: assign((_, params: { value: number }) => ({ progress: clampProgress(params.value) })),
  },
  guards: {
    isComplete: ({ context }) => context.progress >= 100,
  },
}).createMachine({
  id: 'progressModal',
  description: 'The progress modal shown during uploads and other long operations.',
  context: { progress: 0 },
  initial: 'closed',
  states: {
    closed: {
      description: 'No progress modal is shown.',
      on: {
        // A closed modal is always back at 0 (every way out resets it): it opens at 0.
        'progress.started': { target: 'open' },
      },
    },
    open: {
      description: 'The progress modal shows a striped bar filled to the percentage, and the percentage.',
      tags: ['busy'],
      always: { guard: 'isComplete', target: 'closed', actions: 'resetProgress' },
      // No second start while open: the modal covers the page, so no other operation can begin.
      on: {
        'progress.updated': {
          actions: { type: 'setProgress', params: ({ event }) => ({ value: event.value }) },
        },
        'progress.reset': { target: 'closed', actions: 'resetProgress' },
      },
    },
  },
});
