// Runs a command with TEST_DATABASE_URL set to a throw-away PostgreSQL server (scripts/postgresCluster.mjs),
// then stops and deletes that server, whatever the command's outcome. Exits with the command's status.
//   node scripts/with-postgres.mjs npx vitest run --project server
import { spawn } from 'node:child_process';
import { PostgresUnavailable, startPostgresCluster } from './postgresCluster.mjs';

const command = process.argv.slice(2);
if (command.length === 0) {
  console.error('usage: node scripts/with-postgres.mjs <command> [arguments…]');
  process.exit(2);
}

let cluster;
try {
  cluster = await startPostgresCluster();
} catch (error) {
  console.error(error instanceof PostgresUnavailable ? error.message : error);
  process.exit(1);
}
console.log(`PostgreSQL server for this run: ${cluster.url}`);

const child = spawn(command[0], command.slice(1), {
  stdio: 'inherit',
  shell: process.platform === 'win32',
  env: { ...process.env, TEST_DATABASE_URL: cluster.url },
});
const forward = (signal) => child.kill(signal);
process.on('SIGINT', forward);
process.on('SIGTERM', forward);
child.on('exit', (code, signal) => {
  cluster.stop();
  process.exit(code ?? (signal ? 1 : 0));
});
