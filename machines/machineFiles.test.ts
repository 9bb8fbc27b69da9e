import { describe, expect, it } from 'vitest';
import type { AnyStateMachine } from 'xstate';

// Each machine file is loaded, and so its machine built, inside a test. A machine XState cannot build (an
// initial state that does not exist, a target nobody has) then fails a test here; the model test files,
// which import it, fail to collect instead, and a mutation run counts a file that does not collect as a
// fault that survived (stryker-js issue #6150).
const machineFiles = import.meta.glob<{ default: AnyStateMachine }>('./*.machine.ts');

describe('machine files', () => {
  it('are found', () => {
    expect(Object.keys(machineFiles).length).toBeGreaterThan(0);
  });

  for (const [file, load] of Object.entries(machineFiles)) {
    it(`${file} builds its machine, named after the file`, async () => {
      const machine = (await load()).default;
      expect(machine.id).toBe(file.replace(/^\.\//, '').replace(/\.machine\.ts$/, ''));
      expect(Object.keys(machine.root.states).length).toBeGreaterThan(0);
    });
  }
});
