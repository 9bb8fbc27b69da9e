// Measure 15 (issue 51): the metadata quality of 100,000 datasets for the platform view: every
// score computed (time, statements, peak memory), then the platform's summary request on them and
// the list filtered on a fix. Runs in its own process (bench/measures/qualityProbe.ts) on the
// embedded database; needs no backend.
import { run } from '../lib/processes.mjs';

export const QUALITY_DATASETS = 100_000;

export async function measureQuality() {
  const result = run(process.execPath, [
    '--expose-gc',
    '--import',
    'tsx',
    'bench/measures/qualityProbe.ts',
    String(QUALITY_DATASETS),
  ]);
  return JSON.parse(result.stdout.trim().split('\n').at(-1));
}
