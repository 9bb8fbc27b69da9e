import type { QueryClient } from '@tanstack/react-query';
import { fromPromise } from 'xstate';
import datasetCreationMachine from '../../machines/datasetCreation.machine';
import { createDataset, datasetKeys, uploadDatasetThumbnail } from '../api/datasets';
import { fetchBlob } from '../api/download';
import { taskKeys } from '../api/keys';
import { provideDatasetScenarioLaunch } from './datasetPublication';
import type { FileRegistry } from './fileRegistry';

/** The last segment of a URL's path, for the name of a thumbnail sent again. */
function fileNameOf(url: string): string {
  const path = url.split(/[?#]/)[0] ?? '';
  return decodeURIComponent(path.split('/').filter(Boolean).at(-1) ?? 'thumbnail');
}

/**
 * The dataset creation machine with the real calls of src/api. A duplicated dataset's thumbnail is
 * fetched from its URL into `files`, then sent like a chosen file.
 */
export function provideDatasetCreationMachine(queryClient: QueryClient, files: FileRegistry) {
  return datasetCreationMachine.provide({
    actors: {
      createDataset: fromPromise(({ input, signal }) => createDataset(input.dataset, { signal })),
      fetchThumbnail: fromPromise(async ({ input, signal }) => {
        const image = await fetchBlob(input.url, { signal });
        // Named like the original, so that the server sees the image's extension as with a chosen file.
        const name = fileNameOf(input.url);
        return files.register(new File([image], name, { type: image.type }), name);
      }),
      uploadThumbnail: fromPromise(({ input, signal }) =>
        uploadDatasetThumbnail(input.datasetId, files.get(input.file), { signal }),
      ),
      launchScenario: provideDatasetScenarioLaunch(),
    },
    actions: {
      datasetCreated: () => {
        for (const queryKey of [
          datasetKeys.lists(),
          datasetKeys.count(),
          datasetKeys.details(),
          taskKeys.all,
        ])
          void queryClient.invalidateQueries({ queryKey });
      },
    },
  });
}

export type DatasetCreationMachine = ReturnType<typeof provideDatasetCreationMachine>;
