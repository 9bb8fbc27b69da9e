import type { InspectionEvent } from 'xstate';

export type Inspect = (event: InspectionEvent) => void;

/**
 * An inspect callback usable at once, while the inspector loads: events wait in order until
 * `load` resolves, then go to the inspector as they come.
 */
export function deferredInspect(load: () => Promise<Inspect>): Inspect {
  const pending: InspectionEvent[] = [];
  let forward: Inspect | null = null;
  void load().then((loaded) => {
    forward = loaded;
    for (const event of pending.splice(0)) loaded(event);
  });
  return (event) => {
    if (forward) forward(event);
    else pending.push(event);
  };
}

export function inspectionRequested(search: string, flag: unknown): boolean {
  return new URLSearchParams(search).has('inspect') || flag === '1' || flag === 'true';
}

function developmentInspect(): Inspect | undefined {
  // A constant false in production builds: the bundler drops the rest, and with it the inspector.
  if (!import.meta.env.DEV) return undefined;
  if (!inspectionRequested(window.location.search, import.meta.env.VITE_INSPECT)) return undefined;
  return deferredInspect(() =>
    import('./startInspector.ts').then(({ startBrowserInspector }) => startBrowserInspector()),
  );
}

/**
 * The `inspect` option of every actor the application creates (`useActorRef(machine, { inspect })`,
 * `createActor(machine, { inspect })`): in development with `?inspect` in the URL or
 * `VITE_INSPECT=1`, the Stately inspector shows each machine's state and events, sensitive fields
 * masked (inspection/maskSensitive.ts); otherwise undefined, and XState inspects nothing.
 */
export const inspect: Inspect | undefined = developmentInspect();
