import { assign, fromPromise, setup } from 'xstate';
import type { FileRef } from './fileRef.ts';
import type {
  FtpCreationError,
  FtpCreationInput,
  FtpCreationOutput,
  FtpSubmission,
} from './ftpCreation.machine.ts';
import { type ActionScenario, type ScenarioAction, scenariosFor } from './scenarioAction.ts';

/**
 * Saving a resource of a dataset, main resource (type 1) or annex (type 2), of any kind.
 *
 * Creation: create the resource; link it to the dataset with its type; the kind-specific step
 * (the type-specific record, then for a file upload the file itself with its progress in the
 * progress modal); fetch the record's scenarios; the person picks one of action `create`; run
 * it: 'creationLaunched'. An sFTP resource's kind-specific step is the sFTP creation flow
 * (`createFtp`, see ftpCreation.machine.ts), which runs the scenario itself.
 * Modification: update the resource; the kind-specific step when something changed (a new
 * file is uploaded again, the URL or map-server layer is saved, a new sFTP file is published);
 * the scenarios; the person picks one of action `update`; run it: 'updateLaunched'.
 *
 * A failure at any step of a creation resets it: the progress modal closes, the progress goes
 * back to 0 and the created resource is deleted (which removes its link and record); the
 * original error stays whatever the deletion gives. Closing the scenario choice ends the same
 * way with the code 'cancelled'. The upload cannot be cancelled half-way: the progress modal has
 * no close button (specification section 2). A failed modification keeps
 * what was saved (nothing to undo) and closes the progress modal.
 */

export type ResourceType = 1 | 2;
export const MAIN_RESOURCE: ResourceType = 1;
export const ANNEX_RESOURCE: ResourceType = 2;

/** The type-specific record of a resource, named by its collection (as src/api's ResourceKind). */
export type ResourceKind =
  | 'file-upload'
  | 'file-download'
  | 'href'
  | 'ftp'
  | 'datastores'
  | 'geoserver-mirrors';

/** What a new resource can be (spec section 6): database tables and file downloads are only modified. */
export const CREATION_KINDS: { readonly [type in ResourceType]: readonly ResourceKind[] } = {
  1: ['file-upload', 'ftp', 'href', 'geoserver-mirrors'],
  2: ['file-upload', 'ftp', 'href'],
};

/** The resource form's fields (ResourceInput without its type, which the input gives). */
export interface ResourceFields {
  readonly display_name: string;
  readonly codename?: string;
  readonly dataformat_id?: number | null;
  readonly description?: string | null;
  readonly last_update?: string | null;
  readonly hidden?: boolean;
  readonly geographic_layer_label?: string | null;
  readonly geographic_layer_name?: string | null;
  readonly column_x?: string | null;
  readonly column_y?: string | null;
  readonly crs?: string | null;
  readonly data_schema?: {
    readonly identifier: string;
    readonly version: string;
    readonly format: string;
  } | null;
}

export type MapServerLayerType = 'layer' | 'layergroup';

/** The kind-specific part of the form. */
export type KindSubmission =
  /** `file` is required for a new resource; for a modification, a new file is uploaded again. */
  | { readonly kind: 'file-upload'; readonly dataformatId: number | null; readonly file: FileRef | null }
  | { readonly kind: 'href' | 'file-download'; readonly dataformatId: number | null; readonly href: string }
  | {
      readonly kind: 'geoserver-mirrors';
      readonly dataformatId: number | null;
      readonly workspace: string;
      readonly layer: string;
      readonly layerType: MapServerLayerType;
    }
  /** `filePath` is required for a new resource; for a modification, a new file is published. */
  | {
      readonly kind: 'ftp';
      readonly dataformatId: number | null;
      readonly filePath: string | null;
      readonly hasFtpAccess: boolean;
    }
  /** A database table: its record cannot be changed, only the resource and its update scenario. */
  | { readonly kind: 'datastores' };

