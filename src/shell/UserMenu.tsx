import { Trans, useLingui } from '@lingui/react/macro';
import { useRouterState } from '@tanstack/react-router';
import { displayNameOf } from '../auth/session';
import { useSession } from '../auth/useSession';
import { runtimeConfig } from '../config/currentConfig';
import { currentPlace, loginPageUrl } from './loginLinks';
import { LazyHeaderMenu } from './menus/LazyHeaderMenu';

/** Signed in: the person's name, a profile link and a sign-out link. Signed out: a message and a sign-in link. */
export function UserMenu() {
  const { t, i18n } = useLingui();
  const session = useSession();
  const location = useRouterState({ select: (state) => state.location });
  const here = currentPlace({
    pathname: `/publish${location.pathname}`,
    search: location.searchStr,
    hash: location.hash ? `#${location.hash}` : '',
  });
  const config = runtimeConfig();
  const user = session.userData;

  if (!session.isUserAuthenticated || !user) {
    return (
      <p className="flex items-center gap-2 text-sm text-slate-700">
        <span>
          <Trans>You are not signed in.</Trans>
        </span>
        <a
          className="font-medium text-blue-700 underline"
          href={loginPageUrl(config, i18n.locale, 'signin', here)}
        >
          {t`Sign in`}
        </a>
      </p>
    );
  }

  return (
    <LazyHeaderMenu
      button={{
        content: (
          <>
            <span>{displayNameOf(user)}</span>
            <span aria-hidden="true">▾</span>
          </>
        ),
      }}
      entries={[
        { key: 'profile', label: t`Profile`, href: loginPageUrl(config, i18n.locale, 'profile', here) },
        // Back to the home of the interface's language: the bare base path would open the French one.
        {
          key: 'signout',
          label: t`Sign out`,
          href: loginPageUrl(config, i18n.locale, 'signout', `/publish/${i18n.locale}/home/`),
        },
      ]}
    />
  );
}
