// Measure 12 (issue 45): the harvest of 1,000 records with 5 distributions each, first (everything
// created: datasets, 5,000 URL resources, versions, activity) and again unchanged (nothing written):
// time, queries and peak memory. Runs in its own process (bench/measures/harvestProbe.ts) on the
// embedded database, the catalogue client answering records made in memory; needs no backend.
import { run } from '../lib/processes.mjs';

export const HARVEST_RECORDS = 1000;

export async function measureHarvest() {
  const result = run(process.execPath, [
    '--expose-gc',
    '--import',
    'tsx',
    'bench/measures/harvestProbe.ts',
    String(HARVEST_RECORDS),
  ]);
  return JSON.parse(result.stdout.trim().split('\n').at(-1));
}
