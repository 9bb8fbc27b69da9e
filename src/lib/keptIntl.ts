import { inNextTask } from './nextTask';

// Intl's formatters are costly to make and cheap to use: making the first of a locale loads its data
// (up to 8 ms of CPU, 30 ms on a phone at 4×), each further one still costs about 0.3 ms, and using
// one costs about 0.01 ms. Made at every call, a duration's formatter was a fifth of the home screen's
// script time on a throttled phone (issue 49, bench measure 2). So each is made once per locale and
// options, and kept: a session uses a few dozen.

const kept = new Map<string, unknown>();

function keep<T>(key: string, make: () => T): T {
  let found = kept.get(key) as T | undefined;
  if (found === undefined) {
    found = make();
    kept.set(key, found);
  }
  return found;
}

export function numberFormat(locale: string, options: Intl.NumberFormatOptions = {}): Intl.NumberFormat {
  return keep(`number ${locale} ${JSON.stringify(options)}`, () => new Intl.NumberFormat(locale, options));
}

export function dateTimeFormat(
  locale: string,
  options: Intl.DateTimeFormatOptions = {},
): Intl.DateTimeFormat {
  return keep(`date ${locale} ${JSON.stringify(options)}`, () => new Intl.DateTimeFormat(locale, options));
}

export function listFormat(locale: string, options: Intl.ListFormatOptions = {}): Intl.ListFormat {
  return keep(`list ${locale} ${JSON.stringify(options)}`, () => new Intl.ListFormat(locale, options));
}

/** The locale's order of words, for sorting labels. */
export function collator(locale: string): Intl.Collator {
  return keep(`collator ${locale}`, () => new Intl.Collator(locale));
}

/**
 * The formatters a screen is about to use, by what they are for. The first of each kind in a locale
 * loads that kind's data: a collator 77 ms, a list's formatter 55 ms, the dates' 30 ms on a throttled
 * phone (issue 49, bench measure 2), which otherwise land in the task that renders the screen.
 */
const warmers = {
  /** A short date (formatDate). */
  date: (locale: string) => dateTimeFormat(locale, { dateStyle: 'short' }),
  /** A short date and time (formatDateTime). */
  dateTime: (locale: string) => dateTimeFormat(locale, { dateStyle: 'short', timeStyle: 'short' }),
  /** 'PNG, JPG or GIF' (a file field's accepted formats). */
  alternatives: (locale: string) => listFormat(locale, { type: 'disjunction' }),
  /** The order of labels (a reference list, sorted as it arrives). */
  order: (locale: string) => collator(locale),
  /**
   * The names of a date's parts ('jour', 'mois'), which React Aria's date field makes for itself in
   * each field: only the first one in a locale loads the data (21 ms of CPU, 85 ms at 4×; the next one
   * 0.1 ms), so one made here takes that cost out of the first field's build.
   */
  dateParts: (locale: string) => new Intl.DisplayNames(locale, { type: 'dateTimeField' }),
} satisfies Record<string, (locale: string) => unknown>;

export type Warmable = keyof typeof warmers;

/**
 * Makes, each in a task of its own run soon (see nextTask), the formatters of `kinds` in `locale`:
 * called where the screen's data is asked for, they are made while it travels. One task each: together
 * they would be a long task of their own at 4×. Returns a cancel function.
 */
export function warmFormatters(locale: string, kinds: readonly Warmable[]): () => void {
  let next = 0;
  let cancel = inNextTask(function step() {
    const kind = kinds[next];
    next += 1;
    if (kind) warmers[kind](locale);
    if (next < kinds.length) cancel = inNextTask(step);
  });
  return () => cancel();
}
