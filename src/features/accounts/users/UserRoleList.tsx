import { useLingui } from '@lingui/react/macro';
import type { UserGroupRole } from '../../../api/users';

/** A user's roles per group, each role as its number (section 6). */
export function UserRoleList({ roles }: { roles: readonly UserGroupRole[] }) {
  const { t } = useLingui();
  if (roles.length === 0) return null;
  return (
    <ul className="space-y-0.5">
      {roles.map(({ role, usergroup }) => {
        const group = usergroup.display_name;
        return <li key={usergroup.id}>{t`${group}: role ${role}`}</li>;
      })}
    </ul>
  );
}
