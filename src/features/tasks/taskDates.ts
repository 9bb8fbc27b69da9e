import type { DateInput } from '../../lib/formatDate';
import { dateTimeFormat } from '../../lib/keptIntl';

/**
 * A task's date and time with seconds: the steps of one task are often seconds apart, and the short
 * format would show them all at the same minute. Empty when missing or invalid.
 */
export function formatInstant(value: DateInput, locale: string, timeZone?: string): string {
  if (value === null || value === undefined || value === '') return '';
  const date = new Date(value);
  if (Number.isNaN(date.getTime())) return '';
  return dateTimeFormat(locale, { dateStyle: 'short', timeStyle: 'medium', timeZone }).format(date);
}
