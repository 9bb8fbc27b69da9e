import type { QueryClient } from '@tanstack/react-query';
import { fromPromise } from 'xstate';
import type { FileRef } from '../../machines/fileRef';
import type { ResourceSaveEvent, ResourceScenarioTarget } from '../../machines/resourceSaveVocabulary';
import { datasetKeys, taskKeys } from '../api/keys';
import { listResourceKindScenarios, runResourceKindScenario, uploadResourceFile } from '../api/resourceKinds';
import { resourceDatasetKeys, resourceKeys } from '../api/resources';
import { resourceTarget } from '../api/scenarios';
import type { FileRegistry } from './fileRegistry';
import { type FtpCreationMachine, provideFtpCreationMachine } from './ftpCreation';
import { provideScenarioLaunch } from './scenarioLaunch';

/** The global progress modal, as `useGlobalModals().progress` gives it. */
export type ProgressModal = {
  start: () => void;
  update: (percent: number) => void;
  reset: () => void;
};

export type ResourceSaveDependencies = {
  queryClient: QueryClient;
  progress: ProgressModal;
  /** Where the form put the file it submitted (its FileRef is in `resource.submitted`). */
  files: FileRegistry;
  /** The sFTP flow invoked for sFTP resources; the real one by default. */
  ftpMachine?: FtpCreationMachine;
};

/**
 * The real actors and actions that the creation and the modification of a resource share (the steps
 * after their first request). The file upload reports its progress to the machine
 * (`upload.progressed`), which drives the global progress modal through `progress`; stopping the upload
 * (leaving the state) aborts the XHR. Every end refreshes the dataset's resources.
 */
export function resourceSaveImplementations({
  queryClient,
  progress,
  files,
  ftpMachine = provideFtpCreationMachine(),
}: ResourceSaveDependencies) {
  return {
    actors: {
      uploadFile: fromPromise<unknown, { fileUploadId: number; file: FileRef }>(({ input, signal, self }) =>
        uploadResourceFile(input.fileUploadId, files.get(input.file), {
          signal,
          onProgress: (percent) => {
            const event: ResourceSaveEvent = { type: 'upload.progressed', percent };
            self._parent?.send(event);
          },
        }),
      ),
      createFtp: ftpMachine,
      launchScenario: provideScenarioLaunch<ResourceScenarioTarget>({
        fetch: ({ kind, kindId }, signal) => listResourceKindScenarios(kind, kindId, { signal }),
        run: ({ resourceId, kind, kindId }, scenarioId, signal) =>
          runResourceKindScenario(
            kind,
            kindId,
            scenarioId,
            { target: resourceTarget(resourceId) },
            { signal },
          ),
      }),
    },
    actions: {
      progressStarted: () => progress.start(),
      progressUpdated: (_: unknown, params: { value: number }) => progress.update(params.value),
      progressReset: () => progress.reset(),
      refreshResourceViews: (_: unknown, params: { resourceId: number | null }) =>
        refreshResourceViews(queryClient, params.resourceId),
    },
  };
}

export function refreshResourceViews(queryClient: QueryClient, resourceId: number | null): void {
  const keys = [
    resourceDatasetKeys.all,
    datasetKeys.details(),
    datasetKeys.lists(),
    taskKeys.all,
    ...(resourceId === null ? [] : [resourceKeys.detail(resourceId)]),
  ];
  for (const queryKey of keys) void queryClient.invalidateQueries({ queryKey });
}
