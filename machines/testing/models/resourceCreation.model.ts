import { deepStrictEqual, fail, notStrictEqual, strictEqual } from 'node:assert/strict';
import resourceCreationMachine from '../../resourceCreation.machine.ts';
import type {
  KindSubmission,
  ResourceCreationContext,
  ResourceCreationInput,
  ResourceKind,
} from '../../resourceSaveVocabulary.ts';
import { defineMachineModel } from '../defineMachineModel.ts';
import type { EventTable, StateTable, StepObservation, StepTable } from '../types.ts';
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
  editing: {
    // The form can be sent: nothing of the save is under way.
    check: ({ snapshot }) => strictEqual(snapshot.hasTag('busy'), false, 'the form is not busy'),
  },
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

// What the specification and the states' descriptions say each step does, written without the machine.

/** What a new resource can be, by type (spec section 6): database tables and file downloads are only modified. */
const CREATABLE: Record<1 | 2, readonly ResourceKind[]> = {
  1: ['file-upload', 'ftp', 'href', 'geoserver-mirrors'],
  2: ['file-upload', 'ftp', 'href'],
};

/**
 * Whether the new resource form may be sent: a creatable kind, a file for a file upload, and sFTP for
 * superusers only, with a file chosen unless the space is closed (the save then asks for the access).
 */
function creatable(context: ResourceCreationContext, record: KindSubmission): boolean {
  if (!CREATABLE[context.type].includes(record.kind)) return false;
  if (record.kind === 'file-upload') return record.file !== null;
  if (record.kind === 'ftp') return context.isSuperuser && (record.filePath !== null || !record.hasFtpAccess);
  return true;
}

type Step = StepObservation<ResourceCreationMachine> & {
  readonly previous: NonNullable<StepObservation<ResourceCreationMachine>['previous']>;
};

/** A failure after the resource exists: the progress modal closes, and the resource is being deleted. */
function resets({ snapshot, previous, actions, started }: Step, error: unknown) {
  strictEqual(snapshot.matches('resetting'), true, 'a failure after the resource exists deletes it');
  deepStrictEqual(snapshot.context.error, error);
  strictEqual(snapshot.context.progress, 0);
  strictEqual(snapshot.context.resourceId, previous.context.resourceId);
  deepStrictEqual(actions, [{ type: 'progressReset', params: undefined }]);
  deepStrictEqual(started, [{ src: 'deleteResource', input: { resourceId: previous.context.resourceId } }]);
}

/** The creation ended in failure: nothing of it is known any more, the views are refreshed. */
function endsFailed({ snapshot, actions, started }: Step, error: unknown) {
  strictEqual(snapshot.matches({ editing: 'failed' }), true);
  deepStrictEqual(snapshot.context.error, error);
  strictEqual(snapshot.context.progress, 0);
  strictEqual(snapshot.context.resourceId, null);
  strictEqual(snapshot.context.linkId, null);
  strictEqual(snapshot.context.kindRecord, null);
  deepStrictEqual(actions, [{ type: 'refreshResourceViews', params: { resourceId: null } }]);
  deepStrictEqual(started, []);
}

/** The scenario of the new record is fetched and offered to the person, for the action create. */
function launches({ snapshot, started }: Step) {
  const { resourceId, kindRecord } = snapshot.context;
  strictEqual(snapshot.matches('launchingScenario'), true);
  deepStrictEqual(started, [
    {
      src: 'launchScenario',
      input: {
        target: { resourceId, kind: kindRecord?.kind, kindId: kindRecord?.id },
        pick: { by: 'person', action: 'create' },
      },
    },
  ]);
}

/** Nothing but the step's own effect changed: the rest of the context stays. */
function keeps(step: Step, ...keys: (keyof ResourceCreationContext)[]) {
  for (const key of keys)
    deepStrictEqual(step.snapshot.context[key], step.previous.context[key], `${key} kept`);
}

