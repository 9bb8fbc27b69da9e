import { deepStrictEqual, fail, notStrictEqual, strictEqual } from 'node:assert/strict';
import resourceModificationMachine from '../../resourceModification.machine.ts';
import type {
  KindSubmission,
  ResourceModificationContext,
  ResourceModificationInput,
} from '../../resourceSaveVocabulary.ts';
import { defineMachineModel } from '../defineMachineModel.ts';
import type { EventTable, StateTable, StepObservation, StepTable } from '../types.ts';
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
  editing: {
    // The form can be sent: nothing of the save is under way.
    check: ({ snapshot }) => strictEqual(snapshot.hasTag('busy'), false, 'the form is not busy'),
  },
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

// What the specification and the states' descriptions say each step does, written without the machine.

/** The form of the resource's own kind may be sent; sFTP by superusers only. */
function modifiable(context: ResourceModificationContext, record: KindSubmission): boolean {
  return record.kind === context.existing.kind && (record.kind !== 'ftp' || context.isSuperuser);
}

type Step = StepObservation<ResourceModificationMachine> & {
  readonly previous: NonNullable<StepObservation<ResourceModificationMachine>['previous']>;
};

/** What was saved stays saved: the form shows the error, the progress is back to 0, the views refreshed. */
function endsFailed({ snapshot, previous, actions, started }: Step, error: unknown) {
  strictEqual(snapshot.matches({ editing: 'failed' }), true);
  deepStrictEqual(snapshot.context.error, error);
  strictEqual(snapshot.context.progress, 0);
  deepStrictEqual(snapshot.context.submission, previous.context.submission, 'the form stays filled in');
  const refresh = {
    type: 'refreshResourceViews',
    params: { resourceId: snapshot.context.existing.resourceId },
  };
  // An upload that fails closes the progress modal.
  const closed = previous.matches('uploadingFile') ? [{ type: 'progressReset', params: undefined }] : [];
  deepStrictEqual(actions, [...closed, refresh]);
  deepStrictEqual(started, []);
}

/** The update was launched: the dialog closes, the views are refreshed. */
function endsLaunched({ snapshot, previous, actions }: Step) {
  strictEqual(snapshot.matches({ editing: 'succeeded' }), true);
  strictEqual(snapshot.context.error, null);
  strictEqual(snapshot.context.progress, previous.context.progress);
  deepStrictEqual(actions, [
    { type: 'refreshResourceViews', params: { resourceId: snapshot.context.existing.resourceId } },
  ]);
}

/** The resource's scenarios are fetched and offered to the person, for the action update. */
function launches({ snapshot, started }: Step) {
  const { existing } = snapshot.context;
  strictEqual(snapshot.matches('launchingScenario'), true);
  deepStrictEqual(started, [
    {
      src: 'launchScenario',
      input: {
        target: { resourceId: existing.resourceId, kind: existing.kind, kindId: existing.kindId },
        pick: { by: 'person', action: 'update' },
      },
    },
  ]);
}

