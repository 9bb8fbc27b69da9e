import type { FetchQueryOptions, QueryClient, QueryKey } from '@tanstack/react-query';

/**
 * A detail route's loader: it starts the read of the one object the screen is about, with the very
 * options object the screen reads through useDetailScreen, on hover (the router's defaultPreload is
 * 'intent'), on arrival and beside the start of the application (decision 0020), so the screen finds
 * the object in the cache.
 *
 * It starts the read and does not await it (no `ensureQueryData`), as `prefetchList` does and for the
 * same first-screen budget (decision 0027): the navigation does not wait for the server, the new
 * screen's heading takes the focus at once, and the screen shows its own loading, failure and retry.
 * Awaited, a slow read would keep the previous screen up (and the first screen, after the start, would
 * wait for it too); a failed one would reach the router's error component as the failure of the route,
 * with none of the screen's wording. A 404 or 403 answer goes on leading to the not-found or 403 page
 * through the query cache (app/globalApiErrors), once the screen reads it.
 */
export function prefetchDetail<P, TData, TKey extends QueryKey>(
  query: (params: P) => FetchQueryOptions<TData, Error, TData, TKey>,
) {
  return ({ context, params }: { context: { queryClient: QueryClient }; params: P }) => {
    void context.queryClient.prefetchQuery(query(params));
  };
}
