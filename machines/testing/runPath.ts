import { deepStrictEqual, strictEqual } from 'node:assert/strict';
import { type AnyMachineSnapshot, createActor, type EventObject, SimulatedClock } from 'xstate';
import type { MachineModel } from './defineMachineModel.ts';
import { createFakeActors } from './fakeActors.ts';
import { activeStateKeys, type ModelPath, type ModelStep } from './generatePaths.ts';
import { inventoryOf, stateKeyOf } from './inventory.ts';
import { type PerformedAction, type StepObservation, stepKeyOf } from './types.ts';

/** One replayed step: what its checks saw, the states active after it, and its step key (none at the start). */
export interface ObservedStep {
  readonly observation: StepObservation<unknown>;
  readonly active: readonly string[];
  readonly stepKey: string | null;
}

/** What one replayed path covered, by the keys of `inventoryOf()`, and every step it observed. */
export interface PathRun {
  readonly states: ReadonlySet<string>;
  readonly transitions: ReadonlySet<string>;
  readonly steps: readonly ObservedStep[];
}

/**
 * The step table's verdict on one step: it ends in a state the model names for its event, and it has the
 * effect the model describes. Throws when not; also used to prove that an expectation rejects a step undone.
 */
export function checkStepExpectation(
  model: MachineModel,
  stepKey: string,
  active: readonly string[],
  observation: StepObservation<unknown>,
): void {
  const expectation = model.steps[stepKey];
  if (!expectation) throw new Error(`event '${stepKey}' has no entry in the step table`);
  const { previous } = observation;
  if (!previous) throw new Error(`${stepKey}: a step always has a state before it`);
  if (!expectation.leadsTo.some((key) => active.includes(key))) {
    throw new Error(
      `${stepKey} ended in ${active.join(', ')}: a transition the model does not have (it leads to ${expectation.leadsTo.join(' or ')})`,
    );
  }
  expectation.effect({ ...observation, previous });
}

/**
 * The refusals: in a state outside an event's `acceptedIn`, every sample of the event is refused; inside, it
 * is accepted exactly when the model's `acceptedWhen` says so. `snapshot.can` answers for the machine.
 */
export function checkAcceptance(
  model: MachineModel,
  snapshot: AnyMachineSnapshot,
  active: readonly string[],
): void {
  for (const [type, samples] of Object.entries(model.events)) {
    const stepKey = stepKeyOf(type);
    const expectation = model.steps[stepKey];
    if (!expectation) throw new Error(`event '${stepKey}' has no entry in the step table`);
    const inPlace = expectation.acceptedIn.some((key) => active.includes(key));
    for (const sample of samples) {
      const expected = inPlace && (expectation.acceptedWhen?.(snapshot, sample) ?? true);
      if (snapshot.can(sample) !== expected) {
        throw new Error(
          `in ${active.join(', ')}, ${JSON.stringify(sample).slice(0, 160)} is ${expected ? 'refused' : 'accepted'}: the model says it must be ${expected ? 'accepted' : 'refused'}`,
        );
      }
    }
  }
}

const sorted = (values: Iterable<string>) => [...values].sort();

/** deepStrictEqual whose message keeps both sides, since a custom message replaces the diff. */
function same(actual: unknown, expected: unknown, what: string): void {
  deepStrictEqual(
    actual,
    expected,
    `${what}: got ${JSON.stringify(actual)}, expected ${JSON.stringify(expected)}`,
  );
}

/**
 * Lets the promise callbacks of settled fakes run; the machine reacts to them synchronously.
 * A few microtask turns are enough (a timer turn would cost a millisecond per step), and a
 * reaction that needed more would show as a state mismatch, not pass unnoticed.
 */
async function settle(): Promise<void> {
  for (let turn = 0; turn < 5; turn += 1) await Promise.resolve();
}

/**
 * Replays one generated path on a real actor of the machine, whose actors are fakes settled
 * by the path's `xstate.done.actor.*` / `xstate.error.actor.*` steps and whose timers run on a
 * simulated clock. After every step it asserts the state value and the context (equal to the
 * model's), the tags and the running actors (equal to the state table's), that every actor
 * no longer running was settled or had its request aborted, then the table's own checks, the step
 * table's expectation of the step's event and, in the state reached, its refusals.
 */
