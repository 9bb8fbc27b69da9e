import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { FORM_FIELD_LABELS } from '../../conflict/fieldLabels';

/**
 * The label of each field a change names (its API name, `tags` for the keywords): the dataset
 * form's labels, so that the history reads as the form does. An unknown field shows its name.
 */
export const fieldLabels: Readonly<Record<string, MessageDescriptor>> = {
  ...FORM_FIELD_LABELS,
  codename: msg`Identification code`,
  extras: msg`Additional metadata`,
};

/** Long texts, shown as a word-level difference rather than as two whole texts. */
export const LONG_TEXT_FIELDS: ReadonlySet<string> = new Set(['description', 'recommended_usage']);
