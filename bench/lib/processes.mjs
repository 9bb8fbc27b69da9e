// Child processes of the bench: builds, the reference backend, timed commands.
import { spawn, spawnSync } from 'node:child_process';

/** Runs a command to its end; throws with its output when it fails. */
export function run(command, args, options = {}) {
  const result = spawnSync(command, args, { encoding: 'utf8', maxBuffer: 64 * 1024 * 1024, ...options });
  if (result.status !== 0) {
    throw new Error(`${command} ${args.join(' ')} failed:\n${result.stdout}\n${result.stderr}`);
  }
  return result;
}

/**
 * Starts the reference backend on `port` with its own data folder and build; resolves once it listens.
 * `databaseUrl`: on that PostgreSQL server instead of the embedded database; `workers`: WORKERS, the
 * number of HTTP processes (the server's own default when absent).
 */
export async function startBackend({ port, dataDir, distDir, databaseUrl, workers, env = {} }) {
  // The storage is the one asked for, never one inherited from the shell running the bench.
  const { DATABASE_URL: _url, WORKERS: _workers, ...inherited } = process.env;
  const storage = {
    ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}),
    ...(workers ? { WORKERS: String(workers) } : {}),
  };
  // Node itself with tsx's loader (not npx): the stop signal reaches the server, not a wrapper.
  const child = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
    env: {
      ...inherited,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      DIST_DIR: distDir,
      ...storage,
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  // The server's output, for the messages of a failed start: its last 64 kB only. Under load it logs
  // a line a request; kept whole, and searched, that text cost the bench's own process (which runs
  // the load generator) a copy of megabytes on every chunk.
  let output = '';
  let started = false;
  const keep = (chunk) => {
    output = (output + chunk).slice(-64 * 1024);
  };
  child.stderr.on('data', keep);
  await new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`backend did not start:\n${output}`)), 180_000);
    child.stdout.on('data', (chunk) => {
      keep(chunk);
      if (!started && output.includes('Publish back-office:')) {
        started = true;
        clearTimeout(timer);
        resolve();
      }
    });
    child.on('exit', (code) => reject(new Error(`backend exited (${code}):\n${output}`)));
  });
  return {
    url: `http://127.0.0.1:${port}`,
    pid: child.pid,
    async stop() {
      if (child.exitCode !== null) return;
      const exited = new Promise((resolve) => child.once('exit', resolve));
      child.kill('SIGTERM');
      // A server that does not close within 30 s is ended: the next measure needs the port.
      const timer = setTimeout(() => child.kill('SIGKILL'), 30_000);
      await exited;
      clearTimeout(timer);
    },
  };
}
