import type { FetchQueryOptions, QueryClient, QueryKey } from '@tanstack/react-query';

/**
 * A list route's loader: it starts the list's request on hover (the router's defaultPreload is
 * 'intent') and on arrival, with the very options object the screen's useListScreen reads, so the
 * screen finds the rows in the cache. It does not return the request: the navigation does not wait for
 * it, and the screen shows its own loading, error and retry as before loaders existed.
 */
export function prefetchList<S, TData, TKey extends QueryKey>(
  query: (search: S) => FetchQueryOptions<TData, Error, TData, TKey>,
) {
  return ({ context, deps }: { context: { queryClient: QueryClient }; deps: S }) =>
    void context.queryClient.prefetchQuery(query(deps));
}
