import type { MachineModel } from './defineMachineModel.ts';
import { activeStateKeys } from './generatePaths.ts';
import { checkStepExpectation, type ObservedStep, type PathRun } from './runPath.ts';

const throws = (check: () => void): boolean => {
  try {
    check();
    return false;
  } catch {
    return true;
  }
};

/**
 * Entries that check nothing: an empty state entry (`{}`) or a step expectation that accepts anything
 * satisfies the compile-time tables, so each must also be seen to reject something. A state's check must
 * fail on at least one step observed while that state was not active; a step's expectation must fail on
 * at least one of its steps undone (the state, context, requests and actions left as they were before it).
 */
export function substanceProblems(model: MachineModel, runs: Iterable<PathRun>): string[] {
  const steps: ObservedStep[] = [...runs].flatMap((run) => run.steps);
  const problems: string[] = [];
  for (const [stateKey, entry] of Object.entries(model.states)) {
    const check = entry.check;
    if (!check) {
      problems.push(`state '${stateKey}': its entry has no check of what the state shows`);
      continue;
    }
    const elsewhere = steps.filter((step) => !step.active.includes(stateKey));
    if (elsewhere.length > 0 && !elsewhere.some((step) => throws(() => check(step.observation)))) {
      problems.push(`state '${stateKey}': its check passes in every other state too, so it checks nothing`);
    }
  }
  for (const stepKey of Object.keys(model.steps)) {
    const taken = steps.filter((step) => step.stepKey === stepKey);
    const rejectsUndone = taken.some((step) => {
      const { previous } = step.observation;
      if (!previous) return false;
      const undone = { ...step.observation, snapshot: previous, actions: [], started: [] };
      return throws(() => checkStepExpectation(model, stepKey, activeStateKeys(previous), undone));
    });
    if (taken.length > 0 && !rejectsUndone) {
      problems.push(`step '${stepKey}': its expectation accepts the step undone, so it checks nothing`);
    }
  }
  return problems;
}
