// npm run mutation (second part): the hand-made state-machine faults of machines/testing/faults.ts, each
// asked of the machine's own model, in a worker thread per machine (scripts/mutation/faultWorker.ts). A
// fault that makes the machine loop for ever never answers (or ends its worker with an error): the worker is
// ended, the fault counts as caught (the machine hangs or crashes, as Stryker counts a timeout), and a new
// worker goes on from the next fault.
// Prints, per machine, the faults caught and the ones that survive.
// Usage: tsx scripts/mutation/faults.ts [--only=name,name] [--json=file]
import { writeFileSync } from 'node:fs';
import { Worker } from 'node:worker_threads';
import { machineModels } from '../../machines/testing/registry.ts';
import type { FaultWorkerInput, FaultWorkerMessage } from './faultWorker.ts';

const only = process.argv
  .find((arg) => arg.startsWith('--only='))
  ?.slice('--only='.length)
  .split(',');
const jsonFile = process.argv.find((arg) => arg.startsWith('--json='))?.slice('--json='.length);
// The worker is TypeScript: tsx's API loads it there (a worker does not inherit tsx's loader).
const WORKER_BOOTSTRAP = `import(${JSON.stringify(import.meta.resolve('tsx/esm/api'))}).then(({ tsImport }) => tsImport(${JSON.stringify(new URL('./faultWorker.ts', import.meta.url).href)}, ${JSON.stringify(import.meta.url)}))`;
/** A fault's model check takes well under a second; one that stays silent this long hangs. */
const HANG_MS = 30_000;

interface MachineFaultResult {
  readonly machine: string;
  readonly total: number;
  readonly caught: number;
  readonly hangs: readonly string[];
  readonly survivors: readonly string[];
}

/** Runs the faults of one machine from `from` on; resolves with where it stopped (a hang, a crash) or null when done. */
function runFrom(
  machine: string,
  from: number,
  judge: (message: Extract<FaultWorkerMessage, { kind: 'judged' }>) => void,
): Promise<{ hungAt: number; description: string } | null> {
  return new Promise((resolve) => {
    const worker = new Worker(WORKER_BOOTSTRAP, {
      eval: true,
      workerData: { machine, from } satisfies FaultWorkerInput,
    });
    let current: { index: number; description: string } | null = null;
    let timer: NodeJS.Timeout | undefined;
    const arm = () => {
      clearTimeout(timer);
      timer = setTimeout(() => {
        void worker.terminate();
        resolve(current ? { hungAt: current.index, description: current.description } : null);
      }, HANG_MS);
    };
    arm();
    worker.on('message', (message: FaultWorkerMessage) => {
      arm();
      if (message.kind === 'started') current = { index: message.index, description: message.description };
      if (message.kind === 'judged') judge(message);
      if (message.kind === 'done') {
        clearTimeout(timer);
        void worker.terminate();
        resolve(null);
      }
    });
    // A fault that makes the machine throw out of reach of the model's checks ends the worker: caught too.
    worker.on('error', () => {
      clearTimeout(timer);
      resolve(current ? { hungAt: current.index, description: current.description } : null);
    });
  });
}

const results: MachineFaultResult[] = [];
for (const model of machineModels) {
  if (only && !only.includes(model.name)) continue;
  const survivors: string[] = [];
  const hangs: string[] = [];
  let total = 0;
  let from = 0;
  for (;;) {
    const stop = await runFrom(model.name, from, (message) => {
      if (message.verdict === 'notAMachine') return; // Not a machine XState accepts: no fault to look for.
      total += 1;
      if (message.verdict === 'survived') survivors.push(message.description);
    });
    if (!stop) break;
    total += 1;
    hangs.push(stop.description);
    from = stop.hungAt + 1;
  }
  results.push({ machine: model.name, total, caught: total - survivors.length, hangs, survivors });
  const hung = hangs.length > 0 ? ` (${hangs.length} by hanging the machine)` : '';
  console.log(`${model.name}: ${total - survivors.length} of ${total} faults caught${hung}`);
  for (const survivor of survivors) console.log(`  survives: ${survivor}`);
}
if (jsonFile) writeFileSync(jsonFile, `${JSON.stringify(results, null, 2)}\n`);
const survived = results.reduce((sum, result) => sum + result.survivors.length, 0);
const caught = results.reduce((sum, result) => sum + result.caught, 0);
const total = results.reduce((sum, result) => sum + result.total, 0);
console.log(`\n${caught} of ${total} faults caught; ${survived} survive`);
process.exitCode = survived > 0 ? 1 : 0;
