import { deepStrictEqual, notStrictEqual, strictEqual } from 'node:assert/strict';
import scenarioLaunchMachine, {
  type LaunchableScenario,
  type ScenarioLaunchInput,
  type ScenarioPick,
} from '../../scenarioLaunch.machine.ts';
import { defineMachineModel } from '../defineMachineModel.ts';
import type { EventTable, StateTable, StepOf, StepTable } from '../types.ts';

type ScenarioLaunchMachine = typeof scenarioLaunchMachine;

/** One scenario of each action: a person's pick runs the creation scenario without asking. */
const scenarios: readonly LaunchableScenario[] = [
  { id: 71, codename: 'resource-create', action: 'create' },
  { id: 72, codename: 'resource-update', action: 'update' },
  { id: 73, codename: 'publish-dataset' },
  { id: 74, codename: 'unpublish-dataset' },
];

/** Two creation scenarios: the person has a choice to make. */
export const twoCreationScenarios: readonly LaunchableScenario[] = [
  ...scenarios,
  { id: 75, codename: 'resource-create-other', action: 'create' },
];

/**
 * Two creation scenarios, neither of them the first list's: the person is offered a choice in which the
 * scenario 71 is not (a choice of it is refused), and a flow picking by action runs the first of them.
 */
const otherCreationScenarios: readonly LaunchableScenario[] = [
  { id: 76, codename: 'resource-create-third', action: 'create' },
  { id: 77, codename: 'resource-create-fourth', action: 'create' },
];

const events = {
  'scenario.chosen': [{ type: 'scenario.chosen', scenarioId: 71 }],
  'scenario.dismissed': [{ type: 'scenario.dismissed' }],
  'xstate.done.actor.fetchScenarios': [
    { type: 'xstate.done.actor.fetchScenarios', output: scenarios },
    { type: 'xstate.done.actor.fetchScenarios', output: twoCreationScenarios },
    { type: 'xstate.done.actor.fetchScenarios', output: otherCreationScenarios },
    { type: 'xstate.done.actor.fetchScenarios', output: [] },
  ],
  'xstate.error.actor.fetchScenarios': [
    { type: 'xstate.error.actor.fetchScenarios', error: { status: 500 } },
  ],
  'xstate.done.actor.runScenario': [
    { type: 'xstate.done.actor.runScenario', output: { task_id: 81, status: 'PENDING' } },
  ],
  'xstate.error.actor.runScenario': [{ type: 'xstate.error.actor.runScenario', error: { status: 500 } }],
} as const satisfies EventTable<ScenarioLaunchMachine>;

/** A final state: the machine is done and its output is the outcome it stored. */
function expectEnd(
  snapshot: { status: string; output: unknown; context: { outcome: unknown } },
  outcome: string,
) {
  strictEqual(snapshot.status, 'done');
  deepStrictEqual(snapshot.output, snapshot.context.outcome);
  strictEqual((snapshot.output as { outcome: string }).outcome, outcome);
}

const states = {
  fetchingScenarios: {
    tags: ['busy'],
    invokes: ['fetchScenarios'],
    check: ({ snapshot, started }) => {
      for (const start of started) deepStrictEqual(start.input, { target: snapshot.context.target });
    },
  },
  choosingScenario: {
    check: ({ snapshot }) => {
      const { pick, scenarios: offered, scenarioId } = snapshot.context;
      strictEqual(pick.by, 'person', 'only the person is asked');
      // Asked only with a choice to make (one scenario runs without asking), among the action's scenarios.
      strictEqual(offered.length >= 2, true, 'two scenarios or more are offered');
      for (const scenario of offered) strictEqual(fits(scenario, pick), true);
      strictEqual(scenarioId, null, 'nothing is chosen yet');
    },
  },
  runningScenario: {
    tags: ['busy'],
    invokes: ['runScenario'],
    check: ({ snapshot, started }) => {
      const { pick, target, scenarioId, scenarios: offered } = snapshot.context;
      notStrictEqual(scenarioId, null);
      // A flow that picks itself offers nothing.
      if (pick.by !== 'person') deepStrictEqual(offered, []);
      // The person's only scenario runs at once and stays known, for the dialog to name it.
      if (pick.by === 'person' && offered.length === 1) strictEqual(scenarioId, offered[0]?.id);
      if (pick.by === 'person') notStrictEqual(offered.length, 0);
      for (const start of started) deepStrictEqual(start.input, { target, scenarioId });
    },
  },
  launched: {
    check: ({ snapshot }) => {
      expectEnd(snapshot, 'launched');
      deepStrictEqual(snapshot.output, { outcome: 'launched', scenarioId: snapshot.context.scenarioId });
    },
  },
  noScenario: {
    check: ({ snapshot }) => {
      expectEnd(snapshot, 'noScenario');
      strictEqual(snapshot.context.scenarioId, null);
    },
  },
  failed: { check: ({ snapshot }) => expectEnd(snapshot, 'failed') },
  cancelled: {
    check: ({ snapshot }) => {
      expectEnd(snapshot, 'cancelled');
      strictEqual(snapshot.context.pick.by, 'person');
    },
  },
} satisfies StateTable<ScenarioLaunchMachine>;

// One input per way of picking, as the QA replay's screens start the child (scenarioLaunchScreens.ts):
// a new URL resource, a new style of a layer, the unpublication of a dataset.
const target = { resourceId: 21, kind: 'href', kindId: 5 };

