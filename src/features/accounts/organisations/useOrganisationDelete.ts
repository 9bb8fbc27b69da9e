import { useLingui } from '@lingui/react/macro';
import { useMutation } from '@tanstack/react-query';
import { deleteOrganisationMutation, type Organisation } from '../../../api/organisations';
import { notify } from '../../../notifications/notificationStore';
import { useGlobalModals } from '../../../shell/modals/globalModals';
import { organisationMessages } from './organisationMessages';

/**
 * Deleting an organisation, after confirmation. `before` runs once the deletion succeeded and before the
 * success message, e.g. to leave the deleted organisation's page (a navigation clears the messages).
 */
export function useOrganisationDelete() {
  const { i18n } = useLingui();
  const { confirm } = useGlobalModals();
  // The confirmation modal shows a failure itself (e.g. it still owns datasets): no toast on top of it.
  const deletion = useMutation({ ...deleteOrganisationMutation(), meta: { errorsShownByScreen: true } });

  return function remove(
    organisation: Pick<Organisation, 'id' | 'display_name'>,
    before?: () => Promise<unknown>,
  ) {
    const name = organisation.display_name;
    confirm({
      title: organisationMessages.deleteTitle,
      content: organisationMessages.deleteContent(name),
      run: async () => {
        await deletion.mutateAsync(organisation.id);
        await before?.();
        notify('success', [i18n._(organisationMessages.deleted(name))]);
      },
    });
  };
}
