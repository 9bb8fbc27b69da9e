import { describe, expect, it } from 'vitest';
import scenarioLaunchMachine, {
  candidatesOf,
  type LaunchableScenario,
  launchOutput,
  type ScenarioTarget,
} from './scenarioLaunch.machine.ts';
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

describe('a person’s pick with one scenario', () => {
  it('runs it without asking, and keeps it for the dialog to name', async () => {
    const { createActor, fromPromise, waitFor } = await import('xstate');
    const only: LaunchableScenario = { id: 4, codename: 'href-check', action: 'create' };
    const ran: number[] = [];
    const machine = scenarioLaunchMachine.provide({
      actors: {
        fetchScenarios: fromPromise<readonly LaunchableScenario[], { target: ScenarioTarget }>(async () => [
          only,
          { id: 5, codename: 'href-update-check', action: 'update' },
        ]),
        runScenario: fromPromise(async ({ input }) => {
          ran.push(input.scenarioId);
          return {};
        }),
      },
    });
    const actor = createActor(machine, { input: { target: {}, pick: { by: 'person', action: 'create' } } });
    const states: string[] = [];
    actor.subscribe((snapshot) => states.push(String(snapshot.value)));
    actor.start();
    const done = await waitFor(actor, (snapshot) => snapshot.status === 'done');
    expect(states).not.toContain('choosingScenario');
    expect(ran).toEqual([4]);
    expect(done.context.scenarios).toEqual([only]);
    expect(done.output).toEqual({ outcome: 'launched', scenarioId: 4 });
  });
});
