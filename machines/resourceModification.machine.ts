import { assign, fromPromise, setup } from 'xstate';
import type { FtpCreationOutput } from './ftpCreation.machine.ts';
import { required } from './required.ts';
import {
  canUpdateRecord,
  clampPercent,
  ftpRecordOf,
  type KindSubmission,
  launchError,
  type ResourceFields,
  type ResourceModificationContext,
  type ResourceModificationInput,
  type ResourceSaveChildren,
  type ResourceSaveEvent,
  type ResourceSaveStep,
  type ResourceScenarioTarget,
  type ResourceSubmission,
  type ResourceType,
  resourceSaveActors,
  resourceSaveNotices,
  type SavedRecord,
  uploadedFileOf,
} from './resourceSaveVocabulary.ts';
import type { ScenarioLaunchOutput } from './scenarioLaunch.machine.ts';

/**
 * Modifying a resource of a dataset (main resource or annex, any kind): update the resource; the
 * kind-specific step when something changed (a new file is uploaded again, the URL, map-server
 * layer or database table is saved, a new sFTP file is published through the sFTP flow, the invoked
 * child `createFtp`, which launches the scenario itself); then the invoked child `scenarioLaunch`
 * fetches the record's scenarios, lets the person pick one of action `update` and runs it.
 *
 * A failure keeps what was saved (there is nothing to undo) and closes the progress modal; closing
 * the scenario choice ends with the code 'cancelled'.
 */

const recordOf = (context: ResourceModificationContext) =>
  required(context.submission, 'the submission').record;

