import { createFileRoute } from '@tanstack/react-router';
import { userGroupQuery } from '../../../../api/usergroups';
import { GroupEdit } from '../../../../features/accounts/groups/GroupEdit';
import { idParams } from '../../../../lib/routeParams';
import { prefetchDetail } from '../../../../ui/detail/prefetchDetail';

export const Route = createFileRoute('/$locale/accounts/spheres/$id')({
  params: idParams('id'),
  loader: prefetchDetail(({ id }) => userGroupQuery(id)),
  component: SphereEditScreen,
});

function SphereEditScreen() {
  const { id } = Route.useParams();
  // Keyed by id: another sphere's page starts afresh (form values, choices, pages of its tables).
  return <GroupEdit key={id} kind="sphere" id={id} />;
}
