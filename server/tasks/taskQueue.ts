import type { Database, Queryable } from '../db/database.ts';

export type TaskStatus = 'PENDING' | 'STARTED' | 'SUCCESS' | 'FAILURE' | 'REVOKED';

export interface EnqueueInput {
  action: string;
  scenarioId?: number | null;
  objectClass: string;
  objectId: number;
  objectDisplay: string;
  targetClass?: string | null;
  targetId?: number | null;
  targetDisplay?: string | null;
  datasetId?: number | null;
  usergroupId?: number | null;
  createdBy?: number | null;
  kwargs?: Record<string, unknown>;
  data?: Record<string, unknown>;
  /** The resource whose `_processing` list shows this task (a PENDING entry is added). */
  resourceId?: number | null;
}

export interface QueuedTask {
  id: number;
  status: TaskStatus;
}

/**
 * Runs one queued task to its end (STARTED, then SUCCESS, FAILURE or REVOKED): `worker/worker.ts`, set by
 * the app unless `worker: false`; without one, tasks stay PENDING.
 */
export type TaskWorker = (taskId: number) => Promise<void>;

export interface TaskQueue {
  /** Records a PENDING task (in the caller's transaction when `tx` is given) and hands it to the worker. */
  enqueue(input: EnqueueInput, tx?: Queryable): Promise<QueuedTask>;
  /** Tells the worker about a task recorded in a transaction that has now committed. */
  notify(taskId: number): void;
  /** Resolves with the task's status once it is final, or its current status when no worker runs. */
  settled(taskId: number, timeoutMs?: number): Promise<TaskStatus>;
  setWorker(worker: TaskWorker | null): void;
  /** Waits for the tasks being run (used on shutdown and by tests). */
  idle(): Promise<void>;
}

const FINAL = new Set<TaskStatus>(['SUCCESS', 'FAILURE', 'REVOKED']);
/** How often `settled` reads the status of a task another process runs. */
const SETTLED_POLL_MS = 100;

export function createTaskQueue(db: Database): TaskQueue {
  let worker: TaskWorker | null = null;
  const running = new Map<number, Promise<void>>();

  const status = async (taskId: number): Promise<TaskStatus> => {
    const [row] = await db.query<{ status: TaskStatus }>('select status from task where id = $1', [taskId]);
    return row?.status ?? 'FAILURE';
  };

  const dispatch = (taskId: number) => {
    if (!worker || running.has(taskId)) return;
    const run = worker(taskId)
      .catch(() => undefined)
      .finally(() => running.delete(taskId));
    running.set(taskId, run);
  };

  return {
    async enqueue(input, tx) {
      const target = tx ?? db;
      const [task] = await target.query<QueuedTask>(
        `insert into task (status, action, scenario_id, object_class, object_id, object_display, target_class,
           target_id, target_display, dataset_id, usergroup_id, created_by, kwargs, data, timeline)
         values ('PENDING', $1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13,
           jsonb_build_array(jsonb_build_object('date', to_char(now() at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'),
             'step', 'queued', 'message', 'Tâche mise en file d’attente.')))
         returning id, status`,
        [
          input.action,
          input.scenarioId ?? null,
          input.objectClass,
          input.objectId,
          input.objectDisplay,
          input.targetClass ?? null,
          input.targetId ?? null,
          input.targetDisplay ?? null,
          input.datasetId ?? null,
          input.usergroupId ?? null,
          input.createdBy ?? null,
          JSON.stringify(input.kwargs ?? {}),
          JSON.stringify(input.data ?? {}),
        ],
      );
      if (!task) throw new Error('The task could not be recorded');
      if (input.resourceId != null) {
        await target.query(
          "insert into processing (resource_id, state, task_id) values ($1, 'PENDING', $2)",
          [input.resourceId, task.id],
        );
      }
      if (!tx) dispatch(task.id);
      return task;
    },
    notify: dispatch,
    async settled(taskId, timeoutMs = 30_000) {
      const deadline = Date.now() + timeoutMs;
      const run = running.get(taskId);
      if (run) {
        await Promise.race([run, new Promise((resolve) => setTimeout(resolve, timeoutMs).unref())]);
      }
      let current = await status(taskId);
      // Another process sharing the database may have taken it: its end is read from the database.
      while (worker && !FINAL.has(current) && Date.now() < deadline) {
        await new Promise((resolve) => setTimeout(resolve, SETTLED_POLL_MS));
        current = await status(taskId);
      }
      return current;
    },
    setWorker(next) {
      worker = next;
    },
    async idle() {
      await Promise.all([...running.values()]);
    },
  };
}
