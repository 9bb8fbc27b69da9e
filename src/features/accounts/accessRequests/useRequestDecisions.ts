import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { useMutation } from '@tanstack/react-query';
import {
  decideAttachmentMutation,
  decideUserGroupRequestMutation,
  decideUserRequestMutation,
} from '../../../api/accessRequests';
import { type GroupMembership, removeUserGroupMemberMutation } from '../../../api/usergroupMembers';
import type { UserGroup } from '../../../api/usergroups';
import type { User } from '../../../api/users';
import { notify } from '../../../notifications/notificationStore';
import { useGlobalModals } from '../../../shell/modals/globalModals';
import { userFullName } from '../shared/userName';
import { ACCEPTED_STATUS, REFUSED_STATUS } from './decisions';

/*
 * Accepting is done at once; refusing asks for confirmation first. Mutations invalidate the request
 * lists and the hub's counts (src/api), so a decided request leaves its list and its count drops.
 * Refusals run inside the confirmation modal, which shows their failure: no toast on top of it.
 */

/** A user's access request: the account becomes active, or deactivated. */
export function useUserRequestDecisions() {
  const { t } = useLingui();
  const { confirm } = useGlobalModals();
  const acceptance = useMutation(decideUserRequestMutation());
  const refusal = useMutation({ ...decideUserRequestMutation(), meta: { errorsShownByScreen: true } });

  function accept(user: User) {
    const name = userFullName(user);
    acceptance.mutate(
      { userId: user.id, status: ACCEPTED_STATUS },
      { onSuccess: () => notify('success', [t`The access request of ${name} was accepted`]) },
    );
  }

  function refuse(user: User) {
    const name = userFullName(user);
    confirm({
      title: msg`Refuse the access request`,
      content: msg`The account of ${name} will be deactivated.`,
      run: async () => {
        await refusal.mutateAsync({ userId: user.id, status: REFUSED_STATUS });
        notify('success', [t`The access request of ${name} was refused`]);
      },
    });
  }

  const busyId = acceptance.isPending ? acceptance.variables?.userId : undefined;
  return { accept, refuse, busyId };
}

/** An organisation's or group's access request: the group becomes active, or deactivated. */
export function useUserGroupRequestDecisions() {
  const { t } = useLingui();
  const { confirm } = useGlobalModals();
  const acceptance = useMutation(decideUserGroupRequestMutation());
  const refusal = useMutation({ ...decideUserGroupRequestMutation(), meta: { errorsShownByScreen: true } });

  const variables = (group: UserGroup, status: number) => ({
    usergroupId: group.id,
    usergroupType: group.usergroup_type,
    status,
  });

  function accept(group: UserGroup) {
    const name = group.display_name;
    acceptance.mutate(variables(group, ACCEPTED_STATUS), {
      onSuccess: () => notify('success', [t`The access request of ${name} was accepted`]),
    });
  }

  function refuse(group: UserGroup) {
    const name = group.display_name;
    confirm({
      title: msg`Refuse the access request`,
      content: msg`${name} will be deactivated.`,
      run: async () => {
        await refusal.mutateAsync(variables(group, REFUSED_STATUS));
        notify('success', [t`The access request of ${name} was refused`]);
      },
    });
  }

  const busyId = acceptance.isPending ? acceptance.variables?.usergroupId : undefined;
  return { accept, refuse, busyId };
}

/**
 * A user's request to be attached to a group: the membership becomes active with the role it asked
 * for, or is removed (memberships have no refused status).
 */
export function useAttachmentDecisions() {
  const { t } = useLingui();
  const { confirm } = useGlobalModals();
  const acceptance = useMutation(decideAttachmentMutation());
  const removal = useMutation({ ...removeUserGroupMemberMutation(), meta: { errorsShownByScreen: true } });

  function accept(membership: GroupMembership) {
    const name = userFullName(membership.user);
    const group = membership.usergroup.display_name;
    acceptance.mutate(
      {
        usergroupId: membership.usergroup.id,
        userId: membership.user.id,
        role: membership.role,
        status: 2,
      },
      { onSuccess: () => notify('success', [t`The attachment of ${name} to ${group} was accepted`]) },
    );
  }

  function refuse(membership: GroupMembership) {
    const name = userFullName(membership.user);
    const group = membership.usergroup.display_name;
    confirm({
      title: msg`Refuse the attachment`,
      content: msg`${name} will not be a member of ${group}.`,
      run: async () => {
        await removal.mutateAsync({ id: membership.usergroup.id, userId: membership.user.id });
        notify('success', [t`The attachment of ${name} to ${group} was refused`]);
      },
    });
  }

  const busyId = acceptance.isPending ? acceptance.variables?.usergroupId : undefined;
  const busyUserId = acceptance.isPending ? acceptance.variables?.userId : undefined;
  return {
    accept,
    refuse,
    isBusy: (membership: GroupMembership) =>
      membership.usergroup.id === busyId && membership.user.id === busyUserId,
  };
}
