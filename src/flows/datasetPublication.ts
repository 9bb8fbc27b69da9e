import { fromPromise } from 'xstate';
import datasetPublicationMachine, {
  type PublicationRequest,
  type Scenario,
} from '../../machines/datasetPublication.machine';
import { listDatasetScenarios, runDatasetScenario } from '../api/datasets';

/**
 * The publication machine with the real scenario calls of its dataset; `onChanged` refreshes what shows
 * the publication and says so.
 */
export function provideDatasetPublicationMachine(onChanged: (request: PublicationRequest | null) => void) {
  return datasetPublicationMachine.provide({
    actors: {
      fetchScenarios: fromPromise<readonly Scenario[], { datasetId: number }>(
        ({ input: { datasetId }, signal }) => listDatasetScenarios(datasetId, { signal }),
      ),
      runScenario: fromPromise<unknown, { datasetId: number; scenarioId: number }>(
        ({ input: { datasetId, scenarioId }, signal }) =>
          runDatasetScenario(datasetId, scenarioId, {}, { signal }),
      ),
    },
    actions: {
      publicationChanged: (_, params) => onChanged(params.request),
    },
  });
}
