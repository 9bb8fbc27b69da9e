import { createFileRoute } from '@tanstack/react-router';
import { OrganisationEdit } from '../../../../features/accounts/organisations/OrganisationEdit';
import { parseIdParam } from '../../../../lib/routeParams';

export const Route = createFileRoute('/$locale/accounts/organisations/$id')({
  params: {
    parse: (raw) => ({ id: parseIdParam(raw.id) }),
    stringify: (parsed) => ({ id: String(parsed.id) }),
  },
  component: OrganisationEditScreen,
});

function OrganisationEditScreen() {
  const { id } = Route.useParams();
  // Keyed by id: another organisation's page starts afresh (form values, choices, pages of its tables).
  return <OrganisationEdit key={id} id={id} />;
}
