import { useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { userGroupChoicesQuery, userStatusesQuery } from '../../../api/usergroups';
import { DEFAULT_USER_STATUSES } from '../../../api/users';
import { FilterBar, type FilterDefinition, type FilterValues } from '../../../ui/FilterBar';
import { referenceOptions } from '../shared/referenceLabel';
import { statusIdsOf, statusSearchOf } from '../shared/statusFilter';
import type { UserListSearch } from './userListSearch';

type Props = {
  search: UserListSearch;
  onChange: (next: Partial<UserListSearch>) => void;
};

/** Filters of the user list: statuses (active by default) and the group the users belong to. */
export function UserListControls({ search, onChange }: Props) {
  const { t, i18n } = useLingui();
  const statuses = useQuery(userStatusesQuery(i18n.locale));
  const groups = useQuery(userGroupChoicesQuery());

  const filters: FilterDefinition[] = [
    {
      key: 'status',
      label: t`Status`,
      multiple: true,
      options: referenceOptions(statuses.data).map(({ value, label }) => ({ value: String(value), label })),
    },
    {
      key: 'usergroup',
      label: t`Organisation or group`,
      allLabel: t`All`,
      options: (groups.data?.results ?? []).map((group) => ({
        value: String(group.id),
        label: group.display_name,
      })),
    },
  ];

  const values: FilterValues = {
    status: (search.status ?? DEFAULT_USER_STATUSES).map(String),
    usergroup: search.usergroup ? [String(search.usergroup)] : [],
  };

  return (
    <FilterBar
      legend={t`Filters`}
      filters={filters}
      values={values}
      onChange={(next) =>
        onChange({
          status: statusSearchOf(statusIdsOf(next.status), DEFAULT_USER_STATUSES),
          usergroup: Number(next.usergroup?.[0]) || undefined,
        })
      }
    />
  );
}
