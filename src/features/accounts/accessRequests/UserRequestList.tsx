import { useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { userStatusesQuery } from '../../../api/usergroups';
import type { User } from '../../../api/users';
import { formatDate } from '../../../lib/formatDate';
import type { SearchNavigate } from '../../../ui/list/useListScreen';
import type { Column } from '../../../ui/Table';
import { UserStatusLabel } from '../shared/StatusLabels';
import { UserLink } from '../shared/UserLink';
import { userFullName } from '../shared/userName';
import { DecisionButtons } from './DecisionButtons';
import { PENDING_REQUEST_STATUSES } from './decisions';
import { RequestListSection } from './RequestListSection';
import { userRequestListOptions } from './requestListOptions';
import { type RequestListState, statusChoicesOf } from './requestListState';
import { useUserRequestDecisions } from './useRequestDecisions';

type Props = { anchor: string; search: RequestListState; navigate: SearchNavigate<RequestListState> };

/** Accounts awaiting validation, to accept or refuse. */
export function UserRequestList({ anchor, search, navigate }: Props) {
  const { t, i18n } = useLingui();
  const locale = i18n.locale;
  const statuses = statusChoicesOf(useQuery(userStatusesQuery(locale)).data);
  const decisions = useUserRequestDecisions();

  const columns: Column<User>[] = [
    {
      id: 'name',
      header: t`Name`,
      rowHeader: true,
      cell: (user) => <UserLink user={user} locale={locale} />,
    },
    { id: 'email', header: t`Email`, cell: (user) => user.email },
    { id: 'reason', header: t`Reason for registration`, cell: (user) => user.registration_reason ?? '' },
    { id: 'status', header: t`Status`, cell: (user) => <UserStatusLabel status={user.status} /> },
    { id: 'joined', header: t`Date joined`, cell: (user) => formatDate(user.date_joined, locale) },
    {
      id: 'decision',
      header: t`Decision`,
      // `editable` false: the person also asked (or belongs to) a group this administrator does not
      // administer, and the server refuses its decision (audit H1); absent, the server decides.
      cell: (user) =>
        user.editable === false ? (
          <span className="text-sm text-slate-700">{t`Decided by a superuser: also asked another organisation or group`}</span>
        ) : (
          <DecisionButtons
            name={userFullName(user)}
            busy={decisions.busyId === user.id}
            onAccept={() => decisions.accept(user)}
            onRefuse={() => decisions.refuse(user)}
          />
        ),
    },
  ];

  return (
    <RequestListSection
      anchor={anchor}
      title={t`User access requests`}
      searchLabel={t`Search user access requests`}
      search={search}
      navigate={navigate}
      statusOptions={statuses.options}
      defaultStatuses={PENDING_REQUEST_STATUSES}
      query={(state: RequestListState) => userRequestListOptions(state, statuses.every)}
      columns={columns}
      getRowId={(user) => String(user.id)}
      emptyMessage={t`No user access request.`}
    />
  );
}