/** A record that POST/PUT/PATCH of its collection can save (sFTP goes through its own flow). */
export type SavedRecord = Extract<
  KindSubmission,
  { kind: 'file-upload' | 'href' | 'file-download' | 'geoserver-mirrors' }
>;

export interface ResourceSubmission {
  readonly fields: ResourceFields;
  readonly record: KindSubmission;
}

export interface ExistingResource {
  readonly resourceId: number;
  readonly kind: ResourceKind;
  /** Id of the type-specific record (the resource's `kind_id`). */
  readonly kindId: number;
}

export interface KindRecord {
  readonly kind: ResourceKind;
  readonly id: number;
}

export type ResourceSaveStep =
  | 'createResource'
  | 'linkResource'
  | 'createKindRecord'
  | 'uploadFile'
  | 'updateResource'
  | 'updateKindRecord'
  | 'createFtp'
  | 'fetchScenarios'
  | 'runScenario';

export type ResourceSaveError =
  | { readonly code: 'requestFailed'; readonly step: ResourceSaveStep; readonly cause: unknown }
  /** The scenario choice closed without a choice. */
  | { readonly code: 'cancelled' }
  /** The codes of the sFTP flow, `noCreationScenario` and `noUpdateScenario` included. */
  | FtpCreationError;

export type ResourceSaveOutcome = 'creationLaunched' | 'updateLaunched';

export interface ResourceSaveInput {
  readonly datasetId: number;
  /** The dataset's organisation: the new resource is created for it, and an sFTP resource uses its space. */
  readonly usergroupId: number;
  readonly type: ResourceType;
  readonly isSuperuser: boolean;
  /** The resource being modified; null for a new one. */
  readonly existing: ExistingResource | null;
}

export interface ResourceSaveContext extends ResourceSaveInput {
  readonly submission: ResourceSubmission | null;
  /** The resource created by this flow, or the one modified. */
  readonly resourceId: number | null;
  /** The link created between the new resource and the dataset. */
  readonly linkId: number | null;
  readonly kindRecord: KindRecord | null;
  /** The scenarios of the needed action offered to the person. */
  readonly scenarios: readonly ActionScenario[];
  readonly scenarioId: number | null;
  /** Upload progress, 0 to 100. */
  readonly progress: number;
  readonly outcome: ResourceSaveOutcome | null;
  readonly error: ResourceSaveError | null;
  /** A created resource that could not be deleted after a failure. */
  readonly leftover: { readonly resourceId: number; readonly cause: unknown } | null;
}

export type ResourceSaveEvent =
  /** The resource form was submitted. */
  | ({ type: 'resource.submitted' } & ResourceSubmission)
  /** The upload reports its progress in percent. */
  | { type: 'upload.progressed'; percent: number }
  /** The person picks a scenario to run. */
  | { type: 'scenario.chosen'; scenarioId: number }
  /** The person closes the scenario choice without picking one. */
  | { type: 'scenario.dismissed' };

export function scenarioActionOf(existing: ExistingResource | null): ScenarioAction {
  return existing === null ? 'create' : 'update';
}

export function clampPercent(value: number): number {
  if (Number.isNaN(value)) return 0;
  return Math.min(100, Math.max(0, Math.round(value)));
}

/** Whether a new resource of this type may be created from this form. */
export function canCreateRecord(type: ResourceType, isSuperuser: boolean, record: KindSubmission): boolean {
  if (!CREATION_KINDS[type].includes(record.kind)) return false;
  if (record.kind === 'file-upload') return record.file !== null;
  if (record.kind === 'ftp') return isSuperuser && record.filePath !== null;
  return true;
}

/** Whether an existing resource may be modified with this form. */
export function canUpdateRecord(
  existing: ExistingResource,
  isSuperuser: boolean,
  record: KindSubmission,
): boolean {
  if (record.kind !== existing.kind) return false;
  return record.kind !== 'ftp' || isSuperuser;
}

const isCreating = ({ context }: { context: ResourceSaveContext }) => context.existing === null;
const recordOf = (context: ResourceSaveContext) => context.submission?.record ?? null;

