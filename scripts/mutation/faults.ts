// npm run mutation (second part): the hand-made state-machine faults of machines/testing/faults.ts, each
// asked of the machine's own model. Prints, per machine, the faults caught and the ones that survive.
// Usage: tsx scripts/mutation/faults.ts [--only=name,name] [--json=file]
import { writeFileSync } from 'node:fs';
import { firstModelProblem } from '../../machines/testing/checkModel.ts';
import { machineFaults } from '../../machines/testing/faults.ts';
import { machineModels } from '../../machines/testing/registry.ts';

const only = process.argv
  .find((arg) => arg.startsWith('--only='))
  ?.slice('--only='.length)
  .split(',');
const jsonFile = process.argv.find((arg) => arg.startsWith('--json='))?.slice('--json='.length);

interface MachineFaultResult {
  readonly machine: string;
  readonly total: number;
  readonly caught: number;
  readonly survivors: readonly string[];
}

const results: MachineFaultResult[] = [];
for (const model of machineModels) {
  if (only && !only.includes(model.name)) continue;
  const survivors: string[] = [];
  let total = 0;
  for (const fault of machineFaults(model.machine)) {
    let machine: ReturnType<typeof fault.build>;
    try {
      machine = fault.build();
    } catch {
      continue; // Not a machine XState accepts: no fault to look for.
    }
    total += 1;
    const problem = await firstModelProblem({ ...model, machine });
    if (problem === null) survivors.push(`${fault.kind}: ${fault.description}`);
  }
  results.push({ machine: model.name, total, caught: total - survivors.length, survivors });
  console.log(`${model.name}: ${total - survivors.length} of ${total} faults caught`);
  for (const survivor of survivors) console.log(`  survives: ${survivor}`);
}
if (jsonFile) writeFileSync(jsonFile, `${JSON.stringify(results, null, 2)}\n`);
const survived = results.reduce((sum, result) => sum + result.survivors.length, 0);
console.log(
  `\n${results.reduce((sum, r) => sum + r.caught, 0)} of ${results.reduce((sum, r) => sum + r.total, 0)} faults caught; ${survived} survive`,
);
process.exitCode = survived > 0 ? 1 : 0;
