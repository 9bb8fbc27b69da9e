import type { QueryClient } from '@tanstack/react-query';
import { userGroupStatusesQuery, userStatusesQuery } from '../../../api/usergroups';
import {
  attachmentRequestListOptions,
  userGroupRequestListOptions,
  userRequestListOptions,
} from '../accessRequests/requestListOptions';
import { type HubSearch, requestListState } from './hubSearch';

type LoaderArgs = { context: { queryClient: QueryClient }; deps: HubSearch; params: { locale: string } };

/**
 * The hub route's loader: it starts the three request lists' requests on hover and on arrival, with
 * the very options the lists' hooks read. As `prefetchList`, it returns nothing, so the navigation
 * does not wait and each list shows its own loading, error and retry. The lists of users and groups
 * need their status reference list first (sent in full when the filter's choice is empty); the app
 * loads it at start, so it usually comes from the cache.
 */
export function prefetchRequestLists({ context: { queryClient }, deps, params: { locale } }: LoaderArgs) {
  const ids = (items: readonly { id: number }[]) => items.map((item) => item.id);
  // A failed reference list leaves the list to the screen, which shows its error.
  const ignore = () => undefined;
  void queryClient
    .ensureQueryData(userStatusesQuery(locale))
    .then((statuses) =>
      queryClient.prefetchQuery(userRequestListOptions(requestListState(deps, 'user'), ids(statuses))),
    )
    .catch(ignore);
  void queryClient
    .ensureQueryData(userGroupStatusesQuery(locale))
    .then((statuses) =>
      queryClient.prefetchQuery(userGroupRequestListOptions(requestListState(deps, 'group'), ids(statuses))),
    )
    .catch(ignore);
  void queryClient.prefetchQuery(attachmentRequestListOptions(requestListState(deps, 'attachment')));
}
