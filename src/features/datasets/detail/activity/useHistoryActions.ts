import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { useQueryClient } from '@tanstack/react-query';
import { bulkEditKeys, undoBulkEdit } from '../../../../api/bulkEdits';
import { restoreDatasetVersion } from '../../../../api/datasetHistory';
import { type Dataset, datasetKeys } from '../../../../api/datasets';
import { formatDateTime } from '../../../../lib/formatDate';
import { notify } from '../../../../notifications/notificationStore';
import { useGlobalModals } from '../../../../shell/modals/globalModals';

/**
 * Restoring a version of the dataset and undoing a bulk edit from its history, each after the global
 * confirmation. A refusal (a stale version: 412; a right lost meanwhile) keeps the confirmation open
 * with the server's message; a success refreshes the dataset and its activity, then says so.
 */
export function useHistoryActions(datasetId: number, onRestored: (dataset: Dataset) => void) {
  const { i18n } = useLingui();
  const queryClient = useQueryClient();
  const { confirm } = useGlobalModals();
  const refresh = () => queryClient.invalidateQueries({ queryKey: datasetKeys.detail(datasetId) });

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
          await Promise.all([refresh(), queryClient.invalidateQueries({ queryKey: datasetKeys.lists() })]);
          notify('success', [i18n._(msg`The version of ${when} is restored`)]);
        },
      });
    },

    undoBatch(batch: number) {
      confirm({
        title: msg`Undo bulk edit n° ${batch}`,
        content: msg`Every dataset of the batch gets back the values it had before it, unless someone changed them since.`,
        run: async () => {
          await undoBulkEdit(batch);
          await Promise.all([
            refresh(),
            queryClient.invalidateQueries({ queryKey: bulkEditKeys.all }),
            queryClient.invalidateQueries({ queryKey: datasetKeys.lists() }),
          ]);
          notify('success', [i18n._(msg`Bulk edit n° ${batch} is undone`)]);
        },
      });
    },
  };
}
