import { fromPromise, type SnapshotFrom } from 'xstate';
import resourceCreationMachine from '../../machines/resourceCreation.machine';
import type { SavedRecord } from '../../machines/resourceSaveVocabulary';
import {
  createDatastore,
  createFileDownload,
  createFileUpload,
  createGeoserverMirror,
  createHref,
} from '../api/resourceKinds';
import { createResource, createResourceDataset, deleteResource } from '../api/resources';
import {
  type ResourceSaveDependencies,
  refreshResourceViews,
  resourceSaveImplementations,
} from './resourceSaveImplementations';

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
    case 'datastores':
      return createDatastore(
        {
          ...base,
          database: record.table.database,
          schema_name: record.table.schemaName,
          table_name: record.table.tableName,
        },
        { signal },
      );
  }
}

/** The resource creation machine with the real calls of src/api (the shared steps: resourceSaveImplementations.ts). */
export function provideResourceCreationMachine(dependencies: ResourceSaveDependencies) {
  const shared = resourceSaveImplementations(dependencies);
  return resourceCreationMachine.provide({
    actors: {
      ...shared.actors,
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
      deleteResource: fromPromise(({ input, signal }) => deleteResource(input.resourceId, { signal })),
    },
    actions: shared.actions,
  });
}

export type ResourceCreationMachine = ReturnType<typeof provideResourceCreationMachine>;

/** The steps of a creation after the resource exists on the server and before it is whole. */
const HALF_CREATED_STATES = ['linkingResource', 'creatingKindRecord', 'uploadingFile'] as const;

/** A new resource exists on the server but its creation has not reached the scenario choice. */
export function isHalfCreated(snapshot: SnapshotFrom<ResourceCreationMachine>): boolean {
  return snapshot.context.resourceId !== null && HALF_CREATED_STATES.some((state) => snapshot.matches(state));
}

/**
 * The person left the page (the dialog unmounted, its actor stopped) while the creation ran. A stopped
 * actor runs no exit action and cannot reset itself, so this does what its failure path would: the
 * progress modal closes and a half-created resource is deleted, as after a failed creation (§4).
 */
export function abandonResourceCreation(
  snapshot: SnapshotFrom<ResourceCreationMachine>,
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
