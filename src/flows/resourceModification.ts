import { fromPromise, type SnapshotFrom } from 'xstate';
import resourceModificationMachine from '../../machines/resourceModification.machine';
import type { SavedRecord } from '../../machines/resourceSaveVocabulary';
import { patchDatastore, patchGeoserverMirror, updateFileDownload, updateHref } from '../api/resourceKinds';
import { updateResource } from '../api/resources';
import { type ResourceSaveDependencies, resourceSaveImplementations } from './resourceSaveImplementations';

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
    case 'datastores':
      return patchDatastore(
        kindId,
        {
          database: record.table.database,
          schema_name: record.table.schemaName,
          table_name: record.table.tableName,
          dataformat_id: record.dataformatId,
        },
        { signal },
      );
    case 'file-upload':
      // A new file is uploaded again to the same record; the record itself has no update call.
      return Promise.reject(new Error('A file-upload record is changed by uploading its file again'));
  }
}

/** The resource modification machine with the real calls of src/api (the shared steps: resourceSaveImplementations.ts). */
export function provideResourceModificationMachine(dependencies: ResourceSaveDependencies) {
  const shared = resourceSaveImplementations(dependencies);
  return resourceModificationMachine.provide({
    actors: {
      ...shared.actors,
      updateResource: fromPromise(({ input, signal }) =>
        updateResource(input.resourceId, { ...input.fields, type: input.type }, { signal }),
      ),
      updateKindRecord: fromPromise(({ input, signal }) =>
        updateRecord(input.resourceId, input.kindId, input.record, signal),
      ),
    },
    actions: shared.actions,
  });
}

export type ResourceModificationMachine = ReturnType<typeof provideResourceModificationMachine>;

/**
 * The person left the page while the modification ran: a stopped actor runs no exit action, so the
 * progress modal of an upload under way is closed here. What was saved stays (nothing to undo).
 */
export function abandonResourceModification(
  snapshot: SnapshotFrom<ResourceModificationMachine>,
  { progress }: Pick<ResourceSaveDependencies, 'progress'>,
): void {
  if (snapshot.matches('uploadingFile')) progress.reset();
}
