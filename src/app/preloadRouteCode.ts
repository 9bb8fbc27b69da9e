import type { AnyRouter } from '@tanstack/react-router';

/**
 * Starts fetching the code of the screen the address names while the boot flow still runs: the
 * router only asks for it once the overlay is gone, so the screen's chunks would otherwise wait
 * behind the six start-up requests (issue 18). Code only: the screen's data needs the session.
 * A chunk that fails here is left to the real navigation, which retries it and reports the failure.
 */
export function preloadRouteCode(router: AnyRouter, pathname: string): void {
  for (const match of router.matchRoutes(pathname)) {
    const route = router.routesById[match.routeId];
    if (route) router.loadRouteChunk(route)?.catch(() => {});
  }
}
