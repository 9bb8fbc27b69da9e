/** Every answer of a load run, by operation: status counts and durations for the figures. */
export interface Sample {
  operation: string;
  status: number;
  ms: number;
}

export interface OperationFigures {
  operation: string;
  requests: number;
  p50: number;
  p95: number;
  max: number;
  statuses: Record<string, number>;
}

/** The value at quantile q (0..1) of sorted numbers, nearest-rank method. */
export function quantile(sorted: number[], q: number): number {
  if (sorted.length === 0) return 0;
  const rank = Math.max(1, Math.ceil(q * sorted.length));
  return sorted[Math.min(rank, sorted.length) - 1] ?? 0;
}

export class AnswerLog {
  readonly samples: Sample[] = [];
  /** Answers that were not the one expected (status or content), with what was wrong. */
  readonly problems: string[] = [];

  record(operation: string, status: number, ms: number): void {
    this.samples.push({ operation, status, ms });
  }

  problem(description: string): void {
    this.problems.push(description);
  }

  figures(): OperationFigures[] {
    const byOperation = new Map<string, Sample[]>();
    for (const sample of this.samples) {
      const list = byOperation.get(sample.operation) ?? [];
      list.push(sample);
      byOperation.set(sample.operation, list);
    }
    return [...byOperation].map(([operation, samples]) => {
      const durations = samples.map((sample) => sample.ms).sort((a, b) => a - b);
      const statuses: Record<string, number> = {};
      for (const sample of samples) statuses[sample.status] = (statuses[sample.status] ?? 0) + 1;
      return {
        operation,
        requests: samples.length,
        p50: quantile(durations, 0.5),
        p95: quantile(durations, 0.95),
        max: durations.at(-1) ?? 0,
        statuses,
      };
    });
  }

  /** A table for the console (and docs/load.md). */
  report(seconds: number, editors: number): string {
    const rows = this.figures().map(
      (f) =>
        `| ${f.operation} | ${f.requests} | ${f.p50.toFixed(0)} | ${f.p95.toFixed(0)} | ${f.max.toFixed(0)} | ${Object.entries(
          f.statuses,
        )
          .map(([status, count]) => `${status}×${count}`)
          .join(' ')} |`,
    );
    const total = this.samples.length;
    const serverErrors = this.samples.filter((sample) => sample.status >= 500).length;
    return [
      `${editors} editors for ${seconds.toFixed(0)} s: ${total} requests (${(total / seconds).toFixed(0)}/s), ${serverErrors} server errors, ${this.problems.length} problems`,
      '| operation | requests | p50 ms | p95 ms | max ms | statuses |',
      '| --- | ---: | ---: | ---: | ---: | --- |',
      ...rows,
    ].join('\n');
  }
}
