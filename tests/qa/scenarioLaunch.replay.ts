import type scenarioLaunchMachine from '../../machines/scenarioLaunch.machine.ts';
import type { ScenarioLaunchOutput } from '../../machines/scenarioLaunch.machine.ts';
import type { PathState } from '../../machines/testing/pathsDocument.ts';
import { withTwinScenarios } from './requestGate.ts';
import { type LaunchScreen, launchScreens } from './scenarioLaunchScreens.ts';
import { useSession } from './sessions.ts';
import type { AssertionTable, DriverTable, MachineReplay } from './types.ts';

// The scenario tail on its own: each path starts on the screen of its input (scenarioLaunchScreens.ts)
// once the parent flow has started the child, the scenarios' request held. The child's events are the
// server's answers to that request and to the run (passed to the reference backend, or a fault; a list
// without the scenario is simulated, as the backend always has them), and the person's gestures in the
// scenario choice of the resource dialog. A failed run is a 500: a 403 would open the 403 page.

type Machine = typeof scenarioLaunchMachine;
type Handles = LaunchScreen;

const outputOf = (state: PathState) => state.context as { outcome: ScenarioLaunchOutput };

/** The person's choice, which only the resource dialog offers (the `byPerson` input). */
function choiceOf(handles: Handles): NonNullable<LaunchScreen['choice']> {
  if (!handles.choice) throw new Error('Only the person’s pick shows a scenario choice');
  return handles.choice;
}

const drivers = {
  'xstate.done.actor.fetchScenarios': async ({ scenarios, run }, event, next) => {
    // No scenario fits (none at all, or none of the pick): the backend has them all, so a list without any is simulated.
    if (event.output.length === 0 || next.keys.includes('noScenario')) return scenarios.answer(200, []);
    // The backend's own scenarios reach the page: the flow runs its pick at once, or offers them when
    // there is a choice to make (the backend has one of each action: twins make it two).
    if (!next.keys.includes('runningScenario')) return scenarios.passChanged(withTwinScenarios);
    run.expect();
    await scenarios.pass();
    await run.next();
  },
  'xstate.error.actor.fetchScenarios': ({ scenarios }) => scenarios.fail(500),
  'scenario.chosen': async (handles) => {
    handles.run.expect();
    await choiceOf(handles).choose();
    await handles.run.next();
  },
  'scenario.dismissed': (handles) => choiceOf(handles).dismiss(),
  'xstate.done.actor.runScenario': ({ run }) => run.pass(),
  'xstate.error.actor.runScenario': ({ run }) => run.fail(500),
} satisfies DriverTable<Machine, Handles>;

const assertions = {
  // The control that started the flow spins while the scenarios' request is held.
  fetchingScenarios: async (handles) => {
    await handles.expectBusy(false);
  },
  choosingScenario: async (handles) => {
    await choiceOf(handles).expectOffered();
  },
  // The person's only scenario runs without a choice (`exactlyOneScenario`), named on the screen.
  runningScenario: async (handles, state) => {
    await handles.expectBusy(
      true,
      (state.context as { scenarios: readonly unknown[] }).scenarios.length === 1,
    );
  },
  launched: async (handles) => {
    await handles.expectLaunched();
  },
  noScenario: async (handles) => {
    await handles.expectFailure('noScenario');
  },
  failed: async (handles, state) => {
    const { outcome } = outputOf(state);
    if (outcome.outcome !== 'failed')
      throw new Error(`A failed launch ends as failed, not ${outcome.outcome}`);
    await handles.expectFailure(outcome.step);
  },
  cancelled: async (handles) => {
    await choiceOf(handles).expectCancelled();
  },
} satisfies AssertionTable<Machine, Handles>;

export const scenarioLaunchReplay: MachineReplay<Machine, Handles> = {
  open: async (page, path) => {
    const screen = launchScreens[path.input as keyof typeof launchScreens];
    if (!screen) throw new Error(`No screen for the input ${path.input}`);
    await useSession(page.request, page.context(), 'admin');
    return screen(page);
  },
  drivers,
  assertions,
};
