import { useLingui } from '@lingui/react/macro';
import { Link, useParams } from '@tanstack/react-router';
import { canAccess } from '../auth/access';
import { useSession } from '../auth/useSession';
import { runtimeConfig } from '../config/currentConfig';
import { LocaleSwitcher } from './LocaleSwitcher';
import { Logo } from './Logo';
import { ServicesMenu } from './ServicesMenu';
import { UserMenu } from './UserMenu';

const navLinkClassName =
  'rounded px-3 py-2 text-sm font-medium text-slate-800 hover:bg-slate-100 aria-[current=page]:bg-blue-50 aria-[current=page]:text-blue-900';

/** Logo, home, Data and Accounts (as the access rules allow), services, the person, the language. */
export function Header() {
  const { t } = useLingui();
  const { locale } = useParams({ from: '/$locale' });
  const user = useSession().userData;
  return (
    <header className="border-b border-slate-200 bg-white">
      <div className="mx-auto flex max-w-7xl flex-wrap items-center gap-2 px-4 py-2">
        <a href={runtimeConfig().homeSiteUrl} className="mr-2 flex items-center gap-2 rounded">
          <Logo />
          <span className="text-lg font-semibold text-slate-900">{t`Publish`}</span>
          <span className="sr-only">{t`(public home site)`}</span>
        </a>
        <nav aria-label={t`Main menu`} className="flex flex-1 flex-wrap items-center gap-1">
          <Link to="/$locale/home/" params={{ locale }} className={navLinkClassName} aria-label={t`Home`}>
            <svg viewBox="0 0 20 20" className="h-5 w-5" aria-hidden="true" focusable="false">
              <path d="M10 3 2 10h2v7h5v-5h2v5h5v-7h2z" fill="currentColor" />
            </svg>
          </Link>
          {canAccess(`/${locale}/data/`, user) ? (
            <Link to="/$locale/data/" params={{ locale }} className={navLinkClassName}>
              {t`Data`}
            </Link>
          ) : null}
          {canAccess(`/${locale}/accounts/`, user) ? (
            <Link to="/$locale/accounts/" params={{ locale }} className={navLinkClassName}>
              {t`Accounts`}
            </Link>
          ) : null}
          <ServicesMenu />
        </nav>
        <UserMenu />
        <LocaleSwitcher />
      </div>
    </header>
  );
}