export async function runModelPath(model: MachineModel, path: ModelPath): Promise<PathRun> {
  const fakes = createFakeActors(Object.keys(model.machine.implementations.actors));
  const machine = model.machine.provide({ actors: fakes.logic });
  const inventory = inventoryOf(machine);
  const states = new Set<string>();
  const transitions = new Set<string>();
  const observed: ObservedStep[] = [];
  let performed: PerformedAction[] = [];
  const clock = new SimulatedClock();
  const actor = createActor(machine, {
    input: model.inputs[path.input],
    clock,
    inspect: (inspection) => {
      if (inspection.actorRef.sessionId !== inspection.rootId) return;
      if (inspection.type === '@xstate.microstep') {
        for (const taken of inspection._transitions) {
          const key = inventory.keyOf(taken);
          if (key) transitions.add(key);
          // A transition leaves an active state: this is how a state left at once (an eventless
          // `always` start) is counted, since no step's snapshot ever shows it.
          states.add(stateKeyOf(taken.source));
        }
      } else if (inspection.type === '@xstate.action' && !inspection.action.type.startsWith('xstate.')) {
        performed.push({ type: inspection.action.type, params: inspection.action.params });
      }
    },
  });

  let previous: AnyMachineSnapshot | undefined;
  let callsBefore = 0;

  const execute = async (event: EventObject) => {
    const outcome = /^xstate\.(done|error)\.actor\.(.+)$/.exec(event.type);
    const delay = /^xstate\.after\.([^.]+)\./.exec(event.type)?.[1];
    if (outcome?.[2]) {
      const live = fakes.live(outcome[2]);
      const call = live[0];
      if (live.length !== 1 || !call) {
        throw new Error(`${event.type}: expected one running '${outcome[2]}' actor, found ${live.length}`);
      }
      if (outcome[1] === 'done') call.resolve((event as EventObject & { output?: unknown }).output);
      else call.reject((event as EventObject & { error?: unknown }).error);
    } else if (delay) {
      const ms = machine.implementations.delays[delay];
      if (typeof ms !== 'number') throw new Error(`${event.type}: delay '${delay}' must be a number of ms`);
      clock.increment(ms);
    } else {
      actor.send(event);
    }
    await settle();
  };

  const verify = (step: ModelStep, index: number) => {
    const snapshot = actor.getSnapshot();
    strictEqual(snapshot.status === 'error', false, `the machine failed: ${String(snapshot.error)}`);
    same(snapshot.value, step.state.value, 'state value (real actor vs model)');
    same(snapshot.context, step.state.context, 'context (real actor vs model)');

    const active = activeStateKeys(snapshot);
    for (const key of active) states.add(key);
    const expectations = active.map((key) => {
      const expectation = model.states[key];
      if (!expectation) throw new Error(`state '${key}' has no entry in the state table`);
      return expectation;
    });
    same(
      sorted(snapshot.tags),
      sorted(new Set(expectations.flatMap((expectation) => expectation.tags ?? []))),
      `tags of ${active.join(', ')}`,
    );
    const expectedActors = sorted(new Set(expectations.flatMap((expectation) => expectation.invokes ?? [])));
    const running = sorted(
      Object.keys(snapshot.children).filter((id) => snapshot.children[id] !== undefined),
    );
    same(running, expectedActors, `running actors in ${active.join(', ')}`);
    same(sorted(Object.keys(step.state.children)), expectedActors, 'actors the model runs');
    for (const src of Object.keys(fakes.logic)) {
      // An actor left behind must have been settled or aborted: a cancelled request is really cancelled.
      strictEqual(
        fakes.live(src).length,
        expectedActors.includes(src) ? 1 : 0,
        `requests of '${src}' in flight`,
      );
    }

    const observation: StepObservation<unknown> = {
      snapshot,
      previous,
      event: step.event,
      actions: performed,
      started: fakes.calls.slice(callsBefore).map(({ src, input }) => ({ src, input })),
    };
    for (const key of active) model.states[key]?.check?.(observation);
    model.invariant?.(observation);
    const stepKey = index > 0 ? stepKeyOf(step.event.type) : null;
    if (stepKey !== null) checkStepExpectation(model, stepKey, active, observation);
    else model.start(snapshot, model.inputs[path.input]);
    if (snapshot.status === 'active') checkAcceptance(model, snapshot, active);
    observed.push({ observation, active, stepKey });
    previous = snapshot;
    callsBefore = fakes.calls.length;
    performed = [];
  };

  try {
    actor.start();
    await settle();
    for (const [index, step] of path.steps.entries()) {
      try {
        if (index > 0) await execute(step.event);
        verify(step, index);
      } catch (error) {
        if (error instanceof Error) {
          error.message = `${path.description}\n  step ${index} (${step.event.type}): ${error.message}`;
        }
        throw error;
      }
    }
  } finally {
    actor.stop();
  }
  return { states, transitions, steps: observed };
}
