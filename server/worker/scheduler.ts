import type { Database } from '../db/database.ts';
import { enqueueHarvest } from '../indexers/harvestTask.ts';
import { reservedHost } from '../net/reservedHosts.ts';
import { everyInterval } from '../tasks/everyInterval.ts';
import { nextRun, type Period, periodOf } from '../tasks/schedules.ts';
import type { TaskQueue } from '../tasks/taskQueue.ts';

export interface Scheduler {
  /** Queues what is due at `now`; answers the ids of the tasks queued. */
  tick(now?: Date): Promise<number[]>;
  /** Starts the timer (every `intervalMs`). */
  start(intervalMs: number): void;
  stop(): void;
}

/**
 * Runs scheduled executions of resources (`scenario-execution-frequency`) and indexers at their
 * scheduler's period. Each row remembers its next run; a missing one is computed from now, so a
 * new or changed schedule first runs at its next occurrence. A resource whose previous task has
 * not ended is skipped until the following occurrence.
 */
export function createScheduler(
  db: Database,
  queue: TaskQueue,
  log: (message: string, error?: unknown) => void,
): Scheduler {
  async function periods(): Promise<Map<number, Period>> {
    const rows = await db.query<{ id: number; label: string }>(
      "select id, label from reference_item where list = 'scheduler'",
    );
    const map = new Map<number, Period>();
    for (const row of rows) {
      const period = periodOf(row.label);
      if (period) map.set(row.id, period);
    }
    return map;
  }

  async function resources(now: Date, byId: Map<number, Period>): Promise<number[]> {
    const rows = await db.query<{
      id: number;
      resource_id: number;
      scheduler: number;
      next_run_at: Date | null;
      scenario_id: number;
      codename: string;
      display_name: string;
      busy: boolean;
      dataset_id: number | null;
      dataset_name: string | null;
      usergroup_id: number | null;
    }>(
      `select f.id, f.resource_id, f.scheduler, f.next_run_at, f.scenario_id, s.codename, r.display_name,
         exists (select 1 from processing p join task t on t.id = p.task_id
                 where p.resource_id = r.id and t.status in ('PENDING', 'STARTED')) as busy,
         d.id as dataset_id, d.display_name as dataset_name, d.usergroup_id
       from scenario_execution_frequency f join scenario s on s.id = f.scenario_id join resource r on r.id = f.resource_id
       left join lateral (select d.id, d.display_name, d.usergroup_id from resource_dataset rd join dataset d on d.id = rd.dataset_id
                          where rd.resource_id = r.id order by rd.type, rd.id limit 1) d on true`,
    );
    const queued: number[] = [];
    for (const row of rows) {
      const period = byId.get(row.scheduler);
      if (!period) continue;
      const next = nextRun(period, now);
      if (row.next_run_at === null || new Date(row.next_run_at) > now) {
        if (row.next_run_at === null)
          await db.query('update scenario_execution_frequency set next_run_at = $1 where id = $2', [
            next,
            row.id,
          ]);
        continue;
      }
      // Still due when moved on: of several processes ticking at once, one queues the run.
      const [won] = await db.query(
        'update scenario_execution_frequency set next_run_at = $1 where id = $2 and next_run_at <= $3 returning id',
        [next, row.id, now],
      );
      if (!won) continue;
      if (row.busy) {
        log(`scheduled run of resource ${row.resource_id} skipped: its previous task has not ended`);
        continue;
      }
      const task = await queue.enqueue({
        action: row.codename,
        scenarioId: row.scenario_id,
        objectClass: 'resource',
        objectId: row.resource_id,
        objectDisplay: row.display_name,
        targetClass: 'resource',
        targetId: row.resource_id,
        targetDisplay: row.display_name,
        datasetId: row.dataset_id,
        usergroupId: row.usergroup_id,
        kwargs: {
          target: { model: 'resource', app_label: 'onegeo_resource', pk: row.resource_id },
          origin: 'schedule',
        },
        resourceId: row.resource_id,
      });
      await db.query('update scenario_execution_frequency set last_run_at = $1 where id = $2', [now, row.id]);
      queued.push(task.id);
    }
    return queued;
  }

  async function indexers(now: Date, byId: Map<number, Period>): Promise<number[]> {
    const rows = await db.query<{
      id: number;
      url: string;
      scheduler: number;
      next_run_at: Date | null;
      busy: boolean;
    }>(
      `select i.id, i.url, i.scheduler, i.next_run_at,
         exists (select 1 from task t where t.object_class = 'remoteapiindex' and t.object_id = i.id
                 and t.status in ('PENDING', 'STARTED') and not t.demonstration) as busy
       from remote_api_index i`,
    );
    const queued: number[] = [];
    for (const row of rows) {
      const period = byId.get(row.scheduler);
      if (!period) continue;
      const next = nextRun(period, now);
      if (row.next_run_at === null || new Date(row.next_run_at) > now) {
        if (row.next_run_at === null)
          await db.query('update remote_api_index set next_run_at = $1 where id = $2', [next, row.id]);
        continue;
      }
      const [won] = await db.query(
        'update remote_api_index set next_run_at = $1 where id = $2 and next_run_at <= $3 returning id',
        [next, row.id, now],
      );
      if (!won || row.busy) continue;
      const reserved = reservedHost(row.url);
      if (reserved) {
        log(
          `scheduled harvest of indexer ${row.id} skipped: ${reserved} is a reserved name no server answers`,
        );
        continue;
      }
      queued.push((await enqueueHarvest(queue, db, row.id, null, 'schedule')).id);
    }
    return queued;
  }

  async function tick(now = new Date()): Promise<number[]> {
    const byId = await periods();
    return [...(await resources(now, byId)), ...(await indexers(now, byId))];
  }

  const repeated = everyInterval(tick, (error) => log('scheduler tick failed', error));
  return { tick: repeated.run, start: repeated.start, stop: repeated.stop };
}
