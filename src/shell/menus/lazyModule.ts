type Listener<T> = (module: T) => void;

/**
 * A module fetched on the first sign that it will be needed rather than with the first screen.
 * Concurrent requests share one import; a failed import (offline, a deployment that removed the
 * file) is forgotten, so that the next request tries again.
 */
export function createLazyModule<T>(importModule: () => Promise<T>) {
  let loaded: T | null = null;
  let pending: Promise<T> | null = null;
  const listeners = new Set<Listener<T>>();
  return {
    /** The module if it has arrived, else null. */
    current: (): T | null => loaded,
    load(): Promise<T> {
      if (loaded) return Promise.resolve(loaded);
      pending ??= importModule().then(
        (module) => {
          loaded = module;
          for (const listener of listeners) listener(module);
          return module;
        },
        (error: unknown) => {
          pending = null;
          throw error;
        },
      );
      return pending;
    },
    /** Called once the module arrives (not if it had already arrived: read `current` for that). */
    subscribe(listener: Listener<T>): () => void {
      listeners.add(listener);
      return () => {
        listeners.delete(listener);
      };
    },
  };
}
