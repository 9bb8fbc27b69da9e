import { assign, fromPromise, setup } from 'xstate';
import type { ScenarioAction } from './scenarioAction.ts';

/**
 * The tail every save and publication flow ends with: fetch the scenarios of an object, pick one, run
 * it. Written once and invoked as a child (`launchScenario`) by styleSave, datasetCreation and
 * datasetPublication, which read its output; the resource and sFTP flows are to follow
 * (docs/decisions/0011-child-machines-for-shared-tails.md).
 *
 * The input says how the scenario is picked: by the person among the scenarios of an action (for the
 * resource dialogs: `choosingScenario` waits for `scenario.chosen` or `scenario.dismissed`, which the
 * dialog sends to this child; with exactly one scenario there is no choice to make and it is run at
 * once, the dialog naming it from `scenarios`), or by the flow itself, the first scenario of an action (styles, sFTP)
 * or the one with a codename (datasets). Every end is final with an `output`: `launched` with the
 * scenario's id, `noScenario`, `failed` with the step and its cause, or `cancelled` (the person closed
 * the choice). The object the scenarios belong to (`target`) is opaque here: each parent gives this
 * machine actors that know how to read it.
 */

/** A scenario as the `_scenarios/` endpoints answer it; dataset scenarios have no action. */
export interface LaunchableScenario {
  readonly id: number;
  readonly codename: string;
  readonly action?: ScenarioAction;
}

export type ScenarioPick =
  /** The person chooses among the scenarios of the action. */
  | { readonly by: 'person'; readonly action: ScenarioAction }
  /** The flow runs the first scenario of the action. */
  | { readonly by: 'action'; readonly action: ScenarioAction }
  /** The flow runs the scenario with this codename. */
  | { readonly by: 'codename'; readonly codename: string };

/** What the parent's actors need to find the scenarios and run one: ids, and the data a run carries. */
export type ScenarioTarget = { readonly [key: string]: string | number | null };

export interface ScenarioLaunchInput {
  readonly target: ScenarioTarget;
  readonly pick: ScenarioPick;
}

export type ScenarioLaunchStep = 'fetchScenarios' | 'runScenario';

export type ScenarioLaunchOutput =
  | { readonly outcome: 'launched'; readonly scenarioId: number }
  | { readonly outcome: 'noScenario' }
  | { readonly outcome: 'failed'; readonly step: ScenarioLaunchStep; readonly cause: unknown }
  | { readonly outcome: 'cancelled' };

export interface ScenarioLaunchContext {
  readonly target: ScenarioTarget;
  readonly pick: ScenarioPick;
  /**
   * The scenarios of the action offered to the person, or the only one run without asking (empty when
   * the flow picks).
   */
  readonly scenarios: readonly LaunchableScenario[];
  readonly scenarioId: number | null;
  /** How the launch ended; set by the transition into each final state. */
  readonly outcome: ScenarioLaunchOutput | null;
}

export type ScenarioLaunchEvent =
  /** The person picks a scenario to run. */
  | { type: 'scenario.chosen'; scenarioId: number }
  /** The person closes the scenario choice without picking one. */
  | { type: 'scenario.dismissed' };

/** The scenarios the pick considers, in the server's order. */
export function candidatesOf(
  scenarios: readonly LaunchableScenario[],
  pick: ScenarioPick,
): LaunchableScenario[] {
  return scenarios.filter((scenario) =>
    pick.by === 'codename' ? scenario.codename === pick.codename : scenario.action === pick.action,
  );
}

/** The machine's output: a final state is only entered by a transition that stored its outcome. */
export function launchOutput(context: ScenarioLaunchContext): ScenarioLaunchOutput {
  if (context.outcome === null) throw new Error('scenarioLaunch ended without an outcome');
  return context.outcome;
}

