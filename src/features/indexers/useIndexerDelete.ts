import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { useQueryClient } from '@tanstack/react-query';
import { deleteIndexer, type Indexer, indexerKeys } from '../../api/indexers';
import { notify } from '../../notifications/notificationStore';
import { useGlobalModals } from '../../shell/modals/globalModals';
import { indexerMessages } from './indexerMessages';

/**
 * Deleting an indexer after confirmation. A failure keeps the confirmation open with the message of
 * section 8; on success `afterDelete` runs (a screen leaves the deleted indexer's page) before the
 * success message, since navigating clears notifications.
 */
export function useIndexerDelete() {
  const { i18n } = useLingui();
  const queryClient = useQueryClient();
  const { confirm } = useGlobalModals();

  return (indexer: Pick<Indexer, 'id' | 'name'>, afterDelete?: () => Promise<unknown>) => {
    const name = indexer.name;
    confirm({
      title: msg`Delete the indexer`,
      content: msg`The indexer "${name}" and its logs will be deleted. This cannot be undone.`,
      failureMessage: indexerMessages.deleteFailed,
      run: async () => {
        await deleteIndexer(indexer.id);
        await afterDelete?.();
        // The deleted indexer's own queries would only answer 404 now.
        queryClient.removeQueries({ queryKey: indexerKeys.detail(indexer.id) });
        await queryClient.invalidateQueries({ queryKey: indexerKeys.lists() });
        notify('success', [i18n._(indexerMessages.deleted(name))]);
      },
    });
  };
}
