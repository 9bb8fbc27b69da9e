import { rm } from 'node:fs/promises';
import type { IncomingMessage, Server, ServerResponse } from 'node:http';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Registry } from 'prom-client';
import { type DataLock, lockDataFolder } from './dataLock.ts';
import { type Database, openPglite, openPostgres } from './db/database.ts';
import { migrate } from './db/migrate.ts';
import { countRequests, withTurns } from './db/turns.ts';
import type { AppServices } from './handlers/kit/context.ts';
import { AnswerCache, DEFAULT_ANSWER_CACHE_BYTES } from './http/answerCache.ts';
import type { RateLimits } from './http/exchange.ts';
import { createMetrics } from './http/metrics.ts';
import type { OriginOptions } from './http/origin.ts';
import { createPipeline } from './http/pipeline.ts';
import type { LogLevel } from './http/requestLog.ts';
import { DEFAULT_SPEC_PATH, type LoadedSpec, loadSpec } from './http/spec.ts';
import {
  defaultFreeSpaceMargin,
  emptyUploadTmp,
  UPLOAD_REQUEST_LIMIT,
  type UploadLimits,
} from './http/uploads.ts';
import { Validators } from './http/validation.ts';
import { createLoginService } from './login/service.ts';
import type { ThrottleOptions } from './login/throttle.ts';
import { durationSettings } from './model/task/durations.ts';
import { DEFAULT_REMOTE, type RemoteOptions } from './net/remoteFetch.ts';
import { ensureDemoFiles } from './seed/files.ts';
import { writeLicenceAliases } from './seed/licenceAliases.ts';
import { translateReferenceItems } from './seed/referenceLabels.ts';
import { isEmpty, seedDatabase } from './seed/seed.ts';
import { listenOn } from './startup.ts';
import { createLinkCheck, DEFAULT_LINK_CHECK_INTERVAL_MS, type LinkCheck } from './tasks/linkCheck.ts';
import { createQualityRefresh, type QualityRefresh } from './tasks/qualityRefresh.ts';
import { PROCESS_BEAT_MS, registerServerProcess, type ServerProcess } from './tasks/serverProcess.ts';
import { createTaskPoller, type TaskPoller } from './tasks/taskPoller.ts';
import { createTaskQueue, type TaskQueue } from './tasks/taskQueue.ts';
import { createScheduler, type Scheduler } from './worker/scheduler.ts';
import { createWorker } from './worker/worker.ts';

