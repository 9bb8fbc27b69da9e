import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { useMutation } from '@tanstack/react-query';
import { deleteUserMutation, type User } from '../../../api/users';
import { notify } from '../../../notifications/notificationStore';
import { useGlobalModals } from '../../../shell/modals/globalModals';
import { userFullName } from '../shared/userName';

/**
 * Deleting a user, after confirmation. `before` runs once the deletion succeeded and before the
 * success message, e.g. to leave the deleted user's page (a navigation clears the messages).
 */
export function useUserActions() {
  const { t } = useLingui();
  const { confirm } = useGlobalModals();
  // The confirmation modal shows a failure itself: no toast on top of it.
  const deletion = useMutation({ ...deleteUserMutation(), meta: { errorsShownByScreen: true } });

  function remove(
    user: Pick<User, 'id' | 'first_name' | 'last_name' | 'username'>,
    before?: () => Promise<unknown>,
  ) {
    const name = userFullName(user);
    confirm({
      title: msg`Delete the user`,
      content: msg`The account of ${name} will be deleted. This cannot be undone.`,
      run: async () => {
        await deletion.mutateAsync(user.id);
        await before?.();
        notify('success', [t`The user ${name} was deleted`]);
      },
    });
  }

  return { remove };
}
