import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';

/**
 * The labels of the dataset form's fields. The save conflict names the fields with them (typed there
 * by the form's values), and the changes below, so that a history or a trial reads as the form does.
 */
export const DATASET_FORM_FIELD_LABELS = {
  display_name: msg`Name`,
  description: msg`Description`,
  descriptionEditor: msg`Description`,
  tags: msg`Keywords`,
  categories: msg`Categories`,
  topics: msg`Topics`,
  kinds: msg`Kinds`,
  restrictions: msg`Restrictions`,
  recommended_usage: msg`Recommended usage`,
  usergroup: msg`Organisation`,
  license: msg`Licence`,
  granularity: msg`Geographical granularity`,
  geographical_coverage: msg`Geographical coverage`,
  creation_date: msg`Creation date`,
  last_review_date: msg`Last review date`,
  publication_date: msg`Publication date`,
  last_update_date: msg`Last update date`,
  update_frequency: msg`Update frequency`,
  vintage_year: msg`Vintage year`,
  constitution_mode: msg`Constitution mode`,
  record_type: msg`Record type`,
  parent: msg`Parent dataset`,
  default_permission_level: msg`Default permission level`,
} as const satisfies Record<string, MessageDescriptor>;

/**
 * The label of each field a change names (its API name, `tags` for the keywords): the form's labels,
 * and those of the fields only other writers change (a harvest keeps the record's bounds). An unknown
 * field shows its name.
 */
export const fieldLabels: Readonly<Record<string, MessageDescriptor>> = {
  ...DATASET_FORM_FIELD_LABELS,
  codename: msg`Identification code`,
  extras: msg`Additional metadata`,
  bounds: msg`Bounds`,
};

/** Long texts, shown as a word-level difference rather than as two whole texts. */
export const LONG_TEXT_FIELDS: ReadonlySet<string> = new Set(['description', 'recommended_usage']);
