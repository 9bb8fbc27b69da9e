import { useLingui } from '@lingui/react/macro';
import { createFileRoute } from '@tanstack/react-router';
import { Page } from '../../../../ui/Page';

export const Route = createFileRoute('/$locale/accounts/groups/')({
  component: GroupListScreen,
});

function GroupListScreen() {
  const { t } = useLingui();
  return <Page title={t`User groups`} />;
}
