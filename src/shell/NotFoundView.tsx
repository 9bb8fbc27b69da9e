import { useLingui } from '@lingui/react/macro';
import { Link } from '@tanstack/react-router';
import { Page } from '../ui/Page';

/** The not-found page: for unknown paths and for ids that name nothing; it leads home. */
export function NotFoundView() {
  const { t, i18n } = useLingui();
  return (
    <Page title={t`Page not found`}>
      <p className="mb-4 text-slate-800">{t`The page you asked for does not exist or no longer exists.`}</p>
      <Link
        to="/$locale/home/"
        params={{ locale: i18n.locale }}
        className="font-medium text-blue-700 underline"
      >
        {t`Go to the home page`}
      </Link>
    </Page>
  );
}
