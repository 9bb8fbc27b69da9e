import { Menu, MenuButton, MenuItem, MenuItems } from '@headlessui/react';
import { useLingui } from '@lingui/react/macro';
import { useRouter, useRouterState } from '@tanstack/react-router';
import { runtimeConfig } from '../config/currentConfig';
import { menuButtonClassName, menuItemsClassName } from './MenuLinkItem';

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
    <Menu as="div" className="relative">
      <MenuButton
        className={menuButtonClassName}
        aria-label={t`Language: ${localeNames[i18n.locale] ?? i18n.locale}`}
      >
        <span aria-hidden="true">{i18n.locale.toUpperCase()}</span>
        <span aria-hidden="true">▾</span>
      </MenuButton>
      <MenuItems anchor="bottom end" className={menuItemsClassName}>
        {locales.map((locale) => (
          <MenuItem key={locale}>
            <button
              type="button"
              lang={locale}
              onClick={() => switchTo(locale)}
              aria-current={locale === i18n.locale ? 'true' : undefined}
              className="block w-full px-4 py-2 text-left text-sm text-slate-800 data-focus:bg-blue-50"
            >
              {localeNames[locale] ?? locale}
            </button>
          </MenuItem>
        ))}
      </MenuItems>
    </Menu>
  );
}
