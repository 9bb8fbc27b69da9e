import type {
  AnyMachineSnapshot,
  AnyStateMachine,
  EventObject,
  OutputFrom,
  SnapshotFrom,
  StateMachine,
} from 'xstate';

/** The type parameters of a machine built with `setup().createMachine()`, by name. */
export type MachineTypes<M> =
  M extends StateMachine<
    infer TContext,
    infer TEvent,
    infer _TChildren,
    infer TActor,
    infer _TAction,
    infer _TGuard,
    infer TDelay,
    infer TStateValue,
    infer TTag,
    infer TInput,
    infer _TOutput,
    infer _TEmitted,
    infer _TMeta,
    infer _TStateSchema,
    infer _TTransitionMeta
  >
    ? {
        context: TContext;
        event: TEvent;
        actor: TActor;
        delay: TDelay;
        stateValue: TStateValue;
        tag: TTag;
        input: TInput;
      }
    : never;

/** The machine's snapshot, typed; any machine's once a model is erased into the registry. */
export type SnapshotOf<M> = M extends AnyStateMachine ? SnapshotFrom<M> : AnyMachineSnapshot;
export type InputOf<M> = MachineTypes<M>['input'];
export type TagOf<M> = MachineTypes<M>['tag'];
/** The names under which the machine declares its actors in `setup({ actors })`; invoke ids equal them. */
export type ActorSrcOf<M> = MachineTypes<M>['actor'] extends { src: infer S extends string } ? S : never;

/** Every dotted path of a state value: `'a' | 'a.b' | 'a.b.c'`, one per state node. */
type PathsOf<V> = V extends string
  ? V
  : V extends object
    ? { [K in keyof V & string]-?: K | `${K}.${PathsOf<NonNullable<V[K]>>}` }[keyof V & string]
    : never;

/** One key per state node of the machine (its path from the root joined by dots, root excluded). */
export type StateKeyOf<M> = PathsOf<MachineTypes<M>['stateValue']>;

/**
 * What an invoked actor sends back to its parent, typed from the actor's logic. A child machine
 * reports its failures in its output (docs/decisions/0011-child-machines-for-shared-tails.md): it has
 * no error event to sample, drive or handle.
 */
type ActorOutcomeEvent<A> = A extends { src: infer S extends string; logic: infer L }
  ? L extends AnyStateMachine
    ? { type: `xstate.done.actor.${S}`; output: OutputFrom<L> }
    :
        | { type: `xstate.done.actor.${S}`; output: OutputFrom<L> }
        | { type: `xstate.error.actor.${S}`; error: unknown }
  : never;

/** The names of the actors that are promises, not child machines: only they fail with an error event. */
export type FailingActorSrcOf<M> = MachineTypes<M>['actor'] extends infer A
  ? A extends { src: infer S extends string; logic: infer L }
    ? L extends AnyStateMachine
      ? never
      : S
    : never
  : never;

/** The timer event of a named delay (`after: { someDelay: ... }`); the state id completes it. */
type DelayEvent<D> = D extends string ? { type: `xstate.after.${D}.${string}` } : never;

/**
 * The machine's own events. A machine driven only by its input and its actors' answers (a child such as
 * ftpCreation) declares none, and xstate types its events as `EventObject`, whose `type` is any string:
 * such an event is no event of the model (it would ask the tables for a key per string).
 */
export type OwnEventOf<M> = MachineTypes<M>['event'] extends infer E
  ? E extends { type: infer T }
    ? string extends T
      ? never
      : E
    : never
  : never;

/** Every event a model step can carry: the machine's own events, actor outcomes and timers. */
export type ModelEventOf<M> =
  | OwnEventOf<M>
  | ActorOutcomeEvent<MachineTypes<M>['actor']>
  | DelayEvent<MachineTypes<M>['delay']>;

export type ModelEventTypeOf<M> = ModelEventOf<M>['type'];

/**
 * The event table: for each event type, the sample events (one or more payload cases) the
 * model explores. Typed with `satisfies EventTable<typeof machine>`, so a new event type
 * fails compilation until it has samples. Timer events are optional keys of the form
 * `xstate.after.<delay>.<state id>`; the coverage check still fails if one is missing.
 */
