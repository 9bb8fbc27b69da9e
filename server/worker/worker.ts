import { LayerError } from '../data/layer.ts';
import { DataError } from '../data/text.ts';
import type { Database } from '../db/database.ts';
import { connectionLost } from '../db/unavailable.ts';
import { RemoteError, type RemoteOptions } from '../net/remoteFetch.ts';
import { NOTHING_ELSE_RUNS_ON_ITS_OBJECT, RUNNER_GONE } from '../tasks/serverProcess.ts';
import type { TaskQueue } from '../tasks/taskQueue.ts';
import { datastoreJob, mirrorJob } from './jobs/databaseLayers.ts';
import { geographicLayerJob, styleJob } from './jobs/geospatial.ts';
import { harvestJob } from './jobs/harvest.ts';
import { datasetPublication, resourceDatasetPublication } from './jobs/publication.ts';
import { fileDownloadJob, fileUploadJob, ftpJob, hrefJob } from './jobs/resourceData.ts';
import { STOP_WATCH_MS, type StopWatch, stopMessage, watchStops } from './stopWatch.ts';
import {
  type Checkpoint,
  type JobContext,
  JobFailure,
  TASK_RECORD_SELECT,
  type TaskRecord,
  TaskRun,
  type TimelineEntry,
} from './taskRun.ts';

type Job = (run: TaskRun, ctx: JobContext) => Promise<void>;

/** Jobs by the object kind of the task's scenario. */
const SCENARIO_JOBS: Record<string, Job> = {
  dataset: datasetPublication,
  resourcedataset: resourceDatasetPublication,
  'file-upload': fileUploadJob,
  'file-download': fileDownloadJob,
  href: hrefJob,
  ftp: ftpJob,
  datastores: datastoreJob,
  'geoserver-mirrors': mirrorJob,
  geographiclayer: geographicLayerJob,
  style: styleJob,
};

/** Jobs of tasks without a scenario, by the class of their object. */
const OBJECT_JOBS: Record<string, Job> = {
  remoteapiindex: harvestJob,
};

export interface WorkerOptions {
  db: Database;
  uploadsDir: string;
  remote: RemoteOptions;
  log: (message: string, error?: unknown) => void;
  /** Tasks run at the same time; the others wait their turn. */
  concurrency?: number;
  /** This server process (serverProcess.ts): recorded on the tasks it takes. */
  processId: string;
}

export interface Worker {
  /** Runs one task to its end; given to the task queue. */
  run(taskId: number): Promise<void>;
  /**
   * After a restart: tasks that were running end in FAILURE with the reason, queued ones are
   * handed to the queue again. Answers their ids.
   */
  recover(queue: TaskQueue): Promise<{ interrupted: number[]; resumed: number[] }>;
  /**
   * Ends in FAILURE the tasks left STARTED by server processes that are gone (other processes
   * sharing the database keep theirs); answers their ids.
   */
  endOrphans(): Promise<number[]>;
  /** Tasks this worker could start now without one waiting for a slot. */
  freeSlots(): number;
  /** Aborts the running tasks (they end in FAILURE) and starts no other. */
  stop(): void;
}

const INTERRUPTED = 'Le serveur s’est arrêté pendant la tâche : relancez-la.';
const CONNECTION_LOST = 'La connexion à la base de données a été perdue pendant la tâche : relancez-la.';
/** Waits between attempts to record a task's end while the database does not answer (ms). */
const FINISH_RETRY_MS = [250, 500, 1000, 2000, 5000];

const entry = (step: string, message: string): TimelineEntry => ({
  date: new Date().toISOString(),
  step,
  message,
});

