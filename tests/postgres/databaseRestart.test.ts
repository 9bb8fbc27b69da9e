import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { type PostgresCluster, startPostgresCluster } from '../../scripts/postgresCluster.mjs';
import {
  freePort,
  killSpawned,
  ready,
  type Spawned,
  spawnServer,
  stop,
} from '../contract/support/processes.ts';
import { Client } from '../contract/support/server.ts';

/**
 * A PostgreSQL restart under load (audit T3-M2): the throw-away cluster of this file alone (the
 * other files of the PostgreSQL pass keep theirs) is stopped with `pg_ctl -m fast`, which ends
 * every connection of two server processes with 57P01 while clients read, save and queue tasks
 * through both, held down for two seconds (new connections refused), then started again. Before
 * the fix a checked-out client's unlistened 'error' event ended both processes.
 */

const CLIENTS = 4;

let cluster: PostgresCluster;
const folders: string[] = [];

async function start(name: string): Promise<Spawned> {
  const dir = await mkdtemp(join(tmpdir(), `publish-db-restart-${name}-`));
  folders.push(dir);
  const spawned = spawnServer(dir, await freePort(), {
    env: { DATABASE_URL: cluster.url, WORKERS: '1', LOG_LEVEL: 'silent' },
  });
  await ready(spawned);
  return spawned;
}

beforeAll(async () => {
  cluster = await startPostgresCluster({ maxConnections: 100 });
}, 120_000);

afterAll(async () => {
  await killSpawned();
  cluster?.stop();
  for (const dir of folders) await rm(dir, { recursive: true, force: true });
});

