import { useLingui } from '@lingui/react/macro';
import { useQueryClient } from '@tanstack/react-query';
import { useActorRef, useSelector } from '@xstate/react';
import { useMemo } from 'react';
import { waitFor } from 'xstate';
import type { DatasetSaveConflict } from '../../../machines/datasetSave.machine';
import type { Dataset } from '../../api/datasets';
import { apiErrorFromThrown } from '../../api/errors';
import { provideDatasetSaveMachine } from '../../flows/datasetSave';
import { createFileRegistry } from '../../flows/fileRegistry';
import { inspect } from '../../lib/inspection/inspect';
import { apiErrorToast } from '../../notifications/apiErrorMessages';
import { notify } from '../../notifications/notificationStore';
import type { ServerFieldErrors } from '../../ui/fields/fieldErrors';
import { apiErrorToFormErrors } from '../../ui/form/apiErrorToFormErrors';
import type { SaveConflict } from './conflict/saveConflict';
import { datasetSaveRules } from './datasetSaveRules';
import type { DatasetSubmission } from './form/DatasetForm';

// The machine holds the conflict src/flows built with the dataset form's own comparison.
const conflictOf = (conflict: DatasetSaveConflict | null) =>
  conflict as (SaveConflict & { theirs: Dataset }) | null;

/**
 * Saving an existing dataset from the version the form started from (`base`), with the dataset save
 * machine (machines/datasetSave.machine.ts): its fields with If-Match, then its thumbnail change. When
 * someone saved it meanwhile (412) and changed some of the form's fields, the conflict is kept for the
 * person to decide, their typing left in the form.
 */
export function useDatasetSave(base: Dataset, restartFrom: (version: Dataset) => void) {
  const { t, i18n } = useLingui();
  const queryClient = useQueryClient();
  const files = useMemo(() => createFileRegistry(), []);
  const machine = useMemo(
    () => provideDatasetSaveMachine(queryClient, files, datasetSaveRules),
    [queryClient, files],
  );
  const actor = useActorRef(machine, { inspect });
  const conflict = useSelector(actor, (snapshot) => conflictOf(snapshot.context.conflict));
  const resolving = useSelector(
    actor,
    (snapshot) => snapshot.hasTag('busy') && snapshot.context.origin === 'conflict',
  );

  /** Waits for the save just started to end, then says how it went; answers the field errors for the form. */
  async function settle(): Promise<ServerFieldErrors | null> {
    // An event the machine ignored started nothing.
    if (!actor.getSnapshot().hasTag('busy')) return null;
    const settled = await waitFor(actor, (snapshot) => !snapshot.hasTag('busy'), {
      timeout: Number.POSITIVE_INFINITY,
    });
    const { saved, values, error } = settled.context;
    if (settled.matches({ editing: 'saved' }) && saved) {
      restartFrom(saved as Dataset);
      notify('success', [t`The dataset ${String(values?.display_name ?? '')} was updated`]);
      return null;
    }
    if (!settled.matches({ editing: 'failed' }) || !error) return null;
    const failure = apiErrorFromThrown(error.cause);
    const toast = apiErrorToast(failure, i18n);
    if (toast) notify('error', toast.lines, toast.title);
    return apiErrorToFormErrors(failure);
  }

  return {
    save: ({ values, thumbnail }: DatasetSubmission) => {
      const file = thumbnail.file ? files.register(thumbnail.file) : null;
      actor.send({
        type: 'dataset.submitted',
        from: base,
        values,
        thumbnail: { file, remove: thumbnail.remove },
      });
      return settle();
    },
    conflict,
    resolving,
    /** Saves the person's changes laid over the newer version. */
    saveMine: async () => {
      actor.send({ type: 'conflict.mineSaved' });
      await settle();
    },
    /** Drops the person's changes: the form starts again from the newer version. */
    loadTheirs: () => {
      if (!conflict) return;
      actor.send({ type: 'conflict.theirsLoaded' });
      restartFrom(conflict.theirs);
    },
  };
}
