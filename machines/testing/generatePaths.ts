import {
  type ActorLogic,
  type AnyMachineSnapshot,
  type EventObject,
  initialTransition,
  transition,
} from 'xstate';
import { serializeSnapshot, TestModel } from 'xstate/graph';
import type { MachineModel } from './defineMachineModel.ts';
import { stateKeyOf } from './inventory.ts';

export type PathKind = 'shortest' | 'simple';

/** One step of a path: the event, then the state the model says it leads to. */
export interface ModelStep {
  readonly event: EventObject;
  readonly state: AnyMachineSnapshot;
}

export interface ModelPath {
  /** `<input>:<kind>:<n>`, stable as long as the machine and its tables do not change. */
  readonly id: string;
  readonly input: string;
  readonly kind: PathKind;
  readonly description: string;
  /** The first step is `xstate.init` with the initial state. */
  readonly steps: readonly ModelStep[];
}

/** Beyond this many explored transitions the event table is too rich: trim its samples. */
const TRAVERSAL_LIMIT = 20_000;

function valuesEqual(a: unknown, b: unknown): boolean {
  return JSON.stringify(a) === JSON.stringify(b);
}

/**
 * Shortest paths run over states told apart by value, context and, when the value changes,
 * the kind of event and the state that led there (as `createTestModel` does): every
 * transition then gets a path of its own. Simple paths run over state values only: each is
 * a journey that never comes back to a state it has left, kept once per sequence of states.
 */
const serializers = {
  shortest: (snapshot: AnyMachineSnapshot, event: EventObject | undefined, previous?: AnyMachineSnapshot) => {
    const via =
      event && previous && !valuesEqual(previous.value, snapshot.value)
        ? ` via ${event.type} from ${JSON.stringify(previous.value)}`
        : '';
    return `${serializeSnapshot(snapshot)}${via}`;
  },
  simple: (snapshot: AnyMachineSnapshot) => JSON.stringify(snapshot.value),
} satisfies Record<PathKind, unknown>;

export function activeStateKeys(snapshot: AnyMachineSnapshot): string[] {
  return [...new Set(snapshot._nodes.filter((node) => node.path.length > 0).map(stateKeyOf))];
}

function leafStateKeys(snapshot: AnyMachineSnapshot): string[] {
  return snapshot._nodes.filter((node) => node.type === 'atomic' || node.type === 'final').map(stateKeyOf);
}

function eventLabel(event: EventObject): string {
  const { type, ...payload } = event as EventObject & Record<string, unknown>;
  const done = /^xstate\.done\.actor\.(.+)$/.exec(type)?.[1];
  const failed = /^xstate\.error\.actor\.(.+)$/.exec(type)?.[1];
  const delay = /^xstate\.after\.([^.]+)\./.exec(type)?.[1];
  const name = done ? `${done} done` : failed ? `${failed} failed` : delay ? `after ${delay}` : type;
  if (delay || Object.keys(payload).length === 0) return name;
  const json = JSON.stringify(Object.values(payload).length === 1 ? Object.values(payload)[0] : payload);
  return `${name} ${json === undefined ? '' : json.length > 60 ? `${json.slice(0, 57)}...` : json}`.trim();
}

function describePath(kind: PathKind, index: number, steps: readonly ModelStep[]): string {
  const events = steps.slice(1).map((step) => eventLabel(step.event));
  const last = steps[steps.length - 1];
  const reached = last ? leafStateKeys(last.state).join(' + ') : '';
  return `${kind} #${index + 1}: ${events.length ? events.join(' → ') : '(start)'} ⇒ ${reached}`;
}

/**
 * Replays an event sequence on the pure machine, so that every step's state is exactly what
 * the machine computes from the previous one (simple paths merge states of different
 * contexts, whose recorded snapshots need not chain). Undefined when an event is no longer
 * enabled on the way.
 */
