import type { I18n } from '@lingui/core';
import { useLingui } from '@lingui/react/macro';
import { useMutation, useQuery } from '@tanstack/react-query';
import * as v from 'valibot';
import { giveUserGroupRoleMutation } from '../../../api/usergroupMembers';
import { type RoleNumber, userGroupsQuery } from '../../../api/usergroups';
import type { User } from '../../../api/users';
import { useSession } from '../../../auth/useSession';
import { FormCard } from '../../../ui/form/FormCard';
import { FormShell } from '../../../ui/form/FormShell';
import { useKitForm } from '../../../ui/form/useKitForm';
import { fieldMessages } from '../../../ui/messages';
import { notifyMembershipAdded } from '../members/membershipAdded';
import { formErrorsOrToast } from '../shared/apiFailure';
import { INVITED } from '../shared/membershipStatus';
import { useRoleOptions } from '../shared/RoleSelect';
import { userGroupTypeMessages } from '../shared/userGroupTypes';

/** Administrators: role 2. A superuser may give roles in any group, others in the groups they administer. */
const ADMINISTRATOR_ROLES: readonly RoleNumber[] = [2];

type RoleValues = { usergroup_id: number | null; role: RoleNumber | null };

const noRole: RoleValues = { usergroup_id: null, role: null };

/** Both the group and the role are required. */
function roleSchema(i18n: I18n) {
  const required = () => i18n._(fieldMessages.required);
  const chosen = <T,>(value: T | null) => value !== null;
  return v.object({
    usergroup_id: v.pipe(v.nullable(v.number()), v.check(chosen, required)),
    role: v.pipe(v.nullable(v.picklist([1, 2] as const)), v.check(chosen, required)),
  });
}

type Props = {
  user: User;
  /** Without the right to give roles, the form only shows itself. */
  readOnly?: boolean;
  /** The groups the person may give a role in, among those listed (all of them when absent). */
  offersGroup?: (groupId: number) => boolean;
};

/** Gives the user a role in one more group; what the server refuses shows under 'Erreur' (section 8). */
export function AddUserRoleForm({ user, readOnly = false, offersGroup = () => true }: Props) {
  const { t, i18n } = useLingui();
  const superuser = useSession().userData?.is_superuser ?? false;
  const groups = useQuery({
    ...userGroupsQuery({
      pageSize: 1000,
      ordering: 'display_name',
      myRoles: superuser ? undefined : ADMINISTRATOR_ROLES,
    }),
    staleTime: 60_000,
  });
  const give = useMutation({ ...giveUserGroupRoleMutation(), meta: { errorsShownByScreen: true } });
  const roleOptions = useRoleOptions();

  const held = new Set(user.usergroup_roles.map(({ usergroup }) => usergroup.id));
  const options = (groups.data?.results ?? [])
    .filter((group) => !held.has(group.id) && offersGroup(group.id))
    .map((group) => {
      const name = group.display_name;
      const type = i18n._(userGroupTypeMessages[group.usergroup_type]);
      return { value: group.id, label: t`${name} (${type})` };
    });

  async function submit({ usergroup_id: groupId, role }: RoleValues) {
    // The schema holds back a form without a group or a role.
    if (groupId === null || role === null) return null;
    const group = groups.data?.results.find((candidate) => candidate.id === groupId)?.display_name ?? '';
    try {
      // An account administrator invites (audit H1): the role applies once the user accepts.
      const membership = await give.mutateAsync({ id: groupId, userId: user.id, role, invite: !superuser });
      notifyMembershipAdded(i18n, group, membership.status === INVITED);
      return null;
    } catch (thrown) {
      return formErrorsOrToast(thrown, i18n);
    }
  }

  const { form, kit } = useKitForm({
    name: 'user-role',
    idPrefix: 'new-role',
    initialValues: noRole,
    schema: roleSchema(i18n),
    readOnly,
    onSubmit: submit,
    // Given: the form is ready for the next role.
    onSaved: (_values, formApi) => formApi.reset(noRole),
  });

  return (
    <FormCard title={t`Give a role`} className="mt-6">
      {(headingId) => (
        <FormShell form={form} kit={kit} submitLabel={t`Give the role`} aria-labelledby={headingId}>
          <div className="grid items-start gap-4 sm:grid-cols-[2fr_1fr]">
            <form.AppField name="usergroup_id">
              {(field) => <field.SelectField label={t`Organisation or group`} required options={options} />}
            </form.AppField>
            <form.AppField name="role">
              {(field) => <field.SelectField label={t`Role`} required options={roleOptions} />}
            </form.AppField>
          </div>
        </FormShell>
      )}
    </FormCard>
  );
}
