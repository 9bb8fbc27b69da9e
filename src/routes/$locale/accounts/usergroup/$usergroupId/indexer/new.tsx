import { createFileRoute } from '@tanstack/react-router';
import { parseIdParam } from '../../../../../../app/routeParams';
import { IndexerCreateScreen } from '../../../../../../features/indexers/IndexerCreateScreen';

export const Route = createFileRoute('/$locale/accounts/usergroup/$usergroupId/indexer/new')({
  params: {
    parse: (raw) => ({ usergroupId: parseIdParam(raw.usergroupId) }),
    stringify: (parsed) => ({ usergroupId: String(parsed.usergroupId) }),
  },
  component: IndexerCreateScreen,
});
