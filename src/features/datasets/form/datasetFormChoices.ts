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

/** The reference lists the dataset form offers, as useDatasetFormOptions reads them. */
export function datasetFormChoiceQueries(locale: string) {
  return {
    categories: categoriesQuery(locale),
    topics: topicsQuery(locale),
    kinds: kindsQuery(locale),
    restrictions: restrictionsQuery(locale),
    licenses: licensesQuery(locale),
    granularities: granularitiesQuery(locale),
    updateFrequencies: updateFrequenciesQuery(locale),
    recordTypes: recordTypesQuery(locale),
  };
}

/**
 * Starts the choices of the dataset form (useDatasetFormOptions reads the same queries): the reference
 * lists, and every group for a superuser. The route runs it once the session is known: beside the
 * start it would hold the start's own requests back (decision 0020).
 */
export function prefetchDatasetFormChoices(queryClient: QueryClient, locale: string): void {
  const prefetch: Prefetch = (options) => void queryClient.prefetchQuery(options);
  const user = queryClient.getQueryData<UserSession>(sessionQueryKey)?.userData;
  if (user?.is_superuser) prefetch(userGroupChoicesQuery());
  const choices = datasetFormChoiceQueries(locale);
  prefetch(choices.categories);
  prefetch(choices.topics);
  prefetch(choices.kinds);
  prefetch(choices.restrictions);
  prefetch(choices.licenses);
  prefetch(choices.granularities);
  prefetch(choices.updateFrequencies);
  prefetch(choices.recordTypes);
}
