import { indexerTestReplay } from './indexerTest.replay.ts';
import { searchReplay } from './search.replay.ts';
import { type AnyMachineReplay, erased } from './types.ts';

/** The replay module of each machine that drives a screen, by machine name. */
export const machineReplays: Readonly<Record<string, AnyMachineReplay>> = {
  search: erased(searchReplay),
  indexerTest: erased(indexerTestReplay),
};
