import { useLingui } from '@lingui/react/macro';
import { createFileRoute } from '@tanstack/react-router';
import { parseIdParam } from '../../../../app/routeParams';
import { Page } from '../../../../ui/Page';

export const Route = createFileRoute('/$locale/accounts/users/$id')({
  params: {
    parse: (raw) => ({ id: parseIdParam(raw.id) }),
    stringify: (parsed) => ({ id: String(parsed.id) }),
  },
  component: UserEditScreen,
});

function UserEditScreen() {
  const { t } = useLingui();
  return <Page title={t`User`} />;
}
