import type { I18n, MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { sortByLabel } from '../../../api/referenceLists';
import type { MembershipStatus } from '../../../api/usergroupMembers';
import type { SelectOption } from '../../../ui/fields/SelectField';

/** The statuses of a membership in a group (section 4); the server gives no list of them. */
export const membershipStatusMessages: Record<MembershipStatus, MessageDescriptor> = {
  0: msg`Awaiting verification`,
  1: msg`Awaiting validation`,
  2: msg`Active`,
};

export const MEMBERSHIP_STATUSES: readonly MembershipStatus[] = [0, 1, 2];

export function isMembershipStatus(value: unknown): value is MembershipStatus {
  return value === 0 || value === 1 || value === 2;
}

/** The choices of a membership status, sorted by label like the server's status lists. */
export function membershipStatusOptions(
  i18n: I18n,
  statuses: readonly MembershipStatus[] = MEMBERSHIP_STATUSES,
): SelectOption<MembershipStatus>[] {
  return sortByLabel(
    statuses.map((status) => ({ value: status, label: i18n._(membershipStatusMessages[status]) })),
    i18n.locale,
  );
}

/** What an account administrator's addition creates: an invitation, awaiting the user's verification. */
export const INVITED: MembershipStatus = 0;

/**
 * The statuses a membership now in `current` may be given (the server's rule, audit H1): a superuser
 * gives any; an account administrator moves a request or a member between awaiting validation and
 * active, and leaves an invitation (awaiting verification) to the user, who accepts it.
 */
export function allowedMembershipStatuses(
  current: MembershipStatus,
  superuser: boolean,
): readonly MembershipStatus[] {
  if (superuser) return MEMBERSHIP_STATUSES;
  return current === INVITED ? [INVITED] : [1, 2];
}
