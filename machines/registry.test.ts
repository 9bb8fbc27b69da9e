import { readdirSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { machineModels } from './testing/registry.ts';

describe('machine registry', () => {
  it('has a model for every machine file, under the file name', () => {
    const files = readdirSync(import.meta.dirname)
      .filter((file) => file.endsWith('.machine.ts'))
      .map((file) => file.replace(/\.machine\.ts$/, ''))
      .sort();
    expect(machineModels.map((model) => model.name).sort()).toEqual(files);
  });

  it('names each model after its machine id', () => {
    for (const model of machineModels) expect(model.machine.id).toBe(model.name);
  });
});
