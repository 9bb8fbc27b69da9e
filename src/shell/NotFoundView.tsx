import { useLingui } from '@lingui/react/macro';
import { Page } from '../ui/Page';

/** The not-found page: for unknown paths and for ids that name nothing. */
export function NotFoundView() {
  const { t } = useLingui();
  return (
    <Page title={t`Page not found`}>
      <p className="text-slate-800">{t`The page you asked for does not exist or no longer exists.`}</p>
    </Page>
  );
}
