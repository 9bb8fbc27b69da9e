import { useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { DEFAULT_ORGANISATION_STATUSES, organisationTypesQuery } from '../../../api/organisations';
import { userGroupStatusesQuery } from '../../../api/usergroups';
import type { FilterDefinition, FilterValues } from '../../../ui/FilterBar';
import { FilterFold } from '../../../ui/list/FilterFold';
import { referenceOptions } from '../shared/referenceLabel';
import { statusIdsOf, statusSearchOf } from '../shared/statusFilter';
import type { OrganisationListSearch } from './organisationListSearch';

type Props = {
  search: OrganisationListSearch;
  onChange: (next: Partial<OrganisationListSearch>) => void;
};

const asFilterOptions = (options: { value: number; label: string }[]) =>
  options.map(({ value, label }) => ({ value: String(value), label }));

/** Filters of the organisation list: statuses (active by default), organisation types, partnership. */
export function OrganisationListControls({ search, onChange }: Props) {
  const { t, i18n } = useLingui();
  const statuses = useQuery(userGroupStatusesQuery(i18n.locale));
  const types = useQuery(organisationTypesQuery(i18n.locale));

  const filters: FilterDefinition[] = [
    {
      key: 'status',
      label: t`Status`,
      multiple: true,
      options: asFilterOptions(referenceOptions(statuses.data)),
    },
    {
      key: 'type',
      label: t`Organisation type`,
      multiple: true,
      options: asFilterOptions(referenceOptions(types.data)),
    },
    {
      key: 'partnership',
      label: t`Partnership`,
      allLabel: t`All`,
      options: [
        { value: 'true', label: t`Partner organisations` },
        { value: 'false', label: t`Other organisations` },
      ],
    },
  ];

  const values: FilterValues = {
    status: (search.status ?? DEFAULT_ORGANISATION_STATUSES).map(String),
    type: (search.type ?? []).map(String),
    partnership: search.partnership === undefined ? [] : [String(search.partnership)],
  };

  return (
    <FilterFold
      legend={t`Filters`}
      filters={filters}
      values={values}
      onChange={(next) => {
        const chosenTypes = statusIdsOf(next.type);
        const partnership = next.partnership?.[0];
        onChange({
          status: statusSearchOf(statusIdsOf(next.status), DEFAULT_ORGANISATION_STATUSES),
          type: chosenTypes.length > 0 ? chosenTypes : undefined,
          partnership: partnership === undefined ? undefined : partnership === 'true',
        });
      }}
    />
  );
}
