import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { undoBulkEditMutation } from '../../../../api/bulkEdits';
import { restoreDatasetVersion } from '../../../../api/datasetHistory';
import { type Dataset, datasetKeys, getDataset } from '../../../../api/datasets';
import { formatDateTime } from '../../../../lib/formatDate';
import { notify } from '../../../../notifications/notificationStore';
import { useGlobalModals } from '../../../../shell/modals/globalModals';
import { undoBatchConfirmation } from '../../bulkEdit/undoBatchConfirmation';

/**
 * Restoring a version of the dataset and undoing a bulk edit from its history, each after the global
 * confirmation. A refusal (a stale version: 412; a right lost meanwhile) keeps the confirmation open
 * with the server's message, and after a 412 offers reading the dataset again in place of Confirm; a
 * success refreshes the dataset and its activity, then says so.
 */
export function useHistoryActions(datasetId: number, onRestored: (dataset: Dataset) => void) {
  const { i18n } = useLingui();
  const queryClient = useQueryClient();
  const { confirm } = useGlobalModals();
  const undo = useMutation(undoBulkEditMutation());

  return {
    restore(version: number, date: string, lastModified: string) {
      const when = formatDateTime(date, i18n.locale);
      confirm({
        title: msg`Restore the version of ${when}`,
        content: msg`The dataset's metadata and keywords are saved again as this version left them; its default permission level and its organisation stay as they are. The restore is recorded in the history and can itself be undone.`,
        run: async () => {
          const restored = await restoreDatasetVersion(datasetId, version, lastModified);
          queryClient.setQueryData(datasetKeys.detail(datasetId), restored);
          onRestored(restored);
          // The restored version is in the cache already: its page starts again from it at once, then the
          // dataset and the lists are read again.
          await Promise.all(
            [datasetKeys.detail(datasetId), datasetKeys.lists()].map((queryKey) =>
              queryClient.invalidateQueries({ queryKey }),
            ),
          );
          notify('success', [i18n._(msg`The version of ${when} is restored`)]);
        },
        reload: async () => {
          // The dataset as it is now: the form and the history start again from it, and a restore
          // asked again is sent with its date.
          const latest = await getDataset(datasetId);
          queryClient.setQueryData(datasetKeys.detail(datasetId), latest);
          onRestored(latest);
          await queryClient.invalidateQueries({ queryKey: datasetKeys.detail(datasetId) });
        },
      });
    },

    undoBatch(batch: number) {
      confirm({
        ...undoBatchConfirmation(batch),
        run: async () => {
          await undo.mutateAsync(batch);
          notify('success', [i18n._(msg`Bulk edit n° ${batch} is undone`)]);
        },
      });
    },
  };
}
