import { useLingui } from '@lingui/react/macro';
import { useMutation } from '@tanstack/react-query';
import { deleteUserGroupMutation, type UserGroup } from '../../../api/usergroups';
import { notify } from '../../../notifications/notificationStore';
import { useGlobalModals } from '../../../shell/modals/globalModals';
import { type GroupKind, groupKinds } from './groupKinds';

/**
 * Deleting a group or a sphere, after confirmation. `before` runs once the deletion succeeded and before
 * the success message, e.g. to leave the deleted group's page (a navigation clears the messages).
 */
export function useGroupDelete(kind: GroupKind) {
  const { i18n } = useLingui();
  const { confirm } = useGlobalModals();
  const definition = groupKinds[kind];
  // The confirmation modal shows a failure itself (e.g. the group still owns datasets): no toast on top.
  const deletion = useMutation({ ...deleteUserGroupMutation(), meta: { errorsShownByScreen: true } });

  return function remove(group: Pick<UserGroup, 'id' | 'display_name'>, before?: () => Promise<unknown>) {
    const name = group.display_name;
    confirm({
      title: definition.deleteButton,
      content: definition.deleteContent(name),
      run: async () => {
        await deletion.mutateAsync(group.id);
        await before?.();
        notify('success', [i18n._(definition.deleted(name))]);
      },
    });
  };
}
