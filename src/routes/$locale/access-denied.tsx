import { createFileRoute, useCanGoBack, useRouter } from '@tanstack/react-router';
import { displayNameOf } from '../../auth/session';
import { useSession } from '../../auth/useSession';
import { AccessDeniedView } from '../../shell/AccessDeniedView';

export const Route = createFileRoute('/$locale/access-denied')({
  component: AccessDeniedScreen,
});

/** The 403 page: for routes the access rules deny and for any 403 answer of the API. */
function AccessDeniedScreen() {
  const router = useRouter();
  // First page of the tab (a link opened anew): going back would leave the application.
  const canGoBack = useCanGoBack();
  const user = useSession().userData;
  return (
    <AccessDeniedView
      clientName={user ? displayNameOf(user) : ''}
      canGoBack={canGoBack}
      onBack={() => router.history.back()}
    />
  );
}
