// A real `pg_ctl -m fast restart` under load (audit T3-M2), on a throw-away cluster of its own:
// WORKERS=2 on one port, CLIENTS editors reading and saving their dataset for SECONDS, the cluster
// restarted at RESTART_AT seconds. Prints one JSON line: answers by status, refused connections,
// the longest time without a 200, whether the processes lived on, tasks left STARTED or PENDING.
// It measures; the regression test is tests/postgres/databaseRestart.test.ts.
//   node bench/databaseRestart.mjs [clients=10] [seconds=20] [restartAt=8]
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { startPostgresCluster } from '../scripts/postgresCluster.mjs';
import { signIn } from './lib/session.mjs';

const [CLIENTS = 10, SECONDS = 20, RESTART_AT = 8] = process.argv.slice(2).map(Number);
const PORT = Number(process.env.BENCH_PORT ?? 8313);
const base = `http://127.0.0.1:${PORT}`;
const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

const cluster = await startPostgresCluster();
const dataDir = mkdtempSync(join(tmpdir(), 'publish-bench-restart-'));
const server = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
  env: {
    ...process.env,
    PORT: String(PORT),
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    DATABASE_URL: cluster.url,
    WORKERS: '2',
    LOG_LEVEL: 'silent',
  },
  stdio: ['ignore', 'pipe', 'pipe'],
});
let output = '';
server.stdout.on('data', (chunk) => {
  output += chunk;
});
server.stderr.on('data', (chunk) => {
  output += chunk;
});
let exited = null;
server.on('exit', (code) => {
  exited = code;
});

try {
  while (!/\n {2}nouveau +.*\n/.test(output)) {
    if (exited !== null) throw new Error(`the server exited:\n${output}`);
    await sleep(100);
  }
  const db = new pg.Client({ connectionString: cluster.url });
  await db.connect();
  const ids = (await db.query('select id from dataset order by id limit $1', [CLIENTS])).rows.map(
    (row) => row.id,
  );
  await db.end();
  const sessions = await Promise.all(ids.map(() => signIn(base, 'admin')));

  const statuses = {};
  const refused = {};
  let lastOk = Date.now();
  let longestWithoutOk = 0;
  const count = (key, into) => {
    into[key] = (into[key] ?? 0) + 1;
  };
  const started = Date.now();
  const editor = async (id, session) => {
    const headers = { cookie: session.cookieHeader, 'x-csrftoken': session.cookies.csrftoken };
    while (Date.now() - started < SECONDS * 1000) {
      try {
        const read = await fetch(`${base}/fr/dataset/datasets/${id}/`, { headers });
        count(read.status, statuses);
        if (read.status !== 200) {
          await read.arrayBuffer();
          await sleep(100);
          continue;
        }
        const now = Date.now();
        longestWithoutOk = Math.max(longestWithoutOk, now - lastOk);
        lastOk = now;
        const { last_modified } = await read.json();
        const saved = await fetch(`${base}/fr/dataset/datasets/${id}/`, {
          method: 'PATCH',
          headers: { ...headers, 'content-type': 'application/json', 'if-match': last_modified },
          body: JSON.stringify({ description: `Sauvegarde ${Date.now()}` }),
        });
        await saved.arrayBuffer();
        count(saved.status, statuses);
      } catch (error) {
        count(error.cause?.code ?? String(error), refused);
        await sleep(100);
      }
    }
  };
  const load = Promise.all(ids.map((id, index) => editor(id, sessions[index])));
  await sleep(RESTART_AT * 1000);
  const before = Date.now();
  await cluster.restart();
  const restartMs = Date.now() - before;
  await load;

  const check = new pg.Client({ connectionString: cluster.url });
  await check.connect();
  let left = [];
  for (let attempt = 0; attempt < 100; attempt += 1) {
    left = (
      await check.query(
        "select id, status from task where status in ('STARTED', 'PENDING') and not demonstration",
      )
    ).rows;
    if (left.length === 0) break;
    await sleep(200);
  }
  const processes = (await check.query('select count(*)::int as n from server_process')).rows[0].n;
  await check.end();
  console.log(
    JSON.stringify({
      clients: CLIENTS,
      seconds: SECONDS,
      restartMs,
      statuses,
      refused,
      longestWithoutOkMs: longestWithoutOk,
      serverAlive: exited === null,
      processesRegistered: processes,
      tasksLeft: left,
    }),
  );
} finally {
  server.kill('SIGTERM');
  await new Promise((resolve) => (exited === null ? server.once('exit', resolve) : resolve()));
  cluster.stop();
  rmSync(dataDir, { recursive: true, force: true });
}
