import { createFileRoute } from '@tanstack/react-router';
import { IndexerCreateScreen } from '../../../../../../features/indexers/IndexerCreateScreen';
import { parseIdParam } from '../../../../../../lib/routeParams';

export const Route = createFileRoute('/$locale/accounts/usergroup/$usergroupId/indexer/new')({
  params: {
    parse: (raw) => ({ usergroupId: parseIdParam(raw.usergroupId) }),
    stringify: (parsed) => ({ usergroupId: String(parsed.usergroupId) }),
  },
  component: IndexerCreateScreen,
});
