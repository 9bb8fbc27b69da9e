import type { Queryable } from '../db/database.ts';
import { everyInterval } from './everyInterval.ts';
import { NOTHING_ELSE_RUNS_ON_ITS_OBJECT } from './serverProcess.ts';
import type { TaskQueue } from './taskQueue.ts';

/**
 * With several server processes on one database, a task is first offered to the process that
 * queued it; the others look for queued tasks no process has taken (that one is busy, or stopped)
 * and for tasks left STARTED by a process that is gone. Taking a task stays the worker's one
 * atomic step, so two processes offering themselves the same task run it once.
 */
export interface TaskPoller {
  /** One look: orphans ended, then as many queued tasks offered to this worker as it has free slots. */
  poll(): Promise<{ orphans: number[]; offered: number[] }>;
  start(intervalMs: number): void;
  stop(): void;
}

/** What the poller asks of this process's task runner (server/worker/worker.ts), below it. */
export interface PolledRunner {
  endOrphans(): Promise<number[]>;
  freeSlots(): number;
}

export function createTaskPoller(
  db: Queryable,
  queue: TaskQueue,
  worker: PolledRunner,
  log: (message: string, error?: unknown) => void,
): TaskPoller {
  async function poll() {
    const orphans = await worker.endOrphans();
    const free = worker.freeSlots();
    if (free === 0) return { orphans, offered: [] };
    // Oldest first; a task whose object already has one running anywhere waits for it.
    const rows = await db.query<{ id: number }>(
      `select t.id from task t
       where t.status = 'PENDING' and not t.demonstration and ${NOTHING_ELSE_RUNS_ON_ITS_OBJECT}
       order by t.id limit $1`,
      [free],
    );
    const offered = rows.map((row) => row.id);
    for (const id of offered) queue.notify(id);
    return { orphans, offered };
  }

  const repeated = everyInterval(poll, (error) => log('task poll failed', error));
  return { poll: repeated.run, start: repeated.start, stop: repeated.stop };
}
