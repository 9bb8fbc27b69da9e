import { createFileRoute } from '@tanstack/react-router';
import { organisationQuery } from '../../../../api/organisations';
import { OrganisationEdit } from '../../../../features/accounts/organisations/OrganisationEdit';
import { idParams } from '../../../../lib/routeParams';
import { prefetchDetail } from '../../../../ui/detail/prefetchDetail';

export const Route = createFileRoute('/$locale/accounts/organisations/$id')({
  params: idParams('id'),
  loader: prefetchDetail(({ id }) => organisationQuery(id)),
  component: OrganisationEditScreen,
});

function OrganisationEditScreen() {
  const { id } = Route.useParams();
  // Keyed by id: another organisation's page starts afresh (form values, choices, pages of its tables).
  return <OrganisationEdit key={id} id={id} />;
}
