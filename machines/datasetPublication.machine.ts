import { assign, fromPromise, setup } from 'xstate';

/**
 * Publishing and unpublishing a dataset run server scenarios: fetch the dataset's scenarios, find the
 * one whose codename fits ('publish-dataset' / 'unpublish-dataset'), run it. The machine knows whether
 * the dataset is published (`published`, from its input) and only asks for the other state, as the
 * publication switch does; a successful run sets the new state. Resource links are not published here
 * (docs/decisions/0005-resource-link-publication.md), and the index of a new dataset is built by the
 * creation machine.
 */

export type PublicationOperation = 'publish' | 'unpublish';

export type ScenarioCodename = 'publish-dataset' | 'unpublish-dataset';

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
  readonly datasetId: number;
  /** Whether the dataset is published: from the input, then the state a successful run asked for. */
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
  readonly datasetId: number;
  readonly published: boolean;
}

export function scenarioCodename(operation: PublicationOperation): ScenarioCodename {
  return operation === 'publish' ? 'publish-dataset' : 'unpublish-dataset';
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
    /** GET datasets/{id}/_scenarios/. */
    fetchScenarios: fromPromise<readonly Scenario[], { datasetId: number }>(async () => {
      throw new Error('fetchScenarios not provided');
    }),
    /** POST datasets/{id}/_scenarios/{scenarioId}/run/?asynchrone (202). */
    runScenario: fromPromise<unknown, { datasetId: number; scenarioId: number }>(async () => {
      throw new Error('runScenario not provided');
    }),
  },
  actions: {
    storeRequest: assign((_, params: { operation: PublicationOperation }) => ({
      request: { operation: params.operation, codename: scenarioCodename(params.operation) },
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
    /** The dataset's publication changed: src/flows refreshes its queries and says so. */
    publicationChanged: (_, _params: { request: PublicationRequest | null }) => {},
  },
  guards: {
    /** The switch only asks for the other state than the dataset's. */
    changesPublication: ({ context }, params: { publish: boolean }) => params.publish !== context.published,
    hasScenario: ({ context }, params: { scenarios: readonly Scenario[] }) =>
      context.request !== null && findScenario(params.scenarios, context.request.codename) !== undefined,
  },
}).createMachine({
  id: 'datasetPublication',
  description: 'Publishing or unpublishing a dataset through its scenarios.',
  context: ({ input }) => ({
    datasetId: input.datasetId,
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
          description: 'The publication switch shows whether the dataset is published.',
        },
        succeeded: {
          description:
            'A success notification says the dataset was published or unpublished; the switch shows the new state.',
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
        input: ({ context }) => ({ datasetId: context.datasetId }),
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
        input: ({ context }) => ({ datasetId: context.datasetId, scenarioId: context.scenarioId ?? -1 }),
        onDone: { target: 'ready.succeeded', actions: 'storePublished' },
        onError: {
          target: 'ready.failed',
          actions: { type: 'storeRequestError', params: ({ event }) => ({ cause: event.error }) },
        },
      },
    },
  },
});
