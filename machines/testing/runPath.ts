import { deepStrictEqual, strictEqual } from 'node:assert/strict';
import { type AnyMachineSnapshot, createActor, type EventObject, SimulatedClock } from 'xstate';
import type { MachineModel } from './defineMachineModel.ts';
import { createFakeActors } from './fakeActors.ts';
import { activeStateKeys, type ModelPath, type ModelStep } from './generatePaths.ts';
import { inventoryOf, stateKeyOf } from './inventory.ts';
import type { PerformedAction, StepObservation } from './types.ts';

/** What one replayed path covered, by the keys of `inventoryOf()`. */
export interface PathRun {
  readonly states: ReadonlySet<string>;
  readonly transitions: ReadonlySet<string>;
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
 * no longer running was settled or had its request aborted, then the table's own checks.
 */
export async function runModelPath(model: MachineModel, path: ModelPath): Promise<PathRun> {
  const fakes = createFakeActors(Object.keys(model.machine.implementations.actors));
  const machine = model.machine.provide({ actors: fakes.logic });
  const inventory = inventoryOf(machine);
  const states = new Set<string>();
  const transitions = new Set<string>();
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

  const verify = (step: ModelStep) => {
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
        verify(step);
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
  return { states, transitions };
}
