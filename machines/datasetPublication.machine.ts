import { assign, fromPromise, setup } from 'xstate';

/**
 * Publishing and unpublishing run server scenarios: fetch the target's scenarios, find the one whose
 * codename fits, run it. The target (`target.kind` in the input) is a dataset ('publish-dataset' /
 * 'unpublish-dataset') or one resource link of a dataset, its main resource or an annex
 * ('publish-resourcedataset' / 'unpublish-resourcedataset'); only the codenames and the endpoints
 * (chosen by src/flows from the target) differ (docs/decisions/0005-resource-link-publication.md). The
 * machine knows whether the target is published (`published`, from its input) and only asks for the
 * other state, as the publication switch does; a successful run sets the new state. The index of a new
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
  readonly scenarioId: number | null;
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
    /** GET datasets/{id}/_scenarios/ or resource-dataset/{id}/_scenarios/. */
    fetchScenarios: fromPromise<readonly Scenario[], { target: PublicationTarget }>(async () => {
      throw new Error('fetchScenarios not provided');
    }),
    /** POST .../_scenarios/{scenarioId}/run/?asynchrone (202). */
    runScenario: fromPromise<unknown, { target: PublicationTarget; scenarioId: number }>(async () => {
      throw new Error('runScenario not provided');
    }),
  },
  actions: {
    storeRequest: assign(({ context }, params: { operation: PublicationOperation }) => ({
      request: {
        operation: params.operation,
        codename: scenarioCodename(context.target.kind, params.operation),
      },
      scenarioId: null,
      error: null,
    })),
    storeScenario: assign(({ context }, params: { scenarios: readonly Scenario[] }) => ({
      scenarioId: context.request
        ? (findScenario(params.scenarios, context.request.codename)?.id ?? null)
        : null,
    })),
    storeMissingScenario: assign(({ context }) => ({
      error: context.request ? { code: 'noScenario' as const, codename: context.request.codename } : null,
    })),
    storeRequestError: assign((_, params: { cause: unknown }) => ({
      error: { code: 'requestFailed' as const, cause: params.cause },
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
    hasScenario: ({ context }, params: { scenarios: readonly Scenario[] }) =>
      context.request !== null && findScenario(params.scenarios, context.request.codename) !== undefined,
  },
}).createMachine({
  id: 'datasetPublication',
  description: 'Publishing or unpublishing a dataset or a resource link through its scenarios.',
  context: ({ input }) => ({
    target: input.target,
    published: input.published,
    request: null,
    scenarioId: null,
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
          target: 'fetchingScenarios',
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
            'publication.retried': { target: '#datasetPublication.fetchingScenarios', actions: 'clearError' },
          },
        },
      },
    },
    fetchingScenarios: {
      description: 'The switch is disabled with a spinner while the scenarios are fetched.',
      tags: ['busy'],
      invoke: {
        id: 'fetchScenarios',
        src: 'fetchScenarios',
        input: ({ context }) => ({ target: context.target }),
        onDone: [
          {
            guard: { type: 'hasScenario', params: ({ event }) => ({ scenarios: event.output }) },
            target: 'runningScenario',
            actions: { type: 'storeScenario', params: ({ event }) => ({ scenarios: event.output }) },
          },
          { target: 'ready.failed', actions: 'storeMissingScenario' },
        ],
        onError: {
          target: 'ready.failed',
          actions: { type: 'storeRequestError', params: ({ event }) => ({ cause: event.error }) },
        },
      },
    },
    runningScenario: {
      description: 'The switch is disabled with a spinner while the scenario is launched.',
      tags: ['busy'],
      invoke: {
        id: 'runScenario',
        src: 'runScenario',
        // `hasScenario` let the machine in here only with a scenario id.
        input: ({ context }) => ({ target: context.target, scenarioId: context.scenarioId ?? -1 }),
        onDone: { target: 'ready.succeeded', actions: 'storePublished' },
        onError: {
          target: 'ready.failed',
          actions: { type: 'storeRequestError', params: ({ event }) => ({ cause: event.error }) },
        },
      },
    },
  },
});
