import { describe, expect, it } from 'vitest';
import { candidatesOf, launchOutput } from './scenarioLaunch.machine.ts';
import { describeMachineModel } from './testing/describeMachineModel.ts';
import { scenarioLaunchModel } from './testing/models/scenarioLaunch.model.ts';

describeMachineModel(scenarioLaunchModel);

describe('scenario pick', () => {
  const scenarios = [
    { id: 1, codename: 'a', action: 'update' as const },
    { id: 2, codename: 'b', action: 'create' as const },
    { id: 3, codename: 'publish-dataset' },
  ];

  it('keeps the scenarios of the action, in the server order, whoever picks', () => {
    expect(candidatesOf(scenarios, { by: 'person', action: 'create' }).map((s) => s.id)).toEqual([2]);
    expect(candidatesOf(scenarios, { by: 'action', action: 'update' }).map((s) => s.id)).toEqual([1]);
  });

  it('finds a dataset scenario by its codename', () => {
    expect(candidatesOf(scenarios, { by: 'codename', codename: 'publish-dataset' })).toEqual([scenarios[2]]);
    expect(candidatesOf(scenarios, { by: 'codename', codename: 'unpublish-dataset' })).toEqual([]);
  });

  it('refuses to end without an outcome', () => {
    const context = { target: {}, pick: { by: 'person', action: 'create' }, scenarios: [], scenarioId: null };
    expect(() => launchOutput({ ...context, outcome: null } as never)).toThrow(/without an outcome/);
    expect(launchOutput({ ...context, outcome: { outcome: 'cancelled' } } as never)).toEqual({
      outcome: 'cancelled',
    });
  });
});
