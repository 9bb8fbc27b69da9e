import { randomBytes } from 'node:crypto';
import { hostname } from 'node:os';
import type { Queryable } from '../db/database.ts';

/** A process that has not beaten for this long is taken for gone (a crash, `kill -9`, a lost host). */
export const PROCESS_ALIVE_SECONDS = 30;
/** How often a process says it is alive: several beats fit in PROCESS_ALIVE_SECONDS. */
export const PROCESS_BEAT_MS = 5_000;

/** This server process as the other processes sharing the database see it. */
export interface ServerProcess {
  /** Host, pid and a random part: a pid reused after a restart is another process. */
  readonly id: string;
  /** Records the process as alive now (at start and every PROCESS_BEAT_MS). */
  beat(): Promise<void>;
  /** Leaves the registry (a clean stop); its tasks are already ended by then. */
  leave(): Promise<void>;
}

export async function registerServerProcess(db: Queryable): Promise<ServerProcess> {
  const id = `${hostname()}:${process.pid}:${randomBytes(4).toString('hex')}`;
  const beat = async () => {
    await db.query(
      `insert into server_process (id) values ($1)
       on conflict (id) do update set last_seen = now()`,
      [id],
    );
  };
  await beat();
  // Rows of processes gone for a day are of no use to anyone.
  await db.query("delete from server_process where last_seen < now() - interval '1 day'");
  return {
    id,
    beat,
    async leave() {
      await db.query('delete from server_process where id = $1', [id]);
    },
  };
}

/**
 * SQL condition on a task row `t`: the process that took it is gone (or unknown: tasks started
 * before processes were recorded). Used by the start-up recovery and the periodic sweep alike.
 */
/**
 * SQL condition on a task aliased `t`: no other task of the same object is running in any process
 * (demonstrations aside). The worker's claim and the poller's choice both hold a task back on it.
 */
export const NOTHING_ELSE_RUNS_ON_ITS_OBJECT = `not exists (
  select 1 from task o where o.object_class = t.object_class and o.object_id = t.object_id
    and o.status = 'STARTED' and not o.demonstration and o.id <> t.id)`;

export const RUNNER_GONE = `(t.runner is null or not exists (
  select 1 from server_process p where p.id = t.runner
    and p.last_seen > now() - make_interval(secs => ${PROCESS_ALIVE_SECONDS})))`;
