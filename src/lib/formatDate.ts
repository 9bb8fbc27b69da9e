// One formatter per locale, style and zone, kept (src/lib/keptIntl.ts): a list formats two dates on each
// of its rows at every render (issue 31: rows on screen within 100 ms of the answer).
import { dateTimeFormat } from './keptIntl';

export type DateInput = Date | string | number | null | undefined;

type FormatOptions = {
  /** IANA time zone; the browser's by default. Tests pass 'UTC' to be independent of the machine. */
  timeZone?: string;
};

/** The short date of the locale: 05/03/2024 (fr), 3/5/24 (en), 05/03/24 (it). Empty when missing or invalid. */
export function formatDate(value: DateInput, locale: string, options: FormatOptions = {}): string {
  const date = toDate(value);
  if (!date) return '';
  return dateTimeFormat(locale, { dateStyle: 'short', timeZone: options.timeZone }).format(date);
}

/** The short date and time of the locale: 05/03/2024 14:30 (fr), 3/5/24, 2:30 PM (en). */
export function formatDateTime(value: DateInput, locale: string, options: FormatOptions = {}): string {
  const date = toDate(value);
  if (!date) return '';
  return dateTimeFormat(locale, {
    dateStyle: 'short',
    timeStyle: 'short',
    timeZone: options.timeZone,
  }).format(date);
}

const calendarDate = /^(\d{4})-(\d{2})-(\d{2})$/;

function toDate(value: DateInput): Date | null {
  if (value === null || value === undefined || value === '') return null;
  if (typeof value === 'string') {
    // A bare date such as publication_date '2024-03-05' is a calendar day, not an instant: Date
    // would read it as UTC midnight and show the day before west of Greenwich (French Guiana).
    const parts = calendarDate.exec(value);
    if (parts) {
      const [, year, month, day] = parts;
      return valid(new Date(Number(year), Number(month) - 1, Number(day)));
    }
  }
  return valid(new Date(value));
}

function valid(date: Date): Date | null {
  return Number.isNaN(date.getTime()) ? null : date;
}
