import { useLingui } from '@lingui/react/macro';
import { Link } from '@tanstack/react-router';
import type { User } from '../../../api/users';
import { formatDate, formatDateTime } from '../../../lib/formatDate';
import type { ListTableProps } from '../../../ui/list/listTable';
import { RowActions } from '../../../ui/RowActions';
import { type Column, Table } from '../../../ui/Table';
import { UserStatusLabel } from '../shared/StatusLabels';
import { UserLink } from '../shared/UserLink';
import { userFullName } from '../shared/userName';
import { UserRoleList } from './UserRoleList';

type Props = ListTableProps<User> & {
  onDelete: (user: User) => void;
};

export function UserTable({ onDelete, ...table }: Props) {
  const { t, i18n } = useLingui();
  const locale = i18n.locale;

  const columns: Column<User>[] = [
    {
      id: 'name',
      header: t`Name`,
      sortKey: 'last_name',
      rowHeader: true,
      cell: (user) => (
        <>
          <UserLink user={user} locale={locale} />
          {user.is_superuser ? (
            <span className="ml-2 rounded bg-slate-200 px-1.5 py-0.5 text-xs text-slate-900">{t`Superuser`}</span>
          ) : null}
        </>
      ),
    },
    { id: 'username', header: t`Username`, sortKey: 'username', cell: (user) => user.username },
    { id: 'email', header: t`Email`, sortKey: 'email', cell: (user) => user.email },
    {
      id: 'status',
      header: t`Status`,
      sortKey: 'status',
      cell: (user) => <UserStatusLabel status={user.status} />,
    },
    { id: 'roles', header: t`Roles`, cell: (user) => <UserRoleList roles={user.usergroup_roles} /> },
    {
      id: 'joined',
      header: t`Date joined`,
      sortKey: 'date_joined',
      cell: (user) => formatDate(user.date_joined, locale),
    },
    {
      id: 'last-login',
      header: t`Last login`,
      sortKey: 'last_login',
      cell: (user) => formatDateTime(user.last_login, locale),
    },
    {
      id: 'actions',
      header: t`Actions`,
      cell: (user) => {
        // `editable` false: the server refuses changing or deleting this account for this person
        // (audit H1); absent (a platform that does not send it), the server decides as before.
        const editable = user.editable !== false;
        return (
          <RowActions
            name={userFullName(user)}
            editable={editable}
            open={(link) => (
              <Link to="/$locale/accounts/users/$id/" params={{ locale, id: user.id }} {...link} />
            )}
            onDelete={editable ? () => onDelete(user) : undefined}
          />
        );
      },
    },
  ];

  return (
    <Table
      {...table}
      caption={t`Users`}
      captionHidden
      columns={columns}
      getRowId={(user) => String(user.id)}
      emptyMessage={t`No user matches this search.`}
    />
  );
}
