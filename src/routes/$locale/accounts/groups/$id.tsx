import { createFileRoute } from '@tanstack/react-router';
import { GroupEdit } from '../../../../features/accounts/groups/GroupEdit';
import { parseIdParam } from '../../../../lib/routeParams';

export const Route = createFileRoute('/$locale/accounts/groups/$id')({
  params: {
    parse: (raw) => ({ id: parseIdParam(raw.id) }),
    stringify: (parsed) => ({ id: String(parsed.id) }),
  },
  component: GroupEditScreen,
});

function GroupEditScreen() {
  const { id } = Route.useParams();
  // Keyed by id: another group's page starts afresh (form values, choices, pages of its tables).
  return <GroupEdit key={id} kind="group" id={id} />;
}
