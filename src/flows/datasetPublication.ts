import datasetPublicationMachine, {
  type DatasetScenarioTarget,
  type PublicationRequest,
} from '../../machines/datasetPublication.machine';
import { listDatasetScenarios, runDatasetScenario } from '../api/datasets';
import { provideScenarioLaunch } from './scenarioLaunch';

/** The `scenarioLaunch` child for a dataset's scenarios (publication, and the index of a new dataset). */
export function provideDatasetScenarioLaunch() {
  return provideScenarioLaunch<DatasetScenarioTarget>({
    fetch: ({ datasetId }, signal) => listDatasetScenarios(datasetId, { signal }),
    run: ({ datasetId }, scenarioId, signal) => runDatasetScenario(datasetId, scenarioId, {}, { signal }),
  });
}

/**
 * The publication machine with the real scenario calls of its dataset; `onChanged` refreshes what shows
 * the publication and says so.
 */
export function provideDatasetPublicationMachine(onChanged: (request: PublicationRequest | null) => void) {
  return datasetPublicationMachine.provide({
    actors: {
      launchScenario: provideDatasetScenarioLaunch(),
    },
    actions: {
      publicationChanged: (_, params) => onChanged(params.request),
    },
  });
}
