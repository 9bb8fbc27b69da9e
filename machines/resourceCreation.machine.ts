import { assign, setup } from 'xstate';
import type { FtpCreationOutput } from './ftpCreation.machine.ts';
import { required } from './required.ts';
import {
  canCreateRecord,
  clampPercent,
  ftpRecordOf,
  type KindSubmission,
  launchError,
  type ResourceCreationContext,
  type ResourceCreationInput,
  type ResourceSaveChildren,
  type ResourceSaveEvent,
  type ResourceSaveStep,
  type ResourceScenarioTarget,
  type ResourceSubmission,
  resourceCreationActors,
  resourceSaveActors,
  resourceSaveNotices,
  type SavedRecord,
  uploadedFileOf,
} from './resourceSaveVocabulary.ts';
import type { ScenarioLaunchOutput } from './scenarioLaunch.machine.ts';

/**
 * Creating a resource of a dataset, main resource (type 1) or annex (type 2), of a kind that may be
 * created (CREATION_KINDS): create the resource; link it to the dataset with its type; the
 * kind-specific step (the type-specific record, then for a file upload the file itself with its
 * progress in the progress modal); then the invoked child `scenarioLaunch` fetches the record's
 * scenarios, lets the person pick one of action `create` and runs it. An sFTP resource's kind-specific
 * step is the sFTP flow, invoked as the child `createFtp` (ftpCreation.machine.ts), which launches its
 * scenario itself.
 *
 * A failure at any step after the resource exists resets the creation: the progress modal closes,
 * the progress goes back to 0 and the created resource is deleted (which removes its link and
 * record); the original error stays whatever the deletion gives. Closing the scenario choice (the
 * child's `cancelled` end) ends the same way with the code 'cancelled'. The upload cannot be cancelled half-way: the progress
 * modal has no close button (specification section 2).
 */

const recordOf = (context: ResourceCreationContext) => required(context.submission, 'the submission').record;
/** The resource this flow created: the states after its creation are entered only with it. */
const createdId = (context: ResourceCreationContext) => required(context.resourceId, 'the created resource');

