import { useLingui } from '@lingui/react/macro';
import { useId } from 'react';
import type { MembershipStatus, UserGroupMember } from '../../../api/usergroupMembers';
import type { RoleNumber } from '../../../api/usergroups';
import { isMembershipStatus, membershipStatusOptions } from '../shared/membershipStatus';
import { useRoleOptions } from '../shared/RoleSelect';
import { isRoleNumber } from '../shared/roles';
import { MembershipStatusLabel } from '../shared/StatusLabels';
import { userFullName } from '../shared/userName';

const selectClass = 'rounded-md border border-slate-500 bg-white px-2 py-1 text-slate-900';

type SelectProps<Value> = {
  member: UserGroupMember;
  value: Value;
  onChange: (value: Value) => void;
};

/** A member's role in the table: 1, 2 (numbers only, section 6) or none. Saved by the row's 'Change'. */
export function MemberRoleSelect({ member, value, onChange }: SelectProps<RoleNumber | null>) {
  const { t } = useLingui();
  const id = useId();
  const options = useRoleOptions();
  const name = userFullName(member.user);
  return (
    <>
      <label htmlFor={id} className="sr-only">
        {t`Role of ${name}`}
      </label>
      <select
        id={id}
        className={selectClass}
        value={value === null ? '' : String(value)}
        onChange={(event) => {
          const role = Number(event.target.value);
          onChange(event.target.value !== '' && isRoleNumber(role) ? role : null);
        }}
      >
        <option value="">{t`No role`}</option>
        {options.map((option) => (
          <option key={option.value} value={String(option.value)}>
            {option.label}
          </option>
        ))}
      </select>
    </>
  );
}

/**
 * A member's status in the table: awaiting verification, awaiting validation or active, among the
 * statuses the person may give it (`statuses`); with a single one (an invitation, for an account
 * administrator) the status is shown, not offered.
 */
export function MemberStatusSelect({
  member,
  value,
  onChange,
  statuses,
}: SelectProps<MembershipStatus> & { statuses: readonly MembershipStatus[] }) {
  const { t, i18n } = useLingui();
  const id = useId();
  const name = userFullName(member.user);
  if (statuses.length === 1) return <MembershipStatusLabel status={member.status} />;
  return (
    <>
      <label htmlFor={id} className="sr-only">
        {t`Membership status of ${name}`}
      </label>
      <select
        id={id}
        className={selectClass}
        value={String(value)}
        onChange={(event) => {
          const status = Number(event.target.value);
          if (isMembershipStatus(status)) onChange(status);
        }}
      >
        {membershipStatusOptions(i18n, statuses).map((option) => (
          <option key={option.value} value={String(option.value)}>
            {option.label}
          </option>
        ))}
      </select>
    </>
  );
}
