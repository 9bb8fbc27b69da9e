import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';

/**
 * The label of each field a change names (its API name, `tags` for the keywords): the dataset
 * form's labels, so that the history reads as the form does. An unknown field shows its name.
 */
export const fieldLabels: Readonly<Record<string, MessageDescriptor>> = {
  display_name: msg`Name`,
  codename: msg`Identification code`,
  description: msg`Description`,
  tags: msg`Keywords`,
  categories: msg`Categories`,
  topics: msg`Topics`,
  kinds: msg`Kinds`,
  recommended_usage: msg`Recommended usage`,
  restrictions: msg`Restrictions`,
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
  extras: msg`Additional metadata`,
};

/** Long texts, shown as a word-level difference rather than as two whole texts. */
export const LONG_TEXT_FIELDS: ReadonlySet<string> = new Set(['description', 'recommended_usage']);
