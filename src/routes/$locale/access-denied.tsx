import { useLingui } from '@lingui/react/macro';
import { createFileRoute, useRouter } from '@tanstack/react-router';
import { Page } from '../../ui/Page';

export const Route = createFileRoute('/$locale/access-denied')({
  component: AccessDeniedScreen,
});

function AccessDeniedScreen() {
  const { t } = useLingui();
  const router = useRouter();
  return (
    <Page title={t`Access denied`}>
      <button type="button" className="text-blue-700 underline" onClick={() => router.history.back()}>
        {t`Back`}
      </button>
    </Page>
  );
}
