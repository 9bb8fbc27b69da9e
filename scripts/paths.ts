/**
 * npm run paths: generates the shortest and simple paths of every machine of
 * machines/testing/registry.ts, replays each one on the machine with fake actors (as the model
 * tests do), writes them to tests/paths/<machine>.json for QA and the browser replays, and
 * prints states, transitions, paths and coverage per machine. Exits with 1 when a path fails,
 * a convention is broken or the coverage is not complete.
 */
import { mkdir, readdir, rm, writeFile } from 'node:fs/promises';
import { pathsDocument } from '../machines/testing/pathsDocument.ts';
import { machineModels } from '../machines/testing/registry.ts';
import { replayModel } from '../machines/testing/replayModel.ts';

const outDir = new URL('../tests/paths/', import.meta.url);

async function main(): Promise<number> {
  await mkdir(outDir, { recursive: true });
  const written = new Set<string>();
  const rows: string[][] = [['machine', 'states', 'transitions', 'paths (shortest + simple)', 'coverage']];
  const problems: string[] = [];
  for (const model of machineModels) {
    const started = performance.now();
    const replay = await replayModel(model);
    const { coverage, paths, runs } = replay;
    const file = `${model.name}.json`;
    await writeFile(
      new URL(file, outDir),
      `${JSON.stringify(pathsDocument(model, paths, runs, coverage), null, 2)}\n`,
    );
    written.add(file);
    const shortest = paths.filter((path) => path.kind === 'shortest').length;
    rows.push([
      model.name,
      `${coverage.states.covered}/${coverage.states.total}`,
      `${coverage.transitions.covered}/${coverage.transitions.total}`,
      `${paths.length} (${shortest} + ${paths.length - shortest})`,
      `${coverage.percent}%  ${Math.round(performance.now() - started)} ms`,
    ]);
    problems.push(
      ...replay.problems.map((problem) => `${model.name}: ${problem}`),
      ...[...coverage.states.missing, ...coverage.transitions.missing].map(
        (key) => `${model.name}: not covered: ${key}`,
      ),
    );
  }
  for (const file of await readdir(outDir)) {
    if (file.endsWith('.json') && !written.has(file)) await rm(new URL(file, outDir));
  }
  const widths = rows[0]?.map((_, column) => Math.max(...rows.map((row) => row[column]?.length ?? 0))) ?? [];
  for (const row of rows) console.log(row.map((cell, column) => cell.padEnd(widths[column] ?? 0)).join('  '));
  console.log(`\nwrote ${written.size} files to tests/paths/`);
  for (const problem of problems) console.error(problem);
  return problems.length === 0 ? 0 : 1;
}

main().then(
  (code) => {
    process.exitCode = code;
  },
  (error: unknown) => {
    console.error(error);
    process.exitCode = 1;
  },
);
