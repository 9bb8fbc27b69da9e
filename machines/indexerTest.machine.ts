import { assign, fromPromise, setup } from 'xstate';
import type { components } from '../contract/schema.gen.ts';

/**
 * The test button of an indexer's form: a trial harvest of the remote catalogue
 * (GET remote-api-indexes/{id}/trial/). The server answers the records found, or a 200 with
 * `status: 'FAILURE'` and the harvester's error, which the UI shows as 'An error occured while
 * testing the indexer' with the error; a failed request is told apart from a failed test. A
 * running test can be cancelled, which aborts its request; a new test replaces the shown result.
 * Since issue 45 a successful trial is a diff against the catalogue (per record its outcome, changes
 * and warnings; a summary, the datasets no longer found, warnings about the whole read): the machine
 * keeps the whole answer, the UI decides how to show it.
 */

/** One record found by the trial, with what a harvest would do with it. */
export type TrialRecord = components['schemas']['TrialRecord'];

export type TrialResult = components['schemas']['TrialResult'];

/** A trial that ran: the records read and the diff against the catalogue. */
export type TrialSuccess = Extract<TrialResult, { status: 'SUCCESS' }>;

export type IndexerTestError =
  /** The harvester ran and failed: `err` is its message. */
  | { readonly code: 'testFailed'; readonly err: string }
  | { readonly code: 'requestFailed'; readonly cause: unknown };

export interface IndexerTestInput {
  readonly indexerId: number;
}

export interface IndexerTestContext {
  readonly indexerId: number;
  /** The answer of the last successful test; null before one or after a failure. */
  readonly trial: TrialSuccess | null;
  readonly error: IndexerTestError | null;
}

export type IndexerTestEvent =
  /** The person clicks the test button. */
  | { type: 'test.requested' }
  /** The person cancels the running test. */
  | { type: 'test.cancelled' };

export default setup({
  types: {
    context: {} as IndexerTestContext,
    events: {} as IndexerTestEvent,
    input: {} as IndexerTestInput,
  },
  actors: {
    /** GET remote-api-indexes/{id}/trial/. */
    runTrial: fromPromise<TrialResult, { indexerId: number }>(async () => {
      throw new Error('runTrial not provided');
    }),
  },
  actions: {
    clearResult: assign({ trial: null, error: null }),
    storeResult: assign((_, params: { result: TrialResult }) =>
      params.result.status === 'SUCCESS'
        ? { trial: params.result, error: null }
        : { trial: null, error: { code: 'testFailed' as const, err: params.result.err } },
    ),
    storeRequestError: assign((_, params: { cause: unknown }) => ({
      trial: null,
      error: { code: 'requestFailed' as const, cause: params.cause },
    })),
  },
  guards: {
    isSuccess: (_, params: { result: TrialResult }) => params.result.status === 'SUCCESS',
  },
}).createMachine({
  id: 'indexerTest',
  description: 'Trial harvest of an indexer: the records found, or the error.',
  context: ({ input }) => ({ indexerId: input.indexerId, trial: null, error: null }),
  initial: 'ready',
  states: {
    ready: {
      description: 'The test button can be used.',
      initial: 'idle',
      on: {
        'test.requested': { target: 'testing', actions: 'clearResult' },
      },
      states: {
        idle: { description: 'No test result is shown.' },
        succeeded: {
          description:
            'A summary says how many records a harvest would create, update and leave unchanged; each record is listed with its title, identifier, link (when it has one), outcome, field and resource changes and warnings; then the warnings about the whole read and the datasets no longer found. An empty list says no record was found.',
        },
        failed: {
          description:
            "An error message says 'An error occured while testing the indexer', with the harvester's error when it ran.",
          tags: ['error'],
        },
      },
    },
    testing: {
      description: 'The test button shows a spinner and a cancel button while the remote catalogue is tried.',
      tags: ['busy'],
      invoke: {
        id: 'runTrial',
        src: 'runTrial',
        input: ({ context }) => ({ indexerId: context.indexerId }),
        onDone: [
          {
            guard: { type: 'isSuccess', params: ({ event }) => ({ result: event.output }) },
            target: 'ready.succeeded',
            actions: { type: 'storeResult', params: ({ event }) => ({ result: event.output }) },
          },
          {
            target: 'ready.failed',
            actions: { type: 'storeResult', params: ({ event }) => ({ result: event.output }) },
          },
        ],
        onError: {
          target: 'ready.failed',
          actions: { type: 'storeRequestError', params: ({ event }) => ({ cause: event.error }) },
        },
      },
      on: {
        'test.cancelled': { target: 'ready.idle' },
      },
    },
  },
});
