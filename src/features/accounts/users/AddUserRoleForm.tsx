import { useLingui } from '@lingui/react/macro';
import { useMutation, useQuery } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { giveUserGroupRoleMutation } from '../../../api/usergroupMembers';
import { type RoleNumber, userGroupsQuery } from '../../../api/usergroups';
import type { User } from '../../../api/users';
import { useSession } from '../../../auth/useSession';
import { notify } from '../../../notifications/notificationStore';
import { Button } from '../../../ui/Button';
import { SelectField } from '../../../ui/fields/SelectField';
import { fieldMessages } from '../../../ui/messages';
import { INVITED } from '../shared/membershipStatus';
import { RoleSelect } from '../shared/RoleSelect';
import { userGroupTypeMessages } from '../shared/userGroupTypes';

/** Administrators: role 2. A superuser may give roles in any group, others in the groups they administer. */
const ADMINISTRATOR_ROLES: readonly RoleNumber[] = [2];

/** Gives the user a role in one more group. */
export function AddUserRoleForm({ user }: { user: User }) {
  const { t, i18n } = useLingui();
  const headingId = useId();
  const session = useSession();
  const superuser = session.userData?.is_superuser ?? false;
  const groups = useQuery({
    ...userGroupsQuery({
      pageSize: 1000,
      ordering: 'display_name',
      myRoles: superuser ? undefined : ADMINISTRATOR_ROLES,
    }),
    staleTime: 60_000,
  });
  const give = useMutation(giveUserGroupRoleMutation());
  const [groupId, setGroupId] = useState<number | null>(null);
  const [role, setRole] = useState<RoleNumber | null>(null);
  const [submitted, setSubmitted] = useState(false);

  const held = new Set(user.usergroup_roles.map(({ usergroup }) => usergroup.id));
  const options = (groups.data?.results ?? [])
    .filter((group) => !held.has(group.id))
    .map((group) => {
      const name = group.display_name;
      const type = i18n._(userGroupTypeMessages[group.usergroup_type]);
      return { value: group.id, label: t`${name} (${type})` };
    });
  const required = [i18n._(fieldMessages.required)];

  function submit() {
    setSubmitted(true);
    if (groupId === null || role === null) return;
    const group = groups.data?.results.find((candidate) => candidate.id === groupId)?.display_name ?? '';
    give.mutate(
      // An account administrator invites (audit H1): the role applies once the user accepts.
      { id: groupId, userId: user.id, role, invite: !superuser },
      {
        onSuccess: (membership) => {
          notify('success', [
            membership.status === INVITED
              ? t`The user is invited to ${group}: the membership awaits verification until the user accepts it`
              : t`The user role in ${group} was created`,
          ]);
          setGroupId(null);
          setRole(null);
          setSubmitted(false);
        },
      },
    );
  }

  return (
    <form
      noValidate
      aria-labelledby={headingId}
      className="mt-6 rounded-md border border-slate-300 p-4"
      onSubmit={(event) => {
        event.preventDefault();
        submit();
      }}
    >
      <h3 id={headingId} className="mb-3 font-semibold text-slate-900">
        {t`Give a role`}
      </h3>
      <div className="grid items-start gap-4 sm:grid-cols-[2fr_1fr_auto]">
        <SelectField
          id="new-role-group"
          label={t`Organisation or group`}
          required
          options={options}
          value={groupId}
          onChange={setGroupId}
          errors={submitted && groupId === null ? required : undefined}
        />
        <RoleSelect
          id="new-role-role"
          label={t`Role`}
          required
          value={role}
          onChange={setRole}
          errors={submitted && role === null ? required : undefined}
        />
        <Button type="submit" className="sm:mt-6" loading={give.isPending}>
          {t`Give the role`}
        </Button>
      </div>
    </form>
  );
}
