import { getRouteApi } from '@tanstack/react-router';
import { GroupList } from './GroupList';

const route = getRouteApi('/$locale/accounts/groups/');

/** The user group list, its state in the URL of its route. */
export function GroupListScreen() {
  const search = route.useSearch();
  const navigate = route.useNavigate();
  return <GroupList kind="group" search={search} navigate={navigate} />;
}
