import { describe, expect, it } from 'vitest';
import { missingScenarioError } from './ftpCreation.machine.ts';
import { scenariosFor } from './scenarioAction.ts';
import { describeMachineModel } from './testing/describeMachineModel.ts';
import { ftpCreationModel } from './testing/models/ftpCreation.model.ts';

describeMachineModel(ftpCreationModel);

describe('sFTP scenarios', () => {
  it('looks scenarios up by action', () => {
    const scenarios = [
      { id: 1, codename: 'a', action: 'update' as const },
      { id: 2, codename: 'b', action: 'create' as const },
    ];
    expect(scenariosFor(scenarios, 'create').map((scenario) => scenario.id)).toEqual([2]);
    expect(scenariosFor([], 'update')).toEqual([]);
  });

  it('names the missing scenario after the action', () => {
    expect(missingScenarioError('create')).toEqual({ code: 'noCreationScenario' });
    expect(missingScenarioError('update')).toEqual({ code: 'noUpdateScenario' });
  });
});
