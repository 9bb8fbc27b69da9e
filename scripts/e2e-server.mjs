// The server of the browser tests: the built SPA and the reference backend on a fresh database of its own,
// so tests never touch a developer's data. The port comes as the first argument.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';

const port = process.argv[2] ?? '8181';
// DIST_DIR lets several people (or agents) test their own build side by side on one machine.
const distDir = process.env.DIST_DIR ?? 'dist';
if (!existsSync(`${distDir}/index.html`)) {
  const build = spawnSync('npx', ['vite', 'build', '--outDir', distDir], { stdio: 'inherit' });
  if (build.status !== 0) process.exit(build.status ?? 1);
}
const server = spawn('npx', ['tsx', 'server/main.ts', '--reset'], {
  stdio: 'inherit',
  // The indexer tests serve fixture catalogues on 127.0.0.1: this test server may call loopback addresses.
  env: {
    ...process.env,
    PORT: port,
    // One folder per port: browser test runs side by side (E2E_PORT) each wipe and seed their own; a
    // shared one is refused by the data folder lock (two servers on one database corrupt it).
    DATA_DIR: process.env.E2E_DATA_DIR ?? `.data-e2e-${port}`,
    ALLOW_PRIVATE_REMOTE: '1',
    // "Probably stuck" after 2 s at least (12 s for an action without history), so a browser test can
    // hold a task on a slow fixture long enough to see it, then stop it.
    STUCK_FLOOR_SECONDS: '2',
    // Playwright prints the server's output: one line a request would bury the test report.
    LOG_LEVEL: process.env.LOG_LEVEL ?? 'warn',
  },
});
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
server.on('exit', (code) => process.exit(code ?? 0));
