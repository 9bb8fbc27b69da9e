import { useLingui } from '@lingui/react/macro';
import type { PermissionLevel } from '../../api/datasets';
import type { DatasetPermission } from '../../api/permissions';
import { type Column, Table } from '../../ui/Table';
import type { TableSort } from '../../ui/tableSort';
import { usergroupTypeLabels } from './permissionLabels';
import { RowLevelSelect } from './RowLevelSelect';

type Props = {
  datasetId: number;
  rows: readonly DatasetPermission[];
  selectedIds: readonly number[];
  onSelect: (wanted: ReadonlySet<number>) => void;
  loading: boolean;
  error: boolean;
  onRetry: () => void;
  sort: TableSort | null;
  onSortChange: (sort: TableSort) => void;
  /** A bulk action is under way: rows cannot be changed one by one meanwhile. */
  busy: boolean;
  /** The dataset's default level, said on the rows without a special right; unknown while loading. */
  defaultLevel?: PermissionLevel | undefined;
};

/** Organisations, user groups and spheres with their access to the dataset; rows can be selected. */
export function PermissionTable({
  datasetId,
  rows,
  selectedIds,
  onSelect,
  loading,
  error,
  onRetry,
  sort,
  onSortChange,
  busy,
  defaultLevel,
}: Props) {
  const { t, i18n } = useLingui();
  const yesNo = (value: boolean | null) => (value === null ? '—' : value ? t`Yes` : t`No`);

  const columns: Column<DatasetPermission>[] = [
    { id: 'name', header: t`Name`, sortKey: 'name', rowHeader: true, cell: (row) => row.name },
    { id: 'type', header: t`Type`, sortKey: 'type', cell: (row) => i18n._(usergroupTypeLabels[row.type]) },
    {
      id: 'organisation-type',
      header: t`Organisation type`,
      sortKey: 'organisation_type',
      cell: (row) => row.organisation_type ?? '—',
    },
    {
      id: 'convention',
      header: t`Signed convention`,
      sortKey: 'signed_convention',
      cell: (row) => yesNo(row.signed_convention),
    },
    {
      id: 'level',
      header: t`Access level`,
      sortKey: 'level',
      cell: (row) => (
        <RowLevelSelect
          datasetId={datasetId}
          usergroupId={row.id}
          name={row.name}
          level={row.level}
          disabled={busy}
          defaultLevel={defaultLevel}
        />
      ),
    },
  ];

  return (
    <Table
      caption={t`Organisations, user groups and spheres`}
      columns={columns}
      rows={rows}
      getRowId={(row) => String(row.id)}
      selection={{
        selected: new Set(selectedIds.map(String)),
        onChange: (next) => onSelect(new Set([...next].map(Number))),
        rowLabel: (row) => row.name,
      }}
      sort={sort}
      onSortChange={onSortChange}
      loading={loading}
      error={error}
      onRetry={onRetry}
      emptyMessage={t`No organisation, user group or sphere matches these filters.`}
    />
  );
}
