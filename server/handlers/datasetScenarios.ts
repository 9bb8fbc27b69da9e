import { type HandlerMap, int } from '../http/context.ts';
import { addActivity, editableDataset } from '../model/datasets.ts';
import { listScenarios, runScenario } from '../model/scenarios.ts';

export const datasetScenarioHandlers: HandlerMap = {
  async listDatasetScenarios(ctx) {
    await editableDataset(ctx.services.db, ctx.user, int(ctx.params.id));
    return listScenarios(ctx, 'dataset');
  },

  async runDatasetScenario(ctx) {
    const dataset = await editableDataset(ctx.services.db, ctx.user, int(ctx.params.id));
    const answer = await runScenario(ctx, {
      objectKind: 'dataset',
      objectClass: 'dataset',
      objectId: dataset.id,
      objectDisplay: dataset.display_name,
      targets: { dataset: { pk: dataset.id, display: dataset.display_name } },
      datasetId: dataset.id,
      usergroupId: dataset.usergroup_id,
    });
    const task = answer.body as { task_id: number };
    await addActivity(
      ctx.services.db,
      dataset.id,
      ctx.user.id,
      'scenario',
      `Traitement lancé (tâche ${task.task_id}).`,
    );
    return answer;
  },
};