export interface AppOptions {
  /** Data folder: the embedded database (`pgdata/`) and uploaded files (`uploads/`). Default `.data/`. */
  dataDir?: string;
  /** PostgreSQL connection string; the embedded database is used when absent. */
  databaseUrl?: string;
  /** Built SPA served at /publish/. Default `dist/`. */
  distDir?: string;
  /** Seed an empty database (default true). */
  seed?: boolean;
  /** Wipe the database and the uploaded files first, then seed. */
  reset?: boolean;
  /** Keep the embedded database in memory (tests); uploaded files still go to `dataDir`. */
  memoryDb?: boolean;
  /** Start the embedded database from a dump made by `app.db.dump()`. */
  loadDataDir?: Blob;
  /** Check every answer against the contract; a drift answers 500 and is recorded (tests). */
  validateResponses?: boolean;
  specPath?: string;
  /** Limits of unsafe requests and sign-ins per client (tests tighten them); see DEFAULT_RATE_LIMITS. */
  rateLimits?: Partial<RateLimits>;
  /** Locales accepted in `/{locale}/`; the contract's server enum plus `it` by default. */
  locales?: string[];
  log?: (message: string, error?: unknown) => void;
  /** Run queued tasks (default true); without a worker they stay PENDING. */
  worker?: boolean;
  /** Let the server reach private and loopback addresses (env ALLOW_PRIVATE_REMOTE=1). Default false. */
  allowPrivateRemote?: boolean;
  /** Time allowed for a request to another server, in ms (default 15 000). */
  remoteTimeoutMs?: number;
  /** Largest answer read from another server, in bytes (default 50 MB). */
  remoteMaxBytes?: number;
  /** How often scheduled executions and harvests are looked at, in ms (default 60 000; 0: never). */
  schedulerIntervalMs?: number;
  /** How often every URL resource (href) is checked, in ms (default 6 hours; 0: never). */
  linkCheckIntervalMs?: number;
  /**
   * How often stale metadata quality scores are recomputed in the background, in ms (default 0:
   * never, readers rescore their scope anyway; the server process sets QUALITY_REFRESH_INTERVAL_MS).
   */
  qualityRefreshIntervalMs?: number;
  /** Session and CSRF cookies only over HTTPS (env COOKIE_SECURE=1). Default false (http://localhost). */
  secureCookies?: boolean;
  /** Limits of the sign-in brute-force protection (tests tighten them); see DEFAULT_THROTTLE. */
  signInThrottle?: Partial<ThrottleOptions>;
  /**
   * Free space the data folder keeps, in bytes: an upload that could leave less is refused with 507
   * (default 5 % of the file system, at most 1 GiB).
   */
  uploadFreeSpaceMargin?: number;
  /** Public address of the platform for absolute URLs (env PUBLIC_URL); the request's Host otherwise. */
  publicUrl?: string;
  /** Believe X-Forwarded-Proto / X-Forwarded-Host for absolute URLs (env TRUST_PROXY=1). */
  trustProxy?: boolean;
  /**
   * Host names requests may name, any port (env ALLOWED_HOSTS): `name`, `.domain`, `*`; others
   * answer 400. Default: localhost, 127.0.0.1, [::1] and PUBLIC_URL's host.
   */
  allowedHosts?: string[];
  /** Level of the JSON request log (env LOG_LEVEL; default `silent` here, `info` in main.ts). */
  logLevel?: LogLevel;
  /** Where the request log's lines go (tests); standard output by default. */
  logStream?: { write(line: string): void };
  /**
   * Count the database statements of each request, logged as `statements` on its line (env
   * COUNT_STATEMENTS=1; default false: the count costs async hooks on every request).
   */
  countStatements?: boolean;
  /**
   * Bytes of list answers this process keeps to give again while the data has not changed (env
   * ANSWER_CACHE_MB; default 32 MB; 0 keeps none). See http/answerCache.ts.
   */
  answerCacheBytes?: number;
  /** Bearer token of GET /metrics (env METRICS_TOKEN); without one /metrics is not served. */
  metricsToken?: string;
  /** Answers /metrics with every process's metrics (WORKERS > 1, cluster.ts); this process's otherwise. */
  readMetrics?: (own: Registry) => Promise<string>;
  /**
   * A running task is never "probably stuck" before this many seconds, whatever its history says
   * (env STUCK_FLOOR_SECONDS; default 600). See model/task/durations.ts.
   */
  stuckFloorSeconds?: number;
  /**
   * How often this process looks for tasks no process has taken and for tasks of processes that are
   * gone, in ms (0: never, the default; main.ts sets it with DATABASE_URL, where other processes may
   * share the database).
   */
  taskPollMs?: number;
  /**
   * This process is one of several of one deployment (WORKERS > 1): the data folder is locked by
   * the process that started them, not by this one, and its upload scratch folder is its own.
   */
  sharedDataFolder?: boolean;
}

export interface App {
  handler: (req: IncomingMessage, res: ServerResponse) => void;
  listen(port?: number, host?: string): Promise<{ port: number; url: string }>;
  /** Answers on a server already listening (main.ts binds its port before opening the database). */
  serve(server: Server): void;
  close(): Promise<void>;
  db: Database;
  services: AppServices;
  spec: LoadedSpec;
  taskQueue: TaskQueue;
  /** Queues scheduled executions and harvests when due (`tick()` does it now). */
  scheduler: Scheduler;
  /** Checks every URL resource on a timer (`run()` does it now). */
  linkCheck: LinkCheck;
  /** Rescores stale metadata quality on a timer (`run()` does it now). */
  qualityRefresh: QualityRefresh;
  /** Tasks found running (ended in FAILURE) and queued (run again) when the app started. */
  recovered: { interrupted: number[]; resumed: number[] };
  /** Seconds spent seeding at start, null when the database was already there. */
  seedSeconds: number | null;
  /** Answers that did not match the contract (with `validateResponses`). */
  contractViolations: string[];
  /** Limits of uploads, read at each request. */
  uploadLimits: UploadLimits;
  /** This process as the others sharing the database see it. */
  serverProcess: ServerProcess;
  /** Looks for tasks no process took and tasks of gone processes (null without a worker). */
  taskPoller: TaskPoller | null;
  /** This process's metrics (GET /metrics). */
  metrics: Registry;
}

const ROOT = fileURLToPath(new URL('..', import.meta.url));

