import { type QueryKey, type UseQueryOptions, useQuery } from '@tanstack/react-query';
import { apiErrorFromThrown } from '../../api/errors';

/** The one object a detail screen is about, and where its read stands. */
export type Detail<T> = {
  /** The object, once read: it stays shown when a later reload fails. */
  data: T | undefined;
  /** The server says the object does not exist (404): the screen is the not-found page. */
  missing: boolean;
  /** Reading it failed otherwise, and nothing was read before: the screen offers to try again. */
  failed: boolean;
  retry: () => void;
};

/**
 * Reads the object of a detail screen with the options its route's loader prefetched
 * (prefetchDetail), and says which of the shapes of DetailScreen to show. A 403 or 404 answer also
 * leads to the 403 or not-found page through the query cache (app/globalApiErrors); the screen shows
 * the not-found page meanwhile, as that navigation replaces it.
 */
export function useDetailScreen<T, K extends QueryKey>(options: UseQueryOptions<T, Error, T, K>): Detail<T> {
  const query = useQuery(options);
  const error = query.isError ? apiErrorFromThrown(query.error) : null;
  const missing = query.data === undefined && error?.kind === 'fields' && error.status === 404;
  return {
    data: query.data,
    missing,
    failed: query.data === undefined && error !== null && !missing,
    retry: () => void query.refetch(),
  };
}
