import { queryOptions } from '@tanstack/react-query';
import type { components } from '../../contract/schema.gen';
import { collator, warmFormatters } from '../lib/keptIntl';
import { call, http, type RequestOptions } from './http';
import { referenceListKey } from './shellKeys';

export type ReferenceItem = components['schemas']['ReferenceItem'];

/** Interface locale used when none is given: French is the default and fallback. */
export const DEFAULT_LOCALE = 'fr';

/** A copy of the items sorted alphabetically by label, the way the given locale sorts words. */
export function sortByLabel<T extends { label: string }>(
  items: readonly T[],
  locale: string = DEFAULT_LOCALE,
): T[] {
  // One collator per locale, kept: the start sorts some ten reference lists, and a collator's creation
  // was most of their sorting, 40–110 ms on a throttled phone (issue 49, bench measure 2, TBT).
  const { compare } = collator(locale);
  return [...items].sort((a, b) => compare(a.label, b.label));
}

/** Reference lists hardly change during a session: fetched once per locale. */
const REFERENCE_STALE_TIME = Number.POSITIVE_INFINITY;

/**
 * Query options of a reference list: fetched with react-query's signal, sorted by label once (in the
 * queryFn, so every reader gets the sorted array), keyed by locale because the server translates labels.
 */
export function referenceListQuery<
  const S extends string,
  const C extends string,
  T extends { label: string },
>(
  service: S,
  name: C,
  fetchList: (options: RequestOptions) => Promise<readonly T[]>,
  locale: string = DEFAULT_LOCALE,
) {
  return queryOptions({
    queryKey: referenceListKey(service, name, locale),
    queryFn: async ({ signal }) => {
      // The collator is made while the list travels, not in the task its answer arrives in.
      warmFormatters(locale, ['order']);
      return sortByLabel(await fetchList({ signal }), locale);
    },
    staleTime: REFERENCE_STALE_TIME,
  });
}

export function listCategories({ signal }: RequestOptions = {}) {
  return call(http().GET('/dataset/categories/', { signal }));
}
export function listGranularities({ signal }: RequestOptions = {}) {
  return call(http().GET('/dataset/granularities/', { signal }));
}
export function listLicenses({ signal }: RequestOptions = {}) {
  return call(http().GET('/dataset/licenses/', { signal }));
}
export function listTopics({ signal }: RequestOptions = {}) {
  return call(http().GET('/dataset/topics/', { signal }));
}
export function listKinds({ signal }: RequestOptions = {}) {
  return call(http().GET('/dataset/kinds/', { signal }));
}
export function listRestrictions({ signal }: RequestOptions = {}) {
  return call(http().GET('/dataset/restrictions/', { signal }));
}
export function listUpdateFrequencies({ signal }: RequestOptions = {}) {
  return call(http().GET('/dataset/update-frequencies/', { signal }));
}
export function listRecordTypes({ signal }: RequestOptions = {}) {
  return call(http().GET('/dataset/record-types/', { signal }));
}
export function listContactRoles({ signal }: RequestOptions = {}) {
  return call(http().GET('/dataset/contact-roles/', { signal }));
}
export function listSchedulers({ signal }: RequestOptions = {}) {
  return call(http().GET('/dataset/schedulers/', { signal }));
}

export const categoriesQuery = (locale?: string) =>
  referenceListQuery('dataset', 'categories', listCategories, locale);
export const granularitiesQuery = (locale?: string) =>
  referenceListQuery('dataset', 'granularities', listGranularities, locale);
export const licensesQuery = (locale?: string) =>
  referenceListQuery('dataset', 'licenses', listLicenses, locale);
export const topicsQuery = (locale?: string) => referenceListQuery('dataset', 'topics', listTopics, locale);
export const kindsQuery = (locale?: string) => referenceListQuery('dataset', 'kinds', listKinds, locale);
export const restrictionsQuery = (locale?: string) =>
  referenceListQuery('dataset', 'restrictions', listRestrictions, locale);
export const updateFrequenciesQuery = (locale?: string) =>
  referenceListQuery('dataset', 'update-frequencies', listUpdateFrequencies, locale);
export const recordTypesQuery = (locale?: string) =>
  referenceListQuery('dataset', 'record-types', listRecordTypes, locale);
export const contactRolesQuery = (locale?: string) =>
  referenceListQuery('dataset', 'contact-roles', listContactRoles, locale);
/** Schedulers of resource updates and indexers; ReferenceItems too, sorted like the others. */
export const schedulersQuery = (locale?: string) =>
  referenceListQuery('dataset', 'schedulers', listSchedulers, locale);
