// Run by readers.mjs in its own process (node --expose-gc --import tsx): the data readers and the
// rich-text sanitiser as the server runs them, with the event loop's longest stall
// (perf_hooks.monitorEventLoopDelay) and the growth of resident memory while each works.
import { createReadStream } from 'node:fs';
import { stat } from 'node:fs/promises';
import { monitorEventLoopDelay } from 'node:perf_hooks';
import { sanitiseDescription } from '../../contract/sanitiseRichText.ts';
import { readCsvLayerStream } from '../../server/data/layer.ts';
import { sanitiseDescriptionOffThread } from '../../server/data/sanitiserPool.ts';

const NESTED = 80_000;
const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function watch(work: () => Promise<unknown>) {
  (globalThis as { gc?: () => void }).gc?.();
  await pause(100);
  const histogram = monitorEventLoopDelay({ resolution: 10 });
  const base = process.memoryUsage().rss;
  let peak = base;
  const sampler = setInterval(() => {
    peak = Math.max(peak, process.memoryUsage().rss);
  }, 5);
  histogram.enable();
  // The histogram's timer must be running before the work starts, and fire once after it ends:
  // a stall is recorded when the timer finally runs.
  await pause(30);
  const start = performance.now();
  let outcome: unknown;
  try {
    outcome = await work();
  } catch (error) {
    outcome = String((error as Error).message ?? error).slice(0, 100);
  }
  const ms = performance.now() - start;
  await pause(30);
  histogram.disable();
  clearInterval(sampler);
  peak = Math.max(peak, process.memoryUsage().rss);
  return {
    ms: Math.round(ms),
    maxStallMs: Math.round(histogram.max / 1e6),
    rssGrowthMb: Math.round((peak - base) / (1024 * 1024)),
    outcome,
  };
}

// The CSV is written by readers.mjs, so that making it does not count in this process's memory.
const path = process.argv[2] as string;
{
  const csvMb = Math.round(((await stat(path)).size / (1024 * 1024)) * 10) / 10;
  // As the file-upload job reads it: a stream of 64 kB pieces.
  const csv = await watch(
    async () =>
      (
        await readCsvLayerStream(createReadStream(path, { highWaterMark: 64 * 1024 }), {
          columnX: 'x',
          columnY: 'y',
          crs: 'EPSG:4326',
        })
      ).featureCount,
  );

  const nested = `${'<blockquote>'.repeat(NESTED)}x${'</blockquote>'.repeat(NESTED)}`;
  // Once to start the workers (tsx loads the policy), so the figure is a save on a running server.
  await sanitiseDescriptionOffThread('<p>x</p>', 'fr');
  const sanitiser = await watch(
    async () => (await sanitiseDescriptionOffThread(nested, 'fr')).description.length,
  );
  // The same text cleaned on the event loop, as the server did before.
  const onEventLoop = await watch(async () => sanitiseDescription(nested).length);
  console.log(JSON.stringify({ csvMb, csv, nestedBlockquotes: NESTED, sanitiser, onEventLoop }));
}
