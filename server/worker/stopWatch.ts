import type { Queryable } from '../db/database.ts';

/**
 * Stops asked for (POST .../revoke/ sets `stop_requested_at`, in whichever process answers it) reach
 * the worker running the task through the database: while it runs tasks, the worker reads once a
 * second which of them someone asked to stop, in one query, and aborts those.
 */

export const STOP_WATCH_MS = 1_000;

/** The reason a stopped job's signal carries. */
export class StopRequested extends Error {
  constructor(readonly taskId: number) {
    super(`Task ${taskId} stopped on request`);
    this.name = 'StopRequested';
  }
}

export interface StopWatch {
  /** A task started: watch (again) while some run. */
  wake(): void;
  /** The worker stops: watch no more. */
  close(): void;
}

export function watchStops(
  db: Queryable,
  running: Map<number, AbortController>,
  log: (message: string, error?: unknown) => void,
  intervalMs: number,
): StopWatch {
  let timer: NodeJS.Timeout | null = null;
  let closed = false;
  const look = async () => {
    if (running.size === 0) {
      if (timer) clearInterval(timer);
      timer = null;
      return;
    }
    const ids = [...running.keys()];
    const rows = await db.query<{ id: number }>(
      'select id from task where id = any($1::int[]) and stop_requested_at is not null',
      [ids],
    );
    for (const { id } of rows) {
      const controller = running.get(id);
      if (controller && !controller.signal.aborted) controller.abort(new StopRequested(id));
    }
  };
  return {
    wake() {
      if (closed || timer) return;
      timer = setInterval(() => {
        look().catch((error: unknown) => log('reading the stops asked for failed', error));
      }, intervalMs);
      timer.unref();
    },
    close() {
      closed = true;
      if (timer) clearInterval(timer);
      timer = null;
    },
  };
}

/** Who asked to stop the task, by name. */
async function stoppedBy(db: Queryable, taskId: number): Promise<string> {
  const [row] = await db.query<{ name: string | null }>(
    `select coalesce(nullif(trim(u.first_name || ' ' || u.last_name), ''), u.username) as name
     from task t left join app_user u on u.id = t.stop_requested_by where t.id = $1`,
    [taskId],
  );
  return row?.name ?? '?';
}

/**
 * The timeline's last entry of a stopped task: who stopped it, at which step, that this step was
 * rolled back (stages write in a transaction) and which completed steps' work is kept.
 */
export async function stopMessage(
  db: Queryable,
  taskId: number,
  step: string | null,
  completed: readonly string[],
): Promise<string> {
  const who = await stoppedBy(db, taskId);
  const at = step ?? 'started';
  return completed.length > 0
    ? `Tâche arrêtée par ${who} pendant l’étape « ${at} » : cette étape est annulée, le travail des étapes terminées est conservé (${completed.join(', ')}).`
    : `Tâche arrêtée par ${who} pendant l’étape « ${at} » : cette étape est annulée, aucune étape n’était terminée.`;
}
