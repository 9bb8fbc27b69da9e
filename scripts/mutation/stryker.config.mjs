// @ts-check
// Stryker over the machines with the machine tests only (scripts/mutation/vitest.config.ts); started by
// scripts/mutation/run.mjs, which chooses the machines (MUTATE, comma separated paths) and reads the report.
// Stryker 9.6.1: version 10 needs Node 22 (TOOLCHAIN.md). One test process: these machines have 2 cores.
const mutate = (process.env.MUTATE ?? 'machines/*.machine.ts').split(',');

/** @type {import('@stryker-mutator/api/core').PartialStrykerOptions} */
export default {
  testRunner: 'vitest',
  vitest: { configFile: 'scripts/mutation/vitest.config.ts', related: true },
  plugins: ['@stryker-mutator/vitest-runner'],
  mutate,
  // Every test of the related files runs for every mutant: the runner's per-test coverage may score a
  // mutant Survived after a run that executed no test (stryker-js issue #6073).
  coverageAnalysis: 'all',
  concurrency: 1,
  timeoutMS: 20_000,
  reporters: ['json', 'clear-text', 'progress'],
  jsonReporter: { fileName: process.env.MUTATION_REPORT ?? 'reports/mutation/mutation.json' },
  clearTextReporter: { allowEmojis: false, logTests: false, reportScoreTable: true },
  tempDirName: process.env.MUTATION_TMP ?? '.stryker-tmp',
  // The sandbox needs the machines, their tests and this folder; the server and the screens stay out.
  ignorePatterns: ['/*', '!/machines', '!/scripts', '!/package.json', '!/tsconfig*.json'],
  cleanTempDir: true,
};
