import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { useState } from 'react';
import {
  createDataset,
  type Dataset,
  type DatasetFilters,
  datasetKeys,
  deleteDataset,
  exportDatasets,
  getDataset,
} from '../../api/datasets';
import { apiErrorFromThrown } from '../../api/errors';
import { useGlobalModals } from '../../flows/globalModals';
import { apiErrorToast } from '../../notifications/apiErrorMessages';
import { notify } from '../../notifications/notificationStore';
import { datasetInputOf } from './datasetInputOf';

/** What the dataset list does to a dataset beside showing it: delete, duplicate, export. */
export function useDatasetActions() {
  const { t, i18n } = useLingui();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const { confirm } = useGlobalModals();
  const [exporting, setExporting] = useState(false);
  const [duplicating, setDuplicating] = useState<number | null>(null);

  function showFailure(thrown: unknown) {
    const toast = apiErrorToast(apiErrorFromThrown(thrown), i18n);
    if (toast) notify('error', toast.lines, toast.title);
  }

  function remove(dataset: Pick<Dataset, 'id' | 'display_name'>) {
    const name = dataset.display_name;
    confirm({
      title: msg`Delete the dataset`,
      content: msg`The dataset "${name}" will be deleted with its resources. This cannot be undone.`,
      failureMessage: msg`An error occured while deleting dataset`,
      run: async () => {
        await deleteDataset(dataset.id);
        await queryClient.invalidateQueries({ queryKey: datasetKeys.all });
        notify('success', [t`The dataset ${name} was deleted`]);
      },
    });
  }

  /** A copy with every metadata field, named as a copy; the person lands on it to adjust it. */
  async function duplicate(id: number) {
    setDuplicating(id);
    try {
      const source = await getDataset(id);
      const copyName = t`Copy of ${source.display_name}`;
      const copy = await createDataset(datasetInputOf(source, { display_name: copyName }));
      await queryClient.invalidateQueries({ queryKey: datasetKeys.all });
      await navigate({ to: '/$locale/data/datasets/$id/', params: { locale: i18n.locale, id: copy.id } });
      notify('success', [t`The dataset ${copyName} was created`]);
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
