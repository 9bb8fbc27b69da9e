import { queryOptions } from '@tanstack/react-query';
import type { components } from '../../contract/schema.gen';
import { call, http, type RequestOptions } from './http';
import { datasetKeys } from './keys';
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