export default setup({
  types: {
    context: {} as ResourceSaveContext,
    events: {} as ResourceSaveEvent,
    input: {} as ResourceSaveInput,
  },
  actors: {
    /** POST resources/ with the fields, the type and the dataset's organisation (`usergroup_id`). */
    createResource: fromPromise<
      { id: number },
      { fields: ResourceFields; type: ResourceType; usergroupId: number }
    >(async () => {
      throw new Error('createResource not provided');
    }),
    /** POST resource-dataset/ (resource_id, dataset_id, type, publish). */
    linkResource: fromPromise<{ id: number }, { resourceId: number; datasetId: number; type: ResourceType }>(
      async () => {
        throw new Error('linkResource not provided');
      },
    ),
    /** POST file-upload/, href/, file-download/ or geoserver/mirrors/ for the resource. */
    createKindRecord: fromPromise<{ id: number }, { resourceId: number; record: SavedRecord }>(async () => {
      throw new Error('createKindRecord not provided');
    }),
    /**
     * PUT file-upload/{id}/ with the file. The real actor sends `upload.progressed` to this
     * machine as the upload goes, and passes `signal` so that leaving the state aborts the upload.
     */
    uploadFile: fromPromise<unknown, { fileUploadId: number; file: FileRef }>(async () => {
      throw new Error('uploadFile not provided');
    }),
    /** PUT resources/{id}/. */
    updateResource: fromPromise<unknown, { resourceId: number; fields: ResourceFields; type: ResourceType }>(
      async () => {
        throw new Error('updateResource not provided');
      },
    ),
    /** PUT href/{id}/ or file-download/{id}/, PATCH geoserver/mirrors/{id}/. */
    updateKindRecord: fromPromise<unknown, { resourceId: number; kindId: number; record: SavedRecord }>(
      async () => {
        throw new Error('updateKindRecord not provided');
      },
    ),
    /** The sFTP creation flow (ftpCreation.machine.ts) run to its end or its first failure. */
    createFtp: fromPromise<FtpCreationOutput, { ftp: FtpCreationInput; submission: FtpSubmission }>(
      async () => {
        throw new Error('createFtp not provided');
      },
    ),
    /** GET {slug}/{id}/_scenarios/ of the type-specific record. */
    fetchScenarios: fromPromise<readonly ActionScenario[], { kind: ResourceKind; kindId: number }>(
      async () => {
        throw new Error('fetchScenarios not provided');
      },
    ),
    /** POST {slug}/{id}/_scenarios/{scenarioId}/run/ with the resource as target (202). */
    runScenario: fromPromise<
      unknown,
      { resourceId: number; kind: ResourceKind; kindId: number; scenarioId: number }
    >(async () => {
      throw new Error('runScenario not provided');
    }),
    /** DELETE resources/{id}/: removes a resource whose creation failed, with its link and record. */
    deleteResource: fromPromise<unknown, { resourceId: number }>(async () => {
      throw new Error('deleteResource not provided');
    }),
  },
  actions: {
    storeSubmission: assign(({ context }, params: { submission: ResourceSubmission }) => ({
      submission: { fields: params.submission.fields, record: params.submission.record },
      resourceId: context.existing?.resourceId ?? null,
      linkId: null,
      kindRecord: context.existing ? { kind: context.existing.kind, id: context.existing.kindId } : null,
      scenarios: [],
      scenarioId: null,
      progress: 0,
      outcome: null,
      error: null,
      leftover: null,
    })),
    storeResourceId: assign((_, params: { id: number }) => ({ resourceId: params.id })),
    storeLink: assign((_, params: { id: number }) => ({ linkId: params.id })),
    storeKindRecord: assign(({ context }, params: { id: number }) => ({
      kindRecord: { kind: recordOf(context)?.kind ?? 'file-upload', id: params.id },
    })),
    storeProgress: assign((_, params: { percent: number }) => ({ progress: clampPercent(params.percent) })),
    completeProgress: assign({ progress: 100 }),
    clearProgress: assign({ progress: 0 }),
    storeScenarios: assign(({ context }, params: { scenarios: readonly ActionScenario[] }) => ({
      scenarios: scenariosFor(params.scenarios, scenarioActionOf(context.existing)),
    })),
    storeScenarioId: assign((_, params: { scenarioId: number }) => ({ scenarioId: params.scenarioId })),
    storeOutcome: assign(({ context }) => ({
      outcome: context.existing === null ? ('creationLaunched' as const) : ('updateLaunched' as const),
    })),
    storeRequestError: assign((_, params: { step: ResourceSaveStep; cause: unknown }) => ({
      error: { code: 'requestFailed' as const, step: params.step, cause: params.cause },
    })),
    storeMissingScenario: assign(({ context }) => ({
      error:
        context.existing === null
          ? { code: 'noCreationScenario' as const }
          : { code: 'noUpdateScenario' as const },
    })),
    storeCancelled: assign({ error: { code: 'cancelled' as const } }),
    storeFtpError: assign((_, params: { output: FtpCreationOutput }) => ({ error: params.output.error })),
    /** The created resource is gone: nothing of this creation is left on the server. */
    forgetCreated: assign({ resourceId: null, linkId: null, kindRecord: null }),
    storeLeftover: assign(({ context }, params: { cause: unknown }) => ({
      leftover: context.resourceId === null ? null : { resourceId: context.resourceId, cause: params.cause },
      resourceId: null,
      linkId: null,
      kindRecord: null,
    })),
    /** Opens the global progress modal at 0; src/flows provides it. */
    progressStarted: () => {},
    /** Moves the global progress modal's bar; it closes itself at 100. */
    progressUpdated: (_, _params: { value: number }) => {},
    /** Closes the global progress modal and brings it back to 0. */
    progressReset: () => {},
    /** The dataset's resources changed (or may have): src/flows refreshes their queries. */
    refreshResourceViews: (_, _params: { resourceId: number | null }) => {},
  },
  guards: {
    canCreate: ({ context }, params: { record: KindSubmission }) =>
      context.existing === null && canCreateRecord(context.type, context.isSuperuser, params.record),
    canUpdate: ({ context }, params: { record: KindSubmission }) =>
      context.existing !== null && canUpdateRecord(context.existing, context.isSuperuser, params.record),
    isCreating,
    isFtp: ({ context }) => recordOf(context)?.kind === 'ftp',
    isFileUpload: ({ context }) => recordOf(context)?.kind === 'file-upload',
    hasNewFile: ({ context }) => {
      const record = recordOf(context);
      return record?.kind === 'file-upload' && record.file !== null;
    },
    hasNewFtpFile: ({ context }) => {
      const record = recordOf(context);
      return record?.kind === 'ftp' && record.filePath !== null;
    },
    hasSavedRecord: ({ context }) => {
      const kind = recordOf(context)?.kind;
      return kind === 'href' || kind === 'file-download' || kind === 'geoserver-mirrors';
    },
    ftpLaunched: (_, params: { output: FtpCreationOutput }) => params.output.error === null,
    hasScenario: ({ context }, params: { scenarios: readonly ActionScenario[] }) =>
      scenariosFor(params.scenarios, scenarioActionOf(context.existing)).length > 0,
    isOffered: ({ context }, params: { scenarioId: number }) =>
      context.scenarios.some((scenario) => scenario.id === params.scenarioId),
  },
}).createMachine({
  id: 'resourceSave',
  description: 'Creating or modifying a resource of a dataset, up to the launch of its scenario.',
  context: ({ input }) => ({
    datasetId: input.datasetId,
    usergroupId: input.usergroupId,
    type: input.type,
    isSuperuser: input.isSuperuser,
    existing: input.existing,
    submission: null,
    resourceId: input.existing?.resourceId ?? null,
    linkId: null,
    kindRecord: input.existing ? { kind: input.existing.kind, id: input.existing.kindId } : null,
    scenarios: [],
    scenarioId: null,
    progress: 0,
    outcome: null,
    error: null,
    leftover: null,
  }),
  initial: 'editing',
  states: {
    editing: {
      description: 'The resource form is shown and can be submitted.',
      initial: 'idle',
      on: {
        'resource.submitted': [
          {
            guard: { type: 'canCreate', params: ({ event }) => ({ record: event.record }) },
            target: 'creatingResource',
            actions: { type: 'storeSubmission', params: ({ event }) => ({ submission: event }) },
          },
          {
            guard: { type: 'canUpdate', params: ({ event }) => ({ record: event.record }) },
            target: 'updatingResource',
            actions: { type: 'storeSubmission', params: ({ event }) => ({ submission: event }) },
          },
        ],
      },
      states: {
        idle: {
          description: 'The resource form shows the fields of its kind; nothing has been sent yet.',
        },
        succeeded: {
          description:
            "A success notification says 'creation launched successfully' or 'update launched successfully'.",
          entry: {
            type: 'refreshResourceViews',
            params: ({ context }) => ({ resourceId: context.resourceId }),
          },
        },
        failed: {
          description:
            'The form stays filled in; an error notification names the failed step, the missing scenario, or says the operation was cancelled. A failed creation left no resource behind unless its deletion failed too.',
          tags: ['error'],
          entry: [
            'clearProgress',
            {
              type: 'refreshResourceViews',
              params: ({ context }) => ({ resourceId: context.resourceId }),
            },
          ],
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
          fields: context.submission?.fields ?? { display_name: '' },
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
          resourceId: context.resourceId ?? -1,
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
          resourceId: context.resourceId ?? -1,
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
            target: 'fetchingScenarios',
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
    updatingResource: {
      description: 'The submit button shows a spinner while the resource is saved.',
      tags: ['busy'],
      invoke: {
        id: 'updateResource',
        src: 'updateResource',
        input: ({ context }) => ({
          resourceId: context.resourceId ?? -1,
          fields: context.submission?.fields ?? { display_name: '' },
          type: context.type,
        }),
        onDone: [
          { guard: 'hasNewFile', target: 'uploadingFile' },
          { guard: 'hasSavedRecord', target: 'updatingKindRecord' },
          { guard: 'hasNewFtpFile', target: 'publishingFtp' },
          { target: 'fetchingScenarios' },
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
          resourceId: context.resourceId ?? -1,
          kindId: context.kindRecord?.id ?? -1,
          record: recordOf(context) as SavedRecord,
        }),
        onDone: { target: 'fetchingScenarios' },
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
      entry: ['clearProgress', 'progressStarted'],
      invoke: {
        id: 'uploadFile',
        src: 'uploadFile',
        input: ({ context }) => {
          const record = recordOf(context);
          return {
            fileUploadId: context.kindRecord?.id ?? -1,
            file: record?.kind === 'file-upload' && record.file ? record.file : { id: '', name: '', size: 0 },
          };
        },
        onDone: {
          target: 'fetchingScenarios',
          actions: ['completeProgress', { type: 'progressUpdated', params: { value: 100 } }],
        },
        onError: [
          {
            guard: 'isCreating',
            target: 'resetting',
            actions: {
              type: 'storeRequestError',
              params: ({ event }) => ({ step: 'uploadFile', cause: event.error }),
            },
          },
          {
            target: 'editing.failed',
            actions: [
              {
                type: 'storeRequestError',
                params: ({ event }) => ({ step: 'uploadFile', cause: event.error }),
              },
              'progressReset',
            ],
          },
        ],
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
      description: 'The submit button shows a spinner while the sFTP file is published into the resource.',
      tags: ['busy'],
      invoke: {
        id: 'createFtp',
        src: 'createFtp',
        input: ({ context }) => {
          const record = recordOf(context);
          const ftp = record?.kind === 'ftp' ? record : null;
          return {
            ftp: {
              resourceId: context.resourceId ?? -1,
              usergroupId: context.usergroupId,
              hasFtpAccess: ftp?.hasFtpAccess ?? false,
              action: scenarioActionOf(context.existing),
            },
            submission: { filePath: ftp?.filePath ?? '', dataformatId: ftp?.dataformatId ?? null },
          };
        },
        onDone: [
          {
            guard: { type: 'ftpLaunched', params: ({ event }) => ({ output: event.output }) },
            target: 'editing.succeeded',
            actions: 'storeOutcome',
          },
          {
            guard: 'isCreating',
            target: 'resetting',
            actions: { type: 'storeFtpError', params: ({ event }) => ({ output: event.output }) },
          },
          {
            target: 'editing.failed',
            actions: { type: 'storeFtpError', params: ({ event }) => ({ output: event.output }) },
          },
        ],
        onError: [
          {
            guard: 'isCreating',
            target: 'resetting',
            actions: {
              type: 'storeRequestError',
              params: ({ event }) => ({ step: 'createFtp', cause: event.error }),
            },
          },
          {
            target: 'editing.failed',
            actions: {
              type: 'storeRequestError',
              params: ({ event }) => ({ step: 'createFtp', cause: event.error }),
            },
          },
        ],
      },
    },
    fetchingScenarios: {
      description: 'The submit button shows a spinner while the scenarios of the resource are fetched.',
      tags: ['busy'],
      invoke: {
        id: 'fetchScenarios',
        src: 'fetchScenarios',
        input: ({ context }) => ({
          kind: context.kindRecord?.kind ?? 'file-upload',
          kindId: context.kindRecord?.id ?? -1,
        }),
        onDone: [
          {
            guard: { type: 'hasScenario', params: ({ event }) => ({ scenarios: event.output }) },
            target: 'choosingScenario',
            actions: { type: 'storeScenarios', params: ({ event }) => ({ scenarios: event.output }) },
          },
          { guard: 'isCreating', target: 'resetting', actions: 'storeMissingScenario' },
          { target: 'editing.failed', actions: 'storeMissingScenario' },
        ],
        onError: [
          {
            guard: 'isCreating',
            target: 'resetting',
            actions: {
              type: 'storeRequestError',
              params: ({ event }) => ({ step: 'fetchScenarios', cause: event.error }),
            },
          },
          {
            target: 'editing.failed',
            actions: {
              type: 'storeRequestError',
              params: ({ event }) => ({ step: 'fetchScenarios', cause: event.error }),
            },
          },
        ],
      },
    },
    choosingScenario: {
      description: 'A dialog lists the scenarios of the needed action; the person picks the one to run.',
      on: {
        'scenario.chosen': {
          guard: { type: 'isOffered', params: ({ event }) => ({ scenarioId: event.scenarioId }) },
          target: 'runningScenario',
          actions: { type: 'storeScenarioId', params: ({ event }) => ({ scenarioId: event.scenarioId }) },
        },
        'scenario.dismissed': [
          { guard: 'isCreating', target: 'resetting', actions: 'storeCancelled' },
          { target: 'editing.failed', actions: 'storeCancelled' },
        ],
      },
    },
    runningScenario: {
      description: 'The scenario dialog shows a spinner while the chosen scenario is launched.',
      tags: ['busy'],
      invoke: {
        id: 'runScenario',
        src: 'runScenario',
        input: ({ context }) => ({
          resourceId: context.resourceId ?? -1,
          kind: context.kindRecord?.kind ?? 'file-upload',
          kindId: context.kindRecord?.id ?? -1,
          scenarioId: context.scenarioId ?? -1,
        }),
        onDone: { target: 'editing.succeeded', actions: 'storeOutcome' },
        onError: [
          {
            guard: 'isCreating',
            target: 'resetting',
            actions: {
              type: 'storeRequestError',
              params: ({ event }) => ({ step: 'runScenario', cause: event.error }),
            },
          },
          {
            target: 'editing.failed',
            actions: {
              type: 'storeRequestError',
              params: ({ event }) => ({ step: 'runScenario', cause: event.error }),
            },
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
        input: ({ context }) => ({ resourceId: context.resourceId ?? -1 }),
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
