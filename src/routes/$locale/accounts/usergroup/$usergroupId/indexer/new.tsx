import { useLingui } from '@lingui/react/macro';
import { createFileRoute } from '@tanstack/react-router';
import { parseIdParam } from '../../../../../../app/routeParams';
import { Page } from '../../../../../../ui/Page';

export const Route = createFileRoute('/$locale/accounts/usergroup/$usergroupId/indexer/new')({
  params: {
    parse: (raw) => ({ usergroupId: parseIdParam(raw.usergroupId) }),
    stringify: (parsed) => ({ usergroupId: String(parsed.usergroupId) }),
  },
  component: IndexerCreateScreen,
});

function IndexerCreateScreen() {
  const { t } = useLingui();
  return <Page title={t`New indexer`} />;
}
