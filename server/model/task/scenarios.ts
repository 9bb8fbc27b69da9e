import type { components } from '../../../contract/schema.gen.ts';
import type { CurrentUser } from '../../auth/session.ts';
import type { Queryable } from '../../db/database.ts';
import { HttpError, notFound } from '../../messages/errors.ts';
import type { TaskQueue } from '../../tasks/taskQueue.ts';

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

type ScenarioRunInput = components['schemas']['ScenarioRunInput'];
type ScenarioRunResult = components['schemas']['ScenarioRunResult'];

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

/** Where a run goes: the database and the task queue. */
export interface RunServices {
  db: Queryable;
  taskQueue: TaskQueue;
}

/** The scenario of this kind of object, 404 when there is none with this id. */
export async function scenarioFor(
  db: Queryable,
  objectKind: string,
  scenarioId: number,
): Promise<ScenarioRow> {
  const [scenario] = await db.query<ScenarioRow>(
    'select id, codename, action from scenario where id = $1 and object_kind = $2',
    [scenarioId, objectKind],
  );
  if (!scenario) throw notFound(`No scenario ${scenarioId} for this object.`);
  return scenario;
}

/** A run of a scenario (from scenarioFor): its body, and whether to wait for the worker. */
export interface RunRequest {
  scenario: ScenarioRow;
  input: ScenarioRunInput;
  /** `asynchrone=false`: answer once the worker has finished the task. */
  wait: boolean;
}

/**
 * Queues a run of the scenario on the subject and answers the task. Waiting, it answers once the
 * worker has finished the task (issue 9's worker; without one the task stays PENDING).
 */
export async function startScenario(
  services: RunServices,
  user: CurrentUser,
  run: RunRequest,
  subject: RunSubject,
): Promise<ScenarioRunResult> {
  const scenario = run.scenario;
  const target = run.input.kwargs.target;
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
  const task = await services.taskQueue.enqueue({
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
    createdBy: user.id,
    kwargs: { target },
    data: run.input.data ?? {},
    resourceId: subject.resourceId ?? null,
  });
  const status = run.wait ? await services.taskQueue.settled(task.id) : task.status;
  return { task_id: task.id, status };
}
