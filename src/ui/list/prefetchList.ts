import type { FetchQueryOptions, QueryClient, QueryKey } from '@tanstack/react-query';
import { isStartPrefetch } from './startPrefetch';

/** Starts one query into the cache, without waiting for it (a failure is left to the screen). */
export type Prefetch = <TData, TKey extends QueryKey>(
  options: FetchQueryOptions<TData, Error, TData, TKey>,
) => void;

/**
 * What a screen reads beside its list (counts, filter choices, the object it is about), with the same
 * options as its components, for the list's URL state.
 */
export type Companions<S = unknown> = (prefetch: Prefetch, locale: string, search: S) => void;

type LoaderArgs<S> = {
  context: { queryClient: QueryClient; boot?: unknown };
  deps: S;
  params: { locale: string };
  preload?: boolean;
};

/** A loader of a screen without a list: it starts what the screen reads, as `prefetchList` does. */
export function prefetchScreenData(companions: Companions<undefined>) {
  return ({ context: { queryClient }, params }: Omit<LoaderArgs<unknown>, 'deps'>) =>
    companions((options) => void queryClient.prefetchQuery(options), params.locale, undefined);
}

/**
 * A list route's loader: it starts the list's request on hover (the router's defaultPreload is
 * 'intent'), on arrival and beside the start of the application (decision 0020), with the very options
 * object the screen's useListScreen reads, so the screen finds the rows in the cache; and with them what
 * the screen reads beside the list (`companions`: counts, filter choices). Beside the start (a preload
 * before the boot actor joins the router) only the rows leave: the start's own six requests already fill
 * the browser's six connections to the server, and the companions follow with the navigation after it.
 * It does not return the requests: the navigation does not wait for them, and the screen shows its own
 * loading, error and retry.
 */
export function prefetchList<S, TData, TKey extends QueryKey>(
  query: (search: S) => FetchQueryOptions<TData, Error, TData, TKey>,
  companions?: Companions<S>,
) {
  return (args: LoaderArgs<S>) => {
    const { queryClient } = args.context;
    void queryClient.prefetchQuery(query(args.deps));
    if (isStartPrefetch(args)) return;
    companions?.((options) => void queryClient.prefetchQuery(options), args.params.locale, args.deps);
  };
}
