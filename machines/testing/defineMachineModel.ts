import type { AnyMachineSnapshot, AnyStateMachine, EventObject } from 'xstate';
import type { EventTable, InputOf, SnapshotOf, StateTable, StepObservation, StepTable } from './types.ts';

/** A machine with its event table, state table and inputs: everything the model tests and `npm run paths` need. */
export interface MachineModelDefinition<Name extends string, M extends AnyStateMachine> {
  /** The file name without `.machine.ts`; also the name of `tests/paths/<name>.json`. */
  readonly name: Name;
  readonly machine: M;
  /** Named inputs; paths are generated and replayed for each one. */
  readonly inputs: { readonly [inputName: string]: InputOf<M> };
  readonly events: EventTable<M>;
  readonly states: StateTable<M>;
  /** What each event does, from the specification: checked on every step and, for refusals, in every state. */
  readonly steps: StepTable<M>;
  /** What the machine is on start from an input (its state and the context it builds from the input), from the specification. */
  start(snapshot: SnapshotOf<M>, input: InputOf<M>): void;
  /** Checked after every step of every path, whatever the state. */
  invariant?(observation: StepObservation<M>): void;
}

/** A step expectation with its machine types erased. */
export interface ErasedStepExpectation {
  readonly acceptedIn: readonly string[];
  acceptedWhen?(snapshot: AnyMachineSnapshot, event: EventObject): boolean;
  readonly leadsTo: readonly string[];
  effect(step: StepObservation<unknown> & { readonly previous: AnyMachineSnapshot }): void;
}

/** The same model with its machine types erased, so models of different machines fit in one registry. */
export interface MachineModel<Name extends string = string> {
  readonly name: Name;
  readonly machine: AnyStateMachine;
  readonly inputs: { readonly [inputName: string]: unknown };
  readonly events: { readonly [eventType: string]: readonly EventObject[] };
  readonly states: {
    readonly [stateKey: string]: {
      readonly tags?: readonly string[];
      readonly invokes?: readonly string[];
      check?(observation: StepObservation<unknown>): void;
    };
  };
  readonly steps: { readonly [stepKey: string]: ErasedStepExpectation };
  start(snapshot: AnyMachineSnapshot, input: unknown): void;
  invariant?(observation: StepObservation<unknown>): void;
}

export function defineMachineModel<const Name extends string, M extends AnyStateMachine>(
  definition: MachineModelDefinition<Name, M>,
): MachineModel<Name> {
  // The runner only ever hands a model's callbacks the snapshots of that model's own machine.
  return definition as unknown as MachineModel<Name>;
}