/**
 * Request limits by default: generous enough for 50 editors saving at once from one address (the load
 * test) and the browser suites' many sign-ins, while a script hammering the API is slowed down.
 */
export const DEFAULT_RATE_LIMITS: RateLimits = {
  unsafePerWindow: 600,
  signInPerWindow: 300,
  // A harvester or a GIS script fetching a catalogue's files and images one after the other.
  publicReadsPerWindow: 600,
  windowMs: 60_000,
};

export async function createApp(options: AppOptions = {}): Promise<App> {
  const dataDir = resolve(options.dataDir ?? join(ROOT, '.data'));
  // H3: the data folder is taken before anything in it is wiped, opened or recovered, in every mode
  // (the uploaded files are there even when the database is in memory or on a PostgreSQL server).
  const dataLock: DataLock = options.sharedDataFolder
    ? { path: dataDir, release: () => undefined }
    : lockDataFolder(dataDir);
  try {
    return await openApp(options, dataDir, dataLock);
  } catch (error) {
    dataLock.release();
    throw error;
  }
}

async function openApp(options: AppOptions, dataDir: string, dataLock: DataLock): Promise<App> {
  // Without a log of its own, the app's messages go to the request log's JSON lines once it exists.
  let jsonLog: ((message: string, error?: unknown) => void) | null = null;
  const log =
    options.log ??
    ((message: string, error?: unknown) =>
      jsonLog ? jsonLog(message, error) : console.error(message, error ?? ''));
  const distDir = resolve(options.distDir ?? join(ROOT, 'dist'));
  const uploadsDir = join(dataDir, 'uploads');
  // Each process of a deployment empties its own scratch folder only (WORKERS > 1).
  const tmpDir = join(uploadsDir, 'tmp', ...(options.sharedDataFolder ? [`p${process.pid}`] : []));

  if (options.reset) {
    await rm(uploadsDir, { recursive: true, force: true });
    if (!options.databaseUrl) await rm(join(dataDir, 'pgdata'), { recursive: true, force: true });
  }
  await emptyUploadTmp(tmpDir);

  const spec = await loadSpec(options.specPath ?? DEFAULT_SPEC_PATH);
  const validators = new Validators(spec.document);
  const locales = new Set(options.locales ?? [...new Set([...spec.locales, 'fr', 'en', 'it'])]);

  const db = options.databaseUrl
    ? await openPostgres(options.databaseUrl)
    : // Counted, so that a bulk edit's chunks let the other requests through (db/turns.ts).
      withTurns(
        await openPglite({
          ...(options.memoryDb ? {} : { dataDir: join(dataDir, 'pgdata') }),
          ...(options.loadDataDir ? { loadDataDir: options.loadDataDir } : {}),
        }),
      );
  if (options.reset && options.databaseUrl) {
    await db.exec(
      'drop schema if exists datastore cascade; drop schema public cascade; create schema public;',
    );
  }
  // Processes starting together on one PostgreSQL server migrate and seed one after the other.
  let seedSeconds: number | null = null;
  await db.exclusive(async () => {
    await migrate(db);
    if (options.seed !== false && (await isEmpty(db))) {
      const started = performance.now();
      await seedDatabase(db);
      seedSeconds = (performance.now() - started) / 1000;
    }
    if (options.seed !== false) await ensureDemoFiles(db, uploadsDir);
    await translateReferenceItems(db);
    await writeLicenceAliases(db);
  });
  const serverProcess = await registerServerProcess(db);
  const heartbeat = setInterval(() => {
    serverProcess.beat().catch((error: unknown) => log('server process heartbeat failed', error));
  }, PROCESS_BEAT_MS);
  heartbeat.unref();

  const taskQueue = createTaskQueue(db);
  const remote: RemoteOptions = {
    allowPrivate: options.allowPrivateRemote ?? DEFAULT_REMOTE.allowPrivate,
    timeoutMs: options.remoteTimeoutMs ?? DEFAULT_REMOTE.timeoutMs,
    maxBytes: options.remoteMaxBytes ?? DEFAULT_REMOTE.maxBytes,
  };
  const login = createLoginService({
    secureCookies: options.secureCookies ?? false,
    throttle: options.signInThrottle ?? {},
    log: (message) => log(message),
    // On a PostgreSQL server other processes may serve the same deployment: they count together.
    ...(db.kind === 'postgres' ? { sharedWith: db } : {}),
  });
  const durations = durationSettings(options.stuckFloorSeconds);
  const services: AppServices = { db, uploadsDir, taskQueue, remote, log, login, durations, validators };
  const originOptions: OriginOptions = {
    ...(options.publicUrl ? { publicUrl: options.publicUrl } : {}),
    trustProxy: options.trustProxy ?? false,
    ...(options.allowedHosts ? { allowedHosts: options.allowedHosts } : {}),
  };
  const worker =
    options.worker === false
      ? null
      : createWorker({ db, uploadsDir, remote, log, processId: serverProcess.id });
  let recovered: App['recovered'] = { interrupted: [], resumed: [] };
  if (worker) {
    taskQueue.setWorker(worker.run);
    recovered = await worker.recover(taskQueue);
  }
  const scheduler = createScheduler(db, taskQueue, log);
  if (worker) scheduler.start(options.schedulerIntervalMs ?? 60_000);
  const linkCheck = createLinkCheck(db, remote, log);
  if (worker) linkCheck.start(options.linkCheckIntervalMs ?? DEFAULT_LINK_CHECK_INTERVAL_MS);
  const qualityRefresh = createQualityRefresh(db, log);
  if (worker) qualityRefresh.start(options.qualityRefreshIntervalMs ?? 0);
  const poller = worker ? createTaskPoller(db, taskQueue, worker, log) : null;
  poller?.start(options.taskPollMs ?? 0);
  const contractViolations: string[] = [];
  const metrics = createMetrics(db);
  const uploadLimits: UploadLimits = {
    maxRequestBytes: UPLOAD_REQUEST_LIMIT,
    freeSpaceMargin: options.uploadFreeSpaceMargin ?? (await defaultFreeSpaceMargin(tmpDir)),
  };

  const pipeline = await createPipeline({
    spec,
    validators,
    locales,
    services,
    login,
    distDir,
    tmpDir,
    uploadLimits,
    originOptions,
    rateLimits: { ...DEFAULT_RATE_LIMITS, ...options.rateLimits },
    validateResponses: options.validateResponses ?? false,
    recordDrift: (drift) => {
      contractViolations.push(drift);
      log(`contract drift: ${drift}`);
    },
    log,
    requestLog: {
      level: options.logLevel ?? 'silent',
      ...(options.logStream ? { stream: options.logStream } : {}),
    },
    countStatements: options.countStatements ?? false,
    answerCache: new AnswerCache(options.answerCacheBytes ?? DEFAULT_ANSWER_CACHE_BYTES),
    metrics,
    metricsRoute: {
      token: options.metricsToken,
      read: () => (options.readMetrics ? options.readMetrics(metrics.registry) : metrics.registry.metrics()),
      contentType: metrics.registry.contentType,
    },
    health: { db, writableDirs: [dataDir, uploadsDir] },
  });
  const handler = pipeline.handler;
  if (options.logLevel && options.logLevel !== 'silent') {
    const logger = pipeline.fastify.log;
    jsonLog = (message, error) => logger.error(error === undefined ? {} : { err: error }, message);
  }

  let server: Server | null = null;
  return {
    handler,
    db,
    services,
    spec,
    taskQueue,
    scheduler,
    linkCheck,
    qualityRefresh,
    recovered,
    seedSeconds,
    contractViolations,
    uploadLimits,
    serverProcess,
    taskPoller: poller,
    metrics: metrics.registry,
    listen(port = 0, host = '127.0.0.1') {
      server = pipeline.server;
      countRequests(db, server);
      return listenOn(server, port, host);
    },
    serve(bound) {
      // It answered 503 "starting" until now.
      bound.removeAllListeners('request');
      bound.on('request', handler);
      countRequests(db, bound);
      server = bound;
    },
    async close() {
      if (server) {
        const closing = server;
        await new Promise<void>((done) => {
          closing.close(() => done());
          closing.closeAllConnections();
        });
        server = null;
      }
      scheduler.stop();
      linkCheck.close();
      qualityRefresh.stop();
      poller?.stop();
      clearInterval(heartbeat);
      // Running tasks are aborted and end in FAILURE; queued ones run at the next start.
      worker?.stop();
      taskQueue.setWorker(null);
      await taskQueue.idle();
      await pipeline.fastify.close();
      await serverProcess
        .leave()
        .catch((error: unknown) => log('leaving the process registry failed', error));
      await db.close();
      dataLock.release();
    },
  };
}
