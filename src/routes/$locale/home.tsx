import { useLingui } from '@lingui/react/macro';
import { createFileRoute } from '@tanstack/react-router';
import { Page } from '../../ui/Page';

export const Route = createFileRoute('/$locale/home')({
  component: HomeScreen,
});

function HomeScreen() {
  const { t } = useLingui();
  return <Page title={t`Welcome`} />;
}
