// Measure 8: the model tests of every machine (machines/*.test.ts), total wall time.
import { stripVTControlCharacters } from 'node:util';
import { run } from '../lib/processes.mjs';
import { round } from '../lib/stats.mjs';

export function measureModelTests() {
  const start = performance.now();
  const result = run('npx', ['vitest', 'run', '--project', 'unit', 'machines/'], {
    env: { ...process.env, CI: 'true' },
  });
  const seconds = (performance.now() - start) / 1000;
  // Colours are off when not a terminal, but strip them anyway: the counts are read from the summary.
  const summary = stripVTControlCharacters(result.stdout);
  const files = summary.match(/Test Files\s+(\d+) passed/)?.[1];
  const tests = summary.match(/Tests\s+(\d+) passed/)?.[1];
  return { seconds: round(seconds, 1), files: Number(files ?? 0), tests: Number(tests ?? 0) };
}
