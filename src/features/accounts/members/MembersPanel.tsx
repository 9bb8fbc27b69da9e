import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { keepPreviousData, useMutation, useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { useState } from 'react';
import {
  type MembershipStatus,
  removeUserGroupMemberMutation,
  type UserGroupMember,
  updateUserGroupMemberMutation,
  userGroupMembersQuery,
} from '../../../api/usergroupMembers';
import { useSession } from '../../../auth/useSession';
import { formatDate } from '../../../lib/formatDate';
import { notify } from '../../../notifications/notificationStore';
import { useGlobalModals } from '../../../shell/modals/globalModals';
import { Button } from '../../../ui/Button';
import { AUTO_RELOAD_MS } from '../../../ui/list/autoReload';
import { useSearchFlow } from '../../../ui/list/useSearchFlow';
import { Pagination } from '../../../ui/Pagination';
import { Panel } from '../../../ui/Panel';
import { SearchBox } from '../../../ui/SearchBox';
import { type Column, Table } from '../../../ui/Table';
import { allowedMembershipStatuses } from '../shared/membershipStatus';
import { MembershipStatusLabel } from '../shared/StatusLabels';
import { userFullName } from '../shared/userName';
import { AddMemberForm } from './AddMemberForm';
import { MemberRoleSelect, MemberStatusSelect } from './MemberSelects';
import { draftOf, type MemberDraft, withDraft } from './memberDraft';

type Props = {
  group: { id: number; display_name: string };
  /** Role 2 in the group or a superuser: adds, changes and removes members; others only see them. */
  canAdminister: boolean;
};

const linkClass = 'font-medium text-blue-700 underline';

/**
 * The members of a group (users with their role, 1 or 2 or none, and their membership status: awaiting
 * verification, awaiting validation, active), searched and paged by the server, reloaded every 15 s.
 */
export function MembersPanel({ group: usergroup, canAdminister }: Props) {
  const { t, i18n } = useLingui();
  const locale = i18n.locale;
  const { confirm } = useGlobalModals();
  const [page, setPage] = useState(1);
  const [drafts, setDrafts] = useState<ReadonlyMap<number, MemberDraft>>(new Map());
  const superuser = useSession().userData?.is_superuser ?? false;
  // Named 'group' in messages, as the user roles' messages name it.
  const group = usergroup.display_name;
  const searchFlow = useSearchFlow((text) =>
    userGroupMembersQuery(usergroup.id, { search: text || undefined, page: 1 }),
  );
  const search = searchFlow.shownText || undefined;
  const members = useQuery({
    ...userGroupMembersQuery(usergroup.id, { search, page }),
    placeholderData: keepPreviousData,
    refetchInterval: AUTO_RELOAD_MS,
  });
  const update = useMutation(updateUserGroupMemberMutation());
  // The confirmation modal shows a failure itself: no toast on top of it.
  const removal = useMutation({ ...removeUserGroupMemberMutation(), meta: { errorsShownByScreen: true } });

  const change = (member: UserGroupMember, next: Partial<MemberDraft>) =>
    setDrafts((current) => withDraft(current, member, next));

  function save(member: UserGroupMember) {
    const draft = draftOf(drafts, member);
    update.mutate(
      { id: usergroup.id, userId: member.user.id, body: draft },
      {
        onSuccess: () => {
          setDrafts((current) => {
            const next = new Map(current);
            next.delete(member.user.id);
            return next;
          });
          notify('success', [t`The user role in ${group} was updated`]);
        },
      },
    );
  }

  function remove(member: UserGroupMember) {
    const name = userFullName(member.user);
    confirm({
      title: msg`Remove the member`,
      content: msg`${name} will no longer be a member of ${group}.`,
      run: async () => {
        await removal.mutateAsync({ id: usergroup.id, userId: member.user.id });
        notify('success', [t`The user role in ${group} was deleted`]);
      },
    });
  }

  const columns: Column<UserGroupMember>[] = [
    {
      id: 'name',
      header: t`Name`,
      rowHeader: true,
      cell: ({ user }) => (
        <Link to="/$locale/accounts/users/$id/" params={{ locale, id: user.id }} className={linkClass}>
          {userFullName(user)}
        </Link>
      ),
    },
    { id: 'email', header: t`Email`, cell: ({ user }) => user.email },
    {
      id: 'role',
      header: t`Role`,
      cell: (member) =>
        canAdminister ? (
          <MemberRoleSelect
            member={member}
            value={draftOf(drafts, member).role}
            onChange={(role) => change(member, { role })}
          />
        ) : (
          (member.role ?? '')
        ),
    },
    {
      id: 'status',
      header: t`Membership status`,
      cell: (member) =>
        canAdminister ? (
          <MemberStatusSelect
            member={member}
            statuses={allowedMembershipStatuses(member.status, superuser)}
            value={draftOf(drafts, member).status}
            onChange={(status: MembershipStatus) => change(member, { status })}
          />
        ) : (
          <MembershipStatusLabel status={member.status} />
        ),
    },
    { id: 'joined', header: t`Member since`, cell: (member) => formatDate(member.date_joined, locale) },
  ];
  if (canAdminister) {
    columns.push({
      id: 'actions',
      header: t`Actions`,
      headerHidden: true,
      cell: (member) => {
        const name = userFullName(member.user);
        return (
          <div className="flex flex-wrap gap-2">
            <Button
              variant="secondary"
              className="px-2 py-1 text-sm"
              disabled={!drafts.has(member.user.id)}
              loading={update.isPending && update.variables?.userId === member.user.id}
              onClick={() => save(member)}
              aria-label={t`Change the membership of ${name}`}
            >
              {t`Change`}
            </Button>
            <Button
              variant="danger"
              className="px-2 py-1 text-sm"
              onClick={() => remove(member)}
              aria-label={t`Remove ${name} from the members`}
            >
              {t`Remove`}
            </Button>
          </div>
        );
      },
    });
  }

  const rows = members.data?.results ?? [];
  return (
    <Panel title={t`Members`}>
      <div className="mb-3 flex flex-wrap items-end gap-3">
        <SearchBox
          label={t`Search members`}
          initialText=""
          searching={searchFlow.searching}
          onChange={(text) => {
            setPage(1);
            searchFlow.change(text);
          }}
        />
      </div>
      <Table
        caption={t`Members of ${group}`}
        captionHidden
        columns={columns}
        rows={rows}
        getRowId={(member) => String(member.user.id)}
        loading={members.isPending || searchFlow.searching}
        error={members.isError}
        onRetry={() => void members.refetch()}
        emptyMessage={t`This group has no member.`}
      />
      {members.data ? (
        <Pagination page={page} count={members.data.count} onPageChange={setPage} label={t`Members`} />
      ) : null}
      {canAdminister ? (
        <AddMemberForm
          group={usergroup}
          memberIds={new Set(rows.map((member) => member.user.id))}
          superuser={superuser}
        />
      ) : null}
    </Panel>
  );
}
