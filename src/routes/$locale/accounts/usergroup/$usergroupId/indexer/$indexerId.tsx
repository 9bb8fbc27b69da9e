import { createFileRoute } from '@tanstack/react-router';
import { indexerQuery } from '../../../../../../api/indexers';
import { IndexerEditScreen } from '../../../../../../features/indexers/IndexerEditScreen';
import { idParams } from '../../../../../../lib/routeParams';
import { prefetchDetail } from '../../../../../../ui/detail/prefetchDetail';

export const Route = createFileRoute('/$locale/accounts/usergroup/$usergroupId/indexer/$indexerId')({
  params: idParams('usergroupId', 'indexerId'),
  loader: prefetchDetail(({ indexerId }) => indexerQuery(indexerId)),
  component: IndexerEditScreen,
});
