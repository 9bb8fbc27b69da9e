// npm run qa: generates the paths of every machine (npm run paths), replays each one in Chromium against
// the reference backend (playwright.qa.config.ts, tests/qa), then writes qa-report/report.json and prints,
// per machine, the paths replayed, passed and failed and the state and transition coverage of the passing
// replays. Exits with 1 when a step fails, a replay fails or a machine's coverage is not complete.
// QA_DIST_DIR names a build to serve instead of building one (npm test passes the build it just made).
// QA_PATHS=covering replays only the paths that cover every state and transition (npm test does); the
// report then requires those to pass and cover everything, not every path to be replayed.
import { spawnSync } from 'node:child_process';
import { mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';

const reportDir = 'qa-report';
const playwrightJson = `${reportDir}/playwright.json`;
// A report left by an earlier run must not count for this one.
rmSync(reportDir, { recursive: true, force: true });
mkdirSync(reportDir, { recursive: true });

function run(cmd, env = {}) {
  console.log(`\n$ ${cmd}`);
  return spawnSync(cmd, { shell: true, stdio: 'inherit', env: { ...process.env, ...env } }).status === 0;
}

const distDir = process.env.QA_DIST_DIR ?? 'dist-qa';
const pathsOk = run('npx tsx scripts/paths.ts');
const buildOk = process.env.QA_DIST_DIR ? true : run(`npx vite build --outDir ${distDir}`);
const replaysOk =
  pathsOk &&
  buildOk &&
  run(
    'node scripts/ensure-browser.mjs && npx playwright test -c playwright.qa.config.ts --reporter=list,json --output test-results-qa',
    {
      DIST_DIR: distDir,
      E2E_PORT: process.env.QA_PORT ?? '8301',
      E2E_DATA_DIR: '.data-e2e-qa',
      PLAYWRIGHT_JSON_OUTPUT_NAME: playwrightJson,
    },
  );

/** Test title -> passed, from Playwright's JSON report. */
function outcomes() {
  const results = new Map();
  let report;
  try {
    report = JSON.parse(readFileSync(playwrightJson, 'utf8'));
  } catch {
    return results;
  }
  const walk = (suite) => {
    for (const spec of suite.specs ?? []) {
      results.set(spec.title, spec.ok && spec.tests.every((test) => test.status === 'expected'));
    }
    for (const child of suite.suites ?? []) walk(child);
  };
  for (const suite of report.suites ?? []) walk(suite);
  return results;
}

const percent = (covered, total) => (total === 0 ? 100 : Math.floor((covered * 100) / total));
const results = outcomes();
const machines = [];
for (const file of readdirSync('tests/paths')
  .filter((name) => name.endsWith('.json'))
  .sort()) {
  const document = JSON.parse(readFileSync(`tests/paths/${file}`, 'utf8'));
  const states = new Set();
  const transitions = new Set();
  let replayed = 0;
  let passed = 0;
  for (const path of document.paths) {
    // The title the replay spec gives each path (tests/qa/loadPaths.ts).
    const outcome = results.get(`${document.machine} ${path.id} — ${path.description}`);
    if (outcome === undefined) continue;
    replayed += 1;
    if (!outcome) continue;
    passed += 1;
    for (const key of path.covers.states) states.add(key);
    for (const key of path.covers.transitions) transitions.add(key);
  }
  const stateKeys = document.states.map((state) => state.key);
  const transitionKeys = document.transitions.map((transition) => transition.key);
  // Coverage counts the machine's own states and transitions: a path may also name a key the
  // document does not list (a child machine's, or a state left by an eventless transition).
  for (const key of [...states]) if (!stateKeys.includes(key)) states.delete(key);
  for (const key of [...transitions]) if (!transitionKeys.includes(key)) transitions.delete(key);
  machines.push({
    machine: document.machine,
    paths: document.paths.length,
    replayed,
    passed,
    failed: replayed - passed,
    states: {
      covered: states.size,
      total: stateKeys.length,
      percent: percent(states.size, stateKeys.length),
    },
    transitions: {
      covered: transitions.size,
      total: transitionKeys.length,
      percent: percent(transitions.size, transitionKeys.length),
    },
    missing: [
      ...stateKeys.filter((key) => !states.has(key)),
      ...transitionKeys.filter((key) => !transitions.has(key)),
    ],
  });
}

const covering = process.env.QA_PATHS === 'covering';
const complete = (row) =>
  (covering ? row.replayed > 0 : row.replayed === row.paths) &&
  row.failed === 0 &&
  row.states.percent === 100 &&
  row.transitions.percent === 100;
// Every path of every machine (or the covering ones) replayed and passed, every state and transition covered.
const ok = pathsOk && buildOk && replaysOk && machines.length > 0 && machines.every(complete);
writeFileSync(
  `${reportDir}/report.json`,
  `${JSON.stringify({ ok, paths: covering ? 'covering' : 'all', machines }, null, 2)}\n`,
);

const rows = [
  ['machine', 'paths', 'replayed', 'passed', 'failed', 'states', 'transitions'],
  ...machines.map((row) => [
    row.machine,
    String(row.paths),
    String(row.replayed),
    String(row.passed),
    String(row.failed),
    `${row.states.covered}/${row.states.total} ${row.states.percent}%`,
    `${row.transitions.covered}/${row.transitions.total} ${row.transitions.percent}%`,
  ]),
];
const widths = rows[0].map((_, column) => Math.max(...rows.map((row) => row[column].length)));
console.log(`\nQA replays (${covering ? 'the paths that cover every state and transition' : 'every path'})`);
for (const row of rows) console.log(row.map((cell, column) => cell.padEnd(widths[column])).join('  '));
for (const row of machines) {
  if (row.replayed === 0) console.log(`${row.machine}: no replay (tests/qa has no module for it)`);
  else for (const key of row.missing) console.log(`${row.machine}: not covered: ${key}`);
}
console.log(`\nwrote ${reportDir}/report.json`);
process.exit(ok ? 0 : 1);
