import { queryOptions } from '@tanstack/react-query';
import type { components } from '../../contract/schema.gen';
import { runtimeConfig } from '../config/currentConfig';
import { API_LOCALE_HEADER } from './client';
import { call, http, type RequestOptions } from './http';
import { datasetKeys } from './keys';
import { referenceListQuery } from './referenceLists';
import { compact } from './searchParams';

/*
 * Metadata quality (issue 51, extension `metadataQuality`): a dataset's two scores with the facts
 * about its resources that only the server knows, and an organisation's or the platform's summary.
 * The dataset's quality hangs below its detail key, so that a save (which invalidates the detail)
 * reads it again.
 */

export type DatasetQuality = components['schemas']['DatasetQuality'];
export type QualitySummary = components['schemas']['QualitySummary'];
export type QualityFixSummary = components['schemas']['QualityFixSummary'];
export type QualityIndicatorMiss = components['schemas']['QualityIndicatorMiss'];
export type WireDistributionFacts = components['schemas']['DistributionFacts'];

export function datasetQualityQuery(datasetId: number) {
  return queryOptions({
    queryKey: [...datasetKeys.detail(datasetId), 'quality'] as const,
    queryFn: ({ signal }: RequestOptions) =>
      call(
        http().GET('/dataset/datasets/{id}/quality/', {
          params: { path: { id: datasetId } },
          signal,
        }),
      ),
  });
}

/** An organisation's summary, or the platform's (the superuser's) with `usergroupId` null. */
export function qualitySummaryQuery(usergroupId: number | null) {
  const query = compact({ usergroup_id: usergroupId ?? undefined });
  return queryOptions({
    queryKey: ['dataset', 'quality-summary', 'detail', query] as const,
    queryFn: ({ signal }: RequestOptions) =>
      call(http().GET('/dataset/quality/summary/', { params: { query }, signal })),
  });
}

/**
 * The API locale the platform stores its reference lists' labels in (the first it serves, French on
 * OneGeo): the DCAT-AP mapping matches those labels to the EU vocabularies, on the server and in
 * the browser alike, whatever the interface's language.
 */
export const storedLabelsLocale = (): string => runtimeConfig().apiLocales[0] ?? 'fr';

/**
 * The reference lists the DCAT-AP mapping reads (contract/quality/fromDataset.ts), in the stored
 * labels' locale. Keyed as the form's own lists: in that locale they share the form's cache.
 */
export function qualityLabelQueries(locale: string = storedLabelsLocale()) {
  const headers = { [API_LOCALE_HEADER]: locale };
  return {
    categories: referenceListQuery(
      'dataset',
      'categories',
      ({ signal }) => call(http().GET('/dataset/categories/', { headers, signal })),
      locale,
    ),
    licences: referenceListQuery(
      'dataset',
      'licenses',
      ({ signal }) => call(http().GET('/dataset/licenses/', { headers, signal })),
      locale,
    ),
    updateFrequencies: referenceListQuery(
      'dataset',
      'update-frequencies',
      ({ signal }) => call(http().GET('/dataset/update-frequencies/', { headers, signal })),
      locale,
    ),
    restrictions: referenceListQuery(
      'dataset',
      'restrictions',
      ({ signal }) => call(http().GET('/dataset/restrictions/', { headers, signal })),
      locale,
    ),
    granularities: referenceListQuery(
      'dataset',
      'granularities',
      ({ signal }) => call(http().GET('/dataset/granularities/', { headers, signal })),
      locale,
    ),
    contactRoles: referenceListQuery(
      'dataset',
      'contact-roles',
      ({ signal }) => call(http().GET('/dataset/contact-roles/', { headers, signal })),
      locale,
    ),
    dataFormats: referenceListQuery(
      'resource',
      'data-format',
      ({ signal }) => call(http().GET('/resource/data-format/', { headers, signal })),
      locale,
    ),
  };
}
