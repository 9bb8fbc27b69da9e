// The one command that proves the project: every check, each one's summary, then the failed tests by name and
// one closing line counting the tests of every runner. Runs every step even after a failure (but for one
// whose `needs` failed) so one run shows everything.
import { spawn } from 'node:child_process';
import { closeSync, mkdirSync, openSync, readFileSync, rmSync } from 'node:fs';
import { relative } from 'node:path';

// Outside test-results/, which Playwright empties when it starts.
const reports = '.test-summary';
rmSync(reports, { recursive: true, force: true });
mkdirSync(reports, { recursive: true });

const vitestRun = (projects, report) =>
  `npx vitest run ${projects.map((project) => `--project ${project}`).join(' ')} --reporter=default --reporter=json --outputFile.json=${reports}/${report}`;

const checks = [
  { name: 'API types are current', cmd: 'node scripts/check-generated.mjs' },
  { name: 'OpenAPI lint', cmd: 'npx redocly lint openapi/openapi.yaml --format=summary' },
  { name: 'translations complete and current', cmd: 'node scripts/check-catalogs.mjs' },
  { name: 'type-check', cmd: 'npx tsc --noEmit -p tsconfig.json' },
  { name: 'lint', cmd: 'npx biome ci .' },
];

// Then the tests of Vitest, in two lines of work side by side, one per core (Vitest runs one test file at
// a time). Within a line, steps run one after another; `needs` waits for a step of either line, and a
// step whose need failed is not run (its failure would only repeat that one). The QA replays and the
// browser tests run alone after them.
const lines = [
  [
    { name: 'production build', cmd: 'npx vite build' },
    {
      name: 'unit, machine, server and contract tests (embedded database)',
      cmd: vitestRun(['unit', 'server'], 'vitest.json'),
    },
  ],
  [
    {
      // The same server and contract suites on a throw-away PostgreSQL server (installed when
      // missing), and the tests of several server processes sharing it.
      name: 'server and contract tests on a PostgreSQL server',
      cmd: `node scripts/with-postgres.mjs ${vitestRun(['server', 'postgres'], 'vitest-postgres.json')}`,
    },
  ],
];

const afterLines = [
  {
    // Generated machine paths replayed in the browser, on the build of the first line. Alone, as the
    // browser tests: beside the embedded pass the sFTP replays without access timed out waiting for
    // the access request in 2 of 3 runs of 2026-12-06 (never in 19 runs without that load).
    name: 'QA replays of the machine paths',
    cmd: 'node scripts/qa.mjs',
    // The covering paths: the others add no state nor transition (npm run qa replays them all).
    env: { QA_DIST_DIR: 'dist', QA_PATHS: 'covering' },
  },
  {
    name: 'browser tests',
    cmd: 'node scripts/ensure-browser.mjs && npx playwright test --reporter=list,json',
    env: { PLAYWRIGHT_JSON_OUTPUT_NAME: `${reports}/playwright.json` },
  },
  // They read the build the browser tests and the QA replays served.
  { name: 'production build carries no inspector', cmd: 'node scripts/check-no-inspector.mjs dist' },
  {
    // Issue 49: each chunk and the first screen within their budgets (scripts/bundle-budgets.json).
    name: 'production build within its size budget',
    cmd: 'node scripts/check-bundle-size.mjs dist',
  },
  {
    name: 'production build carries no secret nor inline script',
    cmd: 'node scripts/check-bundle-secrets.mjs dist',
  },
].map((step) => ({ ...step, needs: 'production build' }));

/** Each step's result, by name, as a promise (so a step of one line can wait for one of the other). */
const outcomes = new Map();
for (const step of [...checks, ...lines.flat(), ...afterLines]) {
  let settle;
  outcomes.set(step.name, { promise: new Promise((resolve) => (settle = resolve)), settle });
}

/**
 * Runs a step, its output shown as it comes or, for a step of a background line, kept in a file and
 * shown when the lines are done. Resolves with its result.
 */
async function run(step, { background = false } = {}) {
  const need = step.needs ? await outcomes.get(step.needs).promise : null;
  let result;
  if (need && !need.ok) {
    result = { name: step.name, ok: false, seconds: 0, note: `not run: ${step.needs} failed` };
    if (!background) console.log(`\n━━ ${step.name} ━━\n${result.note}`);
  } else {
    const log = background ? `${reports}/${step.name.replace(/\W+/g, '-')}.log` : null;
    const output = log ? openSync(log, 'w') : null;
    if (!background) console.log(`\n━━ ${step.name} ━━`);
    const started = Date.now();
    const code = await new Promise((resolve) => {
      const child = spawn(step.cmd, {
        shell: true,
        stdio: output === null ? 'inherit' : ['ignore', output, output],
        env: { ...process.env, ...step.env },
      });
      child.on('exit', resolve);
    });
    if (output !== null) closeSync(output);
    result = { name: step.name, ok: code === 0, seconds: (Date.now() - started) / 1000, log };
  }
  outcomes.get(step.name).settle(result);
  return result;
}

async function runLine(line, options) {
  const done = [];
  for (const step of line) done.push(await run(step, options));
  return done;
}

const results = [];
for (const step of checks) results.push(await run(step));
const [foreground, ...background] = lines;
const backgroundDone = background.map((line) => runLine(line, { background: true }));
results.push(...(await runLine(foreground)));
for (const done of (await Promise.all(backgroundDone)).flat()) {
  console.log(`\n━━ ${done.name} (run beside the others) ━━`);
  console.log(done.log ? readFileSync(done.log, 'utf8') : done.note);
  results.push(done);
}
for (const step of afterLines) results.push(await run(step));

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
