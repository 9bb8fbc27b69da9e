import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { useMutation } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { useState } from 'react';
import {
  type Dataset,
  type DatasetFilters,
  deleteDatasetMutation,
  exportDatasets,
  getDataset,
} from '../../api/datasets';
import { apiErrorFromThrown } from '../../api/errors';
import { apiErrorToast } from '../../notifications/apiErrorMessages';
import { notify } from '../../notifications/notificationStore';
import { useGlobalModals } from '../../shell/modals/globalModals';
import { creationNotices } from './creationMessages';
import { datasetInputOf } from './datasetInputOf';
import { useDatasetCreation } from './useDatasetCreation';

/** What the dataset list does to a dataset beside showing it: delete, duplicate, export. */
export function useDatasetActions() {
  const { t, i18n } = useLingui();
  const deletion = useMutation(deleteDatasetMutation());
  const navigate = useNavigate();
  const { confirm } = useGlobalModals();
  const [exporting, setExporting] = useState(false);
  const [duplicating, setDuplicating] = useState<number | null>(null);
  const createWith = useDatasetCreation();

  function showFailure(thrown: unknown) {
    const toast = apiErrorToast(apiErrorFromThrown(thrown), i18n);
    if (toast) notify('error', toast.lines, toast.title);
  }

  /** `afterDelete` runs once the dataset is deleted (the list moves focus to the next row). */
  function remove(dataset: Pick<Dataset, 'id' | 'display_name'>, afterDelete?: () => void) {
    const name = dataset.display_name;
    confirm({
      title: msg`Delete the dataset`,
      content: msg`The dataset "${name}" will be deleted with its resources. This cannot be undone.`,
      failureMessage: msg`An error occured while deleting dataset`,
      run: async () => {
        await deletion.mutateAsync(dataset.id);
        afterDelete?.();
        notify('success', [t`The dataset ${name} was deleted`]);
      },
    });
  }

  /**
   * A copy with every metadata field and the thumbnail (fetched from its URL and sent again), named as a
   * copy, through the creation flow, in the organisation `into` (one the person manages: a dataset they
   * may only view is copied into one of theirs); the person lands on it to adjust it.
   */
  async function duplicate(id: number, into: number) {
    setDuplicating(id);
    try {
      const source = await getDataset(id);
      const copyName = t`Copy of ${source.display_name}`;
      const input = datasetInputOf(source, { display_name: copyName, usergroup: into });
      const result = await createWith(input, source.thumbnail);
      if (!result.created) return showFailure(result.cause);
      if (result.output.datasetId !== null) {
        await navigate({
          to: '/$locale/data/datasets/$id/',
          params: { locale: i18n.locale, id: result.output.datasetId },
        });
      }
      const notices = creationNotices(i18n, result.output, copyName);
      notify('success', [notices.success]);
      if (notices.warnings.length > 0) notify('error', notices.warnings);
    } catch (thrown) {
      showFailure(thrown);
    } finally {
      setDuplicating(null);
    }
  }

  async function exportFile(filters: DatasetFilters) {
    setExporting(true);
    try {
      await exportDatasets(filters);
    } catch (thrown) {
      showFailure(thrown);
    } finally {
      setExporting(false);
    }
  }

  return { remove, duplicate, duplicating, exportFile, exporting };
}
