import { queryOptions } from '@tanstack/react-query';
import type { components } from '../../contract/schema.gen';
import { call, http, type RequestOptions } from './http';
import { datasetKeys } from './keys';
import { invalidatingMutation } from './mutations';

/*
 * Bulk metadata edits (issue 33), this product's extension of the dataset API: preview, apply, the
 * list of the person's batches, and undo. Screens call them only where the runtime configuration says
 * the backend offers them (hasExtension('bulkEdit')).
 */

export type BulkEditInput = components['schemas']['BulkEditInput'];
export type BulkEditOperation = components['schemas']['BulkEditOperation'];
export type BulkEditPreview = components['schemas']['BulkEditPreview'];
export type BulkEdit = components['schemas']['BulkEdit'];
export type BulkEditUndoResult = components['schemas']['BulkEditUndoResult'];

export const bulkEditKeys = {
  all: ['dataset', 'bulk-edits'] as const,
  list: (page: number) => ['dataset', 'bulk-edits', 'list', { page }] as const,
  detail: (id: number) => ['dataset', 'bulk-edits', 'detail', id] as const,
};

/** What the edit would change, from the datasets as they are now (a dry run of applyBulkEdit). */
export function previewBulkEdit(body: BulkEditInput, { signal }: RequestOptions = {}) {
  return call(http().POST('/dataset/bulk-edits/preview/', { body, signal }));
}

export function applyBulkEdit(body: BulkEditInput) {
  return call(http().POST('/dataset/bulk-edits/', { body }));
}

export function undoBulkEdit(id: number) {
  return call(http().POST('/dataset/bulk-edits/{id}/undo/', { params: { path: { id } } }));
}

/**
 * Undoing a batch: any dataset may have changed, and the batch itself (its Undo goes). Its screens
 * show a refusal themselves (the list above it, the confirmation of the history).
 */
export function undoBulkEditMutation() {
  return invalidatingMutation({
    mutationKey: [...bulkEditKeys.all, 'undo'],
    mutationFn: (id: number) => undoBulkEdit(id),
    invalidates: () => [datasetKeys.all],
    meta: { errorsShownByScreen: true },
  });
}

export function bulkEditsQuery(page = 1) {
  return queryOptions({
    queryKey: bulkEditKeys.list(page),
    queryFn: ({ signal }) =>
      call(http().GET('/dataset/bulk-edits/', { params: { query: { page } }, signal })),
  });
}

export function bulkEditQuery(id: number) {
  return queryOptions({
    queryKey: bulkEditKeys.detail(id),
    queryFn: ({ signal }) =>
      call(http().GET('/dataset/bulk-edits/{id}/', { params: { path: { id } }, signal })),
  });
}
