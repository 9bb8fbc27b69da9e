import { Trans, useLingui } from '@lingui/react/macro';
import { Link, useParams } from '@tanstack/react-router';
import { canAccess } from '../../auth/access';
import { displayNameOf } from '../../auth/session';
import { useSession } from '../../auth/useSession';
import { Page } from '../../ui/Page';

const cardClass =
  'block rounded-lg border border-slate-200 bg-white p-4 hover:border-blue-700 hover:bg-blue-50 focus-visible:border-blue-700';

/** The welcome screen: who is signed in and the areas their rights open. */
export function HomeScreen() {
  const { t } = useLingui();
  const { locale } = useParams({ from: '/$locale' });
  const user = useSession().userData;
  const name = user ? displayNameOf(user) : '';
  return (
    <Page title={t`Welcome`}>
      <p className="mb-6 text-slate-800">
        {user ? (
          <Trans>Hello {name}. Manage the platform’s data and accounts from here.</Trans>
        ) : (
          <Trans>Sign in to manage the platform’s data and accounts.</Trans>
        )}
      </p>
      {user ? (
        <ul className="grid grid-cols-1 gap-4 md:grid-cols-3">
          {canAccess(`/${locale}/data/`, user) ? (
            <li>
              <Link to="/$locale/data/" params={{ locale }} className={cardClass}>
                <span className="block text-lg font-semibold text-slate-900">{t`Data`}</span>
                <span className="text-slate-700">{t`Datasets, their resources and permissions, tasks.`}</span>
              </Link>
            </li>
          ) : null}
          {canAccess(`/${locale}/accounts/`, user) ? (
            <li>
              <Link to="/$locale/accounts/" params={{ locale }} className={cardClass}>
                <span className="block text-lg font-semibold text-slate-900">{t`Accounts`}</span>
                <span className="text-slate-700">{t`Users, organisations, groups, spheres and requests.`}</span>
              </Link>
            </li>
          ) : null}
          <li>
            <Link to="/$locale/jurisdictions/" params={{ locale }} className={cardClass}>
              <span className="block text-lg font-semibold text-slate-900">{t`Jurisdictions`}</span>
              <span className="text-slate-700">{t`Territories of competence made of municipalities.`}</span>
            </Link>
          </li>
        </ul>
      ) : null}
    </Page>
  );
}
