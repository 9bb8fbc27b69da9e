import { createFileRoute } from '@tanstack/react-router';
import { GroupListScreen } from '../../../../features/accounts/groups/GroupListScreen';
import { groupListOptions } from '../../../../features/accounts/groups/groupListSearch';
import { groupListSearchSchema } from '../../../../features/accounts/groups/groupListSearchSchema';
import { prefetchList } from '../../../../ui/list/prefetchList';

export const Route = createFileRoute('/$locale/accounts/groups/')({
  validateSearch: groupListSearchSchema,
  loaderDeps: ({ search }) => search,
  loader: prefetchList(groupListOptions('group')),
  component: GroupListScreen,
});
