import type { QueryClient } from '@tanstack/react-query';
import datasetPublicationMachine, {
  type DatasetScenarioTarget,
  type PublicationRequest,
  type PublicationTarget,
} from '../../machines/datasetPublication.machine';
import { datasetKeys, listDatasetScenarios, runDatasetScenario } from '../api/datasets';
import { resourceDatasetKeys, taskKeys } from '../api/keys';
import { listResourceDatasetScenarios, runResourceDatasetScenario } from '../api/resources';
import { provideScenarioLaunch } from './scenarioLaunch';

/** The `scenarioLaunch` child for a dataset's scenarios (the index of a new dataset). */
export function provideDatasetScenarioLaunch() {
  return provideScenarioLaunch<DatasetScenarioTarget>({
    fetch: ({ datasetId }, signal) => listDatasetScenarios(datasetId, { signal }),
    run: ({ datasetId }, scenarioId, signal) => runDatasetScenario(datasetId, scenarioId, {}, { signal }),
  });
}

/**
 * The `scenarioLaunch` child of the publication: the scenarios of its target, a dataset or one of its
 * resource links, whose run names the dataset as its target (section 7).
 */
function providePublicationScenarioLaunch() {
  return provideScenarioLaunch<PublicationTarget>({
    fetch: (target, signal) =>
      target.kind === 'dataset'
        ? listDatasetScenarios(target.datasetId, { signal })
        : listResourceDatasetScenarios(target.resourceDatasetId, { signal }),
    run: (target, scenarioId, signal) =>
      target.kind === 'dataset'
        ? runDatasetScenario(target.datasetId, scenarioId, {}, { signal })
        : runResourceDatasetScenario(
            target.resourceDatasetId,
            scenarioId,
            { datasetId: target.datasetId },
            { signal },
          ),
  });
}

/**
 * The publication machine with the real scenario calls of its target. A change refreshes what shows
 * the publication (the dataset and its resources', the links theirs, the tasks the run) after
 * `onChanged`, which says so.
 */
export function provideDatasetPublicationMachine(
  queryClient: QueryClient,
  onChanged: (request: PublicationRequest | null) => void,
) {
  return datasetPublicationMachine.provide({
    actors: {
      launchScenario: providePublicationScenarioLaunch(),
    },
    actions: {
      publicationChanged: (_, params) => {
        onChanged(params.request);
        for (const queryKey of [datasetKeys.all, resourceDatasetKeys.all, taskKeys.all])
          void queryClient.invalidateQueries({ queryKey });
      },
    },
  });
}
