// `npm start`: build the SPA, then run the reference backend, which serves it at /publish/ beside the API
// and the login service on one port (PORT, default 8080), on the database in DATA_DIR (default .data/).
import { spawn, spawnSync } from 'node:child_process';

const build = spawnSync('npx', ['vite', 'build'], { stdio: 'inherit' });
if (build.status !== 0) process.exit(build.status ?? 1);

const server = spawn('npx', ['tsx', 'server/main.ts', ...process.argv.slice(2)], { stdio: 'inherit' });
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
server.on('exit', (code) => process.exit(code ?? 0));