export function createWorker(options: WorkerOptions): Worker {
  const { db, log } = options;
  const controller = new AbortController();
  const concurrency = options.concurrency ?? 2;
  let active = 0;
  const waiting: ((granted: boolean) => void)[] = [];

  /** A slot among `concurrency`; false once the worker is stopped. */
  const acquire = async (): Promise<boolean> => {
    let granted = true;
    if (active < concurrency) active += 1;
    else granted = await new Promise<boolean>((resolve) => waiting.push(resolve));
    if (granted && controller.signal.aborted) {
      release();
      return false;
    }
    return granted;
  };
  // A freed slot goes straight to the next waiting task.
  const release = () => {
    const next = waiting.shift();
    if (next) next(true);
    else active -= 1;
  };

  const context: JobContext = {
    db,
    uploadsDir: options.uploadsDir,
    remote: options.remote,
    signal: controller.signal,
    log,
  };

  /** Tasks being run by this worker, each with what stops it alone; read by the stop watch. */
  const stops = new Map<number, AbortController>();
  const stopWatch: StopWatch = watchStops(db, stops, log, STOP_WATCH_MS);

  async function finish(
    task: TaskRecord,
    status: 'SUCCESS' | 'FAILURE' | 'REVOKED',
    warnings: string[],
    errors: string[],
    last: TimelineEntry,
    failedStep: string | null = null,
  ): Promise<void> {
    await db.transaction(async (tx) => {
      await tx.query(
        `update task set status = $1, end_date = now(), warnings = warnings || $2::jsonb, errors = errors || $3::jsonb,
           timeline = timeline || $4::jsonb, failed_step = $6 where id = $5`,
        [
          status,
          JSON.stringify(warnings),
          JSON.stringify(errors),
          JSON.stringify([last]),
          task.id,
          failedStep,
        ],
      );
      // A stopped task's operation on its resource did not happen: for `_processing` it failed.
      await tx.query('update processing set state = $1 where task_id = $2', [
        status === 'REVOKED' ? 'FAILURE' : status,
        task.id,
      ]);
    });
  }

  /**
   * `finish`, tried again while the database does not answer (a restart, a failover): the task's
   * end is recorded once it is back, so that it does not stay STARTED (audit T3-M2). Given up when
   * the worker stops: the task is then ended by the next start or by another process.
   */
  async function finishSurely(...args: Parameters<typeof finish>): Promise<void> {
    for (let attempt = 0; ; attempt += 1) {
      try {
        await finish(...args);
        return;
      } catch (error) {
        if (!connectionLost(error) || controller.signal.aborted) throw error;
        const wait = FINISH_RETRY_MS[Math.min(attempt, FINISH_RETRY_MS.length - 1)] ?? 5000;
        await new Promise((resolve) => setTimeout(resolve, wait));
      }
    }
  }

  /** The completed stages of the task `task` re-runs, which its run keeps. */
  async function earlierCheckpoints(task: TaskRecord): Promise<Checkpoint[]> {
    if (task.rerun_of === null) return [];
    const [row] = await db.query<{ checkpoints: Checkpoint[] }>(
      'select checkpoints from task where id = $1',
      [task.rerun_of],
    );
    return row?.checkpoints ?? [];
  }

  async function execute(task: TaskRecord): Promise<void> {
    const own = new AbortController();
    const signal = AbortSignal.any([controller.signal, own.signal]);
    const run = new TaskRun(db, task, [], signal);
    const job = task.scenario_kind ? SCENARIO_JOBS[task.scenario_kind] : OBJECT_JOBS[task.object_class];
    stops.set(task.id, own);
    stopWatch.wake();
    try {
      run.keep(await earlierCheckpoints(task));
      if (!job) throw new JobFailure(`Aucun traitement ne sait exécuter « ${task.action} ».`);
      await job(run, { ...context, signal });
      const done =
        run.warnings.length > 0
          ? `Tâche terminée avec ${run.warnings.length} avertissement${run.warnings.length > 1 ? 's' : ''}.`
          : 'Tâche terminée.';
      await finishSurely(task, 'SUCCESS', run.warnings, [], entry('done', done));
    } catch (error) {
      const step = run.current ?? run.lastStep;
      if (own.signal.aborted && !controller.signal.aborted) {
        const message = await stopMessage(db, task.id, step, run.completed);
        await finishSurely(task, 'REVOKED', run.warnings, [], entry('revoked', message), step);
        return;
      }
      let errors: string[];
      if (controller.signal.aborted) errors = [INTERRUPTED];
      else if (connectionLost(error)) errors = [CONNECTION_LOST];
      else if (error instanceof LayerError) errors = error.problems;
      else if (error instanceof JobFailure) errors = error.messages;
      else if (error instanceof DataError || error instanceof RemoteError) errors = [error.message];
      else {
        log(`task ${task.id} (${task.action}) failed`, error);
        errors = [`Erreur interne du serveur : ${(error as Error)?.message ?? String(error)}`];
      }
      await finishSurely(task, 'FAILURE', run.warnings, errors, entry('failed', errors[0] ?? 'Échec.'), step);
    } finally {
      stops.delete(task.id);
    }
  }

  /** Tasks of one object run one after the other (two runs on a resource must not interleave). */
  const chains = new Map<string, Promise<void>>();

  /**
   * Tasks this worker is claiming or running. A STARTED task of this process that is not among
   * them was left behind by a lost connection (a claim whose commit went through unanswered, an
   * end that could not be recorded): the sweep ends it as it ends a gone process's.
   */
  const held = new Set<number>();

  async function claimAndRun(taskId: number): Promise<void> {
    if (!(await acquire())) return;
    held.add(taskId);
    try {
      // Exactly one process takes a task (the update re-checks PENDING once a concurrent taker has
      // committed), and never while another task of the same object runs anywhere: the object's
      // lock makes "none STARTED" and the taking one step for every process sharing the database.
      const claimed = await db.transaction(async (tx) => {
        await tx.query(
          'select pg_advisory_xact_lock(hashtext(t.object_class), t.object_id) from task t where t.id = $1',
          [taskId],
        );
        const [row] = await tx.query<{ id: number }>(
          `update task t set status = 'STARTED', start_date = now(), runner = $3, timeline = timeline || $1::jsonb
           where t.id = $2 and t.status = 'PENDING' and ${NOTHING_ELSE_RUNS_ON_ITS_OBJECT}
           returning t.id`,
          [JSON.stringify([entry('started', 'Traitement démarré.')]), taskId, options.processId],
        );
        return row;
      });
      if (!claimed) return;
      const [task] = await db.query<TaskRecord>(`${TASK_RECORD_SELECT} where t.id = $1`, [taskId]);
      if (task) await execute(task);
    } finally {
      held.delete(taskId);
      release();
    }
  }

  /**
   * `allOthers`: on the embedded database this process is the only one there can be (the data
   * folder's lock), so every task it did not take is an orphan, even one whose process beat a
   * second ago before it crashed.
   */
  async function endOrphans({ allOthers = false } = {}): Promise<number[]> {
    const gone = allOthers
      ? 't.runner is distinct from $3'
      : `(${RUNNER_GONE} or (t.runner = $3 and not (t.id = any($4::int[]))))`;
    return db.transaction(async (tx) => {
      const rows = await tx.query<{ id: number }>(
        `update task t set status = 'FAILURE', end_date = now(), errors = errors || $1::jsonb, timeline = timeline || $2::jsonb
         where t.status = 'STARTED' and not t.demonstration and ${gone} returning t.id`,
        [
          JSON.stringify([INTERRUPTED]),
          JSON.stringify([entry('interrupted', INTERRUPTED)]),
          options.processId,
          ...(allOthers ? [] : [[...held]]),
        ],
      );
      const ids = rows.map((row) => row.id);
      if (ids.length > 0) {
        await tx.query("update processing set state = 'FAILURE' where task_id = any($1::int[])", [ids]);
      }
      return ids;
    });
  }

  return {
    async run(taskId) {
      const [row] = await db.query<{ object_class: string; object_id: number }>(
        'select object_class, object_id from task where id = $1',
        [taskId],
      );
      if (!row) return;
      const key = `${row.object_class}:${row.object_id}`;
      const previous = chains.get(key) ?? Promise.resolve();
      const current = previous.then(() => claimAndRun(taskId));
      const settledCurrent = current.catch(() => undefined);
      chains.set(key, settledCurrent);
      try {
        await current;
      } finally {
        if (chains.get(key) === settledCurrent) chains.delete(key);
      }
    },

    async recover(queue) {
      const interrupted = await endOrphans({ allOthers: db.kind === 'pglite' });
      const pending = await db.query<{ id: number }>(
        "select id from task where status = 'PENDING' and not demonstration order by id",
      );
      const resumed = pending.map((row) => row.id);
      if (resumed.length > 0) {
        await db.query('update task set timeline = timeline || $1::jsonb where id = any($2::int[])', [
          JSON.stringify([entry('resumed', 'Tâche reprise au redémarrage du serveur.')]),
          resumed,
        ]);
      }
      for (const id of resumed) queue.notify(id);
      return { interrupted, resumed };
    },

    endOrphans: () => endOrphans(),

    freeSlots() {
      return Math.max(0, concurrency - active - waiting.length);
    },

    stop() {
      stopWatch.close();
      controller.abort();
      for (const wake of waiting.splice(0)) wake(false);
    },
  };
}
