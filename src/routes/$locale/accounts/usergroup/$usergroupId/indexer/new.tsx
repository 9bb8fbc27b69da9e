import { createFileRoute } from '@tanstack/react-router';
import { idParams } from '../../../../../../app/routeParams';
import { IndexerCreateScreen } from '../../../../../../features/indexers/IndexerCreateScreen';

export const Route = createFileRoute('/$locale/accounts/usergroup/$usergroupId/indexer/new')({
  params: idParams('usergroupId'),
  component: IndexerCreateScreen,
});
