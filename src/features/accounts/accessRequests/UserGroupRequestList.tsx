import { useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { type UserGroup, userGroupStatusesQuery } from '../../../api/usergroups';
import { formatDate } from '../../../lib/formatDate';
import type { SearchNavigate } from '../../../ui/list/useListScreen';
import type { Column } from '../../../ui/Table';
import { UserGroupStatusLabel } from '../shared/StatusLabels';
import { UserGroupLink } from '../shared/UserGroupLink';
import { userGroupTypeMessages } from '../shared/userGroupTypes';
import { DecisionButtons } from './DecisionButtons';
import { PENDING_REQUEST_STATUSES } from './decisions';
import { RequestListSection } from './RequestListSection';
import { userGroupRequestListOptions } from './requestListOptions';
import { type RequestListState, statusChoicesOf } from './requestListState';
import { useUserGroupRequestDecisions } from './useRequestDecisions';

type Props = { anchor: string; search: RequestListState; navigate: SearchNavigate<RequestListState> };

/** Organisations and groups awaiting validation, to accept or refuse. */
export function UserGroupRequestList({ anchor, search, navigate }: Props) {
  const { t, i18n } = useLingui();
  const locale = i18n.locale;
  const statuses = statusChoicesOf(useQuery(userGroupStatusesQuery(locale)).data);
  const decisions = useUserGroupRequestDecisions();

  const columns: Column<UserGroup>[] = [
    {
      id: 'name',
      header: t`Name`,
      rowHeader: true,
      cell: (group) => <UserGroupLink group={group} locale={locale} />,
    },
    { id: 'type', header: t`Type`, cell: (group) => i18n._(userGroupTypeMessages[group.usergroup_type]) },
    { id: 'status', header: t`Status`, cell: (group) => <UserGroupStatusLabel status={group.status} /> },
    { id: 'created', header: t`Creation date`, cell: (group) => formatDate(group.creation_date, locale) },
    {
      id: 'decision',
      header: t`Decision`,
      cell: (group) => (
        <DecisionButtons
          name={group.display_name}
          busy={decisions.busyId === group.id}
          onAccept={() => decisions.accept(group)}
          onRefuse={() => decisions.refuse(group)}
        />
      ),
    },
  ];

  return (
    <RequestListSection
      anchor={anchor}
      title={t`Organisation and group access requests`}
      searchLabel={t`Search organisation and group access requests`}
      search={search}
      navigate={navigate}
      statusOptions={statuses.options}
      defaultStatuses={PENDING_REQUEST_STATUSES}
      query={(state: RequestListState) => userGroupRequestListOptions(state, statuses.every)}
      columns={columns}
      getRowId={(group) => String(group.id)}
      emptyMessage={t`No organisation or group access request.`}
    />
  );
}
