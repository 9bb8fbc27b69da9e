import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from '@tanstack/react-router';
import { Page } from '../ui/Page';

type Props = {
  clientName: string;
  /** The tab has a page of this application before this one (not a link opened anew). */
  canGoBack: boolean;
  onBack: () => void;
};

/**
 * The 403 page (specification: the sentence and a back link). The back control says where it leads:
 * the previous page when there is one, else the home page; the home page is always a link away.
 */
export function AccessDeniedView({ clientName, canGoBack, onBack }: Props) {
  const { t, i18n } = useLingui();
  const home = (
    <Link
      to="/$locale/home/"
      params={{ locale: i18n.locale }}
      className="font-medium text-blue-700 underline"
    >
      {canGoBack ? t`Go to the home page` : t`Back to the home page`}
    </Link>
  );
  return (
    <Page title={t`Access denied`}>
      <p className="mb-4 text-slate-800">
        <Trans>Your account {clientName} does not allow you to view this content.</Trans>
      </p>
      {canGoBack ? (
        <p className="flex flex-wrap gap-x-6 gap-y-2">
          <button type="button" className="font-medium text-blue-700 underline" onClick={onBack}>
            {t`Back to the previous page`}
          </button>
          {home}
        </p>
      ) : (
        home
      )}
    </Page>
  );
}
