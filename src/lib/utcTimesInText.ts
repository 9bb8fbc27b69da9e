import { formatDateTime } from './formatDate';

/** A time as the server writes it inside a sentence, the same in every language: `2026-12-06 09:41 UTC`. */
const UTC_TIME = /\b(\d{4}-\d{2}-\d{2}) (\d{2}:\d{2}) UTC\b/g;

/**
 * A server's sentence with its UTC times written as the person's other dates are: in their time
 * zone and language (a restored version's date in the history, issue 48, U11). The server cannot
 * do it: it does not know the person's time zone.
 */
export function localiseUtcTimes(text: string, locale: string): string {
  return text.replace(UTC_TIME, (_, day: string, time: string) =>
    formatDateTime(`${day}T${time}:00Z`, locale),
  );
}
