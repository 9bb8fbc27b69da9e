import { createFileRoute } from '@tanstack/react-router';
import { IndexerCreateScreen } from '../../../../../../features/indexers/IndexerCreateScreen';
import { idParams } from '../../../../../../lib/routeParams';

export const Route = createFileRoute('/$locale/accounts/usergroup/$usergroupId/indexer/new')({
  params: idParams('usergroupId'),
  component: IndexerCreateScreen,
});
