import { useLingui } from '@lingui/react/macro';
import { useMutation } from '@tanstack/react-query';
import { addUserGroupMemberMutation } from '../../../api/usergroupMembers';
import type { User } from '../../../api/users';
import { FormCard } from '../../../ui/form/FormCard';
import { FormShell } from '../../../ui/form/FormShell';
import { useKitField } from '../../../ui/form/useKitField';
import { useKitForm } from '../../../ui/form/useKitForm';
import { formErrorsOrToast } from '../shared/apiFailure';
import { INVITED, membershipStatusOptions } from '../shared/membershipStatus';
import { useRoleOptions } from '../shared/RoleSelect';
import { type AddMemberValues, addMemberSchema, newMemberValues } from './addMember';
import { notifyMembershipAdded } from './membershipAdded';
import { UserPicker } from './UserPicker';

type Props = {
  group: { id: number; display_name: string };
  /** The group's members, who are not offered again. */
  memberIds: ReadonlySet<number>;
  /** A superuser chooses the membership status; an account administrator invites. */
  superuser: boolean;
  /** Without the right to add members, the form only shows itself. */
  readOnly?: boolean;
};

/**
 * Adds a user to the group, with a role (1 or 2, or none). A superuser also chooses the membership
 * status; an account administrator's addition is an invitation (awaiting verification) that the
 * user accepts, as the server requires (audit H1), so no status is offered to it. What the server
 * refuses shows under 'Erreur' (section 8), about a field or about the whole form.
 */
export function AddMemberForm({ group: usergroup, memberIds, superuser, readOnly = false }: Props) {
  const { t, i18n } = useLingui();
  const roleOptions = useRoleOptions();
  const add = useMutation({ ...addUserGroupMemberMutation(), meta: { errorsShownByScreen: true } });
  const initialValues = newMemberValues(superuser);
  const group = usergroup.display_name;

  async function submit({ user_id: user, role, status }: AddMemberValues) {
    // The schema holds back a form without a user or a status.
    if (user === null || status === null) return null;
    try {
      const added = await add.mutateAsync({ id: usergroup.id, body: { user_id: user.id, role, status } });
      notifyMembershipAdded(i18n, group, added.status === INVITED && !superuser);
      return null;
    } catch (thrown) {
      return formErrorsOrToast(thrown, i18n);
    }
  }

  const { form, kit } = useKitForm({
    name: `member-${usergroup.id}`,
    initialValues,
    schema: addMemberSchema(i18n),
    readOnly,
    onSubmit: submit,
    // Added: the form is ready for the next member.
    onSaved: (_values, formApi) => formApi.reset(initialValues),
  });

  return (
    <FormCard title={t`Add a member`} className="mt-4">
      {(headingId) => (
        <FormShell
          form={form}
          kit={kit}
          submitLabel={t`Add the member`}
          aria-labelledby={headingId}
          // A part of the group's page: only the group's own form keeps its button in reach.
          stickyActions={false}
        >
          <div className="grid items-start gap-4 sm:grid-cols-[2fr_1fr_1fr]">
            <form.AppField name="user_id">
              {() => <MemberUserField label={t`User`} excludedIds={memberIds} />}
            </form.AppField>
            <form.AppField name="role">
              {(field) => (
                <field.SelectField label={t`Role`} options={roleOptions} emptyOption={t`No role`} />
              )}
            </form.AppField>
            {superuser ? (
              <form.AppField name="status">
                {(field) => (
                  <field.SelectField
                    label={t`Membership status`}
                    required
                    options={membershipStatusOptions(i18n)}
                  />
                )}
              </form.AppField>
            ) : (
              <p className="text-sm text-slate-700 sm:mt-6">{t`Invited: a member once the user accepts.`}</p>
            )}
          </div>
        </FormShell>
      )}
    </FormCard>
  );
}

/** The user to add, chosen by typing, bound to the form (named `user_id` as the server names it). */
function MemberUserField({ label, excludedIds }: { label: string; excludedIds: ReadonlySet<number> }) {
  const { name: _name, onBlur: _onBlur, ...bound } = useKitField<User | null>(label);
  return <UserPicker {...bound} required excludedIds={excludedIds} />;
}
