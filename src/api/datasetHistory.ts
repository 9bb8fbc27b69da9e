import type { components } from '../../contract/schema.gen';
import { call, http } from './http';

/*
 * A dataset's history (issue 33), this product's extension of the dataset API: restore an earlier
 * version as a new save. Screens call it only where the runtime configuration says the backend
 * offers it (hasExtension('datasetHistory')).
 */

export type FieldChange = components['schemas']['FieldChange'];
export type ActivityBulkEdit = components['schemas']['ActivityBulkEdit'];

/** Saves the dataset as `versionId` left it; `ifMatch` is the `last_modified` read (412 if stale). */
export function restoreDatasetVersion(id: number, versionId: number, ifMatch: string) {
  return call(
    http().POST('/dataset/datasets/{id}/versions/{versionId}/restore/', {
      params: { path: { id, versionId }, header: { 'If-Match': ifMatch } },
    }),
  );
}