export default setup({
  types: {
    context: {} as ScenarioLaunchContext,
    events: {} as ScenarioLaunchEvent,
    input: {} as ScenarioLaunchInput,
    output: {} as ScenarioLaunchOutput,
  },
  actors: {
    /** GET .../_scenarios/ of the target; the parent provides it. */
    fetchScenarios: fromPromise<readonly LaunchableScenario[], { target: ScenarioTarget }>(async () => {
      throw new Error('fetchScenarios not provided: the parent gives scenarioLaunch its actors');
    }),
    /** POST .../_scenarios/{scenarioId}/run/ of the target (202); the parent provides it. */
    runScenario: fromPromise<unknown, { target: ScenarioTarget; scenarioId: number }>(async () => {
      throw new Error('runScenario not provided: the parent gives scenarioLaunch its actors');
    }),
  },
  actions: {
    storeOffered: assign(({ context }, params: { scenarios: readonly LaunchableScenario[] }) => ({
      scenarios: candidatesOf(params.scenarios, context.pick),
    })),
    // Performed only once a guard has found a scenario that fits.
    storePicked: assign(({ context }, params: { scenarios: readonly LaunchableScenario[] }) => ({
      scenarioId: (candidatesOf(params.scenarios, context.pick)[0] as LaunchableScenario).id,
    })),
    storeChosen: assign((_, params: { scenarioId: number }) => ({ scenarioId: params.scenarioId })),
    // Performed only on leaving runningScenario, which is entered with a scenario.
    storeLaunched: assign(({ context }) => ({
      outcome: { outcome: 'launched' as const, scenarioId: context.scenarioId as number },
    })),
    storeNoScenario: assign({ outcome: { outcome: 'noScenario' as const } }),
    storeFailure: assign((_, params: { step: ScenarioLaunchStep; cause: unknown }) => ({
      outcome: { outcome: 'failed' as const, step: params.step, cause: params.cause },
    })),
    storeCancelled: assign({ outcome: { outcome: 'cancelled' as const } }),
  },
  guards: {
    /** A person's pick with a single scenario: nothing to choose, it runs at once. */
    exactlyOneScenario: ({ context }, params: { scenarios: readonly LaunchableScenario[] }) =>
      context.pick.by === 'person' && candidatesOf(params.scenarios, context.pick).length === 1,
    choosesPerson: ({ context }, params: { scenarios: readonly LaunchableScenario[] }) =>
      context.pick.by === 'person' && candidatesOf(params.scenarios, context.pick).length > 0,
    picksItself: ({ context }, params: { scenarios: readonly LaunchableScenario[] }) =>
      context.pick.by !== 'person' && candidatesOf(params.scenarios, context.pick).length > 0,
    isOffered: ({ context }, params: { scenarioId: number }) =>
      context.scenarios.some((scenario) => scenario.id === params.scenarioId),
  },
}).createMachine({
  id: 'scenarioLaunch',
  description: 'Fetching the scenarios of an object, picking one (the person or the flow) and running it.',
  context: ({ input }) => ({
    target: input.target,
    pick: input.pick,
    scenarios: [],
    scenarioId: null,
    outcome: null,
  }),
  output: ({ context }) => launchOutput(context),
  initial: 'fetchingScenarios',
  states: {
    fetchingScenarios: {
      description: 'The button that started the flow shows a spinner while the scenarios are fetched.',
      tags: ['busy'],
      invoke: {
        id: 'fetchScenarios',
        src: 'fetchScenarios',
        input: ({ context }) => ({ target: context.target }),
        onDone: [
          {
            guard: { type: 'exactlyOneScenario', params: ({ event }) => ({ scenarios: event.output }) },
            target: 'runningScenario',
            actions: [
              { type: 'storeOffered', params: ({ event }) => ({ scenarios: event.output }) },
              { type: 'storePicked', params: ({ event }) => ({ scenarios: event.output }) },
            ],
          },
          {
            guard: { type: 'choosesPerson', params: ({ event }) => ({ scenarios: event.output }) },
            target: 'choosingScenario',
            actions: { type: 'storeOffered', params: ({ event }) => ({ scenarios: event.output }) },
          },
          {
            guard: { type: 'picksItself', params: ({ event }) => ({ scenarios: event.output }) },
            target: 'runningScenario',
            actions: { type: 'storePicked', params: ({ event }) => ({ scenarios: event.output }) },
          },
          { target: 'noScenario', actions: 'storeNoScenario' },
        ],
        onError: {
          target: 'failed',
          actions: {
            type: 'storeFailure',
            params: ({ event }) => ({ step: 'fetchScenarios', cause: event.error }),
          },
        },
      },
    },
    choosingScenario: {
      description:
        'A dialog lists the scenarios of the action (two or more); the person picks the one to run.',
      on: {
        'scenario.chosen': {
          guard: { type: 'isOffered', params: ({ event }) => ({ scenarioId: event.scenarioId }) },
          target: 'runningScenario',
          actions: { type: 'storeChosen', params: ({ event }) => ({ scenarioId: event.scenarioId }) },
        },
        'scenario.dismissed': { target: 'cancelled', actions: 'storeCancelled' },
      },
    },
    runningScenario: {
      description:
        'The button that started the flow (or the scenario dialog) shows a spinner while the scenario is launched; a resource dialog that had one scenario to offer names it.',
      tags: ['busy'],
      invoke: {
        id: 'runScenario',
        src: 'runScenario',
        // Entered only with a scenario: picked by the flow or chosen among those offered.
        input: ({ context }) => ({ target: context.target, scenarioId: context.scenarioId as number }),
        onDone: { target: 'launched', actions: 'storeLaunched' },
        onError: {
          target: 'failed',
          actions: {
            type: 'storeFailure',
            params: ({ event }) => ({ step: 'runScenario', cause: event.error }),
          },
        },
      },
    },
    launched: {
      description: 'The scenario was launched: the parent flow shows its success.',
      type: 'final',
    },
    noScenario: {
      description: 'No scenario fits: the parent flow reports the missing scenario.',
      type: 'final',
    },
    failed: {
      description: 'Fetching the scenarios or running one failed: the parent flow names the failed step.',
      type: 'final',
    },
    cancelled: {
      description: 'The person closed the scenario choice: the parent flow treats it as cancelled.',
      type: 'final',
    },
  },
});
