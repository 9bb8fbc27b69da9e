import { getRouteApi } from '@tanstack/react-router';
import { GroupList } from '../groups/GroupList';

const route = getRouteApi('/$locale/accounts/spheres/');

/** The sphere list (groups of organisations), its state in the URL of its route. */
export function SphereListScreen() {
  const search = route.useSearch();
  const navigate = route.useNavigate();
  return <GroupList kind="sphere" search={search} navigate={navigate} />;
}
