import { createFileRoute } from '@tanstack/react-router';
import { GroupCreate } from '../../../../features/accounts/groups/GroupCreate';

export const Route = createFileRoute('/$locale/accounts/groups/new')({
  component: GroupCreateScreen,
});

function GroupCreateScreen() {
  return <GroupCreate kind="group" />;
}
