import { deepStrictEqual, notStrictEqual, strictEqual } from 'node:assert/strict';
import resourceCreationMachine from '../../resourceCreation.machine.ts';
import type { ResourceCreationInput } from '../../resourceSaveVocabulary.ts';
import { defineMachineModel } from '../defineMachineModel.ts';
import type { EventTable, StateTable } from '../types.ts';
import { fields, file, filePath, ftpOutcomes, sharedEvents } from './resourceSaveSamples.ts';

type ResourceCreationMachine = typeof resourceCreationMachine;

/** New resources get these ids from the fakes. */
const created = { resourceId: 21, linkId: 31, recordId: 41 };

const events = {
  ...sharedEvents,
  'resource.submitted': [
    { type: 'resource.submitted', fields, record: { kind: 'file-upload', dataformatId: 3, file } },
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
  'xstate.done.actor.createResource': [
    { type: 'xstate.done.actor.createResource', output: { id: created.resourceId } },
  ],
  'xstate.error.actor.createResource': [
    { type: 'xstate.error.actor.createResource', error: { status: 400 } },
  ],
  'xstate.done.actor.linkResource': [
    { type: 'xstate.done.actor.linkResource', output: { id: created.linkId } },
  ],
  'xstate.error.actor.linkResource': [{ type: 'xstate.error.actor.linkResource', error: { status: 400 } }],
  'xstate.done.actor.createKindRecord': [
    { type: 'xstate.done.actor.createKindRecord', output: { id: created.recordId } },
  ],
  'xstate.error.actor.createKindRecord': [
    { type: 'xstate.error.actor.createKindRecord', error: { status: 400 } },
  ],
  'xstate.done.actor.createFtp': ftpOutcomes('create'),
  'xstate.done.actor.deleteResource': [{ type: 'xstate.done.actor.deleteResource', output: undefined }],
  'xstate.error.actor.deleteResource': [
    { type: 'xstate.error.actor.deleteResource', error: { status: 500 } },
  ],
} as const satisfies EventTable<ResourceCreationMachine>;

const busy = { tags: ['busy'] } as const;

const states = {
  editing: {},
  'editing.idle': {
    check: ({ snapshot }) => strictEqual(snapshot.context.submission, null),
  },
  'editing.succeeded': {
    check: ({ snapshot, actions }) => {
      const { resourceId, error } = snapshot.context;
      strictEqual(error, null);
      strictEqual(resourceId, created.resourceId);
      deepStrictEqual(actions.at(-1), { type: 'refreshResourceViews', params: { resourceId } });
    },
  },
  'editing.failed': {
    tags: ['error'],
    check: ({ snapshot, previous }) => {
      const { error, resourceId, progress } = snapshot.context;
      notStrictEqual(error, null);
      strictEqual(error?.code === 'noUpdateScenario', false);
      strictEqual(progress, 0, 'a failure brings the progress back to 0');
      // A failed creation leaves nothing it knows of: the resource was deleted or is reported.
      strictEqual(resourceId, null);
      if (previous && !previous.matches('creatingResource'))
        strictEqual(
          previous.matches('resetting'),
          true,
          'a failure after the resource exists deletes it first',
        );
    },
  },
  creatingResource: {
    ...busy,
    invokes: ['createResource'],
    check: ({ snapshot, started }) => {
      // The new resource is created for the dataset's organisation.
      for (const start of started)
        deepStrictEqual(start.input, {
          fields,
          type: snapshot.context.type,
          usergroupId: snapshot.context.usergroupId,
        });
    },
  },
  linkingResource: {
    ...busy,
    invokes: ['linkResource'],
    check: ({ snapshot, started }) => {
      for (const start of started)
        deepStrictEqual(start.input, {
          resourceId: created.resourceId,
          datasetId: snapshot.context.datasetId,
          type: snapshot.context.type,
        });
    },
  },
  creatingKindRecord: {
    ...busy,
    invokes: ['createKindRecord'],
    check: ({ snapshot, started }) => {
      for (const start of started)
        deepStrictEqual(start.input, {
          resourceId: created.resourceId,
          record: snapshot.context.submission?.record,
        });
    },
  },
  uploadingFile: {
    ...busy,
    invokes: ['uploadFile'],
    check: ({ snapshot, previous, actions, started }) => {
      const { kindRecord, progress } = snapshot.context;
      for (const start of started) deepStrictEqual(start.input, { fileUploadId: created.recordId, file });
      strictEqual(kindRecord?.id, created.recordId);
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
      for (const start of started)
        deepStrictEqual(start.input, {
          request: {
            resourceId: created.resourceId,
            usergroupId: snapshot.context.usergroupId,
            hasFtpAccess: true,
            action: 'create',
          },
          submission: { filePath, dataformatId: 3 },
        });
    },
  },
  launchingScenario: {
    invokes: ['launchScenario'],
    check: ({ snapshot, previous, actions, started }) => {
      const { kindRecord } = snapshot.context;
      for (const start of started)
        deepStrictEqual(start.input, {
          target: { resourceId: created.resourceId, kind: kindRecord?.kind, kindId: created.recordId },
          pick: { by: 'person', action: 'create' },
        });
      // A finished upload fills the bar, which closes the progress modal.
      if (previous?.matches('uploadingFile')) {
        strictEqual(snapshot.context.progress, 100);
        deepStrictEqual(actions, [{ type: 'progressUpdated', params: { value: 100 } }]);
      }
    },
  },
  resetting: {
    ...busy,
    invokes: ['deleteResource'],
    check: ({ snapshot, started, actions }) => {
      notStrictEqual(snapshot.context.error, null);
      strictEqual(snapshot.context.progress, 0);
      deepStrictEqual(actions, [{ type: 'progressReset', params: undefined }]);
      for (const start of started) deepStrictEqual(start.input, { resourceId: created.resourceId });
    },
  },
} satisfies StateTable<ResourceCreationMachine>;

const main: ResourceCreationInput = { datasetId: 7, usergroupId: 4, type: 1, isSuperuser: true };

export const resourceCreationModel = defineMachineModel({
  name: 'resourceCreation',
  machine: resourceCreationMachine,
  inputs: { createMain: main },
  events,
  states,
  invariant: ({ snapshot }) => {
    const { error, leftover, progress } = snapshot.context;
    // The error of a failed creation is kept while the resource is deleted.
    if (!snapshot.matches({ editing: 'failed' }) && !snapshot.matches('resetting')) strictEqual(error, null);
    if (!snapshot.matches({ editing: 'failed' })) strictEqual(leftover, null);
    strictEqual(progress >= 0 && progress <= 100, true);
    // A deletion that failed never hides the error that caused it.
    if (leftover !== null) notStrictEqual(error, null);
  },
});
