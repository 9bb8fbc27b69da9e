import { useLingui } from '@lingui/react/macro';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import {
  type Dataset,
  datasetKeys,
  datasetQuery,
  deleteDatasetThumbnail,
  updateDataset,
  uploadDatasetThumbnail,
} from '../../api/datasets';
import { apiErrorFromThrown } from '../../api/errors';
import { apiErrorToast } from '../../notifications/apiErrorMessages';
import { notify } from '../../notifications/notificationStore';
import type { ServerFieldErrors } from '../../ui/fields/fieldErrors';
import { compareVersions, type SaveConflict } from './conflict/saveConflict';
import type { DatasetSubmission } from './form/DatasetForm';
import { type DatasetFormValues, datasetFormValuesOf, datasetInputOfForm } from './form/datasetFormSchema';

type PendingConflict = SaveConflict & { theirs: Dataset; thumbnail: DatasetSubmission['thumbnail'] };

/**
 * Saving an existing dataset from the version the form started from (`base`): its fields with
 * If-Match, then its thumbnail change. When someone saved it meanwhile (412) the newer version is
 * read: if they changed none of the form's fields the save goes again on it (nothing of theirs is
 * lost); otherwise the conflict is kept for the person to decide, their typing left in the form.
 */
export function useDatasetSave(base: Dataset, restartFrom: (version: Dataset) => void) {
  const { t, i18n } = useLingui();
  const queryClient = useQueryClient();
  const [conflict, setConflict] = useState<PendingConflict | null>(null);
  const [resolving, setResolving] = useState(false);

  async function attempt(
    from: Dataset,
    values: DatasetFormValues,
    thumbnail: DatasetSubmission['thumbnail'],
  ): Promise<ServerFieldErrors | null> {
    // A PUT replaces every writable field: what the form does not edit (extras, the harvested bounds) is
    // sent as the version saved on holds it, so a save never drops it.
    const input = { ...datasetInputOfForm(values), extras: from.extras ?? {}, bounds: from.bounds };
    try {
      let saved = await updateDataset(from.id, input, { ifMatch: from.last_modified });
      if (thumbnail.file) await uploadDatasetThumbnail(from.id, thumbnail.file);
      else if (thumbnail.remove && from.thumbnail) await deleteDatasetThumbnail(from.id);
      if (thumbnail.file || thumbnail.remove)
        saved = await queryClient.fetchQuery({ ...datasetQuery(from.id), staleTime: 0 });
      setConflict(null);
      queryClient.setQueryData(datasetKeys.detail(from.id), saved);
      await queryClient.invalidateQueries({ queryKey: datasetKeys.all });
      restartFrom(saved);
      notify('success', [t`The dataset ${input.display_name} was updated`]);
      return null;
    } catch (thrown) {
      const error = apiErrorFromThrown(thrown);
      if (error.kind === 'preconditionFailed') return staleSave(from, values, thumbnail);
      const toast = apiErrorToast(error, i18n);
      if (toast) notify('error', toast.lines, toast.title);
      if (error.kind === 'fields')
        return Object.fromEntries(error.fields.map(({ field, messages }) => [field, messages]));
      return null;
    }
  }

  async function staleSave(
    from: Dataset,
    values: DatasetFormValues,
    thumbnail: DatasetSubmission['thumbnail'],
  ) {
    const theirs = await queryClient.fetchQuery({ ...datasetQuery(from.id), staleTime: 0 });
    const comparison = compareVersions(datasetFormValuesOf(from), values, datasetFormValuesOf(theirs));
    // Only what the form does not show changed (publication, thumbnail, resources): save on it.
    if (comparison.changedByThem.length === 0) return attempt(theirs, values, thumbnail);
    setConflict({ ...comparison, theirs, thumbnail });
    return null;
  }

  async function resolve(run: () => Promise<unknown>) {
    setResolving(true);
    try {
      await run();
    } finally {
      setResolving(false);
    }
  }

  return {
    save: ({ values, thumbnail }: DatasetSubmission) => attempt(base, values, thumbnail),
    conflict,
    resolving,
    /** Saves the person's changes laid over the newer version. */
    saveMine: () =>
      resolve(async () => {
        if (conflict) await attempt(conflict.theirs, conflict.merged, conflict.thumbnail);
      }),
    /** Drops the person's changes: the form starts again from the newer version. */
    loadTheirs: () => {
      if (!conflict) return;
      setConflict(null);
      restartFrom(conflict.theirs);
    },
  };
}
