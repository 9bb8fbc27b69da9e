import type { components } from '../../../contract/schema.gen.ts';
import type { CurrentUser } from '../../auth/session.ts';
import { type RunServices, type RunSubject, scenarioFor, startScenario } from '../../model/task/scenarios.ts';
import { accepted } from './context.ts';

/** What every "run a scenario" operation reads of its request (the contract gives them one shape). */
interface ScenarioRunRequest {
  services: RunServices;
  readonly user: CurrentUser;
  params: { scenarioId: number };
  query: { asynchrone?: boolean };
  readonly body: components['schemas']['ScenarioRunInput'];
}

/**
 * Runs the requested scenario on the subject the handler has looked up and checked: the scenario is
 * found (404) before the body is read (400), as Django REST framework orders them. 202 with the task.
 */
export async function runRequestedScenario(ctx: ScenarioRunRequest, subject: RunSubject) {
  const scenario = await scenarioFor(ctx.services.db, subject.objectKind, ctx.params.scenarioId);
  const run = { scenario, input: ctx.body, wait: ctx.query.asynchrone === false };
  return accepted(await startScenario(ctx.services, ctx.user, run, subject));
}