const steps = {
  'resource.submitted': {
    acceptedIn: ['editing'],
    acceptedWhen: (snapshot, event) => modifiable(snapshot.context, event.record),
    leadsTo: ['updatingResource'],
    effect: ({ snapshot, previous, event, started, actions }) => {
      const { fields: sent, record } = event;
      // A new submission starts afresh: no progress, no error of a previous try.
      deepStrictEqual(snapshot.context, {
        datasetId: previous.context.datasetId,
        usergroupId: previous.context.usergroupId,
        type: previous.context.type,
        isSuperuser: previous.context.isSuperuser,
        existing: previous.context.existing,
        submission: { fields: sent, record },
        progress: 0,
        error: null,
      });
      deepStrictEqual(started, [
        {
          src: 'updateResource',
          input: {
            resourceId: snapshot.context.existing.resourceId,
            fields: sent,
            type: snapshot.context.type,
          },
        },
      ]);
      deepStrictEqual(actions, []);
    },
  },
  'xstate.done.actor.updateResource': {
    acceptedIn: ['updatingResource'],
    leadsTo: ['uploadingFile', 'updatingKindRecord', 'publishingFtp', 'launchingScenario'],
    effect: (step) => {
      const { snapshot, started, actions } = step;
      const { existing, submission, usergroupId } = snapshot.context;
      const record = submission?.record;
      strictEqual(snapshot.context.error, null);
      if (record?.kind === 'file-upload' && record.file !== null) {
        // A new file is uploaded again into the record; the progress modal opens at 0.
        strictEqual(snapshot.matches('uploadingFile'), true);
        strictEqual(snapshot.context.progress, 0);
        deepStrictEqual(actions, [{ type: 'progressStarted', params: undefined }]);
        deepStrictEqual(started, [
          { src: 'uploadFile', input: { fileUploadId: existing.kindId, file: record.file } },
        ]);
        return;
      }
      deepStrictEqual(actions, []);
      if (record?.kind === 'ftp' && record.filePath !== null) {
        // A new sFTP file is published through the sFTP flow, which launches the scenario itself.
        strictEqual(snapshot.matches('publishingFtp'), true);
        deepStrictEqual(started, [
          {
            src: 'createFtp',
            input: {
              request: {
                resourceId: existing.resourceId,
                usergroupId,
                hasFtpAccess: record.hasFtpAccess,
                action: 'update',
              },
              submission: { filePath: record.filePath, dataformatId: record.dataformatId },
            },
          },
        ]);
      } else if (record?.kind === 'file-upload' || record?.kind === 'ftp') launches(step);
      else {
        // The URL, the map-server layer or the database table is saved into the record.
        strictEqual(snapshot.matches('updatingKindRecord'), true);
        deepStrictEqual(started, [
          {
            src: 'updateKindRecord',
            input: { resourceId: existing.resourceId, kindId: existing.kindId, record },
          },
        ]);
      }
    },
  },
  'xstate.error.actor.updateResource': {
    acceptedIn: ['updatingResource'],
    leadsTo: ['editing.failed'],
    effect: (step) =>
      endsFailed(step, { code: 'requestFailed', step: 'updateResource', cause: step.event.error }),
  },
  'xstate.done.actor.updateKindRecord': {
    acceptedIn: ['updatingKindRecord'],
    leadsTo: ['launchingScenario'],
    effect: (step) => {
      deepStrictEqual(step.actions, []);
      strictEqual(step.snapshot.context.error, null);
      launches(step);
    },
  },
  'xstate.error.actor.updateKindRecord': {
    acceptedIn: ['updatingKindRecord'],
    leadsTo: ['editing.failed'],
    effect: (step) =>
      endsFailed(step, { code: 'requestFailed', step: 'updateKindRecord', cause: step.event.error }),
  },
  'upload.progressed': {
    acceptedIn: ['uploadingFile'],
    leadsTo: ['uploadingFile'],
    effect: ({ snapshot, previous, event, actions, started }) => {
      // The bar shows whole percents between 0 and 100.
      const shown = Math.min(100, Math.max(0, Math.round(event.percent)));
      strictEqual(snapshot.context.progress, shown);
      deepStrictEqual(actions, [{ type: 'progressUpdated', params: { value: shown } }]);
      deepStrictEqual(started, [], 'the upload goes on');
      deepStrictEqual(snapshot.context.submission, previous.context.submission);
      strictEqual(snapshot.context.error, null);
    },
  },
  'xstate.done.actor.uploadFile': {
    acceptedIn: ['uploadingFile'],
    leadsTo: ['launchingScenario'],
    effect: (step) => {
      // A finished upload fills the bar, which closes the progress modal.
      strictEqual(step.snapshot.context.progress, 100);
      deepStrictEqual(step.actions, [{ type: 'progressUpdated', params: { value: 100 } }]);
      launches(step);
    },
  },
  'xstate.error.actor.uploadFile': {
    acceptedIn: ['uploadingFile'],
    leadsTo: ['editing.failed'],
    effect: (step) =>
      endsFailed(step, { code: 'requestFailed', step: 'uploadFile', cause: step.event.error }),
  },
  'xstate.done.actor.createFtp': {
    acceptedIn: ['publishingFtp'],
    leadsTo: ['editing.succeeded', 'editing.failed'],
    effect: (step) => {
      strictEqual(step.event.output.action, 'update');
      const { error } = step.event.output;
      if (error === null) endsLaunched(step);
      else endsFailed(step, error);
    },
  },
  'xstate.done.actor.launchScenario': {
    acceptedIn: ['launchingScenario'],
    leadsTo: ['editing.succeeded', 'editing.failed'],
    effect: (step) => {
      const { output } = step.event;
      if (output.outcome === 'launched') endsLaunched(step);
      else if (output.outcome === 'noScenario') endsFailed(step, { code: 'noUpdateScenario' });
      else if (output.outcome === 'failed')
        endsFailed(step, { code: 'requestFailed', step: output.step, cause: output.cause });
      else if (output.outcome === 'cancelled') endsFailed(step, { code: 'cancelled' });
      else fail('unknown end of the scenario launch');
    },
  },
} satisfies StepTable<ResourceModificationMachine>;

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
  steps,
  // The form opens with the resource as it is: nothing sent, no progress, no error.
  start: (snapshot, input) => {
    strictEqual(snapshot.matches({ editing: 'idle' }), true);
    deepStrictEqual(snapshot.context, { ...input, submission: null, progress: 0, error: null });
  },
  invariant: ({ snapshot }) => {
    const { error, progress } = snapshot.context;
    if (!snapshot.matches({ editing: 'failed' })) strictEqual(error, null);
    strictEqual(progress >= 0 && progress <= 100, true);
  },
});
