import cluster, { type Worker as ClusterWorker } from 'node:cluster';
import { rm } from 'node:fs/promises';
import { availableParallelism } from 'node:os';
import { join } from 'node:path';
import { AggregatorRegistry, type Registry } from 'prom-client';
import { lockDataFolder } from './dataLock.ts';
import { emptyUploadTmp } from './http/uploads.ts';
import { StartupError } from './startup.ts';

/**
 * Several HTTP processes on one port (node:cluster), all on one PostgreSQL server (decision 0019).
 * The first process opens the database alone (migrations, first seed, `--reset`), the others start
 * once it serves. What they share lives in the database (sessions, CSRF, the token secret, tasks,
 * schedules) and in the data folder (uploads), which this primary process locks for all of them.
 */

/** What a worker process tells the primary once it serves. */
export interface ReadyMessage {
  kind: 'ready';
  url: string;
  seedSeconds: number | null;
  recovered: { interrupted: number[]; resumed: number[] };
}

/** WORKERS: processes serving HTTP; one per core with a PostgreSQL server, one on the embedded database. */
export function workersFromEnv(value: string | undefined, databaseUrl: boolean): number {
  if (value === undefined || value.trim() === '') return databaseUrl ? availableParallelism() : 1;
  const workers = Number(value);
  if (!Number.isSafeInteger(workers) || workers < 1 || workers > 64) {
    throw new StartupError(`WORKERS must be a number of processes from 1 to 64 (got "${value}").`);
  }
  if (workers > 1 && !databaseUrl) {
    throw new StartupError(
      `WORKERS=${workers} needs a PostgreSQL server (DATABASE_URL): the embedded database serves one process. ` +
        'Set DATABASE_URL, or leave WORKERS unset.',
    );
  }
  return workers;
}

/** A worker asks the primary for the metrics of every process; the primary answers with them. */
interface MetricsRequest {
  kind: 'metrics-request';
  id: number;
}
interface MetricsAnswer {
  kind: 'metrics';
  id: number;
  text?: string;
}
/** Longest wait for the other processes' metrics before a worker answers its own alone. */
const METRICS_WAIT_MS = 5_000;

/**
 * In a worker: this process's registry is the one prom-client sends when the primary gathers every
 * process's metrics (its cluster messages).
 */
export function shareMetrics(registry: Registry): void {
  new AggregatorRegistry();
  AggregatorRegistry.setRegistries([registry]);
}

let metricsRequests = 0;
/**
 * In a worker, for GET /metrics: a scrape reaches whichever process accepted its connection, so
 * that process asks the primary for the sum over every process (prom-client's AggregatorRegistry;
 * tasks by status, read from the one database, are one process's reading). Its own metrics when
 * the primary does not answer in time.
 */
export function deploymentMetrics(own: Registry): Promise<string> {
  const id = ++metricsRequests;
  return new Promise((resolve) => {
    const done = (text: string | undefined) => {
      clearTimeout(timer);
      process.off('message', listen);
      if (text !== undefined) resolve(text);
      else own.metrics().then(resolve, () => resolve(''));
    };
    const listen = (message: MetricsAnswer) => {
      if (message?.kind === 'metrics' && message.id === id) done(message.text);
    };
    const timer = setTimeout(() => done(undefined), METRICS_WAIT_MS);
    process.on('message', listen);
    process.send?.({ kind: 'metrics-request', id } satisfies MetricsRequest);
  });
}

/** True in a process forked by `runPrimary`. */
export const isClusterWorker = (): boolean => cluster.isWorker;
/** In a worker: whether it is the first one, which opens the database alone (and resets it when asked). */
export const isFirstWorker = (): boolean => process.env.PUBLISH_FIRST_WORKER === '1';

/** In a worker: tells the primary it serves. */
export function reportReady(message: ReadyMessage): void {
  process.send?.(message);
}

function started(worker: ClusterWorker): Promise<ReadyMessage> {
  return new Promise((resolve, reject) => {
    const exited = (code: number | null) =>
      reject(new StartupError(`a server process stopped while starting (exit code ${code ?? 'none'}).`));
    worker.once('exit', exited);
    worker.on('message', (message: ReadyMessage) => {
      if (message?.kind !== 'ready') return;
      worker.off('exit', exited);
      resolve(message);
    });
  });
}

/**
 * The primary process: locks the data folder, empties the upload scratch folder, starts the first
 * worker, then the others; replaces a worker that stops unexpectedly; stops them all on a signal.
 * Resolves with the first worker's report once every worker serves.
 */
export async function runPrimary(options: {
  workers: number;
  dataDir: string;
  log: (message: string) => void;
}): Promise<ReadyMessage> {
  const lock = lockDataFolder(options.dataDir);
  const aggregator = new AggregatorRegistry();
  cluster.on('message', (worker, message: MetricsRequest) => {
    if (message?.kind !== 'metrics-request') return;
    const answer = (text: string | undefined) =>
      worker.isConnected() && worker.send({ kind: 'metrics', id: message.id, text } satisfies MetricsAnswer);
    aggregator.clusterMetrics().then(answer, () => answer(undefined));
  });
  const scratch = join(options.dataDir, 'uploads', 'tmp');
  await emptyUploadTmp(scratch);
  let stopping = false;

  const stopAll = (code: number) => {
    stopping = true;
    const alive = Object.values(cluster.workers ?? {}).filter((worker) => worker && !worker.isDead());
    let left = alive.length;
    const done = () => {
      lock.release();
      process.exit(code);
    };
    if (left === 0) done();
    for (const worker of alive) {
      worker?.once('exit', () => {
        left -= 1;
        if (left === 0) done();
      });
      worker?.process.kill('SIGTERM');
    }
  };
  process.on('SIGINT', () => stopAll(0));
  process.on('SIGTERM', () => stopAll(0));

  try {
    const first = cluster.fork({ PUBLISH_FIRST_WORKER: '1' });
    const report = await started(first);
    await Promise.all(Array.from({ length: options.workers - 1 }, () => started(cluster.fork())));
    cluster.on('exit', (worker, code, signal) => {
      if (stopping) return;
      const pid = worker.process.pid;
      options.log(
        `Server process ${pid} stopped (${signal ?? `exit code ${code}`}): starting another one. ` +
          'Its running tasks end in FAILURE once the others notice it is gone.',
      );
      rm(join(scratch, `p${pid}`), { recursive: true, force: true }).catch(() => undefined);
      cluster.fork();
    });
    return report;
  } catch (error) {
    stopAll(1);
    throw error;
  }
}
