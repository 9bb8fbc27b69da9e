import { deepStrictEqual, notStrictEqual, strictEqual } from 'node:assert/strict';
import resourceModificationMachine from '../../resourceModification.machine.ts';
import type { ResourceModificationInput } from '../../resourceSaveVocabulary.ts';
import { defineMachineModel } from '../defineMachineModel.ts';
import type { EventTable, StateTable } from '../types.ts';
import { fields, file, filePath, ftpOutcomes, sharedEvents } from './resourceSaveSamples.ts';

type ResourceModificationMachine = typeof resourceModificationMachine;

const events = {
  ...sharedEvents,
  'resource.submitted': [
    { type: 'resource.submitted', fields, record: { kind: 'file-upload', dataformatId: 3, file } },
    // A file upload modified without a new file keeps its file.
    { type: 'resource.submitted', fields, record: { kind: 'file-upload', dataformatId: 3, file: null } },
    {
      type: 'resource.submitted',
      fields,
      record: { kind: 'href', dataformatId: 5, href: 'https://data.example.fr/stations.csv' },
    },
    {
      type: 'resource.submitted',
      fields,
      record: { kind: 'ftp', dataformatId: 3, filePath, hasFtpAccess: true },
    },
  ],
  'xstate.done.actor.updateResource': [{ type: 'xstate.done.actor.updateResource', output: { id: 12 } }],
  'xstate.error.actor.updateResource': [
    { type: 'xstate.error.actor.updateResource', error: { status: 400 } },
  ],
  'xstate.done.actor.updateKindRecord': [{ type: 'xstate.done.actor.updateKindRecord', output: { id: 14 } }],
  'xstate.error.actor.updateKindRecord': [
    { type: 'xstate.error.actor.updateKindRecord', error: { status: 400 } },
  ],
  'xstate.done.actor.createFtp': ftpOutcomes('update'),
} as const satisfies EventTable<ResourceModificationMachine>;

const busy = { tags: ['busy'] } as const;

const states = {
  editing: {},
  'editing.idle': {
    check: ({ snapshot }) => strictEqual(snapshot.context.submission, null),
  },
  'editing.succeeded': {
    check: ({ snapshot, actions }) => {
      strictEqual(snapshot.context.error, null);
      deepStrictEqual(actions.at(-1), {
        type: 'refreshResourceViews',
        params: { resourceId: snapshot.context.existing.resourceId },
      });
    },
  },
  'editing.failed': {
    tags: ['error'],
    check: ({ snapshot, previous, actions }) => {
      const { error, progress } = snapshot.context;
      notStrictEqual(error, null);
      strictEqual(error?.code === 'noCreationScenario', false);
      strictEqual(progress, 0, 'a failure brings the progress back to 0');
      if (previous?.matches('uploadingFile'))
        strictEqual(
          actions.some((action) => action.type === 'progressReset'),
          true,
          'the progress modal closes when an upload fails',
        );
    },
  },
  updatingResource: {
    ...busy,
    invokes: ['updateResource'],
    check: ({ snapshot, started }) => {
      for (const start of started)
        deepStrictEqual(start.input, {
          resourceId: snapshot.context.existing.resourceId,
          fields,
          type: snapshot.context.type,
        });
    },
  },
  updatingKindRecord: {
    ...busy,
    invokes: ['updateKindRecord'],
    check: ({ snapshot, started }) => {
      const { existing, submission } = snapshot.context;
      for (const start of started)
        deepStrictEqual(start.input, {
          resourceId: existing.resourceId,
          kindId: existing.kindId,
          record: submission?.record,
        });
    },
  },
  uploadingFile: {
    ...busy,
    invokes: ['uploadFile'],
    check: ({ snapshot, previous, actions, started }) => {
      const { existing, progress } = snapshot.context;
      for (const start of started) deepStrictEqual(start.input, { fileUploadId: existing.kindId, file });
      if (!previous?.matches('uploadingFile')) {
        strictEqual(progress, 0);
        deepStrictEqual(actions, [{ type: 'progressStarted', params: undefined }]);
      } else {
        // Every reported percentage moves the bar of the global progress modal.
        deepStrictEqual(actions, [{ type: 'progressUpdated', params: { value: progress } }]);
      }
    },
  },
  publishingFtp: {
    ...busy,
    invokes: ['createFtp'],
    check: ({ snapshot, started }) => {
      const { existing, usergroupId } = snapshot.context;
      for (const start of started)
        deepStrictEqual(start.input, {
          request: { resourceId: existing.resourceId, usergroupId, hasFtpAccess: true, action: 'update' },
          submission: { filePath, dataformatId: 3 },
        });
    },
  },
  launchingScenario: {
    invokes: ['launchScenario'],
    check: ({ snapshot, previous, actions, started }) => {
      const { existing } = snapshot.context;
      for (const start of started)
        deepStrictEqual(start.input, {
          target: { resourceId: existing.resourceId, kind: existing.kind, kindId: existing.kindId },
          pick: { by: 'person', action: 'update' },
        });
      // A finished upload fills the bar, which closes the progress modal.
      if (previous?.matches('uploadingFile')) {
        strictEqual(snapshot.context.progress, 100);
        deepStrictEqual(actions, [{ type: 'progressUpdated', params: { value: 100 } }]);
      }
    },
  },
} satisfies StateTable<ResourceModificationMachine>;

const base = { datasetId: 7, usergroupId: 4, type: 1, isSuperuser: true } as const;

export const resourceModificationModel = defineMachineModel({
  name: 'resourceModification',
  machine: resourceModificationMachine,
  inputs: {
    updateFileUpload: { ...base, existing: { resourceId: 12, kind: 'file-upload', kindId: 13 } },
    updateHref: { ...base, type: 2, existing: { resourceId: 12, kind: 'href', kindId: 14 } },
    updateFtp: { ...base, existing: { resourceId: 12, kind: 'ftp', kindId: 15 } },
  } satisfies Record<string, ResourceModificationInput>,
  events,
  states,
  invariant: ({ snapshot }) => {
    const { error, progress } = snapshot.context;
    if (!snapshot.matches({ editing: 'failed' })) strictEqual(error, null);
    strictEqual(progress >= 0 && progress <= 100, true);
  },
});