type Phase = 'before' | 'outage' | 'after';
interface Seen {
  phase: Phase;
  what: string;
  status: number | null;
  retryAfter: string | null;
  error: string | null;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('a PostgreSQL outage under load, two server processes', () => {
  test('a restart of the PostgreSQL server: both processes live on, answer 503 with Retry-After meanwhile and serve again after; no task is left STARTED', async () => {
    // The first migrates and seeds the empty database; the second starts on it.
    const a = await start('a');
    const b = await start('b');
    const seeded = new pg.Client({ connectionString: cluster.url });
    await seeded.connect();
    const ids = (
      await seeded.query<{ id: number }>(
        'select d.id from dataset d where exists (select 1 from resource_dataset rd where rd.dataset_id = d.id) order by d.id limit $1',
        [CLIENTS],
      )
    ).rows.map((row) => row.id);
    const [scenario] = (
      await seeded.query<{ id: number }>(
        "select id from scenario where object_kind = 'dataset' and action = 'create'",
      )
    ).rows;
    await seeded.end();
    expect(ids).toHaveLength(CLIENTS);

    let phase: Phase = 'before';
    let running = true;
    const seen: Seen[] = [];
    const queued: number[] = [];
    const record = async <T extends { status: number; headers: Headers }>(
      what: string,
      call: () => Promise<T>,
    ): Promise<T | null> => {
      const at = phase;
      try {
        const response = await call();
        seen.push({
          phase: at,
          what,
          status: response.status,
          retryAfter: response.headers.get('retry-after'),
          error: null,
        });
        return response;
      } catch (error) {
        const cause = (error as { cause?: { code?: string } }).cause;
        seen.push({ phase: at, what, status: null, retryAfter: null, error: cause?.code ?? String(error) });
        return null;
      }
    };

    // Each client signs in on one process, then reads, saves and queues a publication in a loop.
    const editors = await Promise.all(
      ids.map(async (id, index) => {
        const base = (index % 2 === 0 ? a : b).url;
        const client = new Client(base);
        expect((await client.signIn('admin')).status).toBe(200);
        return { client, id };
      }),
    );
    const loop = async ({ client, id }: { client: Client; id: number }) => {
      const path = `/fr/dataset/datasets/${id}/`;
      let round = 0;
      while (running) {
        round += 1;
        const read = await record('read', () => client.request<{ last_modified: string }>('GET', path));
        if (read?.status !== 200) {
          await sleep(100);
          continue;
        }
        await record('save', () =>
          client.request('PATCH', path, {
            json: { description: `Sauvegarde ${round} pendant la panne` },
            headers: { 'if-match': read.body.last_modified },
          }),
        );
        if (round % 3 === 0) {
          const run = await record('run', () =>
            client.request<{ task_id?: number }>('POST', `${path}_scenarios/${scenario?.id}/run/`, {
              json: { kwargs: { target: { model: 'dataset', app_label: 'onegeo_dataset', pk: id } } },
            }),
          );
          if (run?.status === 202 && run.body.task_id) queued.push(run.body.task_id);
        }
      }
    };
    const load = Promise.all(editors.map(loop));

    await sleep(1500);
    // The outage: a fast stop ends every open connection (57P01) and refuses new ones until the start.
    phase = 'outage';
    await cluster.halt();
    await sleep(1000);
    const readyDuring = await Promise.all(
      [a, b].map((process) => record('ready', () => fetch(`${process.url}/health/ready`))),
    );
    const readyBodies = await Promise.all(readyDuring.map((answer) => answer?.json()));
    await sleep(1000);
    await cluster.resume();
    phase = 'after';

    // Both processes are alive (before the fix an unlistened 'error' event had ended them).
    expect(a.child.exitCode, a.output()).toBeNull();
    expect(b.child.exitCode, b.output()).toBeNull();
    // Served again: both processes answer a read with 200 once the database does.
    for (const process of [a, b]) {
      const reader = new Client(process.url);
      let status = 0;
      for (let attempt = 0; attempt < 100 && status !== 200; attempt += 1) {
        status = (await record('probe', () => reader.signIn('visiteur')))?.status ?? 0;
        if (status !== 200) await sleep(100);
      }
      expect(status).toBe(200);
    }
    await sleep(1500);
    running = false;
    await load;

    // Both processes are alive and their port never refused a connection.
    expect(a.child.exitCode, a.output()).toBeNull();
    expect(b.child.exitCode, b.output()).toBeNull();
    expect(seen.filter((answer) => answer.error !== null)).toEqual([]);
    // During the outage: 503 with Retry-After, or an answer the database gave before it ended.
    const failed = seen.filter(
      (answer) =>
        answer.status !== null &&
        ![200, 202, 204, 412, 503].includes(answer.status) &&
        !(answer.what === 'probe' && answer.status === 503),
    );
    expect(failed).toEqual([]);
    // Readiness answers for the orchestrator, the API's answers for the clients.
    const unavailable = seen.filter((answer) => answer.status === 503 && answer.what !== 'ready');
    expect(unavailable.length).toBeGreaterThan(0);
    expect(unavailable.filter((answer) => !answer.retryAfter)).toEqual([]);
    // Readiness said the database was not answering, and says ready again.
    expect(readyDuring.map((answer) => answer?.status)).toEqual([503, 503]);
    for (const body of readyBodies)
      expect(body).toMatchObject({ status: 'unavailable', checks: { database: 'failed' } });
    for (const process of [a, b]) expect((await fetch(`${process.url}/health/ready`)).status).toBe(200);
    // Work goes on after the outage: saves and reads succeed on both.
    expect(
      seen.filter((answer) => answer.phase === 'after' && answer.what === 'save' && answer.status === 200)
        .length,
    ).toBeGreaterThan(0);

    // No task is left STARTED (nor PENDING): each ended, or was taken again and ended.
    const check = new pg.Client({ connectionString: cluster.url });
    await check.connect();
    let left: { id: number; status: string }[] = [];
    for (let attempt = 0; attempt < 300; attempt += 1) {
      left = (
        await check.query<{ id: number; status: string }>(
          "select id, status from task where status in ('STARTED', 'PENDING') and not demonstration order by id",
        )
      ).rows;
      if (left.length === 0) break;
      await sleep(200);
    }
    await check.end();
    expect(queued.length).toBeGreaterThan(0);
    expect(left).toEqual([]);

    expect(await stop(a, 'SIGTERM')).toBe(0);
    expect(await stop(b, 'SIGTERM')).toBe(0);
  }, 180_000);
});
