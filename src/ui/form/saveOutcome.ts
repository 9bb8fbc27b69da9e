import { isWrite, onRequestEvent } from '../../api/requestEvents';

/**
 * A save that failed without the server saying what was wrong with the values: it met a server error
 * (5xx) or no answer at all. `savedSome` says whether a write of the same save was accepted first (a
 * dataset's fields saved, its thumbnail not), so the person knows what the server holds.
 */
export type SaveFailure = { reason: 'server' | 'unreachable'; savedSome: boolean };

/**
 * Watches the writes sent from now on, until `end()`, and says how the save they make up failed, or
 * null when none failed that way (accepted, refused with field messages, or sent nothing).
 */
export function watchSave(): { end: () => SaveFailure | null } {
  let accepted = 0;
  let reason: SaveFailure['reason'] | null = null;
  const stop = onRequestEvent((event) => {
    if (!isWrite(event.method)) return;
    if (event.phase === 'failed') reason ??= 'unreachable';
    if (event.phase !== 'answered') return;
    if (event.status >= 500) reason ??= 'server';
    else if (event.status >= 200 && event.status < 300) accepted += 1;
  });
  let outcome: SaveFailure | null | undefined;
  return {
    // Asked again, it answers what it answered first: the writes after the save are not its own.
    end: () => {
      if (outcome === undefined) {
        stop();
        outcome = reason ? { reason, savedSome: accepted > 0 } : null;
      }
      return outcome;
    },
  };
}
