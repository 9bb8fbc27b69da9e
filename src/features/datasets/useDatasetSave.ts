import { useLingui } from '@lingui/react/macro';
import { useQueryClient } from '@tanstack/react-query';
import {
  type Dataset,
  datasetKeys,
  deleteDatasetThumbnail,
  updateDataset,
  uploadDatasetThumbnail,
} from '../../api/datasets';
import { apiErrorFromThrown } from '../../api/errors';
import { apiErrorToast } from '../../notifications/apiErrorMessages';
import { notify } from '../../notifications/notificationStore';
import type { DatasetSubmission } from './form/DatasetForm';
import { datasetInputOfForm } from './form/datasetFormSchema';

/**
 * Saving an existing dataset: its fields (refused with 412 when someone saved it meanwhile), then its
 * thumbnail change. Resolves with the server's field errors for the form, or null.
 */
export function useDatasetSave(dataset: Dataset) {
  const { t, i18n } = useLingui();
  const queryClient = useQueryClient();

  return async function save({ values, thumbnail }: DatasetSubmission) {
    const input = datasetInputOfForm(values);
    try {
      await updateDataset(dataset.id, input, { ifMatch: dataset.last_modified });
      if (thumbnail.file) await uploadDatasetThumbnail(dataset.id, thumbnail.file);
      else if (thumbnail.remove && dataset.thumbnail) await deleteDatasetThumbnail(dataset.id);
      await queryClient.invalidateQueries({ queryKey: datasetKeys.all });
      notify('success', [t`The dataset ${input.display_name} was updated`]);
      return null;
    } catch (thrown) {
      const error = apiErrorFromThrown(thrown);
      const toast = apiErrorToast(error, i18n);
      if (toast) notify('error', toast.lines, toast.title);
      if (error.kind === 'fields')
        return Object.fromEntries(error.fields.map(({ field, messages }) => [field, messages]));
      return null;
    }
  };
}
