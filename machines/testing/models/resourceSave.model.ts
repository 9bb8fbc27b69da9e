import { deepStrictEqual, notStrictEqual, strictEqual } from 'node:assert/strict';
import resourceSaveMachine, {
  type ResourceFields,
  type ResourceSaveInput,
  scenarioActionOf,
} from '../../resourceSave.machine.ts';
import type { ActionScenario } from '../../scenarioAction.ts';
import { defineMachineModel } from '../defineMachineModel.ts';
import type { EventTable, StateTable } from '../types.ts';

type ResourceSaveMachine = typeof resourceSaveMachine;

const fields: ResourceFields = {
  display_name: 'Stations de mesure',
  column_x: 'lon',
  column_y: 'lat',
  crs: 'EPSG:4326',
};

const file = { id: 'file-1', name: 'stations.csv', size: 2048 };
const filePath = 'releves/stations.csv';

const scenarios: readonly ActionScenario[] = [
  { id: 51, codename: 'file-upload-create', action: 'create' },
  { id: 52, codename: 'file-upload-update', action: 'update' },
];

/** New resources get these ids from the fakes; modified ones have the input's. */
const created = { resourceId: 21, linkId: 31, recordId: 41 };

const events = {
  'resource.submitted': [
    {
      type: 'resource.submitted',
      fields,
      record: { kind: 'file-upload', dataformatId: 3, file },
    },
    {
      type: 'resource.submitted',
      fields,
      record: { kind: 'file-upload', dataformatId: 3, file: null },
    },
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
  'upload.progressed': [{ type: 'upload.progressed', percent: 40 }],
  'scenario.chosen': [
    { type: 'scenario.chosen', scenarioId: 51 },
    { type: 'scenario.chosen', scenarioId: 52 },
  ],
  'scenario.dismissed': [{ type: 'scenario.dismissed' }],
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
  'xstate.done.actor.uploadFile': [
    { type: 'xstate.done.actor.uploadFile', output: { file: 'stations.csv' } },
  ],
  'xstate.error.actor.uploadFile': [{ type: 'xstate.error.actor.uploadFile', error: { status: 400 } }],
  'xstate.done.actor.updateResource': [{ type: 'xstate.done.actor.updateResource', output: { id: 12 } }],
  'xstate.error.actor.updateResource': [
    { type: 'xstate.error.actor.updateResource', error: { status: 400 } },
  ],
  'xstate.done.actor.updateKindRecord': [{ type: 'xstate.done.actor.updateKindRecord', output: { id: 14 } }],
  'xstate.error.actor.updateKindRecord': [
    { type: 'xstate.error.actor.updateKindRecord', error: { status: 400 } },
  ],
  'xstate.done.actor.createFtp': [
    { type: 'xstate.done.actor.createFtp', output: { action: 'create', error: null } },
    // The sFTP flow's failure as a superuser meets it (only superusers publish sFTP, and their access is
    // always granted, so 'accessNotGranted' cannot happen to them): a request of the flow failed.
    {
      type: 'xstate.done.actor.createFtp',
      output: {
        action: 'create',
        error: { code: 'requestFailed', step: 'createFtpRecord', cause: { status: 500 } },
      },
    },
  ],
  'xstate.error.actor.createFtp': [{ type: 'xstate.error.actor.createFtp', error: new Error('crashed') }],
  'xstate.done.actor.fetchScenarios': [
    { type: 'xstate.done.actor.fetchScenarios', output: scenarios },
    { type: 'xstate.done.actor.fetchScenarios', output: [] },
  ],
  'xstate.error.actor.fetchScenarios': [
    { type: 'xstate.error.actor.fetchScenarios', error: { status: 500 } },
  ],
  'xstate.done.actor.runScenario': [
    { type: 'xstate.done.actor.runScenario', output: { task_id: 61, status: 'PENDING' } },
  ],
  'xstate.error.actor.runScenario': [{ type: 'xstate.error.actor.runScenario', error: { status: 403 } }],
  'xstate.done.actor.deleteResource': [{ type: 'xstate.done.actor.deleteResource', output: undefined }],
  'xstate.error.actor.deleteResource': [
    { type: 'xstate.error.actor.deleteResource', error: { status: 500 } },
  ],
} as const satisfies EventTable<ResourceSaveMachine>;

const busy = { tags: ['busy'] } as const;

const states = {
  editing: {},
  'editing.idle': {
    check: ({ snapshot }) => strictEqual(snapshot.context.submission, null),
  },
  'editing.succeeded': {
    check: ({ snapshot, actions }) => {
      const { existing, outcome, resourceId, error } = snapshot.context;
      strictEqual(error, null);
      strictEqual(outcome, existing === null ? 'creationLaunched' : 'updateLaunched');
      strictEqual(resourceId, existing?.resourceId ?? created.resourceId);
      deepStrictEqual(actions.at(-1), { type: 'refreshResourceViews', params: { resourceId } });
    },
  },
  'editing.failed': {
    tags: ['error'],
    check: ({ snapshot, previous, actions }) => {
      const { existing, error, resourceId, progress } = snapshot.context;
      notStrictEqual(error, null);
      strictEqual(progress, 0, 'a failure brings the progress back to 0');
      // A failed creation leaves nothing it knows of: the resource was deleted or is reported.
      if (existing === null) strictEqual(resourceId, null);
      if (previous?.matches('uploadingFile'))
        strictEqual(
          actions.some((action) => action.type === 'progressReset'),
          true,
          'the progress modal closes when an upload fails',
        );
      if (error?.code === 'noCreationScenario') strictEqual(existing, null);
      if (error?.code === 'noUpdateScenario') notStrictEqual(existing, null);
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
  updatingResource: {
    ...busy,
    invokes: ['updateResource'],
    check: ({ snapshot, started }) => {
      for (const start of started)
        deepStrictEqual(start.input, {
          resourceId: snapshot.context.existing?.resourceId,
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
          resourceId: existing?.resourceId,
          kindId: existing?.kindId,
          record: submission?.record,
        });
    },
  },
  uploadingFile: {
    ...busy,
    invokes: ['uploadFile'],
    check: ({ snapshot, previous, actions, started }) => {
      const { kindRecord, progress } = snapshot.context;
      for (const start of started) deepStrictEqual(start.input, { fileUploadId: kindRecord?.id, file });
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
      const { resourceId, usergroupId, existing } = snapshot.context;
      for (const start of started)
        deepStrictEqual(start.input, {
          ftp: {
            resourceId,
            usergroupId,
            hasFtpAccess: true,
            action: scenarioActionOf(existing),
          },
          submission: { filePath, dataformatId: 3 },
        });
    },
  },
  fetchingScenarios: {
    ...busy,
    invokes: ['fetchScenarios'],
    check: ({ snapshot, previous, actions, started }) => {
      const { kindRecord, existing } = snapshot.context;
      for (const start of started)
        deepStrictEqual(start.input, { kind: kindRecord?.kind, kindId: kindRecord?.id });
      // A finished upload fills the bar, which closes the progress modal.
      if (previous?.matches('uploadingFile')) {
        strictEqual(snapshot.context.progress, 100);
        deepStrictEqual(actions, [{ type: 'progressUpdated', params: { value: 100 } }]);
      }
      if (existing === null) strictEqual(kindRecord?.id, created.recordId);
    },
  },
  choosingScenario: {
    check: ({ snapshot }) => {
      const action = scenarioActionOf(snapshot.context.existing);
      deepStrictEqual(
        snapshot.context.scenarios,
        scenarios.filter((scenario) => scenario.action === action),
      );
    },
  },
  runningScenario: {
    ...busy,
    invokes: ['runScenario'],
    check: ({ snapshot, started }) => {
      const { resourceId, kindRecord, scenarioId, scenarios: offered } = snapshot.context;
      strictEqual(
        offered.some((scenario) => scenario.id === scenarioId),
        true,
      );
      for (const start of started)
        deepStrictEqual(start.input, {
          resourceId,
          kind: kindRecord?.kind,
          kindId: kindRecord?.id,
          scenarioId,
        });
    },
  },
  resetting: {
    ...busy,
    invokes: ['deleteResource'],
    check: ({ snapshot, started, actions }) => {
      strictEqual(snapshot.context.existing, null, 'only a creation is reset');
      notStrictEqual(snapshot.context.error, null);
      strictEqual(snapshot.context.progress, 0);
      deepStrictEqual(actions, [{ type: 'progressReset', params: undefined }]);
      for (const start of started) deepStrictEqual(start.input, { resourceId: created.resourceId });
    },
  },
} satisfies StateTable<ResourceSaveMachine>;

const creation: ResourceSaveInput = {
  datasetId: 7,
  usergroupId: 4,
  type: 1,
  isSuperuser: true,
  existing: null,
};

export const resourceSaveModel = defineMachineModel({
  name: 'resourceSave',
  machine: resourceSaveMachine,
  inputs: {
    createMain: creation,
    updateFileUpload: { ...creation, existing: { resourceId: 12, kind: 'file-upload', kindId: 13 } },
    updateHref: { ...creation, type: 2, existing: { resourceId: 12, kind: 'href', kindId: 14 } },
    updateFtp: { ...creation, existing: { resourceId: 12, kind: 'ftp', kindId: 15 } },
  },
  events,
  states,
  invariant: ({ snapshot }) => {
    const { error, leftover, outcome, progress } = snapshot.context;
    // The error of a failed creation is kept while the resource is deleted.
    if (!snapshot.matches({ editing: 'failed' }) && !snapshot.matches('resetting')) strictEqual(error, null);
    if (!snapshot.matches({ editing: 'failed' })) strictEqual(leftover, null);
    if (!snapshot.matches({ editing: 'succeeded' })) strictEqual(outcome, null);
    strictEqual(progress >= 0 && progress <= 100, true);
    // A deletion that failed never hides the error that caused it.
    if (leftover !== null) notStrictEqual(error, null);
  },
});
