import { useLingui } from '@lingui/react/macro';
import { useRouter, useRouterState } from '@tanstack/react-router';
import { runtimeConfig } from '../config/currentConfig';
import { LazyHeaderMenu } from './menus/LazyHeaderMenu';

// Each language is named in itself, so that a person who does not read the current one finds theirs.
const localeNames: Record<string, string> = { fr: 'Français', en: 'English', it: 'Italiano' };

/** Switching locale re-navigates to the same route with the new locale and keeps the query and hash. */
export function LocaleSwitcher() {
  const { t, i18n } = useLingui();
  const router = useRouter();
  const location = useRouterState({ select: (state) => state.location });
  const locales = runtimeConfig().supportedLocales;

  function switchTo(locale: string) {
    const [, , ...rest] = location.pathname.split('/');
    const hash = location.hash ? `#${location.hash}` : '';
    void router.navigate({ href: `/${[locale, ...rest].join('/')}${location.searchStr}${hash}` });
  }

  return (
    <LazyHeaderMenu
      button={{
        label: t`Language: ${localeNames[i18n.locale] ?? i18n.locale}`,
        content: (
          <>
            <span aria-hidden="true">{i18n.locale.toUpperCase()}</span>
            <span aria-hidden="true">▾</span>
          </>
        ),
      }}
      entries={locales.map((locale) => ({
        key: locale,
        label: localeNames[locale] ?? locale,
        lang: locale,
        current: locale === i18n.locale,
        onSelect: () => switchTo(locale),
      }))}
    />
  );
}
