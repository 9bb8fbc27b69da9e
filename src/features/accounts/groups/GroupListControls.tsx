import { useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { userGroupStatusesQuery } from '../../../api/usergroups';
import { FilterBar, type FilterDefinition } from '../../../ui/FilterBar';
import { referenceOptions } from '../shared/referenceLabel';
import { statusIdsOf } from '../shared/statusFilter';
import type { GroupListSearch } from './groupListSearch';

type Props = {
  search: GroupListSearch;
  onChange: (next: Partial<GroupListSearch>) => void;
};

/** The filter of the group and sphere lists: their statuses (none chosen: every status). */
export function GroupListControls({ search, onChange }: Props) {
  const { t, i18n } = useLingui();
  const statuses = useQuery(userGroupStatusesQuery(i18n.locale));
  const filters: FilterDefinition[] = [
    {
      key: 'status',
      label: t`Status`,
      multiple: true,
      options: referenceOptions(statuses.data).map(({ value, label }) => ({ value: String(value), label })),
    },
  ];
  return (
    <FilterBar
      legend={t`Filters`}
      filters={filters}
      values={{ status: (search.status ?? []).map(String) }}
      onChange={(next) => {
        const chosen = statusIdsOf(next.status);
        onChange({ status: chosen.length > 0 ? chosen : undefined });
      }}
    />
  );
}
