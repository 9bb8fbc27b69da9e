import { useLingui } from '@lingui/react/macro';
import { DEFAULT_MEMBERSHIP_STATUSES, type GroupMembership } from '../../../api/usergroupMembers';
import { useSession } from '../../../auth/useSession';
import { formatDate } from '../../../lib/formatDate';
import type { SearchNavigate } from '../../../ui/list/useListScreen';
import type { Column } from '../../../ui/Table';
import { allowedMembershipStatuses, membershipStatusOptions } from '../shared/membershipStatus';
import { MembershipStatusLabel } from '../shared/StatusLabels';
import { UserGroupLink } from '../shared/UserGroupLink';
import { UserLink } from '../shared/UserLink';
import { userFullName } from '../shared/userName';
import { DecisionButtons } from './DecisionButtons';
import { ACCEPTED_STATUS } from './decisions';
import { RequestListSection } from './RequestListSection';
import { attachmentRequestListOptions } from './requestListOptions';
import type { RequestListState } from './requestListState';
import { useAttachmentDecisions } from './useRequestDecisions';

type Props = { anchor: string; search: RequestListState; navigate: SearchNavigate<RequestListState> };

/** Users asking to join an organisation or group (memberships awaiting verification or validation). */
export function AttachmentRequestList({ anchor, search, navigate }: Props) {
  const { t, i18n } = useLingui();
  const locale = i18n.locale;
  const decisions = useAttachmentDecisions();
  // An account administrator does not accept an invitation for the user (audit H1): no button.
  const superuser = useSession().userData?.is_superuser ?? false;

  const columns: Column<GroupMembership>[] = [
    {
      id: 'user',
      header: t`User`,
      rowHeader: true,
      cell: ({ user }) => <UserLink user={user} locale={locale} />,
    },
    { id: 'email', header: t`Email`, cell: ({ user }) => user.email },
    {
      id: 'group',
      header: t`Organisation or group`,
      cell: ({ usergroup }) => <UserGroupLink group={usergroup} locale={locale} />,
    },
    { id: 'role', header: t`Role`, cell: ({ role }) => (role === null ? t`None` : String(role)) },
    { id: 'status', header: t`Status`, cell: ({ status }) => <MembershipStatusLabel status={status} /> },
    { id: 'joined', header: t`Date joined`, cell: ({ user }) => formatDate(user.date_joined, locale) },
    {
      id: 'decision',
      header: t`Decision`,
      cell: (membership) => {
        const name = userFullName(membership.user);
        const group = membership.usergroup.display_name;
        return (
          <DecisionButtons
            name={t`${name} to ${group}`}
            busy={decisions.isBusy(membership)}
            onAccept={
              allowedMembershipStatuses(membership.status, superuser).includes(ACCEPTED_STATUS)
                ? () => decisions.accept(membership)
                : undefined
            }
            onRefuse={() => decisions.refuse(membership)}
          />
        );
      },
    },
  ];

  return (
    <RequestListSection
      anchor={anchor}
      title={t`Attachment requests`}
      searchLabel={t`Search attachment requests`}
      search={search}
      navigate={navigate}
      statusOptions={membershipStatusOptions(i18n).map(({ value, label }) => ({
        value: String(value),
        label,
      }))}
      defaultStatuses={DEFAULT_MEMBERSHIP_STATUSES}
      query={attachmentRequestListOptions}
      columns={columns}
      getRowId={(membership) => String(membership.id)}
      emptyMessage={t`No attachment request.`}
    />
  );
}
