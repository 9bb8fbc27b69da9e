import { fromPromise } from 'xstate';
import scenarioLaunchMachine, {
  type LaunchableScenario,
  type ScenarioTarget,
} from '../../machines/scenarioLaunch.machine';

/** How one parent flow fetches the scenarios of its target and runs one. */
export interface ScenarioCalls<T extends ScenarioTarget> {
  readonly fetch: (target: T, signal: AbortSignal) => Promise<readonly LaunchableScenario[]>;
  readonly run: (target: T, scenarioId: number, signal: AbortSignal) => Promise<unknown>;
}

/**
 * The `scenarioLaunch` child with the real calls of one parent, for its `launchScenario` actor. The
 * child only passes on the target the parent's machine built (typed there with `satisfies T`), so the
 * calls read it as that type.
 */
export function provideScenarioLaunch<T extends ScenarioTarget>(calls: ScenarioCalls<T>) {
  return scenarioLaunchMachine.provide({
    actors: {
      fetchScenarios: fromPromise(({ input, signal }) => calls.fetch(input.target as T, signal)),
      runScenario: fromPromise(({ input, signal }) => calls.run(input.target as T, input.scenarioId, signal)),
    },
  });
}
