import { describe, expect, it } from 'vitest';
import { type AnyActorLogic, createActor, StateMachine } from 'xstate';
import { coverageOf } from './coverage.ts';
import type { MachineModel } from './defineMachineModel.ts';
import { generateModelPaths, type ModelPath, unusedSamples } from './generatePaths.ts';
import { ALLOWED_TAGS, conventionProblems } from './inventory.ts';
import { type PathRun, runModelPath } from './runPath.ts';
import { substanceProblems } from './substance.ts';

/**
 * The model test of one machine: its conventions, one test per generated path (shortest and
 * simple, every input) replayed on a real actor with fake actors, the coverage of the machine
 * definition by all those paths, which must be complete, and the substance of the model's tables.
 */
export function describeMachineModel(model: MachineModel): void {
  describe(`${model.name} machine model`, () => {
    it('follows the machine conventions', () => {
      expect(conventionProblems(model.machine, ALLOWED_TAGS)).toEqual([]);
    });

    // Started without src/flows (a screen wired wrong), a request fails at once and says which one.
    it('declares its requests as placeholders that fail, naming themselves, until they are provided', async () => {
      for (const [name, logic] of Object.entries(model.machine.implementations.actors)) {
        if (logic instanceof StateMachine) continue; // A child machine is real logic, tested by its own model.
        const actor = createActor(logic as AnyActorLogic, { input: undefined });
        const failure = new Promise<unknown>((resolve) => actor.subscribe({ error: resolve }));
        actor.start();
        const error = await failure;
        expect(error instanceof Error ? error.message : '').toMatch(new RegExp(`^${name} not provided`));
      }
    });

    // Paths are generated while the tests are collected (one test each). A machine whose exploration
    // throws must fail a test, not the collection: a file that fails to collect runs no test, and a
    // mutation run would count the fault as surviving (stryker-js issue #6150).
    let paths: ModelPath[] = [];
    let generationError: unknown = null;
    try {
      paths = generateModelPaths(model);
    } catch (error) {
      generationError = error;
    }
    const runs = new Map<string, PathRun>();
    const allRuns = async () => {
      // Paths filtered out of this run (`-t`) are replayed here, so the figure is always complete.
      for (const path of paths) {
        if (!runs.has(path.id)) runs.set(path.id, await runModelPath(model, path));
      }
      return [...runs.values()];
    };

    // A simple path may be dropped as the beginning of a longer shortest path; shortest paths always remain.
    it('generates shortest paths (and simple ones not already walked) that use every sample of the event table', () => {
      if (generationError) throw generationError;
      expect(paths.some((path) => path.kind === 'shortest')).toBe(true);
      expect(unusedSamples(model, paths)).toEqual([]);
    });

    for (const path of paths) {
      it(path.description, async () => {
        runs.set(path.id, await runModelPath(model, path));
      });
    }

    it('covers every state and every transition of the machine', async () => {
      if (generationError) throw generationError;
      const coverage = coverageOf(model, await allRuns());
      expect(coverage.states.missing).toEqual([]);
      expect(coverage.transitions.missing).toEqual([]);
    });

    it('checks something in every state entry and every step expectation', async () => {
      if (generationError) throw generationError;
      expect(substanceProblems(model, await allRuns())).toEqual([]);
    });
  });
}
