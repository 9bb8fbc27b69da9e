// `npm start` and `npm test` work on a fresh clone: install dependencies when they are missing or older
// than the lockfile, so nothing has to be installed by hand first.
import { execSync } from 'node:child_process';
import { existsSync, statSync } from 'node:fs';

const marker = 'node_modules/.package-lock.json';
const stale =
  !existsSync(marker) ||
  (existsSync('package-lock.json') &&
    statSync('package-lock.json').mtimeMs > statSync(marker).mtimeMs + 1000);

if (stale) {
  console.log('Installing dependencies (npm install)…');
  // `npm ci` fails here: the lockfile names other platforms' optional packages the registry lacks.
  execSync('npm install --no-audit --no-fund', { stdio: 'inherit' });
}
