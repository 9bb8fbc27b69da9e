// Where the platform holds each DCAT-AP property the scores read (issue 51): the name of the field
// in the dataset's form (src/features/datasets/form/datasetFormSchema.ts) or in a resource's record,
// so that a missed indicator or a fix opens the place to act. One table, so that a change in the
// export's mapping (contract/quality/fromDataset.ts) is followed here in one place.

import type { FixTarget } from './scores.ts';

/** Dataset form fields, by the DCAT-AP property they become. */
export const DATASET_FIELD = {
  title: 'display_name',
  description: 'description',
  keywords: 'tags',
  themes: 'categories',
  spatial: 'geographical_coverage',
  temporal: 'vintage_year',
  issued: 'publication_date',
  modified: 'last_update_date',
  accrualPeriodicity: 'update_frequency',
  publisher: 'usergroup',
  // The dataset's contacts are attached in its contact-roles panel, not in the form.
  contactPoint: 'contacts',
  licence: 'license',
  accessRights: 'default_permission_level',
  rights: 'restrictions',
} as const;

/** Resource fields, by the DCAT-AP property of the distribution they become. */
export const RESOURCE_FIELD = {
  format: 'dataformat_id',
  description: 'description',
  modified: 'last_update',
} as const;

export function datasetTarget(field: keyof typeof DATASET_FIELD): FixTarget {
  return { kind: 'dataset', field: DATASET_FIELD[field] };
}

/** A resource, or one of its fields (null: the resource itself, e.g. its file or its address). */
export function resourceTarget(resourceId: number, field: keyof typeof RESOURCE_FIELD | null): FixTarget {
  return { kind: 'resource', resourceId, field: field === null ? null : RESOURCE_FIELD[field] };
}
