import { i18n, type Messages } from '@lingui/core';
import { messages as frenchMessages } from '../../locales/fr/messages.po';
import { defaultLocale, type Locale } from './locales';

// French, the default and fallback locale, comes with the application: most people use it, and a
// separate request would hold the first screen back by one more round trip (issue 18).
const catalogs: Record<Locale, () => Promise<{ messages: Messages }>> = {
  fr: async () => ({ messages: frenchMessages }),
  en: () => import('../../locales/en/messages.po'),
  it: () => import('../../locales/it/messages.po'),
};

const loaded = new Set<Locale>();

/** Loads a locale's catalog (once) and makes it the active one. */
export async function activateLocale(locale: Locale): Promise<void> {
  if (!loaded.has(locale)) {
    const { messages } = await catalogs[locale]();
    i18n.load(locale, messages);
    loaded.add(locale);
  }
  i18n.activate(locale);
  document.documentElement.lang = locale;
}

export function activeLocale(): Locale {
  return (i18n.locale || defaultLocale) as Locale;
}

export { i18n };
