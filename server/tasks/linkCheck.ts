import type { Queryable } from '../db/database.ts';
import { checkAllUrls } from '../model/resource/urlChecks.ts';
import type { RemoteOptions } from '../net/remoteFetch.ts';
import { everyInterval, type Repeated } from './everyInterval.ts';

/** How often every URL resource is checked by default (AppOptions.linkCheckIntervalMs). */
export const DEFAULT_LINK_CHECK_INTERVAL_MS = 6 * 60 * 60 * 1000;

export interface LinkCheck extends Repeated<[], number> {
  /** Stops the timer and interrupts the checks under way (the server is closing). */
  close(): void;
}

/**
 * The periodic check of every URL resource (href), so that a link that stopped answering shows in
 * "needs attention" without anyone running its scenario. Each check is an upsert of its resource's
 * row: several processes of one deployment checking at once only repeat each other harmlessly.
 */
export function createLinkCheck(
  db: Queryable,
  remote: RemoteOptions,
  log: (message: string, error?: unknown) => void,
): LinkCheck {
  const closing = new AbortController();
  const repeated = everyInterval(
    () => checkAllUrls(db, remote, closing.signal),
    (error) => log('link check failed', error),
  );
  return {
    ...repeated,
    close() {
      repeated.stop();
      closing.abort();
    },
  };
}
