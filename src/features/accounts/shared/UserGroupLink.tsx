import { Link } from '@tanstack/react-router';
import type { UserGroupSummary } from '../../../api/usergroups';

const linkClass = 'font-medium text-blue-700 underline';

/** A link to the page of a user group, which depends on its kind: organisation, group or sphere. */
export function UserGroupLink({ group, locale }: { group: UserGroupSummary; locale: string }) {
  const params = { locale, id: group.id };
  switch (group.usergroup_type) {
    case 'organisation':
      return (
        <Link to="/$locale/accounts/organisations/$id/" params={params} className={linkClass}>
          {group.display_name}
        </Link>
      );
    case 'group-of-organisation':
      return (
        <Link to="/$locale/accounts/spheres/$id/" params={params} className={linkClass}>
          {group.display_name}
        </Link>
      );
    default:
      return (
        <Link to="/$locale/accounts/groups/$id/" params={params} className={linkClass}>
          {group.display_name}
        </Link>
      );
  }
}
