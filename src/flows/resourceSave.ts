import type { QueryClient } from '@tanstack/react-query';
import { fromPromise, type SnapshotFrom } from 'xstate';
import resourceSaveMachine, {
  type ResourceSaveEvent,
  type SavedRecord,
} from '../../machines/resourceSave.machine';
import { datasetKeys, taskKeys } from '../api/keys';
import {
  createFileDownload,
  createFileUpload,
  createGeoserverMirror,
  createHref,
  createResource,
  createResourceDataset,
  deleteResource,
  listResourceKindScenarios,
  patchGeoserverMirror,
  resourceDatasetKeys,
  resourceKeys,
  runResourceKindScenario,
  updateFileDownload,
  updateHref,
  updateResource,
  uploadResourceFile,
} from '../api/resources';
import { resourceTarget } from '../api/scenarios';
import type { FileRegistry } from './fileRegistry';
import { type FtpCreationMachine, provideFtpCreationMachine, runFtpCreation } from './ftpCreation';

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
  /** The sFTP flow run for sFTP resources; the real one by default. */
  ftpMachine?: FtpCreationMachine;
};

function createRecord(resourceId: number, record: SavedRecord, signal: AbortSignal) {
  const base = { resource_id: resourceId, dataformat_id: record.dataformatId };
  switch (record.kind) {
    case 'file-upload':
      return createFileUpload(base, { signal });
    case 'href':
      return createHref({ ...base, href: record.href }, { signal });
    case 'file-download':
      return createFileDownload({ ...base, href: record.href }, { signal });
    case 'geoserver-mirrors':
      return createGeoserverMirror(
        { ...base, workspace: record.workspace, layer: record.layer, layer_type: record.layerType },
        { signal },
      );
  }
}

function updateRecord(resourceId: number, kindId: number, record: SavedRecord, signal: AbortSignal) {
  const base = { resource_id: resourceId, dataformat_id: record.dataformatId };
  switch (record.kind) {
    case 'href':
      return updateHref(kindId, { ...base, href: record.href }, { signal });
    case 'file-download':
      return updateFileDownload(kindId, { ...base, href: record.href }, { signal });
    case 'geoserver-mirrors':
      return patchGeoserverMirror(
        kindId,
        {
          workspace: record.workspace,
          layer: record.layer,
          layer_type: record.layerType,
          dataformat_id: record.dataformatId,
        },
        { signal },
      );
    case 'file-upload':
      // A new file is uploaded again to the same record; the record itself has no update call.
      return Promise.reject(new Error('A file-upload record is changed by uploading its file again'));
  }
}

/**
 * The resource machine with the real calls of src/api. The file upload reports its progress to the
 * machine (`upload.progressed`), which drives the global progress modal through `progress`; stopping
 * the upload (cancel, or leaving the state) aborts the XHR. Every end refreshes the dataset's resources.
 */
export function provideResourceSaveMachine({
  queryClient,
  progress,
  files,
  ftpMachine = provideFtpCreationMachine(),
}: ResourceSaveDependencies) {
  return resourceSaveMachine.provide({
    actors: {
      createResource: fromPromise(({ input, signal }) =>
        createResource({ ...input.fields, type: input.type, usergroup_id: input.usergroupId }, { signal }),
      ),
      // Published with the dataset, as the platform's own clients link resources.
      linkResource: fromPromise(({ input, signal }) =>
        createResourceDataset(
          { resource_id: input.resourceId, dataset_id: input.datasetId, type: input.type, publish: true },
          { signal },
        ),
      ),
      createKindRecord: fromPromise(({ input, signal }) =>
        createRecord(input.resourceId, input.record, signal),
      ),
      uploadFile: fromPromise(({ input, signal, self }) =>
        uploadResourceFile(input.fileUploadId, files.get(input.file), {
          signal,
          onProgress: (percent) => {
            const event: ResourceSaveEvent = { type: 'upload.progressed', percent };
            self._parent?.send(event);
          },
        }),
      ),
      updateResource: fromPromise(({ input, signal }) =>
        updateResource(input.resourceId, { ...input.fields, type: input.type }, { signal }),
      ),
      updateKindRecord: fromPromise(({ input, signal }) =>
        updateRecord(input.resourceId, input.kindId, input.record, signal),
      ),
      createFtp: fromPromise(({ input, signal }) =>
        runFtpCreation(ftpMachine, input.ftp, input.submission, signal),
      ),
      fetchScenarios: fromPromise(({ input, signal }) =>
        listResourceKindScenarios(input.kind, input.kindId, { signal }),
      ),
      runScenario: fromPromise(({ input, signal }) =>
        runResourceKindScenario(
          input.kind,
          input.kindId,
          input.scenarioId,
          { target: resourceTarget(input.resourceId) },
          { signal },
        ),
      ),
      deleteResource: fromPromise(({ input, signal }) => deleteResource(input.resourceId, { signal })),
    },
    actions: {
      progressStarted: () => progress.start(),
      progressUpdated: (_, params) => progress.update(params.value),
      progressReset: () => progress.reset(),
      refreshResourceViews: (_, params) => refreshResourceViews(queryClient, params.resourceId),
    },
  });
}

function refreshResourceViews(queryClient: QueryClient, resourceId: number | null): void {
  const keys = [
    resourceDatasetKeys.all,
    datasetKeys.details(),
    datasetKeys.lists(),
    taskKeys.all,
    ...(resourceId === null ? [] : [resourceKeys.detail(resourceId)]),
  ];
  for (const queryKey of keys) void queryClient.invalidateQueries({ queryKey });
}

/** The steps of a creation after the resource exists on the server and before it is whole. */
const HALF_CREATED_STATES = ['linkingResource', 'creatingKindRecord', 'uploadingFile'] as const;

/** A new resource exists on the server but its creation has not reached the scenario choice. */
export function isHalfCreated(snapshot: SnapshotFrom<ResourceSaveMachine>): boolean {
  return (
    snapshot.context.existing === null &&
    snapshot.context.resourceId !== null &&
    HALF_CREATED_STATES.some((state) => snapshot.matches(state))
  );
}

/**
 * The person left the page (the dialog unmounted, its actor stopped) while the save ran. A stopped
 * actor runs no exit action and cannot reset itself, so this does what its failure path would: the
 * progress modal closes and a half-created resource is deleted, as after a failed creation (§4).
 */
export function abandonResourceSave(
  snapshot: SnapshotFrom<ResourceSaveMachine>,
  { queryClient, progress }: Pick<ResourceSaveDependencies, 'queryClient' | 'progress'>,
): void {
  if (snapshot.matches('uploadingFile')) progress.reset();
  const resourceId = snapshot.context.resourceId;
  if (resourceId === null || !isHalfCreated(snapshot)) return;
  // Nobody waits for it any more: a failure leaves the resource, which its dataset page lists.
  void deleteResource(resourceId)
    .catch(() => {})
    .finally(() => refreshResourceViews(queryClient, resourceId));
}

export type ResourceSaveMachine = ReturnType<typeof provideResourceSaveMachine>;
