import { assign, fromPromise, setup } from 'xstate';
import { required } from './required.ts';
import type { ScenarioAction } from './scenarioAction.ts';
import scenarioLaunchMachine, { type ScenarioLaunchOutput } from './scenarioLaunch.machine.ts';

/**
 * Publishing a file of a user group's sFTP space into a resource that exists: superusers only, which
 * the resource machines ensure before they start this flow (the `canCreate` guard of resourceCreation
 * and the `canUpdate` guard of resourceModification refuse an sFTP submission of anyone else, and the
 * resource dialogs offer sFTP to superusers only). Both resource machines invoke this one as a child
 * (their `createFtp` actor) with the resource and the file the person chose.
 *
 * When the person has no sFTP access yet (decision 0032: superusers too, until a superuser accepts the
 * group's request), the access is requested first, and the flow goes on only if the server answers it
 * granted and a file was chosen. Then the sFTP format record is created with the chosen file, and the
 * invoked child `scenarioLaunch` runs the record's scenario of the needed action (create for a new
 * resource, update for a modification) with the file as its data. Success and failure are both final,
 * the current sFTP record cleared; the output says which (`ftpOutcome`), and the parent goes on.
 */

export type FtpStep = 'requestAccess' | 'createFtpRecord' | 'fetchScenarios' | 'runScenario';

export type FtpAccessStatus = 'pending' | 'granted' | 'refused';

export type FtpCreationError =
  /** The access request was recorded but not granted at once. */
  | { readonly code: 'accessNotGranted'; readonly status: Exclude<FtpAccessStatus, 'granted'> }
  /** The access turned out granted, but the form had no file to choose while the space was closed. */
  | { readonly code: 'noFileChosen' }
  | { readonly code: 'noCreationScenario' }
  | { readonly code: 'noUpdateScenario' }
  | { readonly code: 'requestFailed'; readonly step: FtpStep; readonly cause: unknown };

