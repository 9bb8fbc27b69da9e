import type { Page } from '@playwright/test';
import type { EventObject } from 'xstate';
import type { PathState, PathsDocument } from '../../machines/testing/pathsDocument.ts';
import {
  type EventOfStepKey,
  type StateKeyOf,
  type StepKeyOf,
  stepKeyOf,
} from '../../machines/testing/types.ts';

/** One generated path as `npm run paths` writes it. */
export type GeneratedPath = PathsDocument['paths'][number];

/**
 * Every event a path step can carry, by the key of the driver table: the keys of the model's step table
 * (an actor's answer is produced by the server or an injected fault).
 */
export type DriverKeyOf<M> = StepKeyOf<M>;

/** Makes one event of a path happen in the page: a gesture, or the answer of the server. */
export type Driver<C> = (replay: C, event: EventObject, next: PathState) => Promise<void>;

/** Checks that the page shows what one state's description says. */
export type Assertion<C> = (replay: C, state: PathState) => Promise<void>;

/** Typed with `satisfies`: a new event of the machine fails compilation until it has a driver. */
export type DriverTable<M, C> = {
  readonly [K in DriverKeyOf<M>]: (replay: C, event: EventOfStepKey<M, K>, next: PathState) => Promise<void>;
};

/** Typed with `satisfies`: a new state of the machine fails compilation until it has an assertion. */
export type AssertionTable<M, C> = { readonly [K in StateKeyOf<M>]: Assertion<C> };

/** How QA replays the paths of one machine in the browser. */
export interface MachineReplay<M, C> {
  /** Opens the screen the machine drives for a path, with its data and its request gates; returns the replay's handles. */
  readonly open: (page: Page, path: GeneratedPath) => Promise<C>;
  readonly drivers: DriverTable<M, C>;
  readonly assertions: AssertionTable<M, C>;
}

/** A replay with its types erased, as the spec holds the replays of every machine in one table. */
export interface AnyMachineReplay {
  readonly open: (page: Page, path: GeneratedPath) => Promise<unknown>;
  readonly drivers: Readonly<Record<string, Driver<unknown> | undefined>>;
  readonly assertions: Readonly<Record<string, Assertion<unknown> | undefined>>;
}

/** The driver key of a step's event: timers lose the state id their type ends with. */
export const driverKeyOf = stepKeyOf;

/**
 * Erases a replay's types. Sound in use: the spec gives each driver the events of the paths that the
 * model generated from the same machine, and each function back the handles its own `open` returned.
 */
export function erased<M, C>(replay: MachineReplay<M, C>): AnyMachineReplay {
  return replay as unknown as AnyMachineReplay;
}
