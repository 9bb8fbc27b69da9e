/** A screen's code that has not arrived after this long is taken as lost (specification section 9). */
export const CHUNK_LOAD_TIMEOUT_MS = 120_000;

type Listener = (failed: boolean) => void;

/**
 * Watches navigations: one that has not resolved after 120 s means a code chunk failed to load
 * (a new deployment removed it, or the network dropped), and the person is offered a reload.
 */
export function createChunkLoadWatchdog(timeoutMs = CHUNK_LOAD_TIMEOUT_MS) {
  let timer: ReturnType<typeof setTimeout> | null = null;
  let failed = false;
  const listeners = new Set<Listener>();
  const set = (next: boolean) => {
    failed = next;
    for (const listener of listeners) listener(failed);
  };
  return {
    navigationStarted() {
      if (timer) clearTimeout(timer);
      timer = setTimeout(() => set(true), timeoutMs);
    },
    navigationResolved() {
      if (timer) clearTimeout(timer);
      timer = null;
      if (failed) set(false);
    },
    /** An import that failed outright counts at once. */
    loadFailed() {
      set(true);
    },
    isFailed: () => failed,
    subscribe(listener: Listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}

export type ChunkLoadWatchdog = ReturnType<typeof createChunkLoadWatchdog>;
