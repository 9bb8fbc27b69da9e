import { createFileRoute } from '@tanstack/react-router';
import { jurisdictionQuery } from '../../../api/jurisdictions';
import { JurisdictionEditScreen } from '../../../features/jurisdictions/JurisdictionScreens';
import { idParams } from '../../../lib/routeParams';
import { prefetchDetail } from '../../../ui/detail/prefetchDetail';

export const Route = createFileRoute('/$locale/jurisdictions/$id')({
  params: idParams('id'),
  loader: prefetchDetail(({ id }) => jurisdictionQuery(id)),
  component: JurisdictionEditRoute,
});

function JurisdictionEditRoute() {
  const { id } = Route.useParams();
  return <JurisdictionEditScreen id={id} />;
}
