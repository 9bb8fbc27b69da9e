import { useLingui } from '@lingui/react/macro';
import { useId } from 'react';
import type { User, UserGroupRole } from '../../../api/users';
import type { UserRights } from '../../../auth/objectRights';
import { type Column, Table } from '../../../ui/Table';
import { UserGroupLink } from '../shared/UserGroupLink';
import { userGroupTypeMessages } from '../shared/userGroupTypes';
import { userFullName } from '../shared/userName';
import { AddUserRoleForm } from './AddUserRoleForm';
import { UserRoleActions } from './UserRoleActions';

/**
 * The user's roles per group (memberships holding a role): given, changed and removed here, each only
 * where the person's `rights` allow it (a role in a group they do not administer is only shown).
 */
export function UserRoles({ user, rights }: { user: User; rights: UserRights }) {
  const { t, i18n } = useLingui();
  const headingId = useId();
  const name = userFullName(user);

  const columns: Column<UserGroupRole>[] = [
    {
      id: 'group',
      header: t`Organisation or group`,
      rowHeader: true,
      cell: ({ usergroup }) => <UserGroupLink group={usergroup} locale={i18n.locale} />,
    },
    {
      id: 'type',
      header: t`Type`,
      cell: ({ usergroup }) => i18n._(userGroupTypeMessages[usergroup.usergroup_type]),
    },
    {
      id: 'role',
      header: t`Role`,
      cell: (role) =>
        rights.changeRoleIn(role.usergroup.id) ? (
          <UserRoleActions userId={user.id} role={role} />
        ) : (
          String(role.role)
        ),
    },
  ];

  return (
    <section aria-labelledby={headingId} className="mt-10">
      <h2 id={headingId} className="mb-3 text-xl font-semibold text-slate-900">
        {t`Roles`}
      </h2>
      <Table
        caption={t`Roles of ${name}`}
        captionHidden
        columns={columns}
        rows={user.usergroup_roles}
        getRowId={(role) => String(role.usergroup.id)}
        emptyMessage={t`This user has no role in any group.`}
      />
      {rights.giveRoles ? <AddUserRoleForm user={user} /> : null}
    </section>
  );
}
