import type { I18n, MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { sortByLabel } from '../../../api/referenceLists';
import type { MembershipStatus } from '../../../api/usergroups';
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
export function membershipStatusOptions(i18n: I18n): SelectOption<MembershipStatus>[] {
  return sortByLabel(
    MEMBERSHIP_STATUSES.map((status) => ({ value: status, label: i18n._(membershipStatusMessages[status]) })),
    i18n.locale,
  );
}
