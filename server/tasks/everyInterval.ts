import { connectionLost } from '../db/unavailable.ts';

/**
 * Background work repeated on a timer (the scheduler's tick, the task poller's look): runs one at
 * a time, so a slow run is not overlapped by the next; a failed run is logged and the next one
 * happens anyway (a database that does not answer is logged once, not at every run). The timer does not keep the process alive.
 */
export interface Repeated<A extends unknown[], T> {
  /** One run now, after the one under way. */
  run(...args: A): Promise<T>;
  start(intervalMs: number): void;
  stop(): void;
}

export function everyInterval<A extends unknown[], T>(
  work: (...args: A) => Promise<T>,
  onError: (error: unknown) => void,
): Repeated<A, T> {
  let timer: NodeJS.Timeout | null = null;
  let previous: Promise<unknown> = Promise.resolve();
  // While the database does not answer, every run fails the same way: said once, not every second.
  let databaseDown = false;
  const failed = (error: unknown) => {
    const lost = connectionLost(error);
    if (!lost || !databaseDown) onError(error);
    databaseDown = lost;
  };
  const repeated: Repeated<A, T> = {
    run(...args) {
      const current = previous.then(() => work(...args));
      previous = current.catch(() => undefined);
      return current;
    },
    start(intervalMs) {
      if (timer || intervalMs <= 0) return;
      timer = setInterval(() => {
        // Runs from the timer take the work's default arguments.
        (repeated.run as () => Promise<T>)().then(() => {
          databaseDown = false;
        }, failed);
      }, intervalMs);
      timer.unref();
    },
    stop() {
      if (timer) clearInterval(timer);
      timer = null;
    },
  };
  return repeated;
}
