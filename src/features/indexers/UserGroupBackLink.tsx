import { useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { userGroupQuery } from '../../api/usergroups';
import { INDEXERS_ANCHOR, userGroupPageRoute } from '../../domain/userGroupPage';

/** The way back to the user group's page, at its list of indexers. */
export function UserGroupBackLink({ usergroupId }: { usergroupId: number }) {
  const { t, i18n } = useLingui();
  const group = useQuery(userGroupQuery(usergroupId));
  if (!group.data) return null;
  const name = group.data.display_name;
  return (
    <Link
      to={userGroupPageRoute(group.data.usergroup_type)}
      params={{ locale: i18n.locale, id: usergroupId }}
      hash={INDEXERS_ANCHOR}
      className="rounded-md border border-slate-500 bg-white px-4 py-2 text-sm font-medium text-slate-900 hover:bg-slate-100"
    >
      {t`Back to the indexers of ${name}`}
    </Link>
  );
}
