import { useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import type { MembershipStatus } from '../../../api/usergroupMembers';
import { userGroupStatusesQuery, userStatusesQuery } from '../../../api/usergroups';
import { membershipStatusMessages } from './membershipStatus';
import { referenceLabel } from './referenceLabel';

/** A user's status by its label from the server's list. */
export function UserStatusLabel({ status }: { status: number }) {
  const { i18n } = useLingui();
  const statuses = useQuery(userStatusesQuery(i18n.locale));
  return <>{referenceLabel(statuses.data, status)}</>;
}

/** A user group's status (organisation, group, sphere) by its label from the server's list. */
export function UserGroupStatusLabel({ status }: { status: number }) {
  const { i18n } = useLingui();
  const statuses = useQuery(userGroupStatusesQuery(i18n.locale));
  return <>{referenceLabel(statuses.data, status)}</>;
}

/** The status of a membership: awaiting verification, awaiting validation or active. */
export function MembershipStatusLabel({ status }: { status: MembershipStatus }) {
  const { i18n } = useLingui();
  return <>{i18n._(membershipStatusMessages[status])}</>;
}
