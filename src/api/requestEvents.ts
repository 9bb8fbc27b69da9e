/**
 * Every API request as it starts and ends, for the parts of the application that watch requests as a
 * whole rather than one call: the end of the session (a 401 while signed in) and form drafts (which
 * need to know whether every write of a submission succeeded). Nothing here is display logic.
 */
export type RequestEvent =
  | { phase: 'started'; method: string; path: string }
  | { phase: 'answered'; method: string; path: string; status: number }
  | { phase: 'failed'; method: string; path: string };

type Listener = (event: RequestEvent) => void;

const listeners = new Set<Listener>();

/** Calls `listener` for every request event until the returned function is called. */
export function onRequestEvent(listener: Listener): () => void {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

export function emitRequestEvent(event: RequestEvent): void {
  for (const listener of [...listeners]) listener(event);
}

/** Reads do not change anything on the server. */
export function isWrite(method: string): boolean {
  return !['GET', 'HEAD', 'OPTIONS'].includes(method.toUpperCase());
}
