/*
 * Durations in the person's language, from Intl: "3 minutes", "2 heures". A task care
 * screen says how long something takes or since when it is wrong, never a bare number of seconds.
 */

import { numberFormat } from '../../lib/keptIntl';

type Unit = 'second' | 'minute' | 'hour' | 'day';

const UNITS: readonly { unit: Unit; seconds: number }[] = [
  { unit: 'day', seconds: 86_400 },
  { unit: 'hour', seconds: 3_600 },
  { unit: 'minute', seconds: 60 },
  { unit: 'second', seconds: 1 },
];

/** The largest unit that holds at least one of it, and the rounded count of it. */
function largestUnit(seconds: number): { unit: Unit; count: number } {
  const absolute = Math.abs(seconds);
  const found = UNITS.find(({ seconds: size }) => absolute >= size) ?? { unit: 'second', seconds: 1 };
  return { unit: found.unit, count: Math.round(absolute / found.seconds) };
}

/** "3 minutes", "1 hour", "45 seconds" (rounded to the largest unit). */
export function formatDuration(seconds: number, locale: string): string {
  const { unit, count } = largestUnit(Math.max(0, seconds));
  return numberFormat(locale, { style: 'unit', unit, unitDisplay: 'long' }).format(count);
}

/** The time from a date to now as a duration, "2 hours"; empty when the date is missing or invalid. */
export function formatElapsed(
  value: string | null | undefined,
  locale: string,
  now: number = Date.now(),
): string {
  if (!value) return '';
  const time = new Date(value).getTime();
  if (Number.isNaN(time)) return '';
  return formatDuration((now - time) / 1000, locale);
}
