import type { AnyRouter } from '@tanstack/react-router';
import { clearNotifications } from '../notifications/notificationStore';
import type { ChunkLoadWatchdog } from './chunkLoadWatchdog';
import { scrollToHash } from './scrollToHash';

/**
 * What happens on every navigation (specification sections 2 and 9): shown notifications are cleared,
 * a screen whose code does not arrive in time is reported, and an anchor hash is waited for and scrolled to.
 */
export function wireRouterEvents(router: AnyRouter, watchdog: ChunkLoadWatchdog): () => void {
  let stopWaitingForHash = () => {};
  const unsubscribers = [
    router.subscribe('onBeforeNavigate', () => {
      clearNotifications();
      watchdog.navigationStarted();
    }),
    router.subscribe('onResolved', ({ toLocation }) => {
      watchdog.navigationResolved();
      stopWaitingForHash();
      stopWaitingForHash = scrollToHash(toLocation.hash);
    }),
  ];
  return () => {
    stopWaitingForHash();
    for (const unsubscribe of unsubscribers) unsubscribe();
  };
}
