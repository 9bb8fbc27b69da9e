import { describe, expect, it } from 'vitest';
import { coverageOf } from './coverage.ts';
import type { MachineModel } from './defineMachineModel.ts';
import { generateModelPaths, unusedSamples } from './generatePaths.ts';
import { ALLOWED_TAGS, conventionProblems } from './inventory.ts';
import { type PathRun, runModelPath } from './runPath.ts';

/**
 * The model test of one machine: its conventions, one test per generated path (shortest and
 * simple, every input) replayed on a real actor with fake actors, and the coverage of the
 * machine definition by all those paths, which must be complete.
 */
export function describeMachineModel(model: MachineModel): void {
  describe(`${model.name} machine model`, () => {
    it('follows the machine conventions', () => {
      expect(conventionProblems(model.machine, ALLOWED_TAGS)).toEqual([]);
    });

    const paths = generateModelPaths(model);
    const runs = new Map<string, PathRun>();

    // A simple path may be dropped as the beginning of a longer shortest path; shortest paths always remain.
    it('generates shortest paths (and simple ones not already walked) that use every sample of the event table', () => {
      expect(paths.some((path) => path.kind === 'shortest')).toBe(true);
      expect(unusedSamples(model, paths)).toEqual([]);
    });

    for (const path of paths) {
      it(path.description, async () => {
        runs.set(path.id, await runModelPath(model, path));
      });
    }

    it('covers every state and every transition of the machine', async () => {
      // Paths filtered out of this run (`-t`) are replayed here, so the figure is always complete.
      for (const path of paths) {
        if (!runs.has(path.id)) runs.set(path.id, await runModelPath(model, path));
      }
      const coverage = coverageOf(model, runs.values());
      expect(coverage.states.missing).toEqual([]);
      expect(coverage.transitions.missing).toEqual([]);
    });
  });
}
