import type { ScenarioLaunchOutput } from '../../scenarioLaunch.machine.ts';

/**
 * The outputs of the `scenarioLaunch` child as its parents' models sample them: the child's own model
 * explores how each comes about, a parent's only what it does with each. Faults carry the status the
 * QA replay injects (a failed run is a 500: a 403 would open the 403 page over the form).
 */
export const launchOutputs = {
  launched: { outcome: 'launched', scenarioId: 71 },
  noScenario: { outcome: 'noScenario' },
  fetchFailed: { outcome: 'failed', step: 'fetchScenarios', cause: { status: 500 } },
  runFailed: { outcome: 'failed', step: 'runScenario', cause: { status: 500 } },
  cancelled: { outcome: 'cancelled' },
} as const satisfies Record<string, ScenarioLaunchOutput>;

/** The done events of a parent's `launchScenario` child, one per output it can end with. */
export function launchSamples<K extends keyof typeof launchOutputs>(...outcomes: readonly [K, ...K[]]) {
  return outcomes.map((outcome) => ({
    type: 'xstate.done.actor.launchScenario' as const,
    output: launchOutputs[outcome],
  })) as [
    { type: 'xstate.done.actor.launchScenario'; output: (typeof launchOutputs)[K] },
    ...{ type: 'xstate.done.actor.launchScenario'; output: (typeof launchOutputs)[K] }[],
  ];
}
