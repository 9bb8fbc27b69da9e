import { useLingui } from '@lingui/react/macro';
import { Link } from '@tanstack/react-router';
import { useMemo } from 'react';
import type { Jurisdiction } from '../../api/jurisdictions';
import type { ListTableProps } from '../../ui/list/listTable';
import { RowActions } from '../../ui/RowActions';
import { type Column, Table } from '../../ui/Table';
import { CheckBadge } from './check/CheckBadge';
import { useMunicipalityCheck } from './check/useMunicipalityCheck';

type Props = Omit<ListTableProps<Jurisdiction>, 'sort' | 'onSortChange'> & {
  /** Only superusers change jurisdictions: without it there is no delete button. */
  onDelete?: (jurisdiction: Jurisdiction) => void;
};

function pageCodes(rows: readonly Jurisdiction[]): string[] {
  return [...new Set(rows.flatMap((row) => row.municipalities))];
}

export function JurisdictionTable({ onDelete, ...table }: Props) {
  const { t, i18n } = useLingui();
  const locale = i18n.locale;
  // One check for the page shown (extension): the union of its rows' codes.
  const issues = useMunicipalityCheck(useMemo(() => pageCodes(table.rows), [table.rows]));

  const columns: Column<Jurisdiction>[] = [
    {
      id: 'name',
      header: t`Name`,
      rowHeader: true,
      cell: (jurisdiction) => (
        <Link
          to="/$locale/jurisdictions/$id/"
          params={{ locale, id: jurisdiction.id }}
          className="font-medium text-blue-700 underline"
        >
          {jurisdiction.display_name}
        </Link>
      ),
    },
    { id: 'codename', header: t`Identification code`, cell: (jurisdiction) => jurisdiction.codename },
    {
      id: 'municipalities',
      header: t`Municipalities`,
      cell: (jurisdiction) => (
        <>
          {jurisdiction.municipalities.length}
          <CheckBadge jurisdictionId={jurisdiction.id} codes={jurisdiction.municipalities} issues={issues} />
        </>
      ),
    },
    {
      id: 'organisations',
      header: t`Organisations`,
      cell: (jurisdiction) => jurisdiction.organisations_count,
    },
    {
      id: 'actions',
      header: t`Actions`,
      cell: (jurisdiction) => (
        <RowActions
          name={jurisdiction.display_name}
          editable={onDelete !== undefined}
          open={(link) => (
            <Link to="/$locale/jurisdictions/$id/" params={{ locale, id: jurisdiction.id }} {...link} />
          )}
          onDelete={onDelete ? () => onDelete(jurisdiction) : undefined}
        />
      ),
    },
  ];

  return (
    <Table
      {...table}
      caption={t`Jurisdictions`}
      captionHidden
      columns={columns}
      getRowId={(jurisdiction) => String(jurisdiction.id)}
      emptyMessage={t`No jurisdiction matches this search.`}
    />
  );
}
