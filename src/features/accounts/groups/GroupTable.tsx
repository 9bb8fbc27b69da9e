import { useLingui } from '@lingui/react/macro';
import { Link } from '@tanstack/react-router';
import type { UserGroup } from '../../../api/usergroups';
import { groupRightsOf } from '../../../auth/objectRights';
import { useSession } from '../../../auth/useSession';
import { formatDate } from '../../../lib/formatDate';
import { Button } from '../../../ui/Button';
import { type Column, Table } from '../../../ui/Table';
import type { TableSort } from '../../../ui/tableSort';
import { UserGroupStatusLabel } from '../shared/StatusLabels';
import { type GroupKind, groupKinds } from './groupKinds';

type Props = {
  kind: GroupKind;
  rows: readonly UserGroup[];
  loading: boolean;
  error: boolean;
  onRetry: () => void;
  sort: TableSort | null;
  onSortChange: (sort: TableSort) => void;
  /** Only superusers delete groups: without it there is no delete button. */
  onDelete?: (group: UserGroup) => void;
};

const actionLinkClass = 'rounded border border-slate-500 px-2 py-1 text-sm text-slate-900 hover:bg-slate-100';

export function GroupTable({ kind, rows, loading, error, onRetry, sort, onSortChange, onDelete }: Props) {
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
      cell: (group) => {
        const name = group.display_name;
        return (
          <div className="flex gap-2">
            <Link
              to={definition.pageRoute}
              params={{ locale, id: group.id }}
              className={actionLinkClass}
              aria-label={administers(group.id) ? t`Edit ${name}` : t`View ${name}`}
            >
              {administers(group.id) ? t`Edit` : t`View`}
            </Link>
            {onDelete ? (
              <Button
                variant="danger"
                className="px-2 py-1 text-sm"
                onClick={() => onDelete(group)}
                aria-label={t`Delete ${name}`}
              >
                {t`Delete`}
              </Button>
            ) : null}
          </div>
        );
      },
    },
  ];

  return (
    <Table
      caption={i18n._(definition.listTitle)}
      captionHidden
      columns={columns}
      rows={rows}
      getRowId={(group) => String(group.id)}
      sort={sort}
      onSortChange={onSortChange}
      loading={loading}
      error={error}
      onRetry={onRetry}
      emptyMessage={i18n._(definition.emptyList)}
    />
  );
}
