// Measure 9 (security audit H4): the data readers and the rich-text sanitiser keep the event loop free
// and memory bounded. A 28.6 MB CSV of 3,000,000 short rows read as the file-upload job reads it, and a
// description of 80,000 nested <blockquote> cleaned as a dataset save cleans it (worker thread, 2 s
// budget), then on the event loop for comparison: time, longest event-loop stall, resident memory
// growth. Runs in its own process (bench/measures/readersProbe.ts); needs no backend.
import { createWriteStream } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { run } from '../lib/processes.mjs';

const ROWS = 3_000_000;

/** Points in French Guiana, about 10 bytes a row (the audit's file had 3,000,000 rows in 28.6 MB). */
async function writeCsv(path) {
  const out = createWriteStream(path);
  let block = 'x;y\n';
  for (let i = 0; i < ROWS; i += 1) {
    block += `-54.${i % 10};4.${i % 10}\n`;
    if (block.length < 1 << 20) continue;
    if (!out.write(block)) await new Promise((resolve) => out.once('drain', resolve));
    block = '';
  }
  await new Promise((resolve, reject) => out.end(block, (error) => (error ? reject(error) : resolve())));
}

export async function measureReaders() {
  const dir = await mkdtemp(join(tmpdir(), 'bench-readers-'));
  try {
    const path = join(dir, 'points.csv');
    await writeCsv(path);
    const result = run(process.execPath, [
      '--expose-gc',
      '--import',
      'tsx',
      'bench/measures/readersProbe.ts',
      path,
    ]);
    return { csvRows: ROWS, ...JSON.parse(result.stdout.trim().split('\n').at(-1)) };
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}
