import { describe, expect, it } from 'vitest';
import { createActor } from 'xstate';
import progressModalMachine, { clampProgress } from './progressModal.machine.ts';
import { describeMachineModel } from './testing/describeMachineModel.ts';
import { progressModalModel } from './testing/models/progressModal.model.ts';

describeMachineModel(progressModalModel);

describe('progress modal', () => {
  it('clamps progress to 0..100', () => {
    expect([-1, 0, 42.5, 100, 101, Number.NaN].map(clampProgress)).toEqual([0, 0, 42.5, 100, 100, 0]);
  });

  it('closes itself exactly when the progress reaches 100', () => {
    const actor = createActor(progressModalMachine).start();
    actor.send({ type: 'progress.started' });
    actor.send({ type: 'progress.updated', value: 99.9 });
    expect(actor.getSnapshot().value).toBe('open');
    actor.send({ type: 'progress.updated', value: 100 });
    expect(actor.getSnapshot().value).toBe('closed');
    expect(actor.getSnapshot().context.progress).toBe(0);
  });
});
