import { useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { organisationTypesQuery } from '../../api/organisations';
import type { FilterDefinition, FilterValues } from '../../ui/FilterBar';
import { FilterFold } from '../../ui/list/FilterFold';
import { accessLevelLabels, accessLevels, usergroupTypeLabels, usergroupTypes } from './permissionLabels';
import type { PermissionsSearch } from './permissionsSearch';

type FilterState = Pick<PermissionsSearch, 'usergroup_type' | 'organisation_type_id' | 'level'>;

type Props = {
  values: FilterState;
  onChange: (next: FilterState) => void;
};

/**
 * The three filters of the permissions table: types accumulate; organisation type and level hold one
 * value each (specification section 4).
 */
export function PermissionFilters({ values, onChange }: Props) {
  const { t, i18n } = useLingui();
  const organisationTypes = useQuery(organisationTypesQuery(i18n.locale));

  const filters: FilterDefinition[] = [
    {
      key: 'usergroup_type',
      label: t`Type`,
      multiple: true,
      options: usergroupTypes.map((type) => ({ value: type, label: i18n._(usergroupTypeLabels[type]) })),
    },
    {
      key: 'organisation_type_id',
      label: t`Organisation type`,
      options: (organisationTypes.data ?? []).map((type) => ({ value: String(type.id), label: type.label })),
    },
    {
      key: 'level',
      label: t`Access level`,
      options: accessLevels.map((level) => ({ value: level, label: i18n._(accessLevelLabels[level]) })),
    },
  ];

  const current: FilterValues = {
    usergroup_type: values.usergroup_type ?? [],
    organisation_type_id: values.organisation_type_id ? [String(values.organisation_type_id)] : [],
    level: values.level ? [values.level] : [],
  };

  function change(next: FilterValues) {
    const typeId = Number(next.organisation_type_id?.[0]);
    onChange({
      usergroup_type: usergroupTypes.filter((type) => next.usergroup_type?.includes(type)),
      organisation_type_id: Number.isInteger(typeId) && typeId > 0 ? typeId : undefined,
      level: accessLevels.find((level) => level === next.level?.[0]),
    });
  }

  return <FilterFold filters={filters} values={current} onChange={change} legend={t`Filters`} />;
}
