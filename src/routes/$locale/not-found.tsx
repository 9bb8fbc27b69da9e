import { useLingui } from '@lingui/react/macro';
import { createFileRoute } from '@tanstack/react-router';
import { Page } from '../../ui/Page';

export const Route = createFileRoute('/$locale/not-found')({
  component: NotFoundScreen,
});

function NotFoundScreen() {
  const { t } = useLingui();
  return <Page title={t`Page not found`} />;
}
