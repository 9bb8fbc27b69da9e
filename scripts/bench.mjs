// `npm run bench`: performance figures of the production build, printed as a table and written to
// bench/results.json. Measures, never asserts: budgets are read by people and by the performance issue.
import { spawnSync } from 'node:child_process';
import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';

const build = spawnSync('npx', ['vite', 'build'], { stdio: 'ignore' });
if (build.status !== 0) {
  console.error('vite build failed');
  process.exit(1);
}

const gzipKb = (path) => gzipSync(readFileSync(path)).length / 1024;
const html = readFileSync('dist/index.html', 'utf8');
// What the first screen loads before any route chunk: the entry script, its preloads and the styles.
const firstScreen = [...html.matchAll(/(?:src|href)="\/publish\/(assets\/[^"]+\.(?:js|css))"/g)].map(
  (m) => m[1],
);
const sum = (files, ext) =>
  files.filter((file) => file.endsWith(ext)).reduce((total, file) => total + gzipKb(join('dist', file)), 0);

const chunks = readdirSync('dist/assets')
  .filter((file) => file.endsWith('.js'))
  .map((file) => ({ file, kb: gzipKb(join('dist/assets', file)) }))
  .sort((a, b) => b.kb - a.kb);
const largestRouteChunk = chunks.find((chunk) => !firstScreen.includes(`assets/${chunk.file}`));

const results = {
  date: new Date().toISOString(),
  firstScreenJsGzipKb: Number(sum(firstScreen, '.js').toFixed(1)),
  firstScreenCssGzipKb: Number(sum(firstScreen, '.css').toFixed(1)),
  largestRouteChunk: largestRouteChunk
    ? { file: largestRouteChunk.file, gzipKb: Number(largestRouteChunk.kb.toFixed(1)) }
    : null,
  totalJsGzipKb: Number(chunks.reduce((total, chunk) => total + chunk.kb, 0).toFixed(1)),
  distBytes: readdirSync('dist/assets').reduce(
    (total, file) => total + statSync(join('dist/assets', file)).size,
    0,
  ),
};

writeFileSync('bench/results.json', `${JSON.stringify(results, null, 2)}\n`);
console.table({
  'first screen JS (gzip kB)': results.firstScreenJsGzipKb,
  'first screen CSS (gzip kB)': results.firstScreenCssGzipKb,
  'largest route chunk (gzip kB)': results.largestRouteChunk?.gzipKb ?? 0,
  'all JS (gzip kB)': results.totalJsGzipKb,
});
