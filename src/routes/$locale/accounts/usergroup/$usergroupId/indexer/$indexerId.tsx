import { createFileRoute } from '@tanstack/react-router';
import { IndexerEditScreen } from '../../../../../../features/indexers/IndexerEditScreen';
import { parseIdParam } from '../../../../../../lib/routeParams';

export const Route = createFileRoute('/$locale/accounts/usergroup/$usergroupId/indexer/$indexerId')({
  params: {
    parse: (raw) => ({ usergroupId: parseIdParam(raw.usergroupId), indexerId: parseIdParam(raw.indexerId) }),
    stringify: (parsed) => ({ usergroupId: String(parsed.usergroupId), indexerId: String(parsed.indexerId) }),
  },
  component: IndexerEditScreen,
});
