import { editableDataset } from '../model/dataset/datasets.ts';
import { runDatasetScenario } from '../model/dataset/scenarios.ts';
import { authoriseScenarioRun, datasetOfScope } from '../model/task/scenarioRights.ts';
import { scenarioFor, scenariosOf } from '../model/task/scenarios.ts';
import { accepted, ok } from './kit/context.ts';
import type { AreaHandlers } from './kit/operation.ts';

export const datasetScenarioHandlers = {
  async listDatasetScenarios(ctx) {
    await editableDataset(ctx.services.db, ctx.user, ctx.params.id);
    return ok(await scenariosOf(ctx.services.db, 'dataset'));
  },

  async runDatasetScenario(ctx) {
    const scope = await authoriseScenarioRun(ctx.services.db, ctx.user, {
      kind: 'dataset',
      id: ctx.params.id,
    });
    const dataset = datasetOfScope(scope);
    const scenario = await scenarioFor(ctx.services.db, 'dataset', ctx.params.scenarioId);
    const run = { scenario, input: ctx.body, wait: ctx.query.asynchrone === false };
    return accepted(await runDatasetScenario(ctx.services, ctx.user, dataset, run));
  },
} satisfies AreaHandlers;
