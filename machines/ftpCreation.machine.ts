import { assign, fromPromise, setup } from 'xstate';
import { type ActionScenario, type ScenarioAction, scenariosFor } from './scenarioAction.ts';

/**
 * Publishing a file of a user group's sFTP space into a resource that exists: superusers only, which
 * the resource machines ensure before they start this flow (the `canCreate` guard of
 * resourceCreation and the `canUpdate` guard of resourceModification refuse an sFTP submission of anyone else, and the resource dialogs offer sFTP to superusers only).
 * The input says into which resource the file goes; `ftp.submitted` brings the chosen file.
 * When the person has no sFTP access yet, the access is requested first, and the flow goes on
 * only if the server grants it at once. Then the sFTP format record is created with the chosen
 * file, the record's scenario with the needed action (create for a new resource, update for a
 * modification) is run with the file as its data, and the current FTP record is cleared.
 *
 * Success is final; a failure keeps the form open (`editing.failed`, tag `error`) for another
 * submission. Both resource machines run this one as the type-specific step of an sFTP resource
 * (its `createFtp` actor, which src/flows implements by starting this machine, sending
 * `ftp.submitted` and waiting for success or the first failure, see `ftpOutcome`).
 */

export type FtpStep = 'requestAccess' | 'createFtpRecord' | 'fetchScenarios' | 'runScenario';

export type FtpAccessStatus = 'pending' | 'granted' | 'refused';

export type FtpCreationError =
  /** The access request was recorded but not granted at once. */
  | { readonly code: 'accessNotGranted'; readonly status: Exclude<FtpAccessStatus, 'granted'> }
  | { readonly code: 'noCreationScenario' }
  | { readonly code: 'noUpdateScenario' }
  | { readonly code: 'requestFailed'; readonly step: FtpStep; readonly cause: unknown };

export interface FtpCreationInput {
  readonly resourceId: number;
  /** The group whose sFTP space holds the file (the dataset's organisation). */
  readonly usergroupId: number;
  /** Whether the person can use the group's sFTP space already (GET ftp-choices/ did not answer 403). */
  readonly hasFtpAccess: boolean;
  /** `create` for a new resource, `update` when a modified resource gets a new file. */
  readonly action: ScenarioAction;
}

/** What the person chose in the sFTP form. */
export interface FtpSubmission {
  /** A `path` of GET ftp-choices/. */
  readonly filePath: string;
  readonly dataformatId: number | null;
}

export type FtpCreationEvent =
  /** The sFTP form was submitted with its file and format. */
  { type: 'ftp.submitted' } & FtpSubmission;

/** The sFTP record being published; cleared once the flow ends. */
export interface CurrentFtp {
  readonly id: number;
  readonly filePath: string;
}

export interface FtpCreationContext {
  readonly request: FtpCreationInput;
  readonly submission: FtpSubmission | null;
  readonly currentFtp: CurrentFtp | null;
  readonly scenarioId: number | null;
  readonly error: FtpCreationError | null;
}

export interface FtpCreationOutput {
  readonly action: ScenarioAction;
  /** null: the scenario was launched. */
  readonly error: FtpCreationError | null;
}

/** The sFTP record as POST ftp/ answers it. */
export interface FtpRecord {
  readonly id: number;
  readonly file_path: string | null;
}

/** How a run of this machine ended, for a caller that waits for the end or the first failure. */
export function ftpOutcome(context: FtpCreationContext): FtpCreationOutput {
  return { action: context.request.action, error: context.error };
}

export function missingScenarioError(action: ScenarioAction): FtpCreationError {
  return action === 'create' ? { code: 'noCreationScenario' } : { code: 'noUpdateScenario' };
}

