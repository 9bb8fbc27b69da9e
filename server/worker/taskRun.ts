import type { Queryable } from '../db/database.ts';
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
}

export const TASK_RECORD_SELECT = `select t.id, t.status, t.action, t.scenario_id, s.object_kind as scenario_kind,
  s.action as scenario_action, t.object_class, t.object_id, t.object_display, t.target_class, t.target_id, t.kwargs,
  t.data, t.dataset_id, t.usergroup_id, t.created_by
  from task t left join scenario s on s.id = t.scenario_id`;

/** What a job may use: storage, files, the network within its limits, a signal aborted on shutdown. */
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
 * The record of one running task: each step is written to the task's timeline as it happens,
 * so whoever looks at the task sees how far it went; warnings are kept for the end.
 */
export class TaskRun {
  readonly warnings: string[] = [];

  constructor(
    private readonly db: Queryable,
    readonly task: TaskRecord,
  ) {}

  async step(step: string, message: string): Promise<void> {
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
