// The bench's memory: one line per run in bench/history.jsonl (committed), so that a measure's
// figures can be read against the commits that changed them. A run of a build made elsewhere
// (BENCH_DIST) names its commit through BENCH_COMMIT; otherwise the working tree's HEAD, marked
// `dirty` when it has uncommitted changes (but for this history itself), is what was built.
import { execFileSync } from 'node:child_process';
import { appendFileSync } from 'node:fs';
import { loadavg } from 'node:os';

const HISTORY = 'bench/history.jsonl';

const git = (...args) => execFileSync('git', args, { encoding: 'utf8' }).trim();

function measuredCommit(commit) {
  if (commit) return { commit: git('rev-parse', '--short', commit), dirty: false };
  return {
    commit: git('rev-parse', '--short', 'HEAD'),
    dirty: git('status', '--porcelain', '--', '.', ':!bench/history.jsonl').length > 0,
  };
}

/** Appends this run's results (without the printed table) to the history. */
export function appendHistory(results, { only, commit }) {
  const { table: _table, ...figures } = results;
  const line = {
    ...measuredCommit(commit),
    measures: only ?? 'all',
    // The load before the run: figures taken on a busy machine are read as such.
    loadAverage: loadavg().map((load) => Math.round(load * 100) / 100),
    ...figures,
  };
  appendFileSync(HISTORY, `${JSON.stringify(line)}\n`);
}
