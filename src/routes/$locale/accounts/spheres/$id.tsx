import { createFileRoute } from '@tanstack/react-router';
import { GroupEdit } from '../../../../features/accounts/groups/GroupEdit';
import { parseIdParam } from '../../../../lib/routeParams';

export const Route = createFileRoute('/$locale/accounts/spheres/$id')({
  params: {
    parse: (raw) => ({ id: parseIdParam(raw.id) }),
    stringify: (parsed) => ({ id: String(parsed.id) }),
  },
  component: SphereEditScreen,
});

function SphereEditScreen() {
  const { id } = Route.useParams();
  // Keyed by id: another sphere's page starts afresh (form values, choices, pages of its tables).
  return <GroupEdit key={id} kind="sphere" id={id} />;
}
