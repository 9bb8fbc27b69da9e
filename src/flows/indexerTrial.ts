import { fromPromise } from 'xstate';
import indexerTestMachine from '../../machines/indexerTest.machine';
import { testIndexer } from '../api/indexers';

/** The indexer test machine with the real trial call; cancelling the test aborts the request. */
export function provideIndexerTestMachine() {
  return indexerTestMachine.provide({
    actors: {
      runTrial: fromPromise(({ input, signal }) => testIndexer(input.indexerId, { signal })),
    },
  });
}

export type IndexerTestMachine = ReturnType<typeof provideIndexerTestMachine>;
