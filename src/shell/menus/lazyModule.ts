type Listener<T> = (module: T) => void;

/** Imports a module by its address, out of the bundler's sight (the address is only known at run time). */
export type ImportByUrl = (url: string) => Promise<unknown>;

const importByUrl: ImportByUrl = (url) => import(/* @vite-ignore */ url);

/**
 * The address a failed import names: Chromium and Firefox write it in their message ("Failed to fetch
 * dynamically imported module: https://…/HeaderDropdown-x.js"); Safari does not, and then it is null.
 */
export function failedModuleUrl(error: unknown): string | null {
  if (!(error instanceof Error)) return null;
  const address = /https?:\/\/[^\s'"]+/.exec(error.message)?.[0];
  if (!address) return null;
  const url = new URL(address);
  url.search = '';
  return url.href;
}

/**
 * A module fetched on the first sign that it will be needed rather than with the first screen.
 * Concurrent requests share one import; a failed import (offline, a deployment that removed the
 * file) is forgotten, so that the next request tries again.
 *
 * The browser keeps a failed module's failure for the page's life (the HTML specification's module
 * map; Chromium does so), so importing the same address again would fail without asking the server.
 * The next try therefore asks for the address the failure named with a query of its own, which the
 * browser treats as a new module. A module the failed one imports cannot be retried so: that one
 * still needs the page to be reloaded.
 */
export function createLazyModule<T>(importModule: () => Promise<T>, importUrl: ImportByUrl = importByUrl) {
  let loaded: T | null = null;
  let pending: Promise<T> | null = null;
  let failedUrl: string | null = null;
  let retries = 0;
  const listeners = new Set<Listener<T>>();

  const attempt = (): Promise<T> => {
    if (!failedUrl) return importModule();
    retries += 1;
    return importUrl(`${failedUrl}?retry=${retries}`) as Promise<T>;
  };

  return {
    /** The module if it has arrived, else null. */
    current: (): T | null => loaded,
    load(): Promise<T> {
      if (loaded) return Promise.resolve(loaded);
      pending ??= attempt().then(
        (module) => {
          loaded = module;
          for (const listener of listeners) listener(module);
          return module;
        },
        (error: unknown) => {
          pending = null;
          failedUrl = failedModuleUrl(error) ?? failedUrl;
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

export type LazyModule<T> = ReturnType<typeof createLazyModule<T>>;

/**
 * Notes where the focus is when a person asks for something whose code is still to come. Once it has
 * come, `kept()` says whether the focus is still there, or on `asked` (the control they asked from: a
 * mouse press focuses it after the press). If not, they have gone on meanwhile (a Tab), and what they
 * asked for is not handed to the control they left.
 */
export function watchFocus(asked?: () => Element | null): { kept: () => boolean } {
  const focusedAtRequest = document.activeElement;
  return {
    kept: () => {
      const now = document.activeElement;
      return now === focusedAtRequest || (now !== null && asked?.() === now);
    },
  };
}

/**
 * Shows what a person asked for once its code is there: at once if it already is, else when it arrives,
 * telling `show` whether the focus stayed where it was meanwhile (see `watchFocus`). `failed` says so
 * when the code cannot be fetched.
 */
export function handOverWhenLoaded<T>(
  lazy: LazyModule<T>,
  show: (focusKept: boolean) => void,
  failed: () => void,
): void {
  if (lazy.current()) {
    show(true);
    return;
  }
  const focus = watchFocus();
  lazy.load().then(() => show(focus.kept()), failed);
}
