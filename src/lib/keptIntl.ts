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