function replay(
  model: MachineModel,
  input: unknown,
  events: readonly EventObject[],
): ModelStep[] | undefined {
  const machine = model.machine;
  let [snapshot] = initialTransition(machine, input);
  const steps: ModelStep[] = [{ event: { type: 'xstate.init' }, state: snapshot }];
  for (const event of events) {
    if (!snapshot.can(event)) return undefined;
    [snapshot] = transition(machine, snapshot, event);
    steps.push({ event, state: snapshot });
  }
  return steps;
}

/** Builds the test model of one input, as TOOLCHAIN.md describes for machines that invoke actors. */
export function testModelOf(model: MachineModel, input: unknown) {
  const samples = Object.values(model.events).flat();
  return new TestModel<AnyMachineSnapshot, EventObject, unknown>(
    model.machine as ActorLogic<AnyMachineSnapshot, EventObject, unknown>,
    {
      input,
      limit: TRAVERSAL_LIMIT,
      // Only events the state would act on: a sample that changes nothing is not a step.
      events: (snapshot) => samples.filter((event) => snapshot.can(event)),
    },
  );
}

/** The shortest and the simple paths of every input of a model, duplicates removed. */
export function generateModelPaths(model: MachineModel): ModelPath[] {
  const paths: ModelPath[] = [];
  for (const [inputName, input] of Object.entries(model.inputs)) {
    const testModel = testModelOf(model, input);
    const seen = new Set<string>();
    for (const kind of ['shortest', 'simple'] as const) {
      const generated =
        kind === 'shortest'
          ? testModel.getShortestPaths({ serializeState: serializers.shortest })
          : testModel.getSimplePaths({ serializeState: serializers.simple });
      let index = 0;
      const journeys = new Set<string>();
      for (const path of generated) {
        const events = path.steps.slice(1).map((step) => step.event);
        const signature = JSON.stringify(events);
        if (seen.has(signature)) continue;
        seen.add(signature);
        if (kind === 'simple') {
          // One simple path per journey through the states: another event between the same
          // two states (a failure instead of a success, another payload) is not a new journey.
          const journey = JSON.stringify(path.steps.map((step) => step.state.value));
          if (journeys.has(journey)) continue;
          journeys.add(journey);
        }
        const steps = replay(model, input, events);
        if (!steps) continue;
        paths.push({
          id: `${inputName}:${kind}:${index + 1}`,
          input: inputName,
          kind,
          description: `${describePath(kind, index, steps)}${Object.keys(model.inputs).length > 1 ? ` (input ${inputName})` : ''}`,
          steps,
        });
        index += 1;
      }
    }
  }
  return withoutPrefixes(paths);
}

/** The events of a path after its start, as one comparable string per event. */
const eventKeys = (path: ModelPath) => path.steps.slice(1).map((step) => JSON.stringify(step.event));

/**
 * Drops every path whose events begin another path of the same input: the longer path goes through the
 * same steps and checks the same states on its way, so the shorter one would only replay them again.
 */
function withoutPrefixes(paths: readonly ModelPath[]): ModelPath[] {
  const isPrefixOf = (short: readonly string[], long: readonly string[]) =>
    short.length < long.length && short.every((key, index) => key === long[index]);
  const keyed = paths.map((path) => ({ path, keys: eventKeys(path) }));
  return keyed
    .filter(
      ({ path, keys }) =>
        !keyed.some((other) => other.path.input === path.input && isPrefixOf(keys, other.keys)),
    )
    .map(({ path }) => path);
}

/** Samples of the event table that no path uses: they add nothing to the model (or are misnamed). */
export function unusedSamples(model: MachineModel, paths: readonly ModelPath[]): EventObject[] {
  const used = new Set(paths.flatMap((path) => path.steps.map((step) => JSON.stringify(step.event))));
  return Object.values(model.events)
    .flat()
    .filter((sample) => !used.has(JSON.stringify(sample)));
}
