import { createFileRoute } from '@tanstack/react-router';
import { UserEdit } from '../../../../features/accounts/users/UserEdit';
import { parseIdParam } from '../../../../lib/routeParams';

export const Route = createFileRoute('/$locale/accounts/users/$id')({
  params: {
    parse: (raw) => ({ id: parseIdParam(raw.id) }),
    stringify: (parsed) => ({ id: String(parsed.id) }),
  },
  component: UserEditScreen,
});

function UserEditScreen() {
  const { id } = Route.useParams();
  // Keyed by id: another user's page starts afresh (form values, role choices).
  return <UserEdit key={id} id={id} />;
}
