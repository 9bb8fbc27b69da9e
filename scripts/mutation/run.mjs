// npm run mutation: how many wrong machines the machine tests catch. Two measures, per machine:
// 1. Stryker (scripts/mutation/stryker.config.mjs) mutates machines/<name>.machine.ts and runs the machine
//    tests (machines/*.test.ts, the docs-page comparison left out); the score is the mutants killed (or timed
//    out) over the mutants made, those in code nothing runs included.
// 2. The hand-made state-machine faults (scripts/mutation/faults.ts): a transition retargeted to a sibling,
//    an action dropped, a guard removed, a delay doubled, each asked of the machine's own model.
// A measure like the bench, not part of npm test: the whole run takes some 40 minutes on two cores.
// Usage: npm run mutation [-- --only=name,name] [--survivors] [--no-faults]
import { spawnSync } from 'node:child_process';
import { mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';

const TARGET = 95;
const args = process.argv.slice(2);
const only = args
  .find((arg) => arg.startsWith('--only='))
  ?.slice('--only='.length)
  .split(',')
  .filter(Boolean);
const machines = readdirSync('machines')
  .filter((file) => file.endsWith('.machine.ts'))
  .map((file) => file.replace(/\.machine\.ts$/, ''))
  .filter((name) => !only || only.includes(name));
if (machines.length === 0) {
  console.error(`No machine named ${only?.join(', ')} in machines/`);
  process.exit(2);
}

const reportDir = 'reports/mutation';
mkdirSync(reportDir, { recursive: true });
const suffix = only ? `-${only.join('-')}` : '';
const report = `${reportDir}/mutation${suffix}.json`;
const stryker = spawnSync('npx', ['stryker', 'run', 'scripts/mutation/stryker.config.mjs'], {
  stdio: ['ignore', 'inherit', 'inherit'],
  env: {
    ...process.env,
    MUTATE: machines.map((name) => `machines/${name}.machine.ts`).join(','),
    MUTATION_REPORT: report,
    MUTATION_TMP: `.stryker-tmp${suffix}`,
  },
});
if (stryker.status !== 0) {
  console.error('Stryker failed: no score.');
  process.exit(stryker.status ?? 1);
}

const detected = new Set(['Killed', 'Timeout']);
const undetected = new Set(['Survived', 'NoCoverage']);
const files = JSON.parse(readFileSync(report, 'utf8')).files;
const scores = [];
for (const [path, file] of Object.entries(files)) {
  const name = path.replace(/^.*\//, '').replace(/\.machine\.ts$/, '');
  const mutants = file.mutants;
  const count = (statuses) => mutants.filter((mutant) => statuses.has(mutant.status)).length;
  const killed = count(detected);
  const survivors = mutants.filter((mutant) => undetected.has(mutant.status));
  const lines = file.source.split('\n');
  scores.push({
    machine: name,
    mutants: killed + survivors.length,
    killed,
    survived: survivors.filter((mutant) => mutant.status === 'Survived').length,
    noCoverage: survivors.filter((mutant) => mutant.status === 'NoCoverage').length,
    score:
      killed + survivors.length === 0 ? 100 : Math.floor((killed * 1000) / (killed + survivors.length)) / 10,
    survivors: survivors.map((mutant) => ({
      status: mutant.status,
      line: mutant.location.start.line,
      mutator: mutant.mutatorName,
      original: (lines[mutant.location.start.line - 1] ?? '').trim(),
      replacement: mutant.replacement,
    })),
  });
}
scores.sort((a, b) => a.machine.localeCompare(b.machine));
writeFileSync(`${reportDir}/scores${suffix}.json`, `${JSON.stringify(scores, null, 2)}\n`);

console.log(`\nMutation score per machine (machine tests only; target ${TARGET}%):`);
for (const score of scores) {
  const mark = score.score >= TARGET ? 'ok  ' : 'LOW ';
  console.log(
    `${mark} ${score.machine.padEnd(24)} ${String(score.score).padStart(5)}%  ${score.killed}/${score.mutants} killed, ${score.survived} survived, ${score.noCoverage} in code nothing runs`,
  );
  if (args.includes('--survivors')) {
    for (const survivor of score.survivors) {
      console.log(
        `       line ${survivor.line} ${survivor.mutator}: ${survivor.original}  →  ${survivor.replacement.split('\n')[0]}`,
      );
    }
  }
}
const total = scores.reduce(
  (sum, s) => ({ killed: sum.killed + s.killed, mutants: sum.mutants + s.mutants }),
  {
    killed: 0,
    mutants: 0,
  },
);
console.log(
  `All machines: ${Math.floor((total.killed * 1000) / total.mutants) / 10}% (${total.killed}/${total.mutants})`,
);

let faultsOk = true;
if (!args.includes('--no-faults')) {
  console.log('\nHand-made state-machine faults:');
  faultsOk =
    spawnSync(
      'npx',
      [
        'tsx',
        'scripts/mutation/faults.ts',
        `--only=${machines.join(',')}`,
        `--json=${reportDir}/faults${suffix}.json`,
      ],
      {
        stdio: 'inherit',
      },
    ).status === 0;
}
process.exit(scores.every((score) => score.score >= TARGET) && faultsOk ? 0 : 1);
