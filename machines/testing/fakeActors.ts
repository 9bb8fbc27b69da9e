import { type AnyActorLogic, fromPromise } from 'xstate';

/** One start of a fake promise actor: its input, its abort signal, and the hands that settle it. */
export interface FakeCall {
  readonly src: string;
  readonly input: unknown;
  readonly signal: AbortSignal;
  readonly settled: boolean;
  resolve(output: unknown): void;
  reject(error: unknown): void;
}

export interface FakeActors {
  /** Logic to hand to `machine.provide({ actors })`, one fake per declared actor. */
  readonly logic: Record<string, AnyActorLogic>;
  /** Every start so far, oldest first. */
  readonly calls: readonly FakeCall[];
  /** The starts of `src` that are still waiting: neither settled nor aborted. */
  live(src: string): FakeCall[];
}

/**
 * Promise actors whose promises the test settles by hand. A stopped actor has its signal
 * aborted by XState, which is how the tests see that a cancelled request was really cancelled.
 */
export function createFakeActors(names: readonly string[]): FakeActors {
  const calls: FakeCall[] = [];
  const logic: Record<string, AnyActorLogic> = {};
  for (const src of names) {
    logic[src] = fromPromise<unknown, unknown>(
      ({ input, signal }) =>
        new Promise((resolve, reject) => {
          let settled = false;
          calls.push({
            src,
            input,
            signal,
            get settled() {
              return settled;
            },
            resolve(output) {
              settled = true;
              resolve(output);
            },
            reject(error) {
              settled = true;
              reject(error);
            },
          });
        }),
    );
  }
  return {
    logic,
    calls,
    live: (src) => calls.filter((call) => call.src === src && !call.settled && !call.signal.aborted),
  };
}
