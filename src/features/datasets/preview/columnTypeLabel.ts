import type { I18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { PreviewColumn } from '../../../api/resourcePreview';
import { numberFormat } from '../../../lib/keptIntl';

const LABELS = {
  integer: msg`integer`,
  decimal: msg`decimal`,
  boolean: msg`boolean`,
  date: msg`date`,
  text: msg`text`,
} as const;

/** The type the processing found for a column, as the person reads it. */
export const columnTypeLabel = (i18n: I18n, type: PreviewColumn['type']): string => i18n._(LABELS[type]);

/** A count written the way of the person's language ("1 000 000" in French). */
export const formatCount = (locale: string, value: number): string => numberFormat(locale).format(value);