/** Into which resource the file goes, and how. */
export interface FtpRequest {
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

export interface FtpCreationInput {
  readonly request: FtpRequest;
  readonly submission: FtpSubmission;
}

/** The sFTP record being published; cleared once the flow ends. */
export interface CurrentFtp {
  readonly id: number;
  readonly filePath: string;
}

export interface FtpCreationContext {
  readonly request: FtpRequest;
  readonly submission: FtpSubmission;
  readonly currentFtp: CurrentFtp | null;
  readonly error: FtpCreationError | null;
}

/** The sFTP record whose scenario the `scenarioLaunch` child runs, with the file the run carries. */
export type FtpScenarioTarget = {
  readonly resourceId: number;
  readonly ftpId: number;
  readonly filePath: string;
};

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

/** How a run of this machine ended: its output. */
export function ftpOutcome(context: FtpCreationContext): FtpCreationOutput {
  return { action: context.request.action, error: context.error };
}

export function missingScenarioError(action: ScenarioAction): FtpCreationError {
  return action === 'create' ? { code: 'noCreationScenario' } : { code: 'noUpdateScenario' };
}

/** The error of a scenario launch that did not launch. */
export function launchError(output: ScenarioLaunchOutput, action: ScenarioAction): FtpCreationError | null {
  if (output.outcome === 'noScenario') return missingScenarioError(action);
  if (output.outcome === 'failed') return { code: 'requestFailed', step: output.step, cause: output.cause };
  return null;
}

export default setup({
  types: {
    context: {} as FtpCreationContext,
    // Started by its input and driven by its actors' answers only: no event of its own (the default
    // `EventObject` stands for none; `never` would make the machine no actor logic a parent can invoke).
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
    /** Fetches the record's scenarios and runs the one of the needed action with the file. */
    launchScenario: scenarioLaunchMachine,
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
    storeLaunchError: assign(({ context }, params: { output: ScenarioLaunchOutput }) => ({
      error: launchError(params.output, context.request.action),
    })),
    storeCurrentFtp: assign(({ context }, params: { record: FtpRecord }) => ({
      currentFtp: {
        id: params.record.id,
        filePath: params.record.file_path ?? context.submission.filePath,
      },
    })),
    clearCurrentFtp: assign({ currentFtp: null }),
    storeNoFileChosen: assign({ error: { code: 'noFileChosen' as const } }),
  },
  guards: {
    needsAccess: ({ context }) => !context.request.hasFtpAccess,
    isGranted: (_, params: { status: FtpAccessStatus }) => params.status === 'granted',
    grantedWithFile: ({ context }, params: { status: FtpAccessStatus }) =>
      params.status === 'granted' && context.submission.filePath !== '',
    scenarioLaunched: (_, params: { output: ScenarioLaunchOutput }) => params.output.outcome === 'launched',
  },
}).createMachine({
  id: 'ftpCreation',
  description: 'Publishing a file of the sFTP space into a resource: access, format record, scenario.',
  context: ({ input }) => ({
    request: input.request,
    submission: input.submission,
    currentFtp: null,
    error: null,
  }),
  output: ({ context }) => ftpOutcome(context),
  initial: 'starting',
  states: {
    starting: {
      description:
        'The submit button shows a spinner: the flow starts with the access request when the person has no sFTP access yet.',
      always: [{ guard: 'needsAccess', target: 'requestingAccess' }, { target: 'creatingRecord' }],
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
            guard: { type: 'grantedWithFile', params: ({ event }) => ({ status: event.output.status }) },
            target: 'creatingRecord',
          },
          {
            // Granted meanwhile, but the closed space offered no file: the person chooses one now.
            guard: { type: 'isGranted', params: ({ event }) => ({ status: event.output.status }) },
            target: 'failed',
            actions: 'storeNoFileChosen',
          },
          {
            target: 'failed',
            actions: {
              type: 'storeAccessNotGranted',
              params: ({ event }) => ({ status: event.output.status }),
            },
          },
        ],
        onError: {
          target: 'failed',
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
          dataformatId: context.submission.dataformatId,
          filePath: context.submission.filePath,
        }),
        onDone: {
          target: 'launchingScenario',
          actions: { type: 'storeCurrentFtp', params: ({ event }) => ({ record: event.output }) },
        },
        onError: {
          target: 'failed',
          actions: {
            type: 'storeRequestError',
            params: ({ event }) => ({ step: 'createFtpRecord', cause: event.error }),
          },
        },
      },
    },
    launchingScenario: {
      description:
        'The submit button shows a spinner while the scenario of the sFTP record is fetched and launched with the chosen file.',
      tags: ['busy'],
      invoke: {
        id: 'launchScenario',
        src: 'launchScenario',
        input: ({ context }) => ({
          // Entered only once the record exists.
          target: {
            resourceId: context.request.resourceId,
            ftpId: required(context.currentFtp, 'the sFTP record').id,
            // The path the server recorded, which may differ from the one chosen; the chosen one without it.
            filePath: required(context.currentFtp, 'the sFTP record').filePath ?? context.submission.filePath,
          } satisfies FtpScenarioTarget,
          pick: { by: 'action' as const, action: context.request.action },
        }),
        onDone: [
          {
            guard: { type: 'scenarioLaunched', params: ({ event }) => ({ output: event.output }) },
            target: 'succeeded',
          },
          {
            target: 'failed',
            actions: { type: 'storeLaunchError', params: ({ event }) => ({ output: event.output }) },
          },
        ],
      },
    },
    succeeded: {
      description:
        'The sFTP file is being published: the resource dialog goes on to its success; the current sFTP record is cleared.',
      type: 'final',
      entry: 'clearCurrentFtp',
    },
    failed: {
      description:
        'The sFTP publication stopped (access not granted, no scenario or a failed request): the resource dialog reports it; the current sFTP record is cleared.',
      type: 'final',
      tags: ['error'],
      entry: 'clearCurrentFtp',
    },
  },
});
