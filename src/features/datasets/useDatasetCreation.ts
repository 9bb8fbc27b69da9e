import { useQueryClient } from '@tanstack/react-query';
import { useMemo } from 'react';
import { createActor, waitFor } from 'xstate';
import type {
  DatasetCreationOutput,
  DatasetFields,
  ThumbnailSource,
} from '../../../machines/datasetCreation.machine';
import { provideDatasetCreationMachine } from '../../flows/datasetCreation';
import { createFileRegistry } from '../../flows/fileRegistry';
import { inspect } from '../../lib/inspection/inspect';

export type CreationResult =
  | { created: true; output: DatasetCreationOutput }
  | { created: false; cause: unknown };

/**
 * Runs the dataset creation flow (create, thumbnail, index) for one submission and resolves with its
 * outcome; a creation refused by the server resolves with its cause, for the form to show.
 */
export function useDatasetCreation() {
  const queryClient = useQueryClient();
  const files = useMemo(() => createFileRegistry(), []);
  const machine = useMemo(() => provideDatasetCreationMachine(queryClient, files), [queryClient, files]);

  return async function createWith(
    dataset: DatasetFields,
    thumbnail: File | string | null,
  ): Promise<CreationResult> {
    const source: ThumbnailSource | null =
      thumbnail === null
        ? null
        : typeof thumbnail === 'string'
          ? { source: 'url', url: thumbnail }
          : { source: 'file', file: files.register(thumbnail) };
    const actor = createActor(machine, { inspect }).start();
    actor.send({ type: 'dataset.submitted', dataset, thumbnail: source });
    const settled = await waitFor(
      actor,
      (snapshot) => snapshot.status === 'done' || snapshot.matches({ editing: 'failed' }),
      { timeout: Number.POSITIVE_INFINITY },
    );
    actor.stop();
    if (settled.status === 'done' && settled.output) return { created: true, output: settled.output };
    return { created: false, cause: settled.context.error?.cause };
  };
}
