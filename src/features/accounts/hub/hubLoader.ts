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
  // Starts one list: at once, or once its statuses are known when its choice is empty. A failed
  // reference list leaves the list to the screen, which shows its error.
  const prefetchWithStatuses = (
    state: RequestListState,
    statuses: () => Promise<readonly { id: number }[]>,
    start: (every: readonly number[]) => Promise<void>,
  ) => {
    if (!needsEveryStatus(state)) return void start([]);
    void statuses()
      .then((items) => start(items.map((item) => item.id)))
      .catch(() => undefined);
  };
  const user = requestListState(deps, 'user');
  prefetchWithStatuses(
    user,
    () => queryClient.ensureQueryData(userStatusesQuery(locale)),
    (every) => queryClient.prefetchQuery(userRequestListOptions(user, every)),
  );
  const group = requestListState(deps, 'group');
  prefetchWithStatuses(
    group,
    () => queryClient.ensureQueryData(userGroupStatusesQuery(locale)),
    (every) => queryClient.prefetchQuery(userGroupRequestListOptions(group, every)),
  );
  void queryClient.prefetchQuery(attachmentRequestListOptions(requestListState(deps, 'attachment')));
}
