/**
 * Values the server writes in French inside its messages (file sizes, large numbers, a bounding
 * box), read in the request's language. Chosen by the placeholder's name, never by the look of the
 * value: a cell of a file quoted in a reason ("« 12 ko » n’est pas un nombre") stays as written.
 */

import { STEP_PLACEHOLDERS, stepWords } from './steps.ts';

type Locale = 'fr' | 'en' | 'it';

/** Placeholders holding a size written by `formatBytes` (net/remoteFetch.ts). */
const SIZES = new Set(['size', 'limit']);
/** Placeholders holding a whole number grouped by thousands the French way ("5 000 000"). */
const NUMBERS = new Set(['rows', 'chars', 'min', 'max']);
/** Placeholders holding a bounding box written `[-52,3325 ; 4,8471 ; …]`. */
const BOXES = new Set(['bbox']);

const UNITS: Record<string, Record<Locale, string>> = {
  octets: { fr: 'octets', en: 'bytes', it: 'byte' },
  ko: { fr: 'ko', en: 'kB', it: 'kB' },
  Mo: { fr: 'Mo', en: 'MB', it: 'MB' },
  Go: { fr: 'Go', en: 'GB', it: 'GB' },
};

const decimal = (locale: Locale, number: string): string =>
  locale === 'en' ? number.replace(',', '.') : number;

function size(locale: Locale, value: string): string {
  const match = /^(-?\d+(?:,\d+)?) (octets|ko|Mo|Go)$/.exec(value);
  const unit = match && UNITS[match[2] ?? ''];
  return match && unit ? `${decimal(locale, match[1] ?? '')} ${unit[locale]}` : value;
}

function grouped(locale: Locale, value: string): string {
  if (!/^-?\d{1,3}(?:[ \u00a0\u202f]\d{3})+$/.test(value)) return value;
  return value.replace(/[ \u00a0\u202f]/g, locale === 'en' ? ',' : '.');
}

function box(locale: Locale, value: string): string {
  if (!/^\[[-\d, ;]+\]$/.test(value)) return value;
  const numbers = value.slice(1, -1).split(' ; ');
  return `[${numbers.map((number) => decimal(locale, number)).join(locale === 'en' ? ', ' : '; ')}]`;
}

/** The value of `{name}` in `locale`; French values stay as written, steps are named in every language. */
export function localiseValue(locale: Locale, name: string, value: string): string {
  if (STEP_PLACEHOLDERS.has(name)) return stepWords(locale, value);
  if (locale === 'fr') return value;
  if (SIZES.has(name)) return size(locale, value);
  if (NUMBERS.has(name)) return grouped(locale, value);
  if (BOXES.has(name)) return box(locale, value);
  return value;
}

/** Placeholders whose value is a message of the table in its turn. */
export const NESTED = new Set(['reason', 'fault', 'hint', 'what', 'expected', 'delimiter', 'problem']);
