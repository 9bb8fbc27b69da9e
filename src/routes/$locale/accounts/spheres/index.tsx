import { createFileRoute } from '@tanstack/react-router';
import { groupListOptions } from '../../../../features/accounts/groups/groupListSearch';
import { groupListSearchSchema } from '../../../../features/accounts/groups/groupListSearchSchema';
import { SphereListScreen } from '../../../../features/accounts/spheres/SphereListScreen';
import { prefetchList } from '../../../../ui/list/prefetchList';

export const Route = createFileRoute('/$locale/accounts/spheres/')({
  validateSearch: groupListSearchSchema,
  loaderDeps: ({ search }) => search,
  loader: prefetchList(groupListOptions('sphere')),
  component: SphereListScreen,
});
