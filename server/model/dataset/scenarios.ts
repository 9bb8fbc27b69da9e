import type { CurrentUser } from '../../auth/session.ts';
import type { DatasetRef } from '../task/scenarioRights.ts';
import { type RunRequest, type RunServices, startScenario } from '../task/scenarios.ts';
import { addActivity } from './datasets.ts';

/** Runs a scenario on the dataset (its own target only) and notes it in the dataset's activity. */
export async function runDatasetScenario(
  services: RunServices,
  user: CurrentUser,
  dataset: DatasetRef,
  run: RunRequest,
) {
  const result = await startScenario(services, user, run, {
    objectKind: 'dataset',
    objectClass: 'dataset',
    objectId: dataset.id,
    objectDisplay: dataset.display_name,
    targets: { dataset: { pk: dataset.id, display: dataset.display_name } },
    datasetId: dataset.id,
    usergroupId: dataset.usergroup_id,
  });
  await addActivity(
    services.db,
    dataset.id,
    user.id,
    'scenario',
    `Traitement lancé (tâche ${result.task_id}).`,
  );
  return result;
}
