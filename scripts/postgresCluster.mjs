// A throw-away PostgreSQL server for the tests and the bench: Debian's `postgresql` package (installed
// here when missing and we are root, as the browser is), one cluster in a temporary folder on a free
// port, stopped and deleted by `stop()`. Nothing is skipped when it cannot start: the caller fails
// with the message of `PostgresUnavailable`.
import { execFileSync, spawn, spawnSync } from 'node:child_process';
import { chmodSync, existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

export class PostgresUnavailable extends Error {}

const INSTALL_HINT =
  'A PostgreSQL server is needed for these tests. Install it with `apt-get install -y postgresql` ' +
  '(Debian), or put the folder holding `initdb` and `pg_ctl` on PATH (PG_BIN=/that/folder also works).';

/** The folder of `initdb` and `pg_ctl`: PG_BIN, Debian's newest version, or PATH. */
function binaries() {
  if (process.env.PG_BIN) return existsSync(join(process.env.PG_BIN, 'initdb')) ? process.env.PG_BIN : null;
  const debian = '/usr/lib/postgresql';
  if (existsSync(debian)) {
    const versions = readdirSync(debian)
      .filter((name) => existsSync(join(debian, name, 'bin', 'initdb')))
      .sort((a, b) => Number(b) - Number(a));
    if (versions[0]) return join(debian, versions[0], 'bin');
  }
  const found = spawnSync('sh', ['-c', 'command -v initdb'], { encoding: 'utf8' });
  const path = found.stdout.trim();
  return found.status === 0 && path ? path.slice(0, path.lastIndexOf('/')) : null;
}

function ensureBinaries() {
  let bin = binaries();
  if (!bin && process.getuid?.() === 0 && !process.env.PG_BIN) {
    console.log("Installing Debian's PostgreSQL for the server tests…");
    try {
      execFileSync(
        'sh',
        ['-c', 'apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq postgresql'],
        { stdio: 'inherit' },
      );
    } catch {
      // Reported below.
    }
    bin = binaries();
  }
  if (!bin) throw new PostgresUnavailable(INSTALL_HINT);
  return bin;
}

function freePort() {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.unref();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}

/**
 * PostgreSQL refuses to run as root: as root the cluster belongs to the `postgres` account the
 * Debian package creates.
 */
function runAs() {
  if (process.getuid?.() !== 0) return null;
  const found = spawnSync('id', ['-u', 'postgres'], { encoding: 'utf8' });
  if (found.status !== 0)
    throw new PostgresUnavailable(`${INSTALL_HINT} (as root, the "postgres" account is needed)`);
  return 'postgres';
}

function run(bin, tool, args, user) {
  const command = user ? 'runuser' : join(bin, tool);
  const argv = user ? ['-u', user, '--', join(bin, tool), ...args] : args;
  const result = spawnSync(command, argv, { encoding: 'utf8' });
  if (result.status !== 0) {
    throw new PostgresUnavailable(
      `${tool} failed: ${(result.stderr || result.stdout || String(result.error)).trim()}`,
    );
  }
}

/**
 * Starts a cluster tuned for throw-away use (no durability: fsync off) with `max_connections`
 * high enough for parallel test files and several server processes. Answers its URL and `stop()`.
 */
export async function startPostgresCluster({ maxConnections = 300 } = {}) {
  const bin = ensureBinaries();
  const user = runAs();
  const dir = mkdtempSync(join(tmpdir(), 'publish-pg-'));
  chmodSync(dir, 0o777);
  const data = join(dir, 'data');
  const port = await freePort();
  if (user) spawnSync('chown', ['-R', `${user}:`, dir]);
  run(bin, 'initdb', ['-D', data, '-U', 'postgres', '--auth=trust', '-E', 'UTF8', '--locale=C.UTF-8'], user);
  const options = [
    `-c port=${port}`,
    "-c listen_addresses='127.0.0.1'",
    `-c unix_socket_directories='${dir}'`,
    `-c max_connections=${maxConnections}`,
    '-c fsync=off',
    '-c synchronous_commit=off',
    '-c full_page_writes=off',
    '-c shared_buffers=256MB',
  ].join(' ');
  run(bin, 'pg_ctl', ['-D', data, '-o', options, '-l', join(dir, 'log'), '-w', 'start'], user);
  let stopped = false;
  const stop = () => {
    if (stopped) return;
    stopped = true;
    try {
      run(bin, 'pg_ctl', ['-D', data, '-m', 'immediate', '-w', 'stop'], user);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  };
  // pg_ctl run asynchronously, so that the caller's load goes on meanwhile.
  const pgCtl = (args) =>
    new Promise((resolve, reject) => {
      const child = user
        ? spawn('runuser', ['-u', user, '--', join(bin, 'pg_ctl'), ...args], { stdio: 'ignore' })
        : spawn(join(bin, 'pg_ctl'), args, { stdio: 'ignore' });
      child.on('error', reject);
      child.on('exit', (code) =>
        code === 0 ? resolve() : reject(new Error(`pg_ctl ${args.join(' ')}: exit ${code}`)),
      );
    });
  const started = ['-D', data, '-o', options, '-l', join(dir, 'log'), '-w'];
  // A restart as an operator's or a failover's: a fast stop ends the open connections with 57P01
  // (audit T3-M2). `restart` is one step; `halt` then `resume` hold the outage as long as the
  // caller wants (a server down for a minute), keeping the data.
  const restart = () => pgCtl([...started, '-m', 'fast', 'restart']);
  const halt = () => pgCtl(['-D', data, '-m', 'fast', '-w', 'stop']);
  const resume = () => pgCtl([...started, 'start']);
  return {
    url: `postgres://postgres@127.0.0.1:${port}/postgres`,
    stop,
    restart,
    halt,
    resume,
    logFile: join(dir, 'log'),
  };
}
