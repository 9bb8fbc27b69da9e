// One machine's hand-made faults, asked of its model from `from` on, in a worker thread: a fault may make
// an eventless transition loop for ever (a guard dropped on `always`), which no code in the same thread
// could stop. scripts/mutation/faults.ts ends a worker that stays silent and counts that fault as caught.
import { parentPort, workerData } from 'node:worker_threads';
import { firstModelProblem } from '../../machines/testing/checkModel.ts';
import { machineFaults } from '../../machines/testing/faults.ts';
import { machineModels } from '../../machines/testing/registry.ts';

export interface FaultWorkerInput {
  readonly machine: string;
  readonly from: number;
}

export type FaultWorkerMessage =
  | { readonly kind: 'count'; readonly total: number }
  | { readonly kind: 'started'; readonly index: number; readonly description: string }
  | {
      readonly kind: 'judged';
      readonly index: number;
      readonly description: string;
      readonly verdict: 'caught' | 'survived' | 'notAMachine';
    }
  | { readonly kind: 'done' };

const { machine: name, from } = workerData as FaultWorkerInput;
const post = (message: FaultWorkerMessage) => parentPort?.postMessage(message);
const model = machineModels.find((candidate) => candidate.name === name);
if (!model) throw new Error(`No machine model named ${name}`);
const faults = machineFaults(model.machine);
post({ kind: 'count', total: faults.length });
for (const [index, fault] of faults.entries()) {
  if (index < from) continue;
  const description = `${fault.kind}: ${fault.description}`;
  post({ kind: 'started', index, description });
  let machine: ReturnType<typeof fault.build>;
  try {
    machine = fault.build();
  } catch {
    post({ kind: 'judged', index, description, verdict: 'notAMachine' });
    continue;
  }
  const problem = await firstModelProblem({ ...model, machine });
  post({ kind: 'judged', index, description, verdict: problem === null ? 'survived' : 'caught' });
}
post({ kind: 'done' });
