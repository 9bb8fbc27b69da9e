/** Interface locales known to the application; the runtime configuration may narrow them. */
export const knownLocales = ['fr', 'en', 'it'] as const;
export type Locale = (typeof knownLocales)[number];

export const defaultLocale: Locale = 'fr';

export function isLocale(value: unknown, supported: readonly string[] = knownLocales): value is Locale {
  return (
    typeof value === 'string' &&
    supported.includes(value) &&
    (knownLocales as readonly string[]).includes(value)
  );
}

/**
 * The path, after the locale segment, of a URL whose locale is missing or invalid (specification
 * section 2): a two-letter first segment is read as a wrong locale and dropped; any other first
 * segment means the locale is missing, so the whole path is kept. It then goes under the default locale.
 */
export function pathWithoutInvalidLocale(pathAfterBase: string): string {
  const segments = pathAfterBase.split('/').filter((segment) => segment !== '');
  const first = segments[0];
  const kept = first !== undefined && /^[a-z]{2}(-[A-Za-z]{2})?$/.test(first) ? segments.slice(1) : segments;
  return kept.length > 0 ? kept.join('/') : 'home';
}
