import { type DatasetFilters, datasetsCountQuery, datasetsQuery } from '../../api/datasets';
import {
  categoriesQuery,
  kindsQuery,
  licensesQuery,
  recordTypesQuery,
  topicsQuery,
} from '../../api/referenceLists';
import { userGroupChoicesQuery } from '../../api/usergroups';
import { hasExtension } from '../../config/currentConfig';
import type { Companions } from '../../ui/list/prefetchList';
import type { DatasetListSearch } from './datasetListSearchSchema';

export type { DatasetListSearch } from './datasetListSearchSchema';
// The URL state's schema lives apart, so that the route definitions in the entry do not pull this
// module's query factories (issue 49, bench measure 1).
export { datasetListSearchSchema, datasetOrderings } from './datasetListSearchSchema';
/** The API filters of a URL state (without the page). */
export function filtersOf(search: DatasetListSearch): DatasetFilters {
  return {
    search: search.search || undefined,
    ordering: search.ordering,
    usergroupIds: search.organisation,
    recordTypes: search.record_type,
    categories: search.category,
    topics: search.topic,
    kinds: search.kind,
    licenses: search.license,
    publish: search.publication === undefined ? undefined : search.publication === 'published',
    // Where the backend has no metadata quality, a link's filter is not sent (nor shown).
    qualityFix: hasExtension('metadataQuality') ? search.quality_fix : undefined,
  };
}

/** A dataset whose `publish` is missing or null counts as published (specification section 3). */
export function isPublished(dataset: { publish?: boolean | null }): boolean {
  return dataset.publish !== false;
}

/** The list's query for a URL state: the route's loader and the screen share it. */
export function datasetListOptions(search: DatasetListSearch) {
  return datasetsQuery({ ...filtersOf(search), page: search.page ?? 1 });
}

/** The filters' choices, as DatasetListControls reads them and the route's loader starts them. */
export function datasetListChoiceQueries(locale: string) {
  return {
    groups: userGroupChoicesQuery(),
    recordTypes: recordTypesQuery(locale),
    categories: categoriesQuery(locale),
    topics: topicsQuery(locale),
    kinds: kindsQuery(locale),
    licenses: licensesQuery(locale),
  };
}

/** What the list screen reads beside its rows (DatasetCounts, DatasetListControls): counts and choices. */
export const datasetListCompanions: Companions = (prefetch, locale) => {
  const choices = datasetListChoiceQueries(locale);
  prefetch(datasetsCountQuery());
  prefetch(choices.groups);
  prefetch(choices.recordTypes);
  prefetch(choices.categories);
  prefetch(choices.topics);
  prefetch(choices.kinds);
  prefetch(choices.licenses);
};
