import { createFileRoute } from '@tanstack/react-router';
import { userQuery } from '../../../../api/users';
import { UserEdit } from '../../../../features/accounts/users/UserEdit';
import { idParams } from '../../../../lib/routeParams';
import { prefetchDetail } from '../../../../ui/detail/prefetchDetail';

export const Route = createFileRoute('/$locale/accounts/users/$id')({
  params: idParams('id'),
  loader: prefetchDetail(({ id }) => userQuery(id)),
  component: UserEditScreen,
});

function UserEditScreen() {
  const { id } = Route.useParams();
  // Keyed by id: another user's page starts afresh (form values, role choices).
  return <UserEdit key={id} id={id} />;
}
