import { createFileRoute } from '@tanstack/react-router';
import { userGroupQuery } from '../../../../api/usergroups';
import { GroupEdit } from '../../../../features/accounts/groups/GroupEdit';
import { idParams } from '../../../../lib/routeParams';
import { prefetchDetail } from '../../../../ui/detail/prefetchDetail';

export const Route = createFileRoute('/$locale/accounts/groups/$id')({
  params: idParams('id'),
  loader: prefetchDetail(({ id }) => userGroupQuery(id)),
  component: GroupEditScreen,
});

function GroupEditScreen() {
  const { id } = Route.useParams();
  // Keyed by id: another group's page starts afresh (form values, choices, pages of its tables).
  return <GroupEdit key={id} kind="group" id={id} />;
}
