import { useLingui } from '@lingui/react/macro';
import { Link } from '@tanstack/react-router';

const linkClass =
  'block rounded-md border border-slate-300 bg-white px-4 py-3 font-medium text-blue-700 underline hover:border-blue-700';

/** The account screens the hub leads to. */
export function AccountsLinks() {
  const { t, i18n } = useLingui();
  const params = { locale: i18n.locale };
  return (
    <nav aria-label={t`Account management`} className="mb-8">
      <ul className="grid gap-3 sm:grid-cols-4">
        <li>
          <Link to="/$locale/accounts/users/" params={params} className={linkClass}>
            {t`Users`}
          </Link>
        </li>
        <li>
          <Link to="/$locale/accounts/organisations/" params={params} className={linkClass}>
            {t`Organisations`}
          </Link>
        </li>
        <li>
          <Link to="/$locale/accounts/groups/" params={params} className={linkClass}>
            {t`User groups`}
          </Link>
        </li>
        <li>
          <Link to="/$locale/accounts/spheres/" params={params} className={linkClass}>
            {t`Spheres`}
          </Link>
        </li>
      </ul>
    </nav>
  );
}