export type EventTable<M> = {
  readonly [K in ModelEventTypeOf<M>]: readonly [
    Extract<ModelEventOf<M>, { type: K }>,
    ...Extract<ModelEventOf<M>, { type: K }>[],
  ];
};

/** An action performed during one step, as the running actor reported it. */
export interface PerformedAction {
  readonly type: string;
  readonly params: unknown;
}

/** What the runner observed after one step, given to the `check` and `invariant` callbacks. */
export interface StepObservation<M> {
  readonly snapshot: SnapshotOf<M>;
  readonly previous: SnapshotOf<M> | undefined;
  readonly event: { readonly type: string };
  /** Named actions performed during the step (built-in xstate.* actions left out), in order. */
  readonly actions: readonly PerformedAction[];
  /** Actors started during the step, with the input they received. */
  readonly started: readonly { readonly src: string; readonly input: unknown }[];
}

/**
 * What must hold in a state: the tags it adds, the actors it keeps running, and optional
 * extra checks. The runner unions them over the active state nodes and compares with the
 * real actor at every step.
 */
export interface StateExpectation<M> {
  readonly tags?: readonly TagOf<M>[];
  readonly invokes?: readonly ActorSrcOf<M>[];
  readonly check?: (observation: StepObservation<M>) => void;
}

/** The state table, typed with `satisfies StateTable<typeof machine>`: one entry per state node. */
export type StateTable<M> = { readonly [K in StateKeyOf<M>]: StateExpectation<M> };

/**
 * The key of a step in the step table (and of a driver in the QA replays): the machine's own events, the
 * done and error events of each invoked actor (a child machine has only its done event) and its timers,
 * keyed `xstate.after.<delay>` whatever state they belong to.
 */
export type StepKeyOf<M> =
  | OwnEventOf<M>['type']
  | `xstate.done.actor.${ActorSrcOf<M>}`
  | `xstate.error.actor.${FailingActorSrcOf<M>}`
  | (MachineTypes<M>['delay'] extends infer D extends string ? `xstate.after.${D}` : never);

/** The step key of an event type: timers lose the state id their type ends with. */
export function stepKeyOf(type: string): string {
  const timer = /^xstate\.after\.([^.]+)\./.exec(type);
  return timer ? `xstate.after.${timer[1]}` : type;
}

/** The event of a step key, typed from the machine; a timer has no data. */
export type EventOfStepKey<M, K> = [Extract<ModelEventOf<M>, { type: K }>] extends [never]
  ? EventObject
  : Extract<ModelEventOf<M>, { type: K }>;

/** One step as its expectation sees it: the state before it is always there. */
export interface StepOf<M, K> extends StepObservation<M> {
  readonly previous: SnapshotOf<M>;
  readonly event: EventOfStepKey<M, K>;
}

/**
 * What an event does, written from the specification and the states' descriptions, never read off the
 * machine: where it is accepted (and, there, on which condition), where it leads, and its effect on the
 * context, the requests and the actions. Checked on every step of every generated path, and, for the
 * refusals, on every sample in every state a path passes through.
 */
export interface StepExpectation<M, K> {
  /** The states (a state covers the states inside it) where the event acts; every other state refuses it. */
  readonly acceptedIn: readonly StateKeyOf<M>[];
  /**
   * Within those states, whether this sample is accepted (the guards' rule, said again from the
   * specification); accepted whenever it is in `acceptedIn` when left out. Compared with `snapshot.can`.
   */
  readonly acceptedWhen?: (snapshot: SnapshotOf<M>, event: EventOfStepKey<M, K>) => boolean;
  /** The states the step may end in: at least one of them is active after it. */
  readonly leadsTo: readonly StateKeyOf<M>[];
  /** The step's effect: assertions on the context after it, the requests started and the actions performed. */
  readonly effect: (step: StepOf<M, K>) => void;
}

/** The step table, typed with `satisfies StepTable<typeof machine>`: a new event fails compilation until it has an entry. */
export type StepTable<M> = { readonly [K in StepKeyOf<M>]: StepExpectation<M, K> };
