import { type I18n, i18n, type Messages } from '@lingui/core';
import { defaultLocale, type Locale } from './locales';
import { frenchMessages } from './moduleMessages';

/** Fetches one locale's catalogue. */
export type CatalogLoader = () => Promise<{ messages: Messages }>;

// French, the default and fallback locale, comes with the application: most people use it, and a
// separate request would hold the first screen back by one more round trip (issue 18). Each module brings
// its own French messages (decision 0034): the catalogue is the registry they add to, handed to Lingui by
// reference on the first activation, so that French finds the words of chunks loaded later as well (after
// a switch to English and back too).
export const catalogLoaders: Record<Locale, CatalogLoader> = {
  fr: async () => ({ messages: frenchMessages }),
  en: () => import('../../locales/en/messages.po'),
  it: () => import('../../locales/it/messages.po'),
};

/**
 * The locale activation over some catalogue loaders (tests give failing ones). A catalogue that fails
 * to load (a dropped connection, a release that removed the old file) leaves the interface in French,
 * which comes with the application, rather than a blank page or a route error (issue 31). The failure
 * holds for the place where it happened (the first render and the route's check of one address ask
 * once, not twice); the next navigation fetches the catalogue again. Calls made while a catalogue is
 * on its way share its request, and a failed request warns once.
 */
export function localeActivation(
  loaders: Record<Locale, CatalogLoader>,
  { target = i18n, place = () => window.location.href }: { target?: I18n; place?: () => string } = {},
) {
  const loaded = new Set<Locale>();
  const loading = new Map<Locale, Promise<boolean>>();
  /** Where each catalogue last failed to load. */
  const failedAt = new Map<Locale, string>();

  const load = (locale: Locale): Promise<boolean> => {
    const pending = loading.get(locale);
    if (pending) return pending;
    const request = loaders[locale]().then(
      ({ messages }) => {
        target.load(locale, messages);
        loaded.add(locale);
        return true;
      },
      (error: unknown) => {
        failedAt.set(locale, place());
        console.warn(`The ${locale} catalogue did not load; the interface stays in French.`, error);
        return false;
      },
    );
    const settled = request.finally(() => loading.delete(locale));
    loading.set(locale, settled);
    return settled;
  };

  /** Makes a locale the active one, loading its catalogue once; resolves with the locale activated. */
  return async function activateLocale(locale: Locale): Promise<Locale> {
    const usable = loaded.has(locale) || (failedAt.get(locale) !== place() && (await load(locale)));
    if (!usable && locale !== defaultLocale) return activateLocale(defaultLocale);
    target.activate(locale);
    document.documentElement.lang = locale;
    return locale;
  };
}

/** Loads a locale's catalog (once) and makes it the active one; French if that catalogue fails. */
export const activateLocale = localeActivation(catalogLoaders);

export function activeLocale(): Locale {
  return (i18n.locale || defaultLocale) as Locale;
}

export { i18n };
