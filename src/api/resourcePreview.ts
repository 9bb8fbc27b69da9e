import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import type { components } from '../../contract/schema.gen';
import { call, http, type RequestOptions } from './http';
import { datasetKeys } from './keys';

/*
 * A resource's preview (issue 50): what processing found in its data, the rows a page at a time and
 * the bounded features of its map. Whoever may consult the dataset may read it.
 */

export type ResourcePreview = components['schemas']['ResourcePreview'];
export type PreviewColumn = components['schemas']['PreviewColumn'];
export type PreviewRow = components['schemas']['PreviewRow'];
export type PreviewFeatures = components['schemas']['PreviewFeatures'];

/** Rows a preview page shows. */
export const PREVIEW_PAGE_SIZE = 20;

type Ids = { dataset: number; resource: number };
const path = ({ dataset, resource }: Ids) => ({ id: dataset, resourceId: resource });
const keys = (ids: Ids) => [...datasetKeys.detail(ids.dataset), 'preview', ids.resource] as const;

export function resourcePreviewQuery(ids: Ids) {
  return queryOptions({
    queryKey: keys(ids),
    queryFn: ({ signal }: RequestOptions) =>
      call(
        http().GET('/dataset/datasets/{id}/resource/{resourceId}/preview/', {
          params: { path: path(ids) },
          signal,
        }),
      ),
  });
}

export function resourcePreviewRowsQuery(ids: Ids, page: number) {
  return queryOptions({
    queryKey: [...keys(ids), 'rows', { page, page_size: PREVIEW_PAGE_SIZE }],
    queryFn: ({ signal }: RequestOptions) =>
      call(
        http().GET('/dataset/datasets/{id}/resource/{resourceId}/preview/rows/', {
          params: { path: path(ids), query: { page, page_size: PREVIEW_PAGE_SIZE } },
          signal,
        }),
      ),
    placeholderData: keepPreviousData,
  });
}

export function resourcePreviewFeaturesQuery(ids: Ids) {
  return queryOptions({
    queryKey: [...keys(ids), 'features'],
    queryFn: ({ signal }: RequestOptions) =>
      call(
        http().GET('/dataset/datasets/{id}/resource/{resourceId}/preview/features/', {
          params: { path: path(ids) },
          signal,
        }),
      ),
    staleTime: Number.POSITIVE_INFINITY,
  });
}