const steps = {
  'resource.submitted': {
    acceptedIn: ['editing'],
    acceptedWhen: (snapshot, event) => creatable(snapshot.context, event.record),
    leadsTo: ['creatingResource'],
    effect: ({ snapshot, previous, event, started, actions }) => {
      const { fields: sent, record } = event;
      // A new submission starts afresh: nothing created, no progress, no error of a previous try.
      deepStrictEqual(snapshot.context, {
        datasetId: previous.context.datasetId,
        usergroupId: previous.context.usergroupId,
        type: previous.context.type,
        isSuperuser: previous.context.isSuperuser,
        submission: { fields: sent, record },
        resourceId: null,
        linkId: null,
        kindRecord: null,
        progress: 0,
        error: null,
        leftover: null,
      });
      // The resource is created first, for the dataset's organisation.
      deepStrictEqual(started, [
        {
          src: 'createResource',
          input: { fields: sent, type: snapshot.context.type, usergroupId: snapshot.context.usergroupId },
        },
      ]);
      deepStrictEqual(actions, []);
    },
  },
  'xstate.done.actor.createResource': {
    acceptedIn: ['creatingResource'],
    leadsTo: ['linkingResource'],
    effect: (step) => {
      const { snapshot, event, started } = step;
      strictEqual(snapshot.context.resourceId, event.output.id);
      keeps(step, 'submission', 'linkId', 'kindRecord', 'error');
      deepStrictEqual(started, [
        {
          src: 'linkResource',
          input: {
            resourceId: event.output.id,
            datasetId: snapshot.context.datasetId,
            type: snapshot.context.type,
          },
        },
      ]);
    },
  },
  // Nothing was created: nothing to delete.
  'xstate.error.actor.createResource': {
    acceptedIn: ['creatingResource'],
    leadsTo: ['editing.failed'],
    effect: (step) => {
      endsFailed(step, { code: 'requestFailed', step: 'createResource', cause: step.event.error });
      strictEqual(step.snapshot.context.leftover, null);
    },
  },
  'xstate.done.actor.linkResource': {
    acceptedIn: ['linkingResource'],
    leadsTo: ['publishingFtp', 'creatingKindRecord'],
    effect: (step) => {
      const { snapshot, event, started } = step;
      const { resourceId, submission, usergroupId } = snapshot.context;
      strictEqual(snapshot.context.linkId, event.output.id);
      keeps(step, 'resourceId', 'kindRecord', 'error');
      const record = submission?.record;
      if (record?.kind === 'ftp') {
        // An sFTP resource gets its file through the sFTP flow, which launches the scenario itself.
        strictEqual(snapshot.matches('publishingFtp'), true);
        deepStrictEqual(started, [
          {
            src: 'createFtp',
            input: {
              request: { resourceId, usergroupId, hasFtpAccess: record.hasFtpAccess, action: 'create' },
              submission: { filePath: record.filePath, dataformatId: record.dataformatId },
            },
          },
        ]);
      } else {
        strictEqual(snapshot.matches('creatingKindRecord'), true);
        deepStrictEqual(started, [{ src: 'createKindRecord', input: { resourceId, record } }]);
      }
    },
  },
  'xstate.error.actor.linkResource': {
    acceptedIn: ['linkingResource'],
    leadsTo: ['resetting'],
    effect: (step) => resets(step, { code: 'requestFailed', step: 'linkResource', cause: step.event.error }),
  },
  'xstate.done.actor.createKindRecord': {
    acceptedIn: ['creatingKindRecord'],
    leadsTo: ['uploadingFile', 'launchingScenario'],
    effect: (step) => {
      const { snapshot, event, started, actions } = step;
      const record = snapshot.context.submission?.record;
      deepStrictEqual(snapshot.context.kindRecord, { kind: record?.kind, id: event.output.id });
      keeps(step, 'resourceId', 'linkId', 'error');
      if (record?.kind === 'file-upload') {
        // The file goes into the new record; the progress modal opens at 0.
        strictEqual(snapshot.matches('uploadingFile'), true);
        strictEqual(snapshot.context.progress, 0);
        deepStrictEqual(actions, [{ type: 'progressStarted', params: undefined }]);
        deepStrictEqual(started, [
          { src: 'uploadFile', input: { fileUploadId: event.output.id, file: record.file } },
        ]);
      } else {
        deepStrictEqual(actions, []);
        launches(step);
      }
    },
  },
  'xstate.error.actor.createKindRecord': {
    acceptedIn: ['creatingKindRecord'],
    leadsTo: ['resetting'],
    effect: (step) =>
      resets(step, { code: 'requestFailed', step: 'createKindRecord', cause: step.event.error }),
  },
  'upload.progressed': {
    acceptedIn: ['uploadingFile'],
    leadsTo: ['uploadingFile'],
    effect: (step) => {
      const { snapshot, event, actions, started } = step;
      // The bar shows whole percents between 0 and 100.
      const shown = Math.min(100, Math.max(0, Math.round(event.percent)));
      strictEqual(snapshot.context.progress, shown);
      deepStrictEqual(actions, [{ type: 'progressUpdated', params: { value: shown } }]);
      deepStrictEqual(started, [], 'the upload goes on');
      keeps(step, 'resourceId', 'kindRecord', 'error');
    },
  },
  'xstate.done.actor.uploadFile': {
    acceptedIn: ['uploadingFile'],
    leadsTo: ['launchingScenario'],
    effect: (step) => {
      // A finished upload fills the bar, which closes the progress modal.
      strictEqual(step.snapshot.context.progress, 100);
      deepStrictEqual(step.actions, [{ type: 'progressUpdated', params: { value: 100 } }]);
      keeps(step, 'resourceId', 'kindRecord', 'error');
      launches(step);
    },
  },
  'xstate.error.actor.uploadFile': {
    acceptedIn: ['uploadingFile'],
    leadsTo: ['resetting'],
    effect: (step) => resets(step, { code: 'requestFailed', step: 'uploadFile', cause: step.event.error }),
  },
  'xstate.done.actor.createFtp': {
    acceptedIn: ['publishingFtp'],
    leadsTo: ['editing.succeeded', 'resetting'],
    effect: (step) => {
      const { snapshot, event, actions } = step;
      strictEqual(event.output.action, 'create');
      if (event.output.error === null) {
        strictEqual(snapshot.matches({ editing: 'succeeded' }), true);
        strictEqual(snapshot.context.error, null);
        keeps(step, 'resourceId');
        deepStrictEqual(actions, [
          { type: 'refreshResourceViews', params: { resourceId: snapshot.context.resourceId } },
        ]);
      } else resets(step, event.output.error);
    },
  },
  'xstate.done.actor.launchScenario': {
    acceptedIn: ['launchingScenario'],
    leadsTo: ['editing.succeeded', 'resetting'],
    effect: (step) => {
      const { snapshot, event, actions } = step;
      const { output } = event;
      if (output.outcome === 'launched') {
        strictEqual(snapshot.matches({ editing: 'succeeded' }), true);
        strictEqual(snapshot.context.error, null);
        keeps(step, 'resourceId', 'kindRecord', 'progress');
        deepStrictEqual(actions, [
          { type: 'refreshResourceViews', params: { resourceId: snapshot.context.resourceId } },
        ]);
      } else if (output.outcome === 'noScenario') resets(step, { code: 'noCreationScenario' });
      else if (output.outcome === 'failed')
        resets(step, { code: 'requestFailed', step: output.step, cause: output.cause });
      else if (output.outcome === 'cancelled') resets(step, { code: 'cancelled' });
      else fail('unknown end of the scenario launch');
    },
  },
  // The resource is gone with its link and record: the original error stays, nothing is left behind.
  'xstate.done.actor.deleteResource': {
    acceptedIn: ['resetting'],
    leadsTo: ['editing.failed'],
    effect: (step) => {
      endsFailed(step, step.previous.context.error);
      strictEqual(step.snapshot.context.leftover, null);
    },
  },
  // The deletion failed too: the resource left behind is reported beside the original error.
  'xstate.error.actor.deleteResource': {
    acceptedIn: ['resetting'],
    leadsTo: ['editing.failed'],
    effect: (step) => {
      endsFailed(step, step.previous.context.error);
      deepStrictEqual(step.snapshot.context.leftover, {
        resourceId: step.previous.context.resourceId,
        cause: step.event.error,
      });
    },
  },
} satisfies StepTable<ResourceCreationMachine>;

const main: ResourceCreationInput = { datasetId: 7, usergroupId: 4, type: 1, isSuperuser: true };

export const resourceCreationModel = defineMachineModel({
  name: 'resourceCreation',
  machine: resourceCreationMachine,
  inputs: {
    createMain: main,
    // The organisation's administrator, not a superuser: sFTP is not offered, its submission refused.
    createMainAsManager: { ...main, isSuperuser: false },
  },
  events,
  states,
  steps,
  // The new resource form opens empty: nothing sent, nothing created, no progress, no error.
  start: (snapshot, input) => {
    strictEqual(snapshot.matches({ editing: 'idle' }), true);
    deepStrictEqual(snapshot.context, {
      ...input,
      submission: null,
      resourceId: null,
      linkId: null,
      kindRecord: null,
      progress: 0,
      error: null,
      leftover: null,
    });
  },
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
