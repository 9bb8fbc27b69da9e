import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import {
  freePort,
  killSpawned,
  ready,
  type Spawned,
  spawnServer,
  stop,
} from '../contract/support/processes.ts';
import { Client } from '../contract/support/server.ts';
import { postgresCopy } from '../contract/support/template.ts';

/**
 * Several server processes on one PostgreSQL server (issue 30, decision 0019): two real processes
 * (`server/main.ts`, as an operator starts them) share one database. Every queued task runs exactly
 * once whichever process queued it, two tasks of one object never run at the same time, and a
 * session opened through one process works on the other. Then one deployment of WORKERS=2.
 */

const serverUrl = process.env.TEST_DATABASE_URL;
const TASKS = 200;
const DATASETS = 20;

let copy: { url: string; drop: () => Promise<void> };
let db: pg.Client;
const folders: string[] = [];

async function folder(name: string): Promise<string> {
  const dir = await mkdtemp(join(tmpdir(), `publish-processes-${name}-`));
  folders.push(dir);
  return dir;
}

async function start(name: string, env: Record<string, string> = {}): Promise<Spawned> {
  const spawned = spawnServer(await folder(name), await freePort(), {
    env: { DATABASE_URL: copy.url, WORKERS: '1', ...env },
  });
  await ready(spawned);
  return spawned;
}

beforeAll(async () => {
  if (!serverUrl) {
    throw new Error(
      'These tests need a PostgreSQL server: run them with `node scripts/with-postgres.mjs npx vitest run --project postgres` (npm test does).',
    );
  }
  copy = await postgresCopy(serverUrl);
  db = new pg.Client({ connectionString: copy.url });
  await db.connect();
}, 120_000);

afterAll(async () => {
  await killSpawned();
  await db?.end();
  await copy?.drop();
  for (const dir of folders) await rm(dir, { recursive: true, force: true });
});

interface TaskRow {
  id: number;
  status: string;
  runner: string | null;
  object_id: number;
  starts: number;
  start_date: Date;
  end_date: Date | null;
}