export default setup({
  types: {
    context: {} as ResourceCreationContext,
    events: {} as ResourceSaveEvent,
    input: {} as ResourceCreationInput,
    children: {} as ResourceSaveChildren,
  },
  actors: {
    createResource: resourceCreationActors.createResource,
    linkResource: resourceCreationActors.linkResource,
    createKindRecord: resourceCreationActors.createKindRecord,
    uploadFile: resourceSaveActors.uploadFile,
    createFtp: resourceSaveActors.createFtp,
    launchScenario: resourceSaveActors.launchScenario,
    deleteResource: resourceCreationActors.deleteResource,
  },
  actions: {
    storeSubmission: assign((_, params: { submission: ResourceSubmission }) => ({
      submission: { fields: params.submission.fields, record: params.submission.record },
      resourceId: null,
      linkId: null,
      kindRecord: null,
      progress: 0,
      error: null,
      leftover: null,
    })),
    storeResourceId: assign((_, params: { id: number }) => ({ resourceId: params.id })),
    storeLink: assign((_, params: { id: number }) => ({ linkId: params.id })),
    storeKindRecord: assign(({ context }, params: { id: number }) => ({
      kindRecord: { kind: recordOf(context).kind, id: params.id },
    })),
    storeProgress: assign((_, params: { percent: number }) => ({ progress: clampPercent(params.percent) })),
    completeProgress: assign({ progress: 100 }),
    clearProgress: assign({ progress: 0 }),
    storeRequestError: assign((_, params: { step: ResourceSaveStep; cause: unknown }) => ({
      error: { code: 'requestFailed' as const, step: params.step, cause: params.cause },
    })),
    storeLaunchError: assign((_, params: { output: ScenarioLaunchOutput }) => ({
      error: launchError(params.output, 'create'),
    })),
    storeFtpError: assign((_, params: { output: FtpCreationOutput }) => ({ error: params.output.error })),
    /** The created resource is gone: nothing of this creation is left on the server. */
    forgetCreated: assign({ resourceId: null, linkId: null, kindRecord: null }),
    storeLeftover: assign(({ context }, params: { cause: unknown }) => ({
      leftover: { resourceId: createdId(context), cause: params.cause },
      resourceId: null,
      linkId: null,
      kindRecord: null,
    })),
    progressStarted: resourceSaveNotices.progressStarted,
    progressUpdated: resourceSaveNotices.progressUpdated,
    progressReset: resourceSaveNotices.progressReset,
    refreshResourceViews: resourceSaveNotices.refreshResourceViews,
  },
  guards: {
    canCreate: ({ context }, params: { record: KindSubmission }) =>
      canCreateRecord(context.type, context.isSuperuser, params.record),
    isFtp: ({ context }) => recordOf(context).kind === 'ftp',
    isFileUpload: ({ context }) => recordOf(context).kind === 'file-upload',
    ftpLaunched: (_, params: { output: FtpCreationOutput }) => params.output.error === null,
    scenarioLaunched: (_, params: { output: ScenarioLaunchOutput }) => params.output.outcome === 'launched',
  },
}).createMachine({
  id: 'resourceCreation',
  description: 'Creating a resource of a dataset up to the launch of its scenario; a failure deletes it.',
  context: ({ input }) => ({
    datasetId: input.datasetId,
    usergroupId: input.usergroupId,
    type: input.type,
    isSuperuser: input.isSuperuser,
    submission: null,
    resourceId: null,
    linkId: null,
    kindRecord: null,
    progress: 0,
    error: null,
    leftover: null,
  }),
  initial: 'editing',
  states: {
    editing: {
      description: 'The new resource form is shown and can be submitted.',
      initial: 'idle',
      on: {
        'resource.submitted': {
          guard: { type: 'canCreate', params: ({ event }) => ({ record: event.record }) },
          target: 'creatingResource',
          actions: { type: 'storeSubmission', params: ({ event }) => ({ submission: event }) },
        },
      },
      states: {
        idle: {
          description: 'The new resource form offers the kinds of its type; nothing has been sent yet.',
        },
        succeeded: {
          description: "The dialog is closed; a success notification says 'creation launched successfully'.",
          entry: {
            type: 'refreshResourceViews',
            params: ({ context }) => ({ resourceId: context.resourceId }),
          },
        },
        failed: {
          description:
            'The form stays filled in; an error notification names the failed step, the missing scenario, or says no scenario was chosen. No resource is left behind unless its deletion failed too.',
          tags: ['error'],
          // The progress is back to 0 already: resetting cleared it, and nothing else follows an upload.
          entry: {
            type: 'refreshResourceViews',
            params: ({ context }) => ({ resourceId: context.resourceId }),
          },
        },
      },
    },
    creatingResource: {
      description: 'The submit button shows a spinner while the resource is created.',
      tags: ['busy'],
      invoke: {
        id: 'createResource',
        src: 'createResource',
        input: ({ context }) => ({
          fields: required(context.submission, 'the submission').fields,
          type: context.type,
          usergroupId: context.usergroupId,
        }),
        onDone: {
          target: 'linkingResource',
          actions: { type: 'storeResourceId', params: ({ event }) => ({ id: event.output.id }) },
        },
        // Nothing was created: nothing to reset.
        onError: {
          target: 'editing.failed',
          actions: {
            type: 'storeRequestError',
            params: ({ event }) => ({ step: 'createResource', cause: event.error }),
          },
        },
      },
    },
    linkingResource: {
      description: 'The submit button shows a spinner while the resource is linked to the dataset.',
      tags: ['busy'],
      invoke: {
        id: 'linkResource',
        src: 'linkResource',
        input: ({ context }) => ({
          resourceId: createdId(context),
          datasetId: context.datasetId,
          type: context.type,
        }),
        onDone: [
          {
            guard: 'isFtp',
            target: 'publishingFtp',
            actions: { type: 'storeLink', params: ({ event }) => ({ id: event.output.id }) },
          },
          {
            target: 'creatingKindRecord',
            actions: { type: 'storeLink', params: ({ event }) => ({ id: event.output.id }) },
          },
        ],
        onError: {
          target: 'resetting',
          actions: {
            type: 'storeRequestError',
            params: ({ event }) => ({ step: 'linkResource', cause: event.error }),
          },
        },
      },
    },
    creatingKindRecord: {
      description: 'The submit button shows a spinner while the record of the resource kind is created.',
      tags: ['busy'],
      invoke: {
        id: 'createKindRecord',
        src: 'createKindRecord',
        input: ({ context }) => ({
          resourceId: createdId(context),
          // canCreate let only these kinds through to this state.
          record: recordOf(context) as SavedRecord,
        }),
        onDone: [
          {
            guard: 'isFileUpload',
            target: 'uploadingFile',
            actions: { type: 'storeKindRecord', params: ({ event }) => ({ id: event.output.id }) },
          },
          {
            target: 'launchingScenario',
            actions: { type: 'storeKindRecord', params: ({ event }) => ({ id: event.output.id }) },
          },
        ],
        onError: {
          target: 'resetting',
          actions: {
            type: 'storeRequestError',
            params: ({ event }) => ({ step: 'createKindRecord', cause: event.error }),
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
          fileUploadId: required(context.kindRecord, 'the file upload record').id,
          // canCreate let a file upload through only with its file.
          file: required(uploadedFileOf(context.submission), 'the file'),
        }),
        onDone: {
          target: 'launchingScenario',
          actions: ['completeProgress', { type: 'progressUpdated', params: { value: 100 } }],
        },
        onError: {
          target: 'resetting',
          actions: {
            type: 'storeRequestError',
            params: ({ event }) => ({ step: 'uploadFile', cause: event.error }),
          },
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
        'The submit button shows a spinner while the sFTP flow publishes the file into the resource and launches its scenario.',
      tags: ['busy'],
      invoke: {
        id: 'createFtp',
        src: 'createFtp',
        input: ({ context }) => {
          const ftp = required(ftpRecordOf(context.submission), 'the sFTP submission');
          return {
            request: {
              resourceId: createdId(context),
              usergroupId: context.usergroupId,
              hasFtpAccess: ftp.hasFtpAccess,
              action: 'create' as const,
            },
            // No file while the space is closed: the sFTP flow asks for the access only.
            submission: { filePath: ftp.filePath ?? '', dataformatId: ftp.dataformatId },
          };
        },
        onDone: [
          {
            guard: { type: 'ftpLaunched', params: ({ event }) => ({ output: event.output }) },
            target: 'editing.succeeded',
          },
          {
            target: 'resetting',
            actions: { type: 'storeFtpError', params: ({ event }) => ({ output: event.output }) },
          },
        ],
      },
    },
    launchingScenario: {
      description:
        'The submit button shows a spinner while the scenarios are fetched; then a dialog lists the creation scenarios, the person picks one, and the dialog shows a spinner while it is launched.',
      invoke: {
        id: 'launchScenario',
        src: 'launchScenario',
        input: ({ context }) => ({
          // Entered only once the record exists.
          target: {
            resourceId: createdId(context),
            kind: required(context.kindRecord, 'the record').kind,
            kindId: required(context.kindRecord, 'the record').id,
          } satisfies ResourceScenarioTarget,
          pick: { by: 'person' as const, action: 'create' as const },
        }),
        onDone: [
          {
            guard: { type: 'scenarioLaunched', params: ({ event }) => ({ output: event.output }) },
            target: 'editing.succeeded',
          },
          {
            target: 'resetting',
            actions: { type: 'storeLaunchError', params: ({ event }) => ({ output: event.output }) },
          },
        ],
      },
    },
    resetting: {
      description:
        'The progress modal is closed; the submit button shows a spinner while the resource that was being created is deleted.',
      tags: ['busy'],
      entry: ['clearProgress', 'progressReset'],
      invoke: {
        id: 'deleteResource',
        src: 'deleteResource',
        input: ({ context }) => ({ resourceId: createdId(context) }),
        onDone: { target: 'editing.failed', actions: 'forgetCreated' },
        // The original error stays; the resource left behind is reported beside it.
        onError: {
          target: 'editing.failed',
          actions: { type: 'storeLeftover', params: ({ event }) => ({ cause: event.error }) },
        },
      },
    },
  },
});
