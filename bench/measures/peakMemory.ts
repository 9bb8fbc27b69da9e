// What a probe's piece of work costs in time and resident memory: the process's resident set
// sampled every 10 ms while it runs, after a collection when the probe runs with --expose-gc.

const MB = 1024 * 1024;

export async function withPeakMemory<T>(
  work: () => Promise<T>,
): Promise<{ result: T; ms: number; peakRssMb: number; rssGrowthMb: number }> {
  (globalThis as { gc?: () => void }).gc?.();
  const base = process.memoryUsage().rss;
  let peak = base;
  const sampler = setInterval(() => {
    peak = Math.max(peak, process.memoryUsage().rss);
  }, 10);
  const started = performance.now();
  try {
    const result = await work();
    return {
      result,
      ms: performance.now() - started,
      peakRssMb: Math.round(peak / MB),
      rssGrowthMb: Math.round((peak - base) / MB),
    };
  } finally {
    clearInterval(sampler);
  }
}
