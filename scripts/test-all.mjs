// The one command that proves the project: every check in order, each one's summary, then one closing
// line counting the tests of every runner. Runs every step even after a failure (but for one whose `needs` failed)
// so one run shows everything.
import { spawn } from 'node:child_process';
import { closeSync, mkdirSync, openSync, readFileSync, rmSync } from 'node:fs';
import { relative } from 'node:path';

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
    // Vitest runs one test file at a time on two cores, so these run one after another beside it,
    // their output shown once all are done. The PostgreSQL pass ends well before the embedded one;
    // the build and the QA replays (one browser, one server) fill the rest of that time.
    beside: [
      {
        // The same server and contract suites on a throw-away PostgreSQL server (installed when
        // missing), and the tests of several server processes sharing it.
        name: 'server and contract tests on a PostgreSQL server',
        cmd: `node scripts/with-postgres.mjs npx vitest run --project server --project postgres --reporter=default --reporter=json --outputFile.json=${reports}/vitest-postgres.json`,
      },
      { name: 'production build', cmd: 'npx vite build' },
      {
        // Generated machine paths replayed in the browser, on that build.
        name: 'QA replays of the machine paths',
        cmd: 'node scripts/qa.mjs',
        // The covering paths: the others add no state nor transition (npm run qa replays them all).
        env: { QA_DIST_DIR: 'dist', QA_PATHS: 'covering' },
        needs: 'production build',
      },
    ],
  },
  {
    name: 'browser tests',
    cmd: 'node scripts/ensure-browser.mjs && npx playwright test --reporter=list,json',
    env: { PLAYWRIGHT_JSON_OUTPUT_NAME: `${reports}/playwright.json` },
    needs: 'production build',
  },
  // Read the build the browser tests and the QA replays served.
  {
    name: 'production build carries no inspector',
    cmd: 'node scripts/check-no-inspector.mjs dist',
    needs: 'production build',
  },
  {
    name: 'production build carries no secret nor inline script',
    cmd: 'node scripts/check-bundle-secrets.mjs dist',
    needs: 'production build',
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
/** A step whose `needs` failed is not run: its failure would only repeat that one. */
const blockedBy = (step) =>
  step.needs && results.some((result) => result.name === step.needs && !result.ok) ? step.needs : null;

/** Runs steps one after another in the background, each output kept in a file; resolves with their results. */
async function inBackgroundChain(chain) {
  const done = [];
  for (const step of chain) {
    const failedNeed = done.some((result) => result.name === step.needs && !result.ok);
    done.push(failedNeed ? notRun(step, step.needs) : await inBackground(step));
  }
  return done;
}

function notRun(step, missing) {
  return { name: step.name, ok: false, seconds: 0, note: `not run: ${missing} failed` };
}

for (const step of steps) {
  const beside = step.beside ? inBackgroundChain(step.beside) : null;
  console.log(`\n━━ ${step.name} ━━`);
  const missing = blockedBy(step);
  if (missing) {
    console.log(`not run: ${missing} failed`);
    results.push(notRun(step, missing));
  } else {
    const started = Date.now();
    const run = await new Promise((resolve) => {
      const child = spawn(step.cmd, { shell: true, stdio: 'inherit', env: { ...process.env, ...step.env } });
      child.on('exit', (code) => resolve({ status: code }));
    });
    results.push({ name: step.name, ok: run.status === 0, seconds: (Date.now() - started) / 1000 });
  }
  for (const done of beside ? await beside : []) {
    console.log(`\n━━ ${done.name} (run beside ${step.name}) ━━`);
    console.log(done.log ? readFileSync(done.log, 'utf8') : done.note);
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

/** The failed tests of a Playwright report, as "file › title" lines. */
function playwrightFailures(report) {
  const names = [];
  const visit = (suite, file) => {
    for (const spec of suite.specs ?? []) {
      for (const test of spec.tests ?? []) {
        if (test.status === 'unexpected')
          names.push(`${spec.file ?? file} › ${spec.title} (${test.projectName})`);
      }
    }
    for (const child of suite.suites ?? []) visit(child, suite.file ?? file);
  };
  for (const suite of report?.suites ?? []) visit(suite, suite.file);
  return names;
}

let passed = 0;
let failed = 0;
let skipped = 0;
// Named in the summary, which is the part of a CI log that is always read.
const failures = [];
for (const file of ['vitest.json', 'vitest-postgres.json']) {
  const vitest = readJson(`${reports}/${file}`);
  if (!vitest) continue;
  passed += vitest.numPassedTests ?? 0;
  failed += vitest.numFailedTests ?? 0;
  skipped += (vitest.numPendingTests ?? 0) + (vitest.numTodoTests ?? 0);
  for (const result of vitest.testResults ?? []) {
    for (const assertion of result.assertionResults ?? []) {
      if (assertion.status === 'failed')
        failures.push(`${file}: ${relative(process.cwd(), result.name)} › ${assertion.fullName}`);
    }
  }
}
for (const [label, path] of [
  ['browser', `${reports}/playwright.json`],
  ['QA', 'qa-report/playwright.json'],
]) {
  const report = readJson(path);
  if (!report?.stats) continue;
  passed += (report.stats.expected ?? 0) + (report.stats.flaky ?? 0);
  failed += report.stats.unexpected ?? 0;
  skipped += report.stats.skipped ?? 0;
  for (const name of playwrightFailures(report)) failures.push(`${label}: ${name}`);
}

console.log('\n━━ summary ━━');
for (const result of results) {
  console.log(
    `${result.ok ? 'ok  ' : 'FAIL'}  ${result.name} (${result.note ?? `${result.seconds.toFixed(1)} s`})`,
  );
}
for (const name of failures) console.log(`  failed: ${name}`);
const stepFailures = results.filter((result) => !result.ok).length;
if (stepFailures > 0 && failed === 0) failed = stepFailures;
console.log(`tests: ${passed} passed, ${failed} failed${skipped ? `, ${skipped} skipped` : ''}`);
process.exit(stepFailures > 0 ? 1 : 0);
