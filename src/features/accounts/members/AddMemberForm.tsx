import { useLingui } from '@lingui/react/macro';
import { useMutation } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { addUserGroupMemberMutation, type MembershipStatus } from '../../../api/usergroupMembers';
import type { RoleNumber } from '../../../api/usergroups';
import type { User } from '../../../api/users';
import { notify } from '../../../notifications/notificationStore';
import { Button } from '../../../ui/Button';
import { type FieldErrors, mergeFieldErrors } from '../../../ui/fields/fieldErrors';
import { SelectField } from '../../../ui/fields/SelectField';
import { fieldMessages } from '../../../ui/messages';
import { formErrorsOrToast } from '../shared/apiFailure';
import { INVITED, membershipStatusOptions } from '../shared/membershipStatus';
import { RoleSelect } from '../shared/RoleSelect';
import { UserPicker } from './UserPicker';

type Props = {
  group: { id: number; display_name: string };
  /** The group's members, who are not offered again. */
  memberIds: ReadonlySet<number>;
  /** A superuser chooses the membership status; an account administrator invites. */
  superuser: boolean;
};

/** Members a superuser adds are active unless the person chooses otherwise. */
const ACTIVE: MembershipStatus = 2;

/**
 * Adds a user to the group, with a role (1 or 2, or none). A superuser also chooses the membership
 * status; an account administrator's addition is an invitation (awaiting verification) that the
 * user accepts, as the server requires (audit H1), so no status is offered to it.
 */
export function AddMemberForm({ group: usergroup, memberIds, superuser }: Props) {
  const { t, i18n } = useLingui();
  const headingId = useId();
  const add = useMutation({ ...addUserGroupMemberMutation(), meta: { errorsShownByScreen: true } });
  const [user, setUser] = useState<User | null>(null);
  const [role, setRole] = useState<RoleNumber | null>(null);
  const initialStatus = superuser ? ACTIVE : INVITED;
  const [status, setStatus] = useState<MembershipStatus | null>(initialStatus);
  const [submitted, setSubmitted] = useState(false);
  const [serverErrors, setServerErrors] = useState<FieldErrors>({});
  const required = [i18n._(fieldMessages.required)];
  const group = usergroup.display_name;

  async function submit() {
    setSubmitted(true);
    if (user === null || status === null) return;
    try {
      const added = await add.mutateAsync({ id: usergroup.id, body: { user_id: user.id, role, status } });
      notify('success', [
        added.status === INVITED && !superuser
          ? t`The user is invited to ${group}: the membership awaits verification until the user accepts it`
          : t`The user role in ${group} was created`,
      ]);
      setUser(null);
      setRole(null);
      setStatus(initialStatus);
      setSubmitted(false);
      setServerErrors({});
    } catch (thrown) {
      setServerErrors(mergeFieldErrors(formErrorsOrToast(thrown, i18n) ?? undefined));
    }
  }

  const userErrors = [...(submitted && user === null ? required : []), ...(serverErrors.user_id ?? [])];

  return (
    <form
      noValidate
      aria-labelledby={headingId}
      className="mt-4 rounded-md border border-slate-300 p-4"
      onSubmit={(event) => {
        event.preventDefault();
        void submit();
      }}
    >
      <h3 id={headingId} className="mb-3 font-semibold text-slate-900">
        {t`Add a member`}
      </h3>
      <div className="grid items-start gap-4 sm:grid-cols-[2fr_1fr_1fr_auto]">
        <UserPicker
          id={`member-user-${usergroup.id}`}
          label={t`User`}
          required
          value={user}
          excludedIds={memberIds}
          onChange={(next) => {
            setUser(next);
            setServerErrors(({ user_id: _, ...rest }) => rest);
          }}
          errors={userErrors}
        />
        <RoleSelect
          id={`member-role-${usergroup.id}`}
          label={t`Role`}
          value={role}
          onChange={setRole}
          emptyOption={t`No role`}
          errors={serverErrors.role}
        />
        {superuser ? (
          <SelectField
            id={`member-status-${usergroup.id}`}
            label={t`Membership status`}
            required
            options={membershipStatusOptions(i18n)}
            value={status}
            onChange={setStatus}
            errors={[...(submitted && status === null ? required : []), ...(serverErrors.status ?? [])]}
          />
        ) : (
          <p className="text-sm text-slate-700 sm:mt-6">{t`Invited: a member once the user accepts.`}</p>
        )}
        <Button type="submit" className="sm:mt-6" loading={add.isPending}>
          {t`Add the member`}
        </Button>
      </div>
    </form>
  );
}
