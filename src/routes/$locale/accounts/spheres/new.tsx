import { createFileRoute } from '@tanstack/react-router';
import { GroupCreate } from '../../../../features/accounts/groups/GroupCreate';

export const Route = createFileRoute('/$locale/accounts/spheres/new')({
  component: SphereCreateScreen,
});

function SphereCreateScreen() {
  return <GroupCreate kind="sphere" />;
}
