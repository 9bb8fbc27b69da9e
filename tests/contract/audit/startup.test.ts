import { spawn } from 'node:child_process';
import { chmod, chown, cp, mkdtemp, readdir, readFile, rm, stat, utimes, writeFile } from 'node:fs/promises';
import { hostname, tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { createApp } from '../../../server/app.ts';
import { lockDataFolder } from '../../../server/dataLock.ts';
import { type FixtureCatalogues, startFixtureCatalogues } from '../support/catalogues.ts';
import { Fixtures, unique } from '../support/fixtures.ts';
import { exitCode, exited, freePort, killSpawned, ready, spawnServer, stop } from '../support/processes.ts';
import { Client, contractDrifts, startServer, type TestServer } from '../support/server.ts';
import { seededTemplate } from '../support/template.ts';

/**
 * Start-up of the server (audit H3 and L13): the data folder is held by one server at a time, the port
 * is bound before the database is opened, an unusable folder is named in a clear message, and the
 * scheduler leaves the seed's demonstration indexers (hosts under `.example`) alone.
 * Most tests start real server processes (`server/main.ts`) as an operator would.
 */

const ROOT = fileURLToPath(new URL('../../../', import.meta.url));
const LOCK = 'server.lock';

let server: TestServer;
let f: Fixtures;
let remote: FixtureCatalogues;
/** A data folder holding the seeded database, copied for each server started below. */
let seeded: string;
const temporary: string[] = [];

beforeAll(async () => {
  server = await startServer({ allowPrivateRemote: true });
  f = await Fixtures.create(server);
  remote = await startFixtureCatalogues({ slowMs: 120_000 });
  seeded = await folder('seeded');
  const app = await createApp({
    dataDir: seeded,
    loadDataDir: await seededTemplate(),
    worker: false,
    log: () => undefined,
  });
  await app.close();
});

afterAll(async () => {
  await killSpawned();
  expect(contractDrifts(server)).toEqual([]);
  await server?.close();
  await remote?.close();
  for (const dir of temporary) await rm(dir, { recursive: true, force: true });
});

async function folder(name: string): Promise<string> {
  const dir = await mkdtemp(join(tmpdir(), `publish-audit-startup-${name}-`));
  temporary.push(dir);
  return dir;
}

/** A copy of the seeded data folder. */
async function seededCopy(name: string): Promise<string> {
  const dir = await folder(name);
  await cp(seeded, dir, { recursive: true });
  return dir;
}

/** Every file under `dir` with its size and modification time: a write anywhere changes it. */
async function snapshot(dir: string): Promise<Record<string, string>> {
  const files: Record<string, string> = {};
  for (const entry of await readdir(dir, { recursive: true, withFileTypes: true })) {
    if (!entry.isFile()) continue;
    const path = join(entry.parentPath, entry.name);
    const info = await stat(path);
    files[path.slice(dir.length)] = `${info.size} ${info.mtimeMs}`;
  }
  return files;
}

async function listening(url: string): Promise<boolean> {
  return fetch(`${url}/fr/`).then(
    () => true,
    () => false,
  );
}

async function signedIn(url: string): Promise<Client> {
  const client = new Client(url);
  expect((await client.signIn('admin')).status).toBe(200);
  return client;
}

describe('H3: one server per data folder', () => {
  test('H3: a second server on the same data folder (another port) refuses to start; the first keeps serving and its writes survive a crash', async () => {
    const dataDir = await seededCopy('two-ports');
    const first = spawnServer(dataDir, await freePort());
    await ready(first);
    const second = spawnServer(dataDir, await freePort());
    expect(await exitCode(second)).not.toBe(0);
    // The message names the folder and the process holding it.
    expect(second.output()).toContain(dataDir);
    expect(second.output()).toContain(`pid ${first.child.pid}`);
    expect(second.output()).not.toMatch(/\n\s+at /);
    expect(await listening(second.url)).toBe(false);

    const admin = await signedIn(first.url);
    const name = unique('Écrit par le premier serveur');
    const contact = await admin.request<{ id: number }>('POST', '/fr/dataset/contacts/', {
      json: { name, email: 'premier@example.org' },
    });
    expect(contact.status).toBe(201);

    // A crash leaves the lock file behind with a pid that no longer runs: the next start takes it over.
    expect(await stop(first, 'SIGKILL')).toBeNull();
    const again = spawnServer(dataDir, await freePort());
    await ready(again);
    const read = await (await signedIn(again.url)).request<{ name: string }>(
      'GET',
      `/fr/dataset/contacts/${contact.body.id}/`,
    );
    expect(read.status).toBe(200);
    expect(read.body.name).toBe(name);
    expect(JSON.parse(await readFile(join(dataDir, LOCK), 'utf8')).pid).toBe(again.child.pid);
    // A clean stop gives the folder back.
    expect(await stop(again, 'SIGTERM')).toBe(0);
    await expect(stat(join(dataDir, LOCK))).rejects.toThrow();
  }, 180_000);

  test('H3: a second server on the same port exits before touching the database: a running task of the first stays STARTED', async () => {
    const dataDir = await seededCopy('one-port');
    const port = await freePort();
    // The remote timeout outlasts the test: under load the steps below took more than the default
    // 15 s, and the download then ended in FAILURE before the crash it is meant to be caught by.
    const first = spawnServer(dataDir, port, {
      env: { ALLOW_PRIVATE_REMOTE: '1', REMOTE_TIMEOUT_SECONDS: '300' },
    });
    await ready(first);
    const admin = await signedIn(first.url);

    // A download from a server that answers in 120 s: the task stays STARTED meanwhile.
    const resource = await admin.request<{ id: number }>('POST', '/fr/resource/resources/', {
      json: { display_name: unique('Téléchargement lent') },
    });
    expect(resource.status).toBe(201);
    await admin.request('POST', '/fr/resource/resource-dataset/', {
      json: { resource_id: resource.body.id, dataset_id: f.ids.caclDataset, type: 2 },
    });
    const record = await admin.request<{ id: number }>('POST', '/fr/resource/file-download/', {
      json: { resource_id: resource.body.id, href: remote.urls.slow },
    });
    expect(record.status).toBe(201);
    const scenarios = await admin.request<{ id: number; action: string }[]>(
      'GET',
      `/fr/resource/file-download/${record.body.id}/_scenarios/`,
    );
    const scenario = scenarios.body.find((s) => s.action === 'create');
    const run = await admin.request<{ task_id: number }>(
      'POST',
      `/fr/resource/file-download/${record.body.id}/_scenarios/${scenario?.id}/run/`,
      {
        json: {
          kwargs: { target: { model: 'resource', app_label: 'onegeo_resource', pk: resource.body.id } },
        },
      },
    );
    const task = async () =>
      (await admin.request<{ status: string }>('GET', `/fr/dashboard/task-queue-track/${run.body.task_id}/`))
        .body.status;
    for (let i = 0; i < 200 && (await task()) !== 'STARTED'; i += 1) {
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    expect(await task()).toBe('STARTED');

    // The first server is paused while the second tries: its own writes (the process registry's beat
    // every 5 s) would change the folder too. Paused, it still holds its port.
    const firstPid = first.child.pid ?? 0;
    process.kill(firstPid, 'SIGSTOP');
    const before = await snapshot(dataDir);
    const second = spawnServer(dataDir, port);
    let untouched: Record<string, string>;
    try {
      expect(await exitCode(second)).not.toBe(0);
      untouched = await snapshot(dataDir);
    } finally {
      process.kill(firstPid, 'SIGCONT');
    }
    // Not one file of the folder was written: no migration, no recovery, no lock taken over.
    expect(untouched).toEqual(before);
    expect(await task()).toBe('STARTED');
    expect(second.output()).toContain(`port ${port}`);
    expect(second.output()).not.toMatch(/\n\s+at /);

    // Same port, another (empty) folder: the port is checked first, nothing is created.
    const empty = await folder('one-port-empty');
    const third = spawnServer(empty, port);
    expect(await exitCode(third)).not.toBe(0);
    expect(await readdir(empty)).toEqual([]);

    // What is on disk still says STARTED: after a crash of the first, the next start finds it running.
    expect(await stop(first, 'SIGKILL')).toBeNull();
    const after = spawnServer(dataDir, port);
    await ready(after);
    expect(after.output()).toContain('Tasks: 1 interrupted by the last stop (now FAILURE)');
    expect(await stop(after, 'SIGTERM')).toBe(0);
  }, 180_000);

  test('H3: a lock left by a process that no longer runs (or by a pid now used by another program) does not block the start', async () => {
    const dataDir = await seededCopy('stale');
    const dead = spawn(process.execPath, ['-e', '']);
    await exited(dead);
    const stale = { pid: dead.pid, host: hostname(), started: new Date().toISOString(), processStart: null };
    await writeFile(join(dataDir, LOCK), JSON.stringify(stale));
    const first = spawnServer(dataDir, await freePort());
    await ready(first);
    expect(JSON.parse(await readFile(join(dataDir, LOCK), 'utf8')).pid).toBe(first.child.pid);
    expect(await stop(first, 'SIGTERM')).toBe(0);

    // The pid of a live process (this test) that started at another moment than the recorded one:
    // the pid was reused after the server died (a reboot, a container restart).
    await writeFile(join(dataDir, LOCK), JSON.stringify({ ...stale, pid: process.pid, processStart: '1' }));
    const second = spawnServer(dataDir, await freePort());
    await ready(second);
    expect(await stop(second, 'SIGTERM')).toBe(0);
  }, 120_000);

  test('H3: in one process, a second app on a data folder in use is refused before opening anything', async () => {
    const dataDir = dirname(server.app.services.uploadsDir);
    await expect(createApp({ dataDir, memoryDb: true, log: () => undefined })).rejects.toThrow(
      `pid ${process.pid}`,
    );
    // The refused app did not release the lock of the one running.
    expect(JSON.parse(await readFile(join(dataDir, LOCK), 'utf8')).pid).toBe(process.pid);
    expect((await f.admin.request('GET', '/fr/dataset/contacts/')).status).toBe(200);
  });

  test('H3: an empty lock file left by a crash is taken over; one the server cannot read is named', async () => {
    const dataDir = await folder('lock-files');
    const path = join(dataDir, LOCK);
    const long = new Date(Date.now() - 60_000);
    // Created, then the machine stopped before its content reached the disk.
    await writeFile(path, '');
    await utimes(path, long, long);
    const lock = lockDataFolder(dataDir);
    expect(JSON.parse(await readFile(path, 'utf8')).pid).toBe(process.pid);
    lock.release();
    await expect(stat(path)).rejects.toThrow();
    // Someone wrote in it: refused, with the file to delete if no server runs.
    await writeFile(path, 'not a lock');
    await utimes(path, long, long);
    expect(() => lockDataFolder(dataDir)).toThrow(path);
    expect(await readFile(path, 'utf8')).toBe('not a lock');
  });
});

/**
 * As root the server is run as `nobody`, who must be able to read the project; a checkout inside a
 * folder made by `mktemp -d` (mode 700) is not readable to it.
 */
async function nobodyCanReadTheProject(): Promise<boolean> {
  const probe = spawn(
    process.execPath,
    ['-e', `require('fs').accessSync(${JSON.stringify(join(ROOT, 'node_modules', 'tsx', 'package.json'))})`],
    { uid: 65534, gid: 65534, stdio: 'ignore' },
  );
  return (await new Promise<number | null>((resolve) => probe.once('exit', resolve))) === 0;
}

/** `chattr ±i`: an immutable folder refuses writes even to root (ext4, xfs, btrfs). */
async function setImmutable(path: string, on: boolean): Promise<void> {
  const child = spawn('chattr', [on ? '+i' : '-i', path], { stdio: 'ignore' });
  const code = await new Promise<number | null>((resolve) => {
    child.once('error', () => resolve(null));
    child.once('exit', resolve);
  });
  if (code !== 0) {
    throw new Error(
      `Run as root, this test needs nobody (uid 65534) to read ${ROOT}, or chattr to make a folder immutable: neither works here (give the folders above the project o+rx, or run the tests as another user).`,
    );
  }
}

describe('L13: start-up on a folder the server cannot write, and the seed’s indexers', () => {
  /** Folders made immutable, given back in afterAll so that they can be deleted. */
  const immutable: string[] = [];
  afterAll(async () => {
    for (const path of immutable.reverse()) await setImmutable(path, false);
  });

  /**
   * As root permissions do not stop writes, the server then runs as `nobody`, who can read the folder
   * but not write it; when nobody cannot read the project, the folders are made immutable instead and
   * the server runs as root; not as root, the folder is made read-only.
   */
  async function readOnly(dir: string, sub?: string): Promise<{ uid?: number }> {
    const root = process.getuid?.() === 0;
    const target = sub ? join(dir, sub) : dir;
    if (root && !(await nobodyCanReadTheProject())) {
      const folders = [target];
      for (const entry of await readdir(target, { recursive: true, withFileTypes: true })) {
        if (entry.isDirectory()) folders.push(join(entry.parentPath, entry.name));
      }
      for (const folder of folders) {
        await setImmutable(folder, true);
        immutable.push(folder);
      }
      return {};
    }
    if (root) {
      await chmod(dir, 0o755);
      for (const entry of await readdir(dir, { recursive: true, withFileTypes: true })) {
        const path = join(entry.parentPath, entry.name);
        await chmod(path, entry.isDirectory() ? 0o755 : 0o644);
      }
      if (sub) {
        // The data folder (and its uploads) belong to the server's user; only `sub` stays read-only to it.
        await chown(dir, 65534, 65534);
        for (const entry of await readdir(join(dir, 'uploads'), { recursive: true, withFileTypes: true })) {
          await chown(join(entry.parentPath, entry.name), 65534, 65534);
        }
        await chown(join(dir, 'uploads'), 65534, 65534);
      }
      return { uid: 65534 };
    }
    await chmod(target, 0o555);
    for (const entry of await readdir(target, { recursive: true, withFileTypes: true })) {
      if (entry.isDirectory()) await chmod(join(entry.parentPath, entry.name), 0o555);
    }
    return {};
  }

  test('L13: a read-only data folder stops the start with a message naming the folder and the cause', async () => {
    const dataDir = await seededCopy('read-only');
    const as = await readOnly(dataDir);
    const started = spawnServer(dataDir, await freePort(), as);
    expect(await exitCode(started)).not.toBe(0);
    expect(started.output()).toContain(dataDir);
    expect(started.output()).toMatch(/not writable/);
    expect(started.output()).not.toContain('PGlite failed to initialize');
    expect(started.output()).not.toMatch(/\n\s+at /);

    // Only the database folder read-only: named as well, and the lock taken meanwhile is given back.
    const pgOnly = await seededCopy('read-only-pgdata');
    const pgAs = await readOnly(pgOnly, 'pgdata');
    const second = spawnServer(pgOnly, await freePort(), pgAs);
    expect(await exitCode(second)).not.toBe(0);
    expect(second.output()).toContain(join(pgOnly, 'pgdata'));
    expect(second.output()).toMatch(/not writable/);
    expect(second.output()).not.toContain('PGlite failed to initialize');
    expect(second.output()).not.toMatch(/\n\s+at /);
    await expect(stat(join(pgOnly, LOCK))).rejects.toThrow();
  }, 120_000);

  test('L13: the scheduler does not harvest the seed’s demonstration indexers (hosts under .example)', async () => {
    const created = await f.admin.request<{ id: number }>('POST', '/fr/indexer/remote-api-indexes/', {
      json: { ...f.indexerBody(), url: remote.urls.ckan, url_pattern: null },
    });
    expect(created.status).toBe(201);
    const now = new Date();
    // The first look sets each indexer's next run; 40 days later every one is due (daily to monthly).
    expect(await server.app.scheduler.tick(now)).toEqual([]);
    const queued = await server.app.scheduler.tick(new Date(now.getTime() + 40 * 86_400_000));
    const harvested = [];
    for (const id of queued) {
      const task = await f.admin.request<{ object_class: string; object_id: number }>(
        'GET',
        `/fr/dashboard/task-queue-track/${id}/`,
      );
      harvested.push(`${task.body.object_class} ${task.body.object_id}`);
    }
    expect(harvested).toEqual([`remoteapiindex ${created.body.id}`]);
    expect(server.logs.join('\n')).toMatch(/data\.ctguyane\.example/);
  });
});
