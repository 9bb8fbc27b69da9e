import { assign, setup } from 'xstate';
import scenarioLaunchMachine, { type ScenarioLaunchOutput } from './scenarioLaunch.machine.ts';

/**
 * Publishing and unpublishing run server scenarios: fetch the target's scenarios, find the one whose
 * codename fits, run it; the invoked child `scenarioLaunch` does those three steps (by codename). The
 * target (`target.kind` in the input) is a dataset ('publish-dataset' / 'unpublish-dataset') or one
 * resource link of a dataset, its main resource or an annex ('publish-resourcedataset' /
 * 'unpublish-resourcedataset'); only the codenames and the endpoints (chosen by src/flows from the
 * target the child passes on) differ (docs/decisions/0005-resource-link-publication.md). The machine
 * knows whether the target is published (`published`, from its input) and only asks for the other
 * state, as the publication switch does; a successful run sets the new state. The index of a new
 * dataset is built by the creation machine.
 */

export type PublicationOperation = 'publish' | 'unpublish';

/** What is published: a dataset, or the link of one of its resources (main or annex) to it. */
export type PublicationTarget =
  | { readonly kind: 'dataset'; readonly datasetId: number }
  | { readonly kind: 'resourceDataset'; readonly datasetId: number; readonly resourceDatasetId: number };

export type ScenarioCodename =
  | 'publish-dataset'
  | 'unpublish-dataset'
  | 'publish-resourcedataset'
  | 'unpublish-resourcedataset';

export interface Scenario {
  readonly id: number;
  readonly codename: string;
}

export type PublicationError =
  | { readonly code: 'noScenario'; readonly codename: ScenarioCodename }
  | { readonly code: 'requestFailed'; readonly cause: unknown };

export interface PublicationRequest {
  readonly operation: PublicationOperation;
  readonly codename: ScenarioCodename;
}

export interface DatasetPublicationContext {
  readonly target: PublicationTarget;
  /** Whether the target is published: from the input, then the state a successful run asked for. */
  readonly published: boolean;
  readonly request: PublicationRequest | null;
  readonly error: PublicationError | null;
}

export type DatasetPublicationEvent =
  /** The publication switch was turned on (`publish: true`) or off. */
  | { type: 'publication.requested'; publish: boolean }
  /** Run the failed request again. */
  | { type: 'publication.retried' };

export interface DatasetPublicationInput {
  readonly target: PublicationTarget;
  readonly published: boolean;
}

export function scenarioCodename(
  kind: PublicationTarget['kind'],
  operation: PublicationOperation,
): ScenarioCodename {
  const publish = operation === 'publish';
  if (kind === 'dataset') return publish ? 'publish-dataset' : 'unpublish-dataset';
  return publish ? 'publish-resourcedataset' : 'unpublish-resourcedataset';
}

/**
 * A dataset whose scenarios a `scenarioLaunch` child fetches and runs (the index of a new dataset,
 * datasetCreation); the publication's child gets the whole `PublicationTarget`.
 */
export type DatasetScenarioTarget = { readonly datasetId: number };

/** The error of a scenario launch that did not launch. */
export function launchError(
  output: ScenarioLaunchOutput,
  codename: ScenarioCodename,
): PublicationError | null {
  if (output.outcome === 'noScenario') return { code: 'noScenario', codename };
  if (output.outcome === 'failed') return { code: 'requestFailed', cause: output.cause };
  return null;
}

export function findScenario(
  scenarios: readonly Scenario[],
  codename: ScenarioCodename,
): Scenario | undefined {
  return scenarios.find((scenario) => scenario.codename === codename);
}

export default setup({
  types: {
    context: {} as DatasetPublicationContext,
    events: {} as DatasetPublicationEvent,
    input: {} as DatasetPublicationInput,
  },
  actors: {
    /** Fetches the target's scenarios and runs the one with the request's codename. */
    launchScenario: scenarioLaunchMachine,
  },
  actions: {
    storeRequest: assign(({ context }, params: { operation: PublicationOperation }) => ({
      request: {
        operation: params.operation,
        codename: scenarioCodename(context.target.kind, params.operation),
      },
      error: null,
    })),
    storeLaunchError: assign(({ context }, params: { output: ScenarioLaunchOutput }) => ({
      error: context.request ? launchError(params.output, context.request.codename) : null,
    })),
    storePublished: assign(({ context }) => ({
      published: context.request ? context.request.operation === 'publish' : context.published,
    })),
    clearError: assign({ error: null }),
    /** The target's publication changed: src/flows refreshes its queries and says so. */
    publicationChanged: (_, _params: { request: PublicationRequest | null }) => {},
  },
  guards: {
    /** The switch only asks for the other state than the target's. */
    changesPublication: ({ context }, params: { publish: boolean }) => params.publish !== context.published,
    scenarioLaunched: (_, params: { output: ScenarioLaunchOutput }) => params.output.outcome === 'launched',
  },
}).createMachine({
  id: 'datasetPublication',
  description: 'Publishing or unpublishing a dataset or a resource link through its scenarios.',
  context: ({ input }) => ({
    target: input.target,
    published: input.published,
    request: null,
    error: null,
  }),
  initial: 'ready',
  states: {
    ready: {
      description: 'Nothing is running: the publication switch can be used.',
      initial: 'idle',
      on: {
        'publication.requested': {
          guard: { type: 'changesPublication', params: ({ event }) => ({ publish: event.publish }) },
          target: 'launchingScenario',
          actions: {
            type: 'storeRequest',
            params: ({ event }) => ({ operation: event.publish ? 'publish' : 'unpublish' }),
          },
        },
      },
      states: {
        idle: {
          description: 'The publication switch shows whether the dataset or the resource link is published.',
        },
        succeeded: {
          description:
            'A success notification says the dataset or the resource was published or unpublished; the switch shows the new state.',
          entry: { type: 'publicationChanged', params: ({ context }) => ({ request: context.request }) },
        },
        failed: {
          description:
            'An error notification says that the scenario is missing, or that the request failed; the switch shows the previous state.',
          tags: ['error'],
          on: {
            'publication.retried': { target: '#datasetPublication.launchingScenario', actions: 'clearError' },
          },
        },
      },
    },
    launchingScenario: {
      description: 'The switch is disabled with a spinner while the scenario is fetched and launched.',
      tags: ['busy'],
      invoke: {
        id: 'launchScenario',
        src: 'launchScenario',
        input: ({ context }) => ({
          target: context.target,
          // Entered only with a request: the switch or the retry of a failed one.
          pick: { by: 'codename' as const, codename: (context.request as PublicationRequest).codename },
        }),
        onDone: [
          {
            guard: { type: 'scenarioLaunched', params: ({ event }) => ({ output: event.output }) },
            target: 'ready.succeeded',
            actions: 'storePublished',
          },
          {
            target: 'ready.failed',
            actions: { type: 'storeLaunchError', params: ({ event }) => ({ output: event.output }) },
          },
        ],
      },
    },
  },
});
