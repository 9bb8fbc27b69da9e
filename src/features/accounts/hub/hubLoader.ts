import type { QueryClient } from '@tanstack/react-query';
import { userGroupStatusesQuery, userStatusesQuery } from '../../../api/usergroups';
import {
  attachmentRequestListOptions,
  userGroupRequestListOptions,
  userRequestListOptions,
} from '../accessRequests/requestListOptions';
import type { RequestListState } from '../accessRequests/requestListState';
import { type HubSearch, requestListState } from './hubSearch';

type LoaderArgs = { context: { queryClient: QueryClient }; deps: HubSearch; params: { locale: string } };

/** Whether the list sends every status (an empty choice), which it must first learn from the server. */
const needsEveryStatus = (state: RequestListState) => state.status !== undefined && state.status.length === 0;

/**
 * The hub route's loader: it starts the three request lists' requests on hover, on arrival and beside
 * the start (decision 0020), with the very options the lists' hooks read. As `prefetchList`, it returns
 * nothing, so the navigation does not wait and each list shows its own loading, error and retry. A list
 * on its default or a chosen filter leaves at once; only one whose choice is empty (sent as every
 * status) waits for its status reference list, which the start loads at the same time.
 */
export function prefetchRequestLists({ context: { queryClient }, deps, params: { locale } }: LoaderArgs) {
  const ids = (items: readonly { id: number }[]) => items.map((item) => item.id);
  // A failed reference list leaves the list to the screen, which shows its error.
  const ignore = () => undefined;
  const user = requestListState(deps, 'user');
  if (needsEveryStatus(user)) {
    void queryClient
      .ensureQueryData(userStatusesQuery(locale))
      .then((statuses) => queryClient.prefetchQuery(userRequestListOptions(user, ids(statuses))))
      .catch(ignore);
  } else void queryClient.prefetchQuery(userRequestListOptions(user, []));
  const group = requestListState(deps, 'group');
  if (needsEveryStatus(group)) {
    void queryClient
      .ensureQueryData(userGroupStatusesQuery(locale))
      .then((statuses) => queryClient.prefetchQuery(userGroupRequestListOptions(group, ids(statuses))))
      .catch(ignore);
  } else void queryClient.prefetchQuery(userGroupRequestListOptions(group, []));
  void queryClient.prefetchQuery(attachmentRequestListOptions(requestListState(deps, 'attachment')));
}
