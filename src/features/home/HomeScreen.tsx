import { Trans, useLingui } from '@lingui/react/macro';
import { Link, useParams } from '@tanstack/react-router';
import { canAccess } from '../../auth/access';
import { displayNameOf } from '../../auth/session';
import { useSession } from '../../auth/useSession';
import { Page } from '../../ui/Page';
import { AttentionPanel } from '../attention/AttentionPanel';

const cardClass =
  'block rounded-lg border border-slate-200 bg-white p-4 hover:border-blue-700 hover:bg-blue-50 focus-visible:border-blue-700';

/**
 * The welcome screen: who is signed in, what needs their attention (for those with data or accounts
 * access, where the backend offers it) and the areas their rights open.
 */
export function HomeScreen() {
  const { t } = useLingui();
  const { locale } = useParams({ from: '/$locale' });
  const user = useSession().userData;
  const name = user ? displayNameOf(user) : '';
  const dataAccess = user ? canAccess(`/${locale}/data/`, user) : false;
  const accountsAccess = user ? canAccess(`/${locale}/accounts/`, user) : false;
  return (
    <Page title={t`Welcome`}>
      <p className="mb-6 text-slate-800">
        {user ? (
          <Trans>Hello {name}. Manage the platform’s data and accounts from here.</Trans>
        ) : (
          <Trans>Sign in to manage the platform’s data and accounts.</Trans>
        )}
      </p>
      {dataAccess || accountsAccess ? <AttentionPanel compact linkToDataHub={dataAccess} /> : null}
      {user ? (
        <ul className="grid grid-cols-1 gap-4 md:grid-cols-3">
          {dataAccess ? (
            <li>
              <Link to="/$locale/data/" params={{ locale }} className={cardClass}>
                <span className="block text-lg font-semibold text-slate-900">{t`Data`}</span>
                <span className="text-slate-700">{t`Datasets, their resources and permissions, tasks.`}</span>
              </Link>
            </li>
          ) : null}
          {accountsAccess ? (
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
