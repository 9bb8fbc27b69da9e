import { describe, expect, it } from 'vitest';
import { launchError } from './styleSave.machine.ts';
import { describeMachineModel } from './testing/describeMachineModel.ts';
import { styleSaveModel } from './testing/models/styleSave.model.ts';

describeMachineModel(styleSaveModel);

describe('the save’s error for a scenario launch', () => {
  it('names the missing scenario with the action, or the failed step with its cause', () => {
    expect(launchError({ outcome: 'noScenario' }, 'update')).toEqual({
      code: 'noScenario',
      action: 'update',
    });
    expect(launchError({ outcome: 'failed', step: 'runScenario', cause: { status: 500 } }, 'create')).toEqual(
      {
        code: 'requestFailed',
        step: 'runScenario',
        cause: { status: 500 },
      },
    );
  });

  it('is no error for a launch, nor for a choice the person closed', () => {
    expect(launchError({ outcome: 'launched', scenarioId: 4 }, 'create')).toBeNull();
    expect(launchError({ outcome: 'cancelled' }, 'create')).toBeNull();
  });
});
