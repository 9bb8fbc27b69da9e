import { useLingui } from '@lingui/react/macro';
import { Link } from '@tanstack/react-router';
import type { UserGroup } from '../../../api/usergroups';
import { groupRightsOf } from '../../../auth/objectRights';
import { useSession } from '../../../auth/useSession';
import { formatDate } from '../../../lib/formatDate';
import type { ListTableProps } from '../../../ui/list/listTable';
import { RowActions } from '../../../ui/RowActions';
import { type Column, Table } from '../../../ui/Table';
import { UserGroupStatusLabel } from '../shared/StatusLabels';
import { type GroupKind, groupKinds } from './groupKinds';

type Props = ListTableProps<UserGroup> & {
  kind: GroupKind;
  /** Only superusers delete groups: without it there is no delete button. */
  onDelete?: (group: UserGroup) => void;
};

export function GroupTable({ kind, onDelete, ...table }: Props) {
  const { t, i18n } = useLingui();
  const locale = i18n.locale;
  const user = useSession().userData;
  // A group the person does not administer opens read-only: its row offers to view it, not to edit it.
  const administers = (id: number) => groupRightsOf(user, id).administers;
  const definition = groupKinds[kind];

  const columns: Column<UserGroup>[] = [
    {
      id: 'name',
      header: t`Name`,
      sortKey: 'display_name',
      rowHeader: true,
      cell: (group) => (
        <Link
          to={definition.pageRoute}
          params={{ locale, id: group.id }}
          className="font-medium text-blue-700 underline"
        >
          {group.display_name}
        </Link>
      ),
    },
    {
      id: 'description',
      header: t`Description`,
      cell: (group) => <span className="line-clamp-2">{group.description ?? ''}</span>,
    },
    kind === 'sphere'
      ? {
          id: 'organisations',
          header: t`Member organisations`,
          cell: (group) => group.children.filter((child) => child.usergroup_type === 'organisation').length,
        }
      : {
          id: 'members',
          header: t`Members`,
          sortKey: 'members_count',
          cell: (group) => group.members_count,
        },
    {
      id: 'status',
      header: t`Status`,
      sortKey: 'status',
      cell: (group) => <UserGroupStatusLabel status={group.status} />,
    },
    {
      id: 'created',
      header: t`Creation date`,
      sortKey: 'creation_date',
      cell: (group) => formatDate(group.creation_date, locale),
    },
    {
      id: 'actions',
      header: t`Actions`,
      cell: (group) => (
        <RowActions
          name={group.display_name}
          editable={administers(group.id)}
          open={(link) => <Link to={definition.pageRoute} params={{ locale, id: group.id }} {...link} />}
          onDelete={onDelete ? () => onDelete(group) : undefined}
        />
      ),
    },
  ];

  return (
    <Table
      {...table}
      caption={i18n._(definition.listTitle)}
      captionHidden
      columns={columns}
      getRowId={(group) => String(group.id)}
      emptyMessage={i18n._(definition.emptyList)}
    />
  );
}
