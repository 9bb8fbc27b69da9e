import type { Database, Queryable } from '../db/database.ts';
import type { RemoteOptions } from '../net/remoteFetch.ts';

/** A task as the worker reads it, with its scenario when it runs one. */
export interface TaskRecord {
  id: number;
  status: string;
  action: string;
  scenario_id: number | null;
  scenario_kind: string | null;
  scenario_action: 'create' | 'update' | null;
  object_class: string;
  object_id: number;
  object_display: string;
  target_class: string | null;
  target_id: number | null;
  kwargs: Record<string, unknown>;
  data: Record<string, unknown>;
  dataset_id: number | null;
  usergroup_id: number | null;
  created_by: number | null;
  /** The failed or stopped task this one re-runs: its completed stages are kept. */
  rerun_of: number | null;
}

export const TASK_RECORD_SELECT = `select t.id, t.status, t.action, t.scenario_id, s.object_kind as scenario_kind,
  s.action as scenario_action, t.object_class, t.object_id, t.object_display, t.target_class, t.target_id, t.kwargs,
  t.data, t.dataset_id, t.usergroup_id, t.created_by, t.rerun_of
  from task t left join scenario s on s.id = t.scenario_id`;

/**
 * What a job may use: storage, files, the network within its limits, and a signal aborted on
 * shutdown or when someone stops the task.
 */
export interface JobContext {
  db: Queryable;
  uploadsDir: string;
  remote: RemoteOptions;
  signal: AbortSignal;
  log: (message: string, error?: unknown) => void;
}

/** A job failed for a reason people can act on; `messages` go to the task's errors. */
export class JobFailure extends Error {
  readonly messages: string[];
  constructor(messages: string | string[]) {
    const list = Array.isArray(messages) ? messages : [messages];
    super(list.join(' '));
    this.name = 'JobFailure';
    this.messages = list;
  }
}

export interface TimelineEntry {
  date: string;
  step: string;
  message: string;
}

/**
 * A completed stage of a task: what later stages need from it (`result`) and a fingerprint of what
 * it read (`input`). A re-run reuses it while the fingerprint is unchanged.
 */
export interface Checkpoint {
  step: string;
  date: string;
  result: unknown;
  input: unknown;
}

/** Same JSON value, whatever the order of object keys. */
function sameJson(a: unknown, b: unknown): boolean {
  const canonical = (value: unknown): unknown => {
    if (Array.isArray(value)) return value.map(canonical);
    if (value && typeof value === 'object') {
      return Object.fromEntries(
        Object.entries(value as Record<string, unknown>)
          .sort(([x], [y]) => (x < y ? -1 : x > y ? 1 : 0))
          .map(([key, item]) => [key, canonical(item)]),
      );
    }
    return value;
  };
  return JSON.stringify(canonical(a)) === JSON.stringify(canonical(b ?? null));
}

/** A stage's work: `tx` writes in the stage's transaction, rolled back if the stage does not end. */
export type StageWork<T> = (tx: Queryable) => Promise<T>;

/**
 * The record of one running task: each step is written to the task's timeline as it happens,
 * so whoever looks at the task sees how far it went; warnings are kept for the end.
 */
export class TaskRun {
  readonly warnings: string[] = [];
  /** The stage under way, null between stages. */
  current: string | null = null;
  /** Stages completed by this run, kept or done again. */
  readonly completed: string[] = [];
  /** The last step written to the timeline: where a job without stages was when it ended. */
  lastStep: string | null = null;

  constructor(
    private readonly db: Database,
    readonly task: TaskRecord,
    /** The completed stages of the task this one re-runs. */
    private earlier: Checkpoint[] = [],
    private readonly signal: AbortSignal = new AbortController().signal,
  ) {}

  /** The completed stages of the task this one re-runs, read once the run has started. */
  keep(earlier: Checkpoint[]): void {
    this.earlier = earlier;
  }

  /**
   * Runs one stage of the job, or keeps the earlier task's when it completed it on the same input
   * (a re-run: the timeline says so and `done` is not written again). With `writes`, `work` writes
   * with `tx` and the stage's writes and its checkpoint commit together, after a last look at the
   * stop signal, so a stage stopped or failed half-way leaves nothing behind; `work` must then not
   * use the run's own timeline (the transaction holds the embedded database), and long waits (a
   * download) belong to stages that do not write. `done` is the timeline message of the result.
   */
  async stage<T>(
    step: string,
    input: unknown,
    work: StageWork<T>,
    options: { writes?: boolean; done?: (result: T) => string } = {},
  ): Promise<T> {
    // A stop asked for while the previous stage committed ends the task here, before the next one.
    this.signal.throwIfAborted();
    const kept = this.earlier.find(
      (checkpoint) => checkpoint.step === step && sameJson(checkpoint.input, input),
    );
    if (kept) {
      await this.record({ ...kept }, `Étape « ${step} » reprise de la tâche n° ${this.task.rerun_of}.`);
      return kept.result as T;
    }
    this.current = step;
    const save = async (tx: Queryable, result: T) => {
      this.signal.throwIfAborted();
      const checkpoint: Checkpoint = { step, date: new Date().toISOString(), result: result ?? null, input };
      await tx.query('update task set checkpoints = checkpoints || $1::jsonb where id = $2', [
        JSON.stringify([checkpoint]),
        this.task.id,
      ]);
    };
    let result: T;
    if (options.writes) {
      result = await this.db.transaction(async (tx) => {
        const value = await work(tx);
        await save(tx, value);
        return value;
      });
    } else {
      result = await work(this.db);
      await save(this.db, result);
    }
    this.completed.push(step);
    this.current = null;
    if (options.done) await this.step(step, options.done(result));
    return result;
  }

  private async record(checkpoint: Checkpoint, message: string): Promise<void> {
    const entry: TimelineEntry = { date: new Date().toISOString(), step: checkpoint.step, message };
    await this.db.query(
      'update task set checkpoints = checkpoints || $1::jsonb, timeline = timeline || $2::jsonb where id = $3',
      [JSON.stringify([checkpoint]), JSON.stringify([entry]), this.task.id],
    );
    this.completed.push(checkpoint.step);
  }

  /** The size of what the task reads, for estimates from runs on similar sizes. */
  async inputSize(size: number, unit: 'bytes' | 'records'): Promise<void> {
    await this.db.query('update task set input_size = $1, input_unit = $2 where id = $3', [
      size,
      unit,
      this.task.id,
    ]);
  }

  async step(step: string, message: string): Promise<void> {
    this.lastStep = step;
    const entry: TimelineEntry = { date: new Date().toISOString(), step, message };
    await this.db.query('update task set timeline = timeline || $1::jsonb where id = $2', [
      JSON.stringify([entry]),
      this.task.id,
    ]);
  }

  warn(message: string): void {
    this.warnings.push(message);
  }

  /** A value of the run's `data` (scenario-specific input). */
  dataValue(key: string): unknown {
    return this.task.data[key];
  }
}
