import type { QueryClient } from '@tanstack/react-query';
import { fromPromise } from 'xstate';
import datasetSaveMachine, {
  type DatasetFormFields,
  type DatasetSaveConflict,
  type DatasetVersion,
  type FieldsSaveOutput,
} from '../../machines/datasetSave.machine';
import {
  type Dataset,
  type DatasetInput,
  datasetKeys,
  datasetQuery,
  deleteDatasetThumbnail,
  updateDataset,
  uploadDatasetThumbnail,
} from '../api/datasets';
import { apiErrorFromThrown } from '../api/errors';
import type { FileRegistry } from './fileRegistry';

// The machine carries the versions the page gave it without reading them: they are src/api's Dataset.
const datasetOf = (version: DatasetVersion) => version as Dataset;

/** What only the dataset form knows, given by the page: its request body and its three-way comparison. */
export interface DatasetFormRules {
  /** The PUT body of the form's values, sent on the version `from`. */
  bodyOf(from: Dataset, values: DatasetFormFields): DatasetInput;
  /** Compares the form's values with the version they started from and the newer one. */
  compare(from: Dataset, values: DatasetFormFields, theirs: Dataset): Omit<DatasetSaveConflict, 'theirs'>;
}

/** The dataset save machine with the real calls of src/api and the dataset form's rules. */
export function provideDatasetSaveMachine(
  queryClient: QueryClient,
  files: FileRegistry,
  form: DatasetFormRules,
) {
  const read = (id: number) => queryClient.fetchQuery({ ...datasetQuery(id), staleTime: 0 });
  return datasetSaveMachine.provide({
    actors: {
      saveFields: fromPromise(async ({ input, signal }): Promise<FieldsSaveOutput> => {
        const from = datasetOf(input.from);
        try {
          const version = await updateDataset(from.id, form.bodyOf(from, input.values), {
            ifMatch: from.last_modified,
            signal,
          });
          return { outcome: 'saved', version };
        } catch (thrown) {
          if (apiErrorFromThrown(thrown).kind === 'preconditionFailed') return { outcome: 'stale' };
          throw thrown;
        }
      }),
      uploadThumbnail: fromPromise(({ input, signal }) =>
        uploadDatasetThumbnail(input.datasetId, files.get(input.file), { signal }),
      ),
      deleteThumbnail: fromPromise(({ input, signal }) =>
        deleteDatasetThumbnail(input.datasetId, { signal }),
      ),
      readDataset: fromPromise(({ input }) => read(input.datasetId)),
      readLatest: fromPromise(async ({ input }) => {
        const from = datasetOf(input.from);
        const theirs = await read(from.id);
        return { theirs, ...form.compare(from, input.values, theirs) };
      }),
      refreshDataset: fromPromise(async ({ input }) => {
        queryClient.setQueryData(datasetKeys.detail(input.version.id), datasetOf(input.version));
        // Rejects when a refetch failed, which the machine tells apart only to say so in its paths.
        await queryClient.invalidateQueries({ queryKey: datasetKeys.all }, { throwOnError: true });
      }),
    },
  });
}

export type DatasetSaveMachine = ReturnType<typeof provideDatasetSaveMachine>;
