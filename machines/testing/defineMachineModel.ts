import type { AnyStateMachine, EventObject } from 'xstate';
import type { EventTable, InputOf, StateTable, StepObservation } from './types.ts';

/** A machine with its event table, state table and inputs: everything the model tests and `npm run paths` need. */
export interface MachineModelDefinition<Name extends string, M extends AnyStateMachine> {
  /** The file name without `.machine.ts`; also the name of `tests/paths/<name>.json`. */
  readonly name: Name;
  readonly machine: M;
  /** Named inputs; paths are generated and replayed for each one. */
  readonly inputs: { readonly [inputName: string]: InputOf<M> };
  readonly events: EventTable<M>;
  readonly states: StateTable<M>;
  /** Checked after every step of every path, whatever the state. */
  invariant?(observation: StepObservation<M>): void;
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
  invariant?(observation: StepObservation<unknown>): void;
}

export function defineMachineModel<const Name extends string, M extends AnyStateMachine>(
  definition: MachineModelDefinition<Name, M>,
): MachineModel<Name> {
  // The runner only ever hands a model's callbacks the snapshots of that model's own machine.
  return definition as unknown as MachineModel<Name>;
}
