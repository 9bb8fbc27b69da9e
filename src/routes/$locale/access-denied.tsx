import { Trans, useLingui } from '@lingui/react/macro';
import { createFileRoute, useCanGoBack, useNavigate, useRouter } from '@tanstack/react-router';
import { displayNameOf } from '../../auth/session';
import { useSession } from '../../auth/useSession';
import { Page } from '../../ui/Page';

export const Route = createFileRoute('/$locale/access-denied')({
  component: AccessDeniedScreen,
});

/** The 403 page: for routes the access rules deny and for any 403 answer of the API. */
function AccessDeniedScreen() {
  const { t } = useLingui();
  const router = useRouter();
  const navigate = useNavigate();
  // First page of the tab (a link opened anew): going back would leave the application.
  const canGoBack = useCanGoBack();
  const { locale } = Route.useParams();
  const user = useSession().userData;
  const clientName = user ? displayNameOf(user) : '';
  return (
    <Page title={t`Access denied`}>
      <p className="mb-4 text-slate-800">
        <Trans>Your account {clientName} does not allow you to view this content.</Trans>
      </p>
      <button
        type="button"
        className="font-medium text-blue-700 underline"
        onClick={() =>
          canGoBack ? router.history.back() : void navigate({ to: '/$locale/home/', params: { locale } })
        }
      >
        {t`Back`}
      </button>
    </Page>
  );
}
