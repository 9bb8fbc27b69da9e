import { createFileRoute } from '@tanstack/react-router';
import { GroupListScreen } from '../../../../features/accounts/groups/GroupListScreen';
import {
  groupListOptions,
  groupListSearchSchema,
} from '../../../../features/accounts/groups/groupListSearch';
import { prefetchList } from '../../../../ui/list/prefetchList';

export const Route = createFileRoute('/$locale/accounts/groups/')({
  validateSearch: groupListSearchSchema,
  loaderDeps: ({ search }) => search,
  loader: prefetchList(groupListOptions('group')),
  component: GroupListScreen,
});
