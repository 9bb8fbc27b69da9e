import * as v from 'valibot';
import {
  type DatasetFilters,
  type DatasetOrdering,
  datasetsCountQuery,
  datasetsQuery,
} from '../../api/datasets';
import {
  categoriesQuery,
  kindsQuery,
  licensesQuery,
  recordTypesQuery,
  topicsQuery,
} from '../../api/referenceLists';
import { userGroupChoicesQuery } from '../../api/usergroups';
import type { Companions } from '../../ui/list/prefetchList';

/** Sort options of the dataset list (specification section 2), each as the API's direction + field. */
export const datasetOrderings = [
  '-last_modified',
  'last_modified',
  'display_name',
  '-display_name',
  'usergroup__display_name',
  '-usergroup__display_name',
  '-creation_date',
  'creation_date',
  'publish',
  '-publish',
] as const satisfies readonly DatasetOrdering[];

const idList = v.fallback(v.optional(v.array(v.pipe(v.number(), v.integer(), v.minValue(1)))), undefined);

/**
 * The list's state in the URL, so that a reload, a shared link or the back button brings back the same
 * page, search, sort and filters. Unusable values are dropped instead of failing the screen.
 */
export const datasetListSearchSchema = v.object({
  page: v.fallback(v.optional(v.pipe(v.number(), v.integer(), v.minValue(1))), undefined),
  search: v.fallback(v.optional(v.string()), undefined),
  ordering: v.fallback(v.optional(v.picklist(datasetOrderings)), undefined),
  organisation: idList,
  record_type: idList,
  category: idList,
  topic: idList,
  kind: idList,
  license: idList,
  publication: v.fallback(v.optional(v.picklist(['published', 'unpublished'])), undefined),
});

export type DatasetListSearch = v.InferOutput<typeof datasetListSearchSchema>;

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
