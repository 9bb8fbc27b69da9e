import { type Coverage, coverageOf } from './coverage.ts';
import type { MachineModel } from './defineMachineModel.ts';
import { generateModelPaths, type ModelPath, unusedSamples } from './generatePaths.ts';
import { ALLOWED_TAGS, conventionProblems } from './inventory.ts';
import { type PathRun, runModelPath } from './runPath.ts';

export interface ModelReplay {
  readonly paths: readonly ModelPath[];
  /** What each path covered, in the order of `paths`. */
  readonly runs: readonly PathRun[];
  readonly coverage: Coverage;
  /** Broken conventions and unused event samples: each one fails `npm run paths`. */
  readonly problems: readonly string[];
}

/** Generates every path of a model and replays them all; throws on the first path that fails. */
export async function replayModel(model: MachineModel): Promise<ModelReplay> {
  const paths = generateModelPaths(model);
  const runs: PathRun[] = [];
  for (const path of paths) runs.push(await runModelPath(model, path));
  return {
    paths,
    runs,
    coverage: coverageOf(model, runs),
    problems: [
      ...conventionProblems(model.machine, ALLOWED_TAGS),
      ...unusedSamples(model, paths).map(
        (sample) => `event sample used by no path: ${JSON.stringify(sample)}`,
      ),
    ],
  };
}
