import { coverageOf } from './coverage.ts';
import type { MachineModel } from './defineMachineModel.ts';
import { generateModelPaths, unusedSamples } from './generatePaths.ts';
import { ALLOWED_TAGS, conventionProblems } from './inventory.ts';
import { type PathRun, runModelPath } from './runPath.ts';
import { substanceProblems } from './substance.ts';

const firstLine = (error: unknown) => (error instanceof Error ? error.message : String(error)).split('\n')[0];

/**
 * What `describeMachineModel` checks, without a test runner: the first problem the model finds with its
 * machine, or null. The fault run (scripts/mutation/faults.ts) asks it of each faulty machine.
 */
export async function firstModelProblem(model: MachineModel): Promise<string | null> {
  try {
    const conventions = conventionProblems(model.machine, ALLOWED_TAGS);
    if (conventions[0]) return `conventions: ${conventions[0]}`;
    const paths = generateModelPaths(model);
    const unused = unusedSamples(model, paths);
    if (unused[0]) return `unused sample: ${JSON.stringify(unused[0]).slice(0, 120)}`;
    const runs: PathRun[] = [];
    for (const path of paths) {
      try {
        runs.push(await runModelPath(model, path));
      } catch (error) {
        return `path ${path.id}: ${firstLine(error)} ${(error instanceof Error ? error.message : '').split('\n')[1]?.trim() ?? ''}`;
      }
    }
    const coverage = coverageOf(model, runs);
    const missing = [...coverage.states.missing, ...coverage.transitions.missing];
    if (missing[0]) return `not covered: ${missing[0]}`;
    const substance = substanceProblems(model, runs);
    return substance[0] ?? null;
  } catch (error) {
    return `failed: ${firstLine(error)}`;
  }
}