export const scenarioLaunchInputs = {
  byPerson: { target, pick: { by: 'person', action: 'create' } },
  byAction: { target: { layerId: 8, styleId: 17, sld: '<sld/>' }, pick: { by: 'action', action: 'create' } },
  byCodename: { target: { datasetId: 3 }, pick: { by: 'codename', codename: 'unpublish-dataset' } },
} as const satisfies Record<string, ScenarioLaunchInput>;

// What decision 0011 and the machine's description say each event does, written without the machine.
/** Whether a scenario is one the pick considers: the codename asked for, or a scenario of the action. */
function fits(scenario: LaunchableScenario, pick: ScenarioPick): boolean {
  return pick.by === 'codename' ? scenario.codename === pick.codename : scenario.action === pick.action;
}

/** A step whatever its event. */
type Step = Omit<StepOf<ScenarioLaunchMachine, never>, 'event'>;

/** The launch is over: the machine is done with this output, and nothing more is requested. */
function ends({ snapshot, started }: Step, output: unknown) {
  strictEqual(snapshot.status, 'done');
  deepStrictEqual(snapshot.context.outcome, output);
  deepStrictEqual(snapshot.output, output);
  deepStrictEqual(started, []);
}

/** The scenario runs on the target. */
function runs({ snapshot, previous, started }: Step, scenarioId: number) {
  strictEqual(snapshot.value, 'runningScenario');
  strictEqual(snapshot.context.scenarioId, scenarioId);
  deepStrictEqual(started, [{ src: 'runScenario', input: { target: previous.context.target, scenarioId } }]);
}

const steps = {
  'scenario.chosen': {
    acceptedIn: ['choosingScenario'],
    // Only a scenario the dialog offers can be chosen.
    acceptedWhen: (snapshot, event) =>
      snapshot.context.scenarios.some((scenario) => scenario.id === event.scenarioId),
    leadsTo: ['runningScenario'],
    effect: (step) => {
      runs(step, step.event.scenarioId);
      deepStrictEqual(step.snapshot.context.scenarios, step.previous.context.scenarios);
    },
  },
  'scenario.dismissed': {
    acceptedIn: ['choosingScenario'],
    leadsTo: ['cancelled'],
    effect: (step) => {
      ends(step, { outcome: 'cancelled' });
      strictEqual(step.snapshot.context.scenarioId, null, 'nothing was chosen');
    },
  },
  'xstate.done.actor.fetchScenarios': {
    acceptedIn: ['fetchingScenarios'],
    leadsTo: ['runningScenario', 'choosingScenario', 'noScenario'],
    effect: (step) => {
      const { snapshot, previous, event } = step;
      const { pick } = previous.context;
      const candidates = event.output.filter((scenario) => fits(scenario, pick));
      if (candidates.length === 0) {
        ends(step, { outcome: 'noScenario' });
        deepStrictEqual(snapshot.context.scenarios, []);
      } else if (pick.by !== 'person') {
        // The flow runs the first scenario that fits, in the server's order, and offers nothing.
        runs(step, candidates[0]?.id as number);
        deepStrictEqual(snapshot.context.scenarios, []);
      } else if (candidates.length === 1) {
        // Nothing to choose: the only scenario runs at once, kept for the dialog to name it.
        runs(step, candidates[0]?.id as number);
        deepStrictEqual(snapshot.context.scenarios, candidates);
      } else {
        strictEqual(snapshot.value, 'choosingScenario');
        deepStrictEqual(snapshot.context.scenarios, candidates, 'the scenarios of the action, in order');
        strictEqual(snapshot.context.scenarioId, null);
        deepStrictEqual(step.started, []);
      }
    },
  },
  'xstate.error.actor.fetchScenarios': {
    acceptedIn: ['fetchingScenarios'],
    leadsTo: ['failed'],
    effect: (step) => ends(step, { outcome: 'failed', step: 'fetchScenarios', cause: step.event.error }),
  },
  'xstate.done.actor.runScenario': {
    acceptedIn: ['runningScenario'],
    leadsTo: ['launched'],
    effect: (step) => {
      strictEqual(step.snapshot.value, 'launched');
      ends(step, { outcome: 'launched', scenarioId: step.previous.context.scenarioId });
    },
  },
  'xstate.error.actor.runScenario': {
    acceptedIn: ['runningScenario'],
    leadsTo: ['failed'],
    effect: (step) => ends(step, { outcome: 'failed', step: 'runScenario', cause: step.event.error }),
  },
} satisfies StepTable<ScenarioLaunchMachine>;

export const scenarioLaunchModel = defineMachineModel({
  name: 'scenarioLaunch',
  machine: scenarioLaunchMachine,
  inputs: scenarioLaunchInputs,
  events,
  states,
  steps,
  // The scenarios of the target are asked for at once; nothing is offered, picked or ended yet.
  start: (snapshot, input) => {
    strictEqual(snapshot.value, 'fetchingScenarios');
    deepStrictEqual(snapshot.context, {
      target: input.target,
      pick: input.pick,
      scenarios: [],
      scenarioId: null,
      outcome: null,
    });
  },
  invariant: ({ snapshot }) => {
    // The outcome is known exactly when the launch is over.
    strictEqual(snapshot.context.outcome !== null, snapshot.status === 'done');
  },
});
