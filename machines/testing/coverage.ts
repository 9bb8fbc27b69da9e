import type { MachineModel } from './defineMachineModel.ts';
import { inventoryOf } from './inventory.ts';
import type { PathRun } from './runPath.ts';

export interface CoverageCount {
  readonly total: number;
  readonly covered: number;
  /** Keys of the machine definition that no replayed path reached or took. */
  readonly missing: readonly string[];
}

export interface Coverage {
  readonly states: CoverageCount;
  readonly transitions: CoverageCount;
  /** States and transitions together, in percent, rounded down. */
  readonly percent: number;
}

function count(all: readonly string[], reached: ReadonlySet<string>): CoverageCount {
  const missing = all.filter((key) => !reached.has(key));
  return { total: all.length, covered: all.length - missing.length, missing };
}

/** State and transition coverage of a set of replayed paths, measured against the machine definition. */
export function coverageOf(model: MachineModel, runs: Iterable<PathRun>): Coverage {
  const inventory = inventoryOf(model.machine);
  const states = new Set<string>();
  const transitions = new Set<string>();
  for (const run of runs) {
    for (const key of run.states) states.add(key);
    for (const key of run.transitions) transitions.add(key);
  }
  const stateCount = count(
    inventory.states.map((state) => state.key),
    states,
  );
  const transitionCount = count(
    inventory.transitions.map((transition) => transition.key),
    transitions,
  );
  const total = stateCount.total + transitionCount.total;
  const covered = stateCount.covered + transitionCount.covered;
  return {
    states: stateCount,
    transitions: transitionCount,
    percent: total === 0 ? 100 : Math.floor((covered * 100) / total),
  };
}
