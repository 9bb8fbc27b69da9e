import type { I18n, MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { FormField } from './saveConflict';

/** The labels of the dataset form, to name the fields someone else changed (and those a save changed). */
export const FORM_FIELD_LABELS: Readonly<Record<FormField, MessageDescriptor>> = {
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
};

export const fieldLabel = (i18n: I18n, field: FormField): string => i18n._(FORM_FIELD_LABELS[field]);
