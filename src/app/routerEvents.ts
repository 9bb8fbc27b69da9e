import type { QueryClient } from '@tanstack/react-query';
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
  // The page's data still loading may push the anchor's element down: the scroll waits for it.
  const queryClient = (router.options.context as { queryClient?: QueryClient } | undefined)?.queryClient;
  const isBusy = () => (queryClient?.isFetching() ?? 0) > 0;
  const unsubscribers = [
    router.subscribe('onBeforeNavigate', () => {
      clearNotifications();
      watchdog.navigationStarted();
    }),
    router.subscribe('onResolved', ({ toLocation }) => {
      watchdog.navigationResolved();
      stopWaitingForHash();
      stopWaitingForHash = scrollToHash(toLocation.hash, { isBusy });
    }),
  ];
  return () => {
    stopWaitingForHash();
    for (const unsubscribe of unsubscribers) unsubscribe();
  };
}
