import { createFileRoute } from '@tanstack/react-router';
import { indexerQuery } from '../../../../../../api/indexers';
import { idParams } from '../../../../../../app/routeParams';
import { IndexerEditScreen } from '../../../../../../features/indexers/IndexerEditScreen';
import { prefetchDetail } from '../../../../../../ui/detail/prefetchDetail';

export const Route = createFileRoute('/$locale/accounts/usergroup/$usergroupId/indexer/$indexerId')({
  params: idParams('usergroupId', 'indexerId'),
  loader: prefetchDetail(({ indexerId }) => indexerQuery(indexerId)),
  component: IndexerEditScreen,
});
