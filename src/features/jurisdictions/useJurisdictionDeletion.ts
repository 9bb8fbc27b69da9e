import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiErrorCode } from '../../api/errors';
import { deleteJurisdictionMutation, type Jurisdiction, jurisdictionKeys } from '../../api/jurisdictions';
import { notify } from '../../notifications/notificationStore';
import { useGlobalModals } from '../../shell/modals/globalModals';
import { attachedMessage } from './jurisdictionMessages';

/**
 * Deletes a jurisdiction after confirmation. One attached to an organisation cannot be deleted
 * (specification section 5): the person is told so at once when the list already knows it, and
 * the same way when the server refuses (400 `jurisdiction_attached`), e.g. after a recent change.
 */
export function useJurisdictionDeletion() {
  const { t, i18n } = useLingui();
  const queryClient = useQueryClient();
  const { confirm } = useGlobalModals();
  const deletion = useMutation(deleteJurisdictionMutation());

  const refuse = (name: string) => notify('error', [i18n._(attachedMessage(name))], t`Error`);

  return function remove(jurisdiction: Pick<Jurisdiction, 'id' | 'display_name' | 'organisations_count'>) {
    const name = jurisdiction.display_name;
    if (jurisdiction.organisations_count > 0) {
      refuse(name);
      return;
    }
    confirm({
      title: msg`Delete the jurisdiction`,
      content: msg`The jurisdiction "${name}" will be deleted. This cannot be undone.`,
      run: async () => {
        try {
          await deletion.mutateAsync(jurisdiction.id);
        } catch (thrown) {
          if (apiErrorCode(thrown) !== 'jurisdiction_attached') throw thrown;
          // The list did not know it was attached: it is read again, to show it so.
          await queryClient.invalidateQueries({ queryKey: jurisdictionKeys.lists() });
          refuse(name);
          return;
        }
        notify('success', [t`The jurisdiction ${name} was deleted`]);
      },
    });
  };
}