export default setup({
  types: {
    context: {} as ResourceModificationContext,
    events: {} as ResourceSaveEvent,
    input: {} as ResourceModificationInput,
    children: {} as ResourceSaveChildren,
  },
  actors: {
    /** PUT resources/{id}/. */
    updateResource: fromPromise<unknown, { resourceId: number; fields: ResourceFields; type: ResourceType }>(
      async () => {
        throw new Error('updateResource not provided');
      },
    ),
    /** PUT href/{id}/ or file-download/{id}/, PATCH geoserver/mirrors/{id}/ or datastores/{id}/. */
    updateKindRecord: fromPromise<unknown, { resourceId: number; kindId: number; record: SavedRecord }>(
      async () => {
        throw new Error('updateKindRecord not provided');
      },
    ),
    uploadFile: resourceSaveActors.uploadFile,
    createFtp: resourceSaveActors.createFtp,
    launchScenario: resourceSaveActors.launchScenario,
  },
  actions: {
    storeSubmission: assign((_, params: { submission: ResourceSubmission }) => ({
      submission: { fields: params.submission.fields, record: params.submission.record },
      progress: 0,
      error: null,
    })),
    storeProgress: assign((_, params: { percent: number }) => ({ progress: clampPercent(params.percent) })),
    completeProgress: assign({ progress: 100 }),
    clearProgress: assign({ progress: 0 }),
    storeRequestError: assign((_, params: { step: ResourceSaveStep; cause: unknown }) => ({
      error: { code: 'requestFailed' as const, step: params.step, cause: params.cause },
    })),
    storeLaunchError: assign((_, params: { output: ScenarioLaunchOutput }) => ({
      error: launchError(params.output, 'update'),
    })),
    storeFtpError: assign((_, params: { output: FtpCreationOutput }) => ({ error: params.output.error })),
    progressStarted: resourceSaveNotices.progressStarted,
    progressUpdated: resourceSaveNotices.progressUpdated,
    progressReset: resourceSaveNotices.progressReset,
    refreshResourceViews: resourceSaveNotices.refreshResourceViews,
  },
  guards: {
    canUpdate: ({ context }, params: { record: KindSubmission }) =>
      canUpdateRecord(context.existing, context.isSuperuser, params.record),
    hasNewFile: ({ context }) => uploadedFileOf(context.submission) !== null,
    // Every kind but the file upload and sFTP (their file goes its own way) is saved into its record.
    hasSavedRecord: ({ context }) => {
      const { kind } = recordOf(context);
      return kind !== 'file-upload' && kind !== 'ftp';
    },
    hasNewFtpFile: ({ context }) => (ftpRecordOf(context.submission)?.filePath ?? null) !== null,
    ftpLaunched: (_, params: { output: FtpCreationOutput }) => params.output.error === null,
    scenarioLaunched: (_, params: { output: ScenarioLaunchOutput }) => params.output.outcome === 'launched',
  },
}).createMachine({
  id: 'resourceModification',
  description: 'Modifying a resource of a dataset, up to the launch of its update scenario.',
  context: ({ input }) => ({
    datasetId: input.datasetId,
    usergroupId: input.usergroupId,
    type: input.type,
    isSuperuser: input.isSuperuser,
    existing: input.existing,
    submission: null,
    progress: 0,
    error: null,
  }),
  initial: 'editing',
  states: {
    editing: {
      description: 'The resource form is shown with the resource as it is, and can be submitted.',
      initial: 'idle',
      on: {
        'resource.submitted': {
          guard: { type: 'canUpdate', params: ({ event }) => ({ record: event.record }) },
          target: 'updatingResource',
          actions: { type: 'storeSubmission', params: ({ event }) => ({ submission: event }) },
        },
      },
      states: {
        idle: {
          description: 'The resource form shows the fields of its kind; nothing has been sent yet.',
        },
        succeeded: {
          description: "The dialog is closed; a success notification says 'update launched successfully'.",
          entry: {
            type: 'refreshResourceViews',
            params: ({ context }) => ({ resourceId: context.existing.resourceId }),
          },
        },
        failed: {
          description:
            'The form stays filled in; an error notification names the failed step, the missing scenario, or says no scenario was chosen. What was saved stays saved.',
          tags: ['error'],
          entry: [
            'clearProgress',
            {
              type: 'refreshResourceViews',
              params: ({ context }) => ({ resourceId: context.existing.resourceId }),
            },
          ],
        },
      },
    },
    updatingResource: {
      description: 'The submit button shows a spinner while the resource is saved.',
      tags: ['busy'],
      invoke: {
        id: 'updateResource',
        src: 'updateResource',
        input: ({ context }) => ({
          resourceId: context.existing.resourceId,
          fields: required(context.submission, 'the submission').fields,
          type: context.type,
        }),
        onDone: [
          { guard: 'hasNewFile', target: 'uploadingFile' },
          { guard: 'hasSavedRecord', target: 'updatingKindRecord' },
          { guard: 'hasNewFtpFile', target: 'publishingFtp' },
          { target: 'launchingScenario' },
        ],
        onError: {
          target: 'editing.failed',
          actions: {
            type: 'storeRequestError',
            params: ({ event }) => ({ step: 'updateResource', cause: event.error }),
          },
        },
      },
    },
    updatingKindRecord: {
      description: 'The submit button shows a spinner while the record of the resource kind is saved.',
      tags: ['busy'],
      invoke: {
        id: 'updateKindRecord',
        src: 'updateKindRecord',
        input: ({ context }) => ({
          resourceId: context.existing.resourceId,
          kindId: context.existing.kindId,
          // hasSavedRecord let only these kinds through to this state.
          record: recordOf(context) as SavedRecord,
        }),
        onDone: { target: 'launchingScenario' },
        onError: {
          target: 'editing.failed',
          actions: {
            type: 'storeRequestError',
            params: ({ event }) => ({ step: 'updateKindRecord', cause: event.error }),
          },
        },
      },
    },
    uploadingFile: {
      description: 'The progress modal shows the upload of the file: a striped bar and its percentage.',
      tags: ['busy'],
      // The submission brought the progress back to 0.
      entry: 'progressStarted',
      invoke: {
        id: 'uploadFile',
        src: 'uploadFile',
        input: ({ context }) => ({
          fileUploadId: context.existing.kindId,
          // hasNewFile let the upload through only with its file.
          file: required(uploadedFileOf(context.submission), 'the file'),
        }),
        onDone: {
          target: 'launchingScenario',
          actions: ['completeProgress', { type: 'progressUpdated', params: { value: 100 } }],
        },
        onError: {
          target: 'editing.failed',
          actions: [
            {
              type: 'storeRequestError',
              params: ({ event }) => ({ step: 'uploadFile', cause: event.error }),
            },
            'progressReset',
          ],
        },
      },
      on: {
        'upload.progressed': {
          actions: [
            { type: 'storeProgress', params: ({ event }) => ({ percent: event.percent }) },
            { type: 'progressUpdated', params: ({ context }) => ({ value: context.progress }) },
          ],
        },
      },
    },
    publishingFtp: {
      description:
        'The submit button shows a spinner while the sFTP flow publishes the new file into the resource and launches its scenario.',
      tags: ['busy'],
      invoke: {
        id: 'createFtp',
        src: 'createFtp',
        input: ({ context }) => {
          const ftp = required(ftpRecordOf(context.submission), 'the sFTP submission');
          return {
            request: {
              resourceId: context.existing.resourceId,
              usergroupId: context.usergroupId,
              hasFtpAccess: ftp.hasFtpAccess,
              action: 'update' as const,
            },
            submission: {
              filePath: required(ftp.filePath, 'the new sFTP file'),
              dataformatId: ftp.dataformatId,
            },
          };
        },
        onDone: [
          {
            guard: { type: 'ftpLaunched', params: ({ event }) => ({ output: event.output }) },
            target: 'editing.succeeded',
          },
          {
            target: 'editing.failed',
            actions: { type: 'storeFtpError', params: ({ event }) => ({ output: event.output }) },
          },
        ],
      },
    },
    launchingScenario: {
      description:
        'The submit button shows a spinner while the scenarios are fetched; then a dialog lists the update scenarios, the person picks one, and the dialog shows a spinner while it is launched.',
      invoke: {
        id: 'launchScenario',
        src: 'launchScenario',
        input: ({ context }) => ({
          target: {
            resourceId: context.existing.resourceId,
            kind: context.existing.kind,
            kindId: context.existing.kindId,
          } satisfies ResourceScenarioTarget,
          pick: { by: 'person' as const, action: 'update' as const },
        }),
        onDone: [
          {
            guard: { type: 'scenarioLaunched', params: ({ event }) => ({ output: event.output }) },
            target: 'editing.succeeded',
          },
          {
            target: 'editing.failed',
            actions: { type: 'storeLaunchError', params: ({ event }) => ({ output: event.output }) },
          },
        ],
      },
    },
  },
});
