import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { type App, createApp } from '../../server/app.ts';
import { postgresCopy } from '../contract/support/template.ts';

/**
 * A process that stops beating (a crash, `kill -9`, a lost host) leaves STARTED tasks nobody will
 * end: another process sharing the database ends them in FAILURE, and never those of a process that
 * is alive (issue 30, decision 0019). Two apps in this test process stand for two server processes.
 */

const serverUrl = process.env.TEST_DATABASE_URL;
let copy: { url: string; drop: () => Promise<void> };
let first: App;
let second: App;
const folders: string[] = [];

async function open(): Promise<App> {
  const dataDir = await mkdtemp(join(tmpdir(), 'publish-gone-'));
  folders.push(dataDir);
  // No timer: the test looks when it wants to.
  return createApp({
    dataDir,
    databaseUrl: copy.url,
    taskPollMs: 0,
    schedulerIntervalMs: 0,
    log: () => undefined,
  });
}

beforeAll(async () => {
  if (!serverUrl) {
    throw new Error(
      'These tests need a PostgreSQL server: run them with `node scripts/with-postgres.mjs npx vitest run --project postgres` (npm test does).',
    );
  }
  copy = await postgresCopy(serverUrl);
  first = await open();
  second = await open();
}, 120_000);

afterAll(async () => {
  await first?.close();
  await second?.close();
  await copy?.drop();
  for (const dir of folders) await rm(dir, { recursive: true, force: true });
});

/** A task left STARTED by `runner`, as a process leaves it when it dies mid-run. */
async function startedBy(runner: string): Promise<number> {
  const [row] = await second.db.query<{ id: number }>(
    `insert into task (status, action, object_class, object_id, object_display, start_date, runner)
     values ('STARTED', 'harvest', 'remoteapiindex', (select min(id) from remote_api_index), 'Moissonnage', now(), $1)
     returning id`,
    [runner],
  );
  return row?.id ?? 0;
}

const statusOf = async (id: number) =>
  (
    await second.db.query<{ status: string; errors: string[] }>(
      'select status, errors from task where id = $1',
      [id],
    )
  )[0];

describe('tasks of a server process that is gone', () => {
  test('are ended in FAILURE by another process; those of a live process are left running', async () => {
    const alive = await startedBy(first.serverProcess.id);
    const unknown = await startedBy('another-host:4242:deadbeef');

    const look = await second.taskPoller?.poll();
    expect(look?.orphans).toEqual([unknown]);
    expect(await statusOf(unknown)).toEqual({
      status: 'FAILURE',
      errors: ['Le serveur s’est arrêté pendant la tâche : relancez-la.'],
    });
    expect((await statusOf(alive))?.status).toBe('STARTED');

    // The first process stops beating (its last beat is older than the allowed silence).
    await second.db.query("update server_process set last_seen = now() - interval '1 minute' where id = $1", [
      first.serverProcess.id,
    ]);
    expect((await second.taskPoller?.poll())?.orphans).toEqual([alive]);
    expect((await statusOf(alive))?.status).toBe('FAILURE');

    // Its next beat makes it alive again for the others.
    await first.serverProcess.beat();
    const later = await startedBy(first.serverProcess.id);
    expect((await second.taskPoller?.poll())?.orphans).toEqual([]);
    expect((await statusOf(later))?.status).toBe('STARTED');
    await second.db.query("update task set status = 'FAILURE' where id = $1", [later]);
  });

  test('a queued task no process took is offered to a process with a free slot, and run once', async () => {
    const [row] = await second.db.query<{ id: number }>(
      `insert into task (status, action, object_class, object_id, object_display)
       values ('PENDING', 'harvest', 'remoteapiindex', (select max(id) from remote_api_index), 'Moissonnage')
       returning id`,
    );
    const id = row?.id ?? 0;
    const [firstLook, secondLook] = await Promise.all([first.taskPoller?.poll(), second.taskPoller?.poll()]);
    expect([...(firstLook?.offered ?? []), ...(secondLook?.offered ?? [])]).toContain(id);
    // Whichever ran it, it ran once and ended.
    const final = await second.taskQueue.settled(id, 60_000);
    expect(['SUCCESS', 'FAILURE']).toContain(final);
    const [task] = await second.db.query<{ starts: number; runner: string }>(
      `select runner, (select count(*)::int from jsonb_array_elements(timeline) e where e->>'step' = 'started') as starts
       from task where id = $1`,
      [id],
    );
    expect(task?.starts).toBe(1);
    expect([first.serverProcess.id, second.serverProcess.id]).toContain(task?.runner);
  });
});
