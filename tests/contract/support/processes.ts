import { type ChildProcess, spawn } from 'node:child_process';
import { createServer } from 'node:net';
import { fileURLToPath } from 'node:url';

// Real server processes (`server/main.ts`) started as an operator starts them, for the tests of
// start-up, stop and several processes sharing one database.

const ROOT = fileURLToPath(new URL('../../../', import.meta.url));
/** A start of `server/main.ts` on a seeded folder takes about 4 s here; a refusal must come sooner. */
export const STARTED_WITHIN = 60_000;
const running = new Set<ChildProcess>();

/** Ends every server process still running (afterAll). */
export async function killSpawned(): Promise<void> {
  for (const child of running) child.kill('SIGKILL');
  await Promise.all([...running].map((child) => exited(child)));
}

export async function freePort(): Promise<number> {
  const probe = createServer();
  await new Promise<void>((done) => probe.listen(0, '127.0.0.1', done));
  const address = probe.address();
  await new Promise<void>((done) => probe.close(() => done()));
  if (!address || typeof address === 'string') throw new Error('no port');
  return address.port;
}

export interface Spawned {
  child: ChildProcess;
  port: number;
  url: string;
  output(): string;
}

export function exited(child: ChildProcess): Promise<number | null> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve(child.exitCode);
  return new Promise((done) => child.once('exit', (code) => done(code)));
}

/** Starts `server/main.ts` as an operator does (node with tsx's loader, so signals reach the server). */
export function spawnServer(
  dataDir: string,
  port: number,
  options: { env?: Record<string, string>; uid?: number } = {},
): Spawned {
  const child = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
    cwd: ROOT,
    // The request log stays out of the output the tests read (LOG_LEVEL in `options.env` brings it back).
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
      ...options.env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
    ...(options.uid !== undefined ? { uid: options.uid, gid: options.uid } : {}),
  });
  running.add(child);
  child.once('exit', () => running.delete(child));
  let output = '';
  child.stdout?.on('data', (chunk) => {
    output += chunk;
  });
  child.stderr?.on('data', (chunk) => {
    output += chunk;
  });
  return { child, port, url: `http://127.0.0.1:${port}`, output: () => output };
}

/**
 * The banner's last line (the last demo account): the banner comes in several writes, and a busy
 * machine delivers them in several chunks, so its first line alone does not mean the rest has come.
 */
const BANNER_END = /\n {2}nouveau +.*\n/;

/** Resolves once the server has printed its whole banner; fails with its output if it exits first. */
export async function ready(spawned: Spawned): Promise<void> {
  const deadline = Date.now() + STARTED_WITHIN;
  while (!BANNER_END.test(spawned.output())) {
    if (spawned.child.exitCode !== null) throw new Error(`the server exited:\n${spawned.output()}`);
    if (Date.now() > deadline) throw new Error(`the server did not start:\n${spawned.output()}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

/** The exit code of a server expected to stop by itself; a server still running after `ms` fails the test. */
export async function exitCode(spawned: Spawned, ms = STARTED_WITHIN): Promise<number | null> {
  let timer: NodeJS.Timeout | undefined;
  const code = await Promise.race([
    exited(spawned.child),
    new Promise<'running'>((done) => {
      timer = setTimeout(() => done('running'), ms);
    }),
  ]);
  clearTimeout(timer);
  if (code === 'running') {
    spawned.child.kill('SIGKILL');
    throw new Error(`the server did not stop by itself:\n${spawned.output()}`);
  }
  return code;
}

export async function stop(spawned: Spawned, signal: NodeJS.Signals): Promise<number | null> {
  spawned.child.kill(signal);
  return exited(spawned.child);
}
