import { createFileRoute } from '@tanstack/react-router';
import { GroupListScreen } from '../../../../features/accounts/groups/GroupListScreen';
import { groupListSearchSchema } from '../../../../features/accounts/groups/groupListSearch';

export const Route = createFileRoute('/$locale/accounts/groups/')({
  validateSearch: groupListSearchSchema,
  component: GroupListScreen,
});
