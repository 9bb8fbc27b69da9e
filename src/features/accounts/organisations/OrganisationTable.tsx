import { useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { type Organisation, organisationTypesQuery } from '../../../api/organisations';
import { groupRightsOf } from '../../../auth/objectRights';
import { useSession } from '../../../auth/useSession';
import { formatDate } from '../../../lib/formatDate';
import type { ListTableProps } from '../../../ui/list/listTable';
import { RowActions } from '../../../ui/RowActions';
import { type Column, Table } from '../../../ui/Table';
import { referenceLabel } from '../shared/referenceLabel';
import { UserGroupStatusLabel } from '../shared/StatusLabels';

type Props = ListTableProps<Organisation> & {
  /** Only superusers delete organisations: without it there is no delete button. */
  onDelete?: (organisation: Organisation) => void;
};

export function OrganisationTable({ onDelete, ...table }: Props) {
  const { t, i18n } = useLingui();
  const locale = i18n.locale;
  const user = useSession().userData;
  // A group the person does not administer opens read-only: its row offers to view it, not to edit it.
  const administers = (id: number) => groupRightsOf(user, id).administers;
  const types = useQuery(organisationTypesQuery(locale));

  const columns: Column<Organisation>[] = [
    {
      id: 'name',
      header: t`Name`,
      sortKey: 'display_name',
      rowHeader: true,
      cell: (organisation) => (
        <>
          <Link
            to="/$locale/accounts/organisations/$id/"
            params={{ locale, id: organisation.id }}
            className="font-medium text-blue-700 underline"
          >
            {organisation.display_name}
          </Link>
          {organisation.acronym ? (
            <span className="ml-2 text-slate-700">({organisation.acronym})</span>
          ) : null}
        </>
      ),
    },
    {
      id: 'type',
      header: t`Organisation type`,
      sortKey: 'organisation_type',
      cell: (organisation) => referenceLabel(types.data, organisation.organisation_type),
    },
    {
      id: 'users',
      header: t`Users`,
      sortKey: 'users_count',
      cell: (organisation) => organisation.users_count,
    },
    {
      id: 'status',
      header: t`Status`,
      sortKey: 'status',
      cell: (organisation) => <UserGroupStatusLabel status={organisation.status} />,
    },
    {
      id: 'convention',
      header: t`Convention signed`,
      cell: (organisation) => (organisation.convention.signed ? t`Yes` : t`No`),
    },
    {
      id: 'partnership',
      header: t`Partner`,
      cell: (organisation) => (organisation.partnership ? t`Yes` : t`No`),
    },
    {
      id: 'created',
      header: t`Creation date`,
      sortKey: 'creation_date',
      cell: (organisation) => formatDate(organisation.creation_date, locale),
    },
    {
      id: 'actions',
      header: t`Actions`,
      cell: (organisation) => (
        <RowActions
          name={organisation.display_name}
          editable={administers(organisation.id)}
          open={(link) => (
            <Link
              to="/$locale/accounts/organisations/$id/"
              params={{ locale, id: organisation.id }}
              {...link}
            />
          )}
          onDelete={onDelete ? () => onDelete(organisation) : undefined}
        />
      ),
    },
  ];

  return (
    <Table
      {...table}
      caption={t`Organisations`}
      captionHidden
      columns={columns}
      getRowId={(organisation) => String(organisation.id)}
      emptyMessage={t`No organisation matches this search.`}
    />
  );
}
