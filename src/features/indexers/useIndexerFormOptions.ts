import { useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { indexerTypesQuery } from '../../api/indexers';
import { schedulersQuery, sortByLabel } from '../../api/referenceLists';
import { userGroupQuery, userGroupsQuery } from '../../api/usergroups';
import { useSession } from '../../auth/useSession';

type Option = { value: number; label: string };

/**
 * The choices of the indexer form: kinds of remote catalogue (with their implementation), schedulers,
 * and the user groups the person may give an indexer to — every group for a superuser, else those
 * where they hold a role (the server's rule for managing indexers). The indexer's own group is always
 * offered, even when the lists do not hold it.
 */
export function useIndexerFormOptions(currentGroupId: number) {
  const { i18n } = useLingui();
  const locale = i18n.locale;
  const user = useSession().userData;
  const types = useQuery(indexerTypesQuery(locale));
  const schedulers = useQuery(schedulersQuery(locale));
  const allGroups = useQuery({
    ...userGroupsQuery({ pageSize: 1000, ordering: 'display_name' }),
    enabled: user?.is_superuser === true,
    staleTime: 60_000,
  });
  const currentGroup = useQuery(userGroupQuery(currentGroupId));

  const listed: { id: number; label: string }[] = user?.is_superuser
    ? (allGroups.data?.results ?? []).map((group) => ({ id: group.id, label: group.display_name }))
    : (user?.usergroup_roles ?? []).flatMap((membership) =>
        membership.usergroup && membership.role >= 1
          ? [{ id: membership.usergroup.id, label: membership.usergroup.display_name }]
          : [],
      );
  const current = currentGroup.data;
  const groups =
    current && !listed.some((group) => group.id === current.id)
      ? [...listed, { id: current.id, label: current.display_name }]
      : listed;

  return {
    types: types.data ?? [],
    typeOptions: (types.data ?? []).map((type): Option => ({ value: type.id, label: type.label })),
    schedulers: (schedulers.data ?? []).map((item): Option => ({ value: item.id, label: item.label })),
    groups: sortByLabel(groups, locale).map((group): Option => ({ value: group.id, label: group.label })),
    loading: types.isPending || schedulers.isPending,
  };
}