describe('two server processes on one PostgreSQL server', () => {
  test('200 tasks queued through both run exactly once, one at a time per object, taken by both; a session opened on one works on the other', async () => {
    const [a, b] = await Promise.all([start('a'), start('b')]);
    const processes = (await db.query<{ id: string }>('select id from server_process')).rows;
    expect(processes).toHaveLength(2);

    // A session opened through A…
    const person = new Client(a.url);
    expect((await person.signIn('admin')).status).toBe(200);
    const datasets = (
      await db.query<{ id: number }>(
        'select d.id from dataset d where exists (select 1 from resource_dataset rd where rd.dataset_id = d.id) order by d.id limit $1',
        [DATASETS],
      )
    ).rows.map((row) => row.id);
    expect(datasets).toHaveLength(DATASETS);
    const path = (base: string, id: number) => `${base}/fr/dataset/datasets/${id}/`;

    // A list A keeps (decision 0043) shows, at its next request, the save made through B.
    const latest = `${a.url}/fr/dataset/datasets/?page_size=20&ordering=-last_modified`;
    expect((await person.request('GET', latest)).status).toBe(200);
    expect((await person.request('GET', latest)).status).toBe(200);

    // …reads and saves (CSRF, If-Match) through B.
    const read = await person.request<{ description: string; last_modified: string }>(
      'GET',
      path(b.url, datasets[0] ?? 0),
    );
    expect(read.status).toBe(200);
    const saved = await person.request('PATCH', path(b.url, datasets[0] ?? 0), {
      json: { description: `${read.body.description ?? ''} (B)` },
      headers: { 'if-match': read.body.last_modified },
    });
    expect(saved.status, saved.text).toBe(200);
    const listed = await person.request<{ results: { id: number; description: string }[] }>('GET', latest);
    expect(listed.body.results[0]).toMatchObject({
      id: datasets[0],
      description: `${read.body.description ?? ''} (B)`,
    });

    const [scenario] = (
      await db.query<{ id: number }>(
        "select id from scenario where object_kind = 'dataset' and action = 'create'",
      )
    ).rows;
    const queued: number[] = [];
    for (let batch = 0; batch < TASKS; batch += 20) {
      const answers = await Promise.all(
        Array.from({ length: 20 }, (_, offset) => {
          const index = batch + offset;
          const id = datasets[index % DATASETS] ?? 0;
          const base = index % 2 === 0 ? a.url : b.url;
          return person.request<{ task_id: number }>(
            'POST',
            `${path(base, id)}_scenarios/${scenario?.id}/run/`,
            {
              json: { kwargs: { target: { model: 'dataset', app_label: 'onegeo_dataset', pk: id } } },
            },
          );
        }),
      );
      for (const answer of answers) {
        expect(answer.status).toBe(202);
        queued.push(answer.body.task_id);
      }
    }
    expect(new Set(queued).size).toBe(TASKS);

    let rows: TaskRow[] = [];
    for (let wait = 0; wait < 600; wait += 1) {
      rows = (
        await db.query<TaskRow>(
          `select id, status, runner, object_id, start_date, end_date,
             (select count(*)::int from jsonb_array_elements(timeline) e where e->>'step' = 'started') as starts
           from task where id = any($1::int[]) order by id`,
          [queued],
        )
      ).rows;
      if (rows.every((row) => row.status === 'SUCCESS' || row.status === 'FAILURE')) break;
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
    expect(rows.filter((row) => row.status !== 'SUCCESS')).toEqual([]);
    // Exactly once: one start each, by a process of this deployment; and both processes took some.
    expect(rows.filter((row) => row.starts !== 1)).toEqual([]);
    const runners = new Set(rows.map((row) => row.runner));
    expect([...runners].sort()).toEqual(processes.map((row) => row.id).sort());
    // One at a time per dataset: the runs of one object never overlap.
    for (const id of datasets) {
      const runs = rows
        .filter((row) => row.object_id === id)
        .sort((x, y) => x.start_date.getTime() - y.start_date.getTime());
      for (let i = 1; i < runs.length; i += 1) {
        expect(runs[i]?.start_date.getTime()).toBeGreaterThanOrEqual(runs[i - 1]?.end_date?.getTime() ?? 0);
      }
    }

    // Signed out through B, the session ends on A too.
    const former = new Client(a.url);
    for (const [name, value] of person.cookies) former.cookies.set(name, value);
    const signedOut = await person.request('GET', `${b.url}/fr/login/signout/`, {
      headers: { 'sec-fetch-site': 'same-origin' },
    });
    expect(signedOut.status).toBe(204);
    expect((await former.request('GET', path(a.url, datasets[0] ?? 0))).status).toBe(401);

    expect(await stop(a, 'SIGTERM')).toBe(0);
    expect(await stop(b, 'SIGTERM')).toBe(0);
    // A clean stop leaves the registry.
    expect((await db.query('select id from server_process')).rows).toEqual([]);
  }, 300_000);

  test('WORKERS=2: one port, two processes serving, a clean stop of both on SIGTERM', async () => {
    const deployment = await start('cluster', { WORKERS: '2' });
    expect(deployment.output()).toContain('PostgreSQL (DATABASE_URL), 2 processes');
    expect((await db.query('select id from server_process')).rows).toHaveLength(2);
    const person = new Client(deployment.url);
    expect((await person.signIn('admin')).status).toBe(200);
    // Fresh connections are shared out between the processes: every one knows the session.
    for (let i = 0; i < 6; i += 1) {
      const answer = await person.request('GET', '/fr/dataset/datasets/?page_size=1', {
        headers: { connection: 'close' },
      });
      expect(answer.status).toBe(200);
    }
    expect(await stop(deployment, 'SIGTERM')).toBe(0);
    expect((await db.query('select id from server_process')).rows).toEqual([]);
  }, 180_000);
});
