import { createFileRoute } from '@tanstack/react-router';
import { groupListSearchSchema } from '../../../../features/accounts/groups/groupListSearch';
import { SphereListScreen } from '../../../../features/accounts/spheres/SphereListScreen';

export const Route = createFileRoute('/$locale/accounts/spheres/')({
  validateSearch: groupListSearchSchema,
  component: SphereListScreen,
});
