import type { Queryable } from '../db/database.ts';
import { accepted, type HandlerContext, ok } from '../http/context.ts';
import { HttpError, notFound } from '../http/errors.ts';

export interface ScenarioRow {
  id: number;
  codename: string;
  action: 'create' | 'update';
}

export async function scenariosOf(db: Queryable, objectKind: string): Promise<ScenarioRow[]> {
  return db.query<ScenarioRow>(
    'select id, codename, action from scenario where object_kind = $1 order by id',
    [objectKind],
  );
}

export async function listScenarios(ctx: HandlerContext, objectKind: string) {
  return ok(await scenariosOf(ctx.services.db, objectKind));
}

interface ScenarioRunInput {
  kwargs: { target: { model: string; app_label: string; pk: number } };
  data?: Record<string, unknown>;
}

/** What a run is about: the object the scenario belongs to and the objects its target may name. */
export interface RunSubject {
  objectKind: string;
  objectClass: string;
  objectId: number;
  objectDisplay: string;
  /** Accepted targets: model name → pk. */
  targets: Record<string, { pk: number; display: string }>;
  datasetId: number | null;
  usergroupId: number | null;
  /** The resource whose `_processing` shows the task. */
  resourceId?: number | null;
}

/**
 * Queues a run of the scenario on the subject and answers 202 with the task. With
 * `asynchrone=false` it waits for the worker to finish the task (issue 9's worker; without
 * one the task stays PENDING).
 */
export async function runScenario(ctx: HandlerContext, subject: RunSubject) {
  const db = ctx.services.db;
  const scenarioId = Number(ctx.params.scenarioId);
  const [scenario] = await db.query<ScenarioRow>(
    'select id, codename, action from scenario where id = $1 and object_kind = $2',
    [scenarioId, subject.objectKind],
  );
  if (!scenario) throw notFound(`No scenario ${scenarioId} for this object.`);
  const input = ctx.body as ScenarioRunInput;
  const target = input.kwargs.target;
  const accepted_ = subject.targets[target.model];
  if (!accepted_ || accepted_.pk !== target.pk) {
    throw new HttpError(400, {
      kwargs: [
        `The target ${target.model} ${target.pk} does not match the object. Accepted: ${Object.entries(
          subject.targets,
        )
          .map(([model, value]) => `${model} ${value.pk}`)
          .join(', ')}.`,
      ],
    });
  }
  const task = await ctx.services.taskQueue.enqueue({
    action: scenario.codename,
    scenarioId: scenario.id,
    objectClass: subject.objectClass,
    objectId: subject.objectId,
    objectDisplay: subject.objectDisplay,
    targetClass: target.model,
    targetId: target.pk,
    targetDisplay: accepted_.display,
    datasetId: subject.datasetId,
    usergroupId: subject.usergroupId,
    createdBy: ctx.user.id,
    kwargs: { target },
    data: input.data ?? {},
    resourceId: subject.resourceId ?? null,
  });
  const status = ctx.query.asynchrone === false ? await ctx.services.taskQueue.settled(task.id) : task.status;
  return accepted({ task_id: task.id, status });
}
