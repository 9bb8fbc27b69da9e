import { deepStrictEqual, notStrictEqual, strictEqual } from 'node:assert/strict';
import scenarioLaunchMachine, {
  candidatesOf,
  type LaunchableScenario,
  type ScenarioLaunchInput,
} from '../../scenarioLaunch.machine.ts';
import { defineMachineModel } from '../defineMachineModel.ts';
import type { EventTable, StateTable } from '../types.ts';

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

const events = {
  'scenario.chosen': [{ type: 'scenario.chosen', scenarioId: 71 }],
  'scenario.dismissed': [{ type: 'scenario.dismissed' }],
  'xstate.done.actor.fetchScenarios': [
    { type: 'xstate.done.actor.fetchScenarios', output: scenarios },
    { type: 'xstate.done.actor.fetchScenarios', output: twoCreationScenarios },
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
      strictEqual(snapshot.context.pick.by, 'person', 'only the person is asked');
      // Asked only with a choice to make: one scenario runs without asking.
      deepStrictEqual(snapshot.context.scenarios, candidatesOf(twoCreationScenarios, snapshot.context.pick));
    },
  },
  runningScenario: {
    tags: ['busy'],
    invokes: ['runScenario'],
    check: ({ snapshot, started }) => {
      const { pick, target, scenarioId, scenarios: offered } = snapshot.context;
      notStrictEqual(scenarioId, null);
      if (pick.by !== 'person') strictEqual(scenarioId, candidatesOf(scenarios, pick)[0]?.id);
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
  noScenario: { check: ({ snapshot }) => expectEnd(snapshot, 'noScenario') },
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

export const scenarioLaunchModel = defineMachineModel({
  name: 'scenarioLaunch',
  machine: scenarioLaunchMachine,
  inputs: scenarioLaunchInputs,
  events,
  states,
  invariant: ({ snapshot }) => {
    // The outcome is known exactly when the launch is over.
    strictEqual(snapshot.context.outcome !== null, snapshot.status === 'done');
  },
});
