import type { QueryClient } from '@tanstack/react-query';
import {
  categoriesQuery,
  granularitiesQuery,
  kindsQuery,
  licensesQuery,
  recordTypesQuery,
  restrictionsQuery,
  topicsQuery,
  updateFrequenciesQuery,
} from '../../../api/referenceLists';
import { userGroupChoicesQuery } from '../../../api/usergroups';
import type { UserSession } from '../../../auth/session';
import { sessionQueryKey } from '../../../auth/useSession';
import type { Prefetch } from '../../../ui/list/prefetchList';

/**
 * Starts the choices of the dataset form (useDatasetFormOptions reads the same queries): the reference
 * lists, and every group for a superuser. The route runs it once the session is known: beside the
 * start it would hold the start's own requests back (decision 0020).
 */
export function prefetchDatasetFormChoices(queryClient: QueryClient, locale: string): void {
  const prefetch: Prefetch = (options) => void queryClient.prefetchQuery(options);
  const user = queryClient.getQueryData<UserSession>(sessionQueryKey)?.userData;
  if (user?.is_superuser) prefetch(userGroupChoicesQuery());
  prefetch(categoriesQuery(locale));
  prefetch(topicsQuery(locale));
  prefetch(kindsQuery(locale));
  prefetch(restrictionsQuery(locale));
  prefetch(licensesQuery(locale));
  prefetch(granularitiesQuery(locale));
  prefetch(updateFrequenciesQuery(locale));
  prefetch(recordTypesQuery(locale));
}