export default setup({
  types: {
    context: {} as FtpCreationContext,
    events: {} as FtpCreationEvent,
    input: {} as FtpCreationInput,
    output: {} as FtpCreationOutput,
  },
  actors: {
    /** POST ftp-access-requests/ for the group; answers the request with its status. */
    requestFtpAccess: fromPromise<{ status: FtpAccessStatus }, { usergroupId: number }>(async () => {
      throw new Error('requestFtpAccess not provided');
    }),
    /** POST ftp/ with the resource, the format and the chosen file. */
    createFtpRecord: fromPromise<
      FtpRecord,
      { resourceId: number; dataformatId: number | null; filePath: string }
    >(async () => {
      throw new Error('createFtpRecord not provided');
    }),
    /** GET ftp/{id}/_scenarios/. */
    fetchScenarios: fromPromise<readonly ActionScenario[], { ftpId: number }>(async () => {
      throw new Error('fetchScenarios not provided');
    }),
    /** POST ftp/{id}/_scenarios/{scenarioId}/run/ with the resource as target and `data.file_path`. */
    runScenario: fromPromise<
      unknown,
      { resourceId: number; ftpId: number; scenarioId: number; data: { file_path: string } }
    >(async () => {
      throw new Error('runScenario not provided');
    }),
  },
  actions: {
    storeRequestError: assign((_, params: { step: FtpStep; cause: unknown }) => ({
      error: { code: 'requestFailed' as const, step: params.step, cause: params.cause },
    })),
    storeAccessNotGranted: assign((_, params: { status: FtpAccessStatus }) => ({
      error: {
        code: 'accessNotGranted' as const,
        status: params.status === 'refused' ? ('refused' as const) : ('pending' as const),
      },
    })),
    storeMissingScenario: assign(({ context }) => ({ error: missingScenarioError(context.request.action) })),
    storeSubmission: assign((_, params: { submission: FtpSubmission }) => ({
      error: null,
      scenarioId: null,
      submission: { filePath: params.submission.filePath, dataformatId: params.submission.dataformatId },
    })),
    storeCurrentFtp: assign(({ context }, params: { record: FtpRecord }) => ({
      currentFtp: {
        id: params.record.id,
        filePath: params.record.file_path ?? context.submission?.filePath ?? '',
      },
    })),
    storeScenario: assign(({ context }, params: { scenarios: readonly ActionScenario[] }) => ({
      scenarioId: scenariosFor(params.scenarios, context.request.action)[0]?.id ?? null,
    })),
    clearCurrentFtp: assign({ currentFtp: null }),
  },
  guards: {
    needsAccess: ({ context }) => !context.request.hasFtpAccess,
    isGranted: (_, params: { status: FtpAccessStatus }) => params.status === 'granted',
    hasScenario: ({ context }, params: { scenarios: readonly ActionScenario[] }) =>
      scenariosFor(params.scenarios, context.request.action).length > 0,
  },
}).createMachine({
  id: 'ftpCreation',
  description: 'Publishing a file of the sFTP space into a resource: access, format record, scenario.',
  context: ({ input }) => ({
    request: input,
    submission: null,
    currentFtp: null,
    scenarioId: null,
    error: null,
  }),
  output: ({ context }) => ftpOutcome(context),
  initial: 'editing',
  states: {
    editing: {
      description: 'The sFTP form is shown: nothing is being sent.',
      initial: 'ready',
      on: {
        'ftp.submitted': [
          {
            guard: 'needsAccess',
            target: 'requestingAccess',
            actions: { type: 'storeSubmission', params: ({ event }) => ({ submission: event }) },
          },
          {
            target: 'creatingRecord',
            actions: { type: 'storeSubmission', params: ({ event }) => ({ submission: event }) },
          },
        ],
      },
      states: {
        ready: {
          description: 'The sFTP form shows the files of the group; nothing has been sent yet.',
        },
        failed: {
          description:
            'An error notification says why the sFTP publication stopped: access not granted, no scenario or a failed request; the form can be submitted again.',
          tags: ['error'],
          entry: 'clearCurrentFtp',
        },
      },
    },
    requestingAccess: {
      description: 'The submit button shows a spinner while sFTP access is requested for the group.',
      tags: ['busy'],
      invoke: {
        id: 'requestFtpAccess',
        src: 'requestFtpAccess',
        input: ({ context }) => ({ usergroupId: context.request.usergroupId }),
        onDone: [
          {
            guard: { type: 'isGranted', params: ({ event }) => ({ status: event.output.status }) },
            target: 'creatingRecord',
          },
          {
            target: 'editing.failed',
            actions: {
              type: 'storeAccessNotGranted',
              params: ({ event }) => ({ status: event.output.status }),
            },
          },
        ],
        onError: {
          target: 'editing.failed',
          actions: {
            type: 'storeRequestError',
            params: ({ event }) => ({ step: 'requestAccess', cause: event.error }),
          },
        },
      },
    },
    creatingRecord: {
      description: 'The submit button shows a spinner while the sFTP record of the chosen file is created.',
      tags: ['busy'],
      invoke: {
        id: 'createFtpRecord',
        src: 'createFtpRecord',
        input: ({ context }) => ({
          resourceId: context.request.resourceId,
          dataformatId: context.submission?.dataformatId ?? null,
          filePath: context.submission?.filePath ?? '',
        }),
        onDone: {
          target: 'fetchingScenarios',
          actions: { type: 'storeCurrentFtp', params: ({ event }) => ({ record: event.output }) },
        },
        onError: {
          target: 'editing.failed',
          actions: {
            type: 'storeRequestError',
            params: ({ event }) => ({ step: 'createFtpRecord', cause: event.error }),
          },
        },
      },
    },
    fetchingScenarios: {
      description: 'The submit button shows a spinner while the scenarios of the sFTP record are fetched.',
      tags: ['busy'],
      invoke: {
        id: 'fetchScenarios',
        src: 'fetchScenarios',
        // Entered only once the record exists.
        input: ({ context }) => ({ ftpId: context.currentFtp?.id ?? -1 }),
        onDone: [
          {
            guard: { type: 'hasScenario', params: ({ event }) => ({ scenarios: event.output }) },
            target: 'runningScenario',
            actions: { type: 'storeScenario', params: ({ event }) => ({ scenarios: event.output }) },
          },
          { target: 'editing.failed', actions: 'storeMissingScenario' },
        ],
        onError: {
          target: 'editing.failed',
          actions: {
            type: 'storeRequestError',
            params: ({ event }) => ({ step: 'fetchScenarios', cause: event.error }),
          },
        },
      },
    },
    runningScenario: {
      description: 'The submit button shows a spinner while the scenario is launched with the chosen file.',
      tags: ['busy'],
      invoke: {
        id: 'runScenario',
        src: 'runScenario',
        input: ({ context }) => ({
          resourceId: context.request.resourceId,
          ftpId: context.currentFtp?.id ?? -1,
          scenarioId: context.scenarioId ?? -1,
          data: { file_path: context.currentFtp?.filePath ?? '' },
        }),
        onDone: { target: 'succeeded' },
        onError: {
          target: 'editing.failed',
          actions: {
            type: 'storeRequestError',
            params: ({ event }) => ({ step: 'runScenario', cause: event.error }),
          },
        },
      },
    },
    succeeded: {
      description:
        'A success notification says the sFTP file is being published; the current sFTP record is cleared.',
      type: 'final',
      entry: 'clearCurrentFtp',
    },
  },
});
