// The one command that proves the project: every check in order, each one's summary, then one closing
// line counting the tests of every runner. Runs all steps even after a failure so one run shows everything.
import { spawn } from 'node:child_process';
import { closeSync, mkdirSync, openSync, readFileSync, rmSync } from 'node:fs';

// Outside test-results/, which Playwright empties when it starts.
const reports = '.test-summary';
rmSync(reports, { recursive: true, force: true });
mkdirSync(reports, { recursive: true });

const steps = [
  { name: 'API types are current', cmd: 'node scripts/check-generated.mjs' },
  { name: 'OpenAPI lint', cmd: 'npx redocly lint openapi/openapi.yaml --format=summary' },
  { name: 'translations complete and current', cmd: 'node scripts/check-catalogs.mjs' },
  { name: 'type-check', cmd: 'npx tsc --noEmit -p tsconfig.json' },
  { name: 'lint', cmd: 'npx biome ci .' },
  {
    name: 'unit, machine, server and contract tests (embedded database)',
    cmd: `npx vitest run --project unit --project server --reporter=default --reporter=json --outputFile.json=${reports}/vitest.json`,
  },
  {
    // The same server and contract suites on a throw-away PostgreSQL server (installed when missing),
    // and the tests of several server processes sharing it. Vitest runs one test file at a time on
    // two cores, so this pass runs beside the previous one, its output shown once both are done.
    name: 'server and contract tests on a PostgreSQL server',
    cmd: `node scripts/with-postgres.mjs npx vitest run --project server --project postgres --reporter=default --reporter=json --outputFile.json=${reports}/vitest-postgres.json`,
    besidePrevious: true,
  },
  {
    name: 'browser tests',
    cmd: 'node scripts/ensure-browser.mjs && npx vite build && npx playwright test --reporter=list,json',
    env: { PLAYWRIGHT_JSON_OUTPUT_NAME: `${reports}/playwright.json` },
  },
  // Reads the build the browser tests just served.
  { name: 'production build carries no inspector', cmd: 'node scripts/check-no-inspector.mjs dist' },
  {
    name: 'production build carries no secret nor inline script',
    cmd: 'node scripts/check-bundle-secrets.mjs dist',
  },
  {
    // Generated machine paths replayed in the browser, on the build the previous step made.
    name: 'QA replays of the machine paths',
    cmd: 'node scripts/qa.mjs',
    // The covering paths: the others add no state nor transition (npm run qa replays them all).
    env: { QA_DIST_DIR: 'dist', QA_PATHS: 'covering' },
  },
];

/** Starts a step in the background, its output kept in a file; resolves with its result. */
function inBackground(step) {
  const log = `${reports}/${step.name.replace(/\W+/g, '-')}.log`;
  const output = openSync(log, 'w');
  const started = Date.now();
  const child = spawn(step.cmd, {
    shell: true,
    stdio: ['ignore', output, output],
    env: { ...process.env, ...step.env },
  });
  return new Promise((resolve) => {
    child.on('exit', (code) => {
      closeSync(output);
      resolve({ name: step.name, ok: code === 0, seconds: (Date.now() - started) / 1000, log });
    });
  });
}

const results = [];
for (const [index, step] of steps.entries()) {
  if (step.besidePrevious) continue;
  const beside = steps[index + 1]?.besidePrevious ? inBackground(steps[index + 1]) : null;
  console.log(`\n━━ ${step.name} ━━`);
  const started = Date.now();
  const run = await new Promise((resolve) => {
    const child = spawn(step.cmd, { shell: true, stdio: 'inherit', env: { ...process.env, ...step.env } });
    child.on('exit', (code) => resolve({ status: code }));
  });
  results.push({ name: step.name, ok: run.status === 0, seconds: (Date.now() - started) / 1000 });
  if (beside) {
    const done = await beside;
    console.log(`\n━━ ${done.name} (run beside the previous step) ━━`);
    console.log(readFileSync(done.log, 'utf8'));
    results.push(done);
  }
}

function readJson(path) {
  try {
    return JSON.parse(readFileSync(path, 'utf8'));
  } catch {
    return null;
  }
}

let passed = 0;
let failed = 0;
let skipped = 0;
for (const file of ['vitest.json', 'vitest-postgres.json']) {
  const vitest = readJson(`${reports}/${file}`);
  if (!vitest) continue;
  passed += vitest.numPassedTests ?? 0;
  failed += vitest.numFailedTests ?? 0;
  skipped += (vitest.numPendingTests ?? 0) + (vitest.numTodoTests ?? 0);
}
const playwright = readJson(`${reports}/playwright.json`);
if (playwright?.stats) {
  passed += (playwright.stats.expected ?? 0) + (playwright.stats.flaky ?? 0);
  failed += playwright.stats.unexpected ?? 0;
  skipped += playwright.stats.skipped ?? 0;
}

const qa = readJson('qa-report/playwright.json');
if (qa?.stats) {
  passed += (qa.stats.expected ?? 0) + (qa.stats.flaky ?? 0);
  failed += qa.stats.unexpected ?? 0;
  skipped += qa.stats.skipped ?? 0;
}

console.log('\n━━ summary ━━');
for (const result of results) {
  console.log(`${result.ok ? 'ok  ' : 'FAIL'}  ${result.name} (${result.seconds.toFixed(1)} s)`);
}
const stepFailures = results.filter((result) => !result.ok).length;
if (stepFailures > 0 && failed === 0) failed = stepFailures;
console.log(`tests: ${passed} passed, ${failed} failed${skipped ? `, ${skipped} skipped` : ''}`);
process.exit(stepFailures > 0 ? 1 : 0);
