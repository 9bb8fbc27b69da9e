import { createFileRoute } from '@tanstack/react-router';
import { JurisdictionEditScreen } from '../../../features/jurisdictions/JurisdictionScreens';
import { parseIdParam } from '../../../lib/routeParams';

export const Route = createFileRoute('/$locale/jurisdictions/$id')({
  params: {
    parse: (raw) => ({ id: parseIdParam(raw.id) }),
    stringify: (parsed) => ({ id: String(parsed.id) }),
  },
  component: JurisdictionEditRoute,
});

function JurisdictionEditRoute() {
  const { id } = Route.useParams();
  return <JurisdictionEditScreen id={id} />;
}
