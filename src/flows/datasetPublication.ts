import { fromPromise } from 'xstate';
import datasetPublicationMachine, {
  type PublicationRequest,
  type PublicationTarget,
  type Scenario,
} from '../../machines/datasetPublication.machine';
import { listDatasetScenarios, runDatasetScenario } from '../api/datasets';
import { listResourceDatasetScenarios, runResourceDatasetScenario } from '../api/resources';

/**
 * The publication machine with the real scenario calls of its target (a dataset, or one of its resource
 * links, whose run names the dataset as its target: section 7); `onChanged` refreshes what shows the
 * publication and says so.
 */
export function provideDatasetPublicationMachine(onChanged: (request: PublicationRequest | null) => void) {
  return datasetPublicationMachine.provide({
    actors: {
      fetchScenarios: fromPromise<readonly Scenario[], { target: PublicationTarget }>(
        ({ input: { target }, signal }) =>
          target.kind === 'dataset'
            ? listDatasetScenarios(target.datasetId, { signal })
            : listResourceDatasetScenarios(target.resourceDatasetId, { signal }),
      ),
      runScenario: fromPromise<unknown, { target: PublicationTarget; scenarioId: number }>(
        ({ input: { target, scenarioId }, signal }) =>
          target.kind === 'dataset'
            ? runDatasetScenario(target.datasetId, scenarioId, {}, { signal })
            : runResourceDatasetScenario(
                target.resourceDatasetId,
                scenarioId,
                { datasetId: target.datasetId },
                { signal },
              ),
      ),
    },
    actions: {
      publicationChanged: (_, params) => onChanged(params.request),
    },
  });
}
