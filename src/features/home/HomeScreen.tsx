import { Trans, useLingui } from '@lingui/react/macro';
import { Link, useParams } from '@tanstack/react-router';
import { canAccess } from '../../auth/access';
import { displayNameOf } from '../../auth/session';
import { useSession } from '../../auth/useSession';
import { Page } from '../../ui/Page';
import { AttentionPanel } from '../attention/AttentionPanel';

// Cards that look like the links they are (issue 48, U12): the title in a link's colour and
// underline, the card lit alike when hovered and when focused (the focus ring is src/index.css's).
const cardClass =
  'group block rounded-lg border border-slate-200 bg-white p-4 hover:border-blue-700 hover:bg-blue-50 focus-visible:border-blue-700 focus-visible:bg-blue-50';
const cardTitleClass =
  'block text-lg font-semibold text-blue-700 underline decoration-1 underline-offset-4 group-hover:decoration-2';

/**
 * The welcome screen: who is signed in, the areas their rights open and, below them, what needs their
 * attention (for those with data or accounts access, where the backend offers it).
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
          <Greeting name={name} data={dataAccess} accounts={accountsAccess} />
        ) : (
          <Trans>Sign in to manage the platform’s data and accounts.</Trans>
        )}
      </p>
      {user ? (
        <ul className="mb-8 grid grid-cols-1 gap-4 md:grid-cols-3">
          {dataAccess ? (
            <li>
              <Link to="/$locale/data/" params={{ locale }} className={cardClass}>
                <span className={cardTitleClass}>{t`Data`}</span>
                <span className="text-slate-700">{t`Datasets, their resources and permissions, tasks.`}</span>
              </Link>
            </li>
          ) : null}
          {accountsAccess ? (
            <li>
              <Link to="/$locale/accounts/" params={{ locale }} className={cardClass}>
                <span className={cardTitleClass}>{t`Accounts`}</span>
                <span className="text-slate-700">{t`Users, organisations, groups, spheres and requests.`}</span>
              </Link>
            </li>
          ) : null}
          <li>
            <Link to="/$locale/jurisdictions/" params={{ locale }} className={cardClass}>
              <span className={cardTitleClass}>{t`Jurisdictions`}</span>
              <span className="text-slate-700">{t`Territories of competence made of municipalities.`}</span>
            </Link>
          </li>
        </ul>
      ) : null}
      {/* Below the areas, whose cards keep their place: the panel's height is known only once its
          report arrives, and above them it pushed them off a phone's screen as it came (a layout
          shift of 0.43, issue 49, bench measure 2). */}
      {dataAccess || accountsAccess ? <AttentionPanel compact linkToDataHub={dataAccess} /> : null}
    </Page>
  );
}

/**
 * What the signed-in person may do from here, by the areas their roles open (issue 48, U12): a
 * member without a role is not told to manage what they cannot.
 */
function Greeting({ name, data, accounts }: { name: string; data: boolean; accounts: boolean }) {
  if (data && accounts)
    return <Trans>Hello {name}. Manage the platform’s data and accounts from here.</Trans>;
  if (data) return <Trans>Hello {name}. Manage the platform’s data from here.</Trans>;
  if (accounts) return <Trans>Hello {name}. Manage the platform’s accounts from here.</Trans>;
  return (
    <Trans>
      Hello {name}. You can consult the jurisdictions from here. Managing an organisation’s data takes role 1
      in it: ask one of its administrators.
    </Trans>
  );
}
