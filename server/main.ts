import { type App, createApp } from './app.ts';
import {
  deploymentMetrics,
  isClusterWorker,
  isFirstWorker,
  type ReadyMessage,
  reportReady,
  runPrimary,
  shareMetrics,
  workersFromEnv,
} from './cluster.ts';
import { notWritable } from './dataLock.ts';
import { LOG_LEVELS, type LogLevel } from './http/requestLog.ts';
import { answerStarting, createHttpServer, listenOn, StartupError } from './startup.ts';
import { QUALITY_REFRESH_INTERVAL_MS } from './tasks/qualityRefresh.ts';

const DEMO_ACCOUNTS: [string, string][] = [
  ['admin', 'superuser'],
  ['gestionnaire', 'account administrator (role 2) of the CACL and the Mobility group'],
  ['producteur', 'data publisher (role 1) of the CACL and the Office de l’Eau'],
  ['visiteur', 'member without a role'],
  ['nouveau', 'has not accepted the terms of use yet'],
];

const reset = process.argv.includes('--reset');
const port = Number(process.env.PORT ?? 8080);
const host = process.env.HOST ?? '0.0.0.0';
const dataDir = process.env.DATA_DIR ?? '.data';
/** With a PostgreSQL server: how often a process looks for tasks no process has taken. */
const TASK_POLL_MS = 1000;

/** UPLOAD_FREE_SPACE_MARGIN: bytes the data folder keeps free (uploads that would eat into it answer 507). */
function freeSpaceMarginFromEnv(): number | undefined {
  const value = process.env.UPLOAD_FREE_SPACE_MARGIN;
  if (value === undefined || value.trim() === '') return undefined;
  const bytes = Number(value);
  if (!Number.isSafeInteger(bytes) || bytes < 0) {
    console.error(`Not started: UPLOAD_FREE_SPACE_MARGIN must be a number of bytes (got "${value}").`);
    process.exit(1);
  }
  return bytes;
}
const freeSpaceMargin = freeSpaceMarginFromEnv();

/** A positive number of seconds from the environment, or undefined when unset; refuses to start otherwise. */
function secondsFromEnv(name: string): number | undefined {
  const value = process.env[name];
  if (value === undefined || value.trim() === '') return undefined;
  const seconds = Number(value);
  if (!Number.isFinite(seconds) || seconds <= 0) {
    console.error(`Not started: ${name} must be a positive number of seconds (got "${value}").`);
    process.exit(1);
  }
  return seconds;
}
/** STUCK_FLOOR_SECONDS: a running task is never "probably stuck" sooner (model/task/durations.ts). */
const stuckFloor = secondsFromEnv('STUCK_FLOOR_SECONDS');
/** REMOTE_TIMEOUT_SECONDS: how long a remote (a download, a harvested catalogue) may take to answer. */
const remoteTimeout = secondsFromEnv('REMOTE_TIMEOUT_SECONDS');

/** PUBLIC_READS_PER_MINUTE: anonymous reads of the public surface an address may send per minute. */
function publicReadsFromEnv(): number | undefined {
  const value = process.env.PUBLIC_READS_PER_MINUTE;
  if (value === undefined || value.trim() === '') return undefined;
  const count = Number(value);
  if (!Number.isInteger(count) || count <= 0) {
    console.error(`Not started: PUBLIC_READS_PER_MINUTE must be a positive whole number (got "${value}").`);
    process.exit(1);
  }
  return count;
}
const publicReads = publicReadsFromEnv();

/** ANSWER_CACHE_MB: megabytes of list answers each process keeps while the data has not changed (0: none). */
function answerCacheFromEnv(): number | undefined {
  const value = process.env.ANSWER_CACHE_MB;
  if (value === undefined || value.trim() === '') return undefined;
  const megabytes = Number(value);
  if (!Number.isFinite(megabytes) || megabytes < 0) {
    console.error(`Not started: ANSWER_CACHE_MB must be a number of megabytes, 0 or more (got "${value}").`);
    process.exit(1);
  }
  return Math.floor(megabytes * 1024 * 1024);
}
const answerCacheBytes = answerCacheFromEnv();

/** PUBLIC_URL: the platform's public address, the origin of absolute URLs in answers. */
function publicUrlFromEnv(): string | undefined {
  const value = process.env.PUBLIC_URL?.trim();
  if (!value) return undefined;
  if (!URL.canParse(value) || !/^https?:$/.test(new URL(value).protocol)) {
    console.error(
      `Not started: PUBLIC_URL must be an http(s) address such as https://data.example.org (got "${value}").`,
    );
    process.exit(1);
  }
  return value;
}
const publicUrl = publicUrlFromEnv();

/** LOG_LEVEL: the request log's level (one JSON line a request at `info`, the default). */
function logLevelFromEnv(): LogLevel {
  const value = process.env.LOG_LEVEL?.trim().toLowerCase();
  if (!value) return 'info';
  const level = LOG_LEVELS.find((known) => known === value);
  if (!level) {
    console.error(`Not started: LOG_LEVEL must be one of ${LOG_LEVELS.join(', ')} (got "${value}").`);
    process.exit(1);
  }
  return level;
}
const logLevel = logLevelFromEnv();

/** ALLOWED_HOSTS: host names requests may name (comma list; `.domain` for subdomains, `*` for any). */
const allowedHosts = (process.env.ALLOWED_HOSTS ?? '')
  .split(',')
  .map((host) => host.trim())
  .filter(Boolean);

/** METRICS_TOKEN: the bearer token of GET /metrics; unset, /metrics is not served. */
function metricsTokenFromEnv(): string | undefined {
  const value = process.env.METRICS_TOKEN?.trim();
  if (!value) return undefined;
  if (value.length < 16) {
    console.error('Not started: METRICS_TOKEN must be at least 16 characters long (a random secret).');
    process.exit(1);
  }
  return value;
}
const metricsToken = metricsTokenFromEnv();

/** A start that cannot go on: the reason alone for what an operator can fix, the stack otherwise. */
function fail(error: unknown): never {
  const { code, path } = (error ?? {}) as { code?: unknown; path?: unknown };
  if (error instanceof StartupError) console.error(`Not started: ${error.message}`);
  else if ((code === 'EACCES' || code === 'EPERM' || code === 'EROFS') && typeof path === 'string')
    console.error(`Not started: ${notWritable(path, error).message}`);
  else console.error('Not started:', error);
  // The exit hook of the data folder lock gives the folder back.
  process.exit(1);
}

/** What the operator reads once the server serves (printed once, by the primary with WORKERS > 1). */
function printBanner(report: ReadyMessage, workers: number): void {
  const storage = process.env.DATABASE_URL
    ? `PostgreSQL (DATABASE_URL), ${workers} process${workers > 1 ? 'es' : ''}`
    : `embedded PostgreSQL in ${dataDir}/`;
  console.log(`Publish back-office: ${report.url}/publish/`);
  console.log(`API: ${report.url}/fr/…   login: ${report.url}/fr/login/signin/`);
  console.log(
    `Storage: ${storage}${report.seedSeconds !== null ? ` (seeded in ${report.seedSeconds.toFixed(1)} s)` : ''}`,
  );
  if (report.recovered.interrupted.length || report.recovered.resumed.length) {
    console.log(
      `Tasks: ${report.recovered.interrupted.length} interrupted by the last stop (now FAILURE), ${report.recovered.resumed.length} queued again.`,
    );
  }
  if (process.env.ALLOW_PRIVATE_REMOTE)
    console.log('Private and loopback addresses are allowed for remote requests.');
  console.log('Demo accounts (password = user name):');
  for (const [name, what] of DEMO_ACCOUNTS) console.log(`  ${name.padEnd(13)} ${what}`);
}

let workers = 1;
try {
  workers = workersFromEnv(process.env.WORKERS, Boolean(process.env.DATABASE_URL));
} catch (error) {
  fail(error);
}

if (workers > 1 && !isClusterWorker()) {
  // The primary serves nothing itself: it locks the data folder and keeps the workers running.
  try {
    printBanner(await runPrimary({ workers, dataDir, log: (message) => console.error(message) }), workers);
  } catch (error) {
    fail(error);
  }
} else {
  await serveOneProcess();
}

async function serveOneProcess(): Promise<void> {
  // H3: the port is bound before anything else, so a second server started on the same port stops
  // here, before it opens (or migrates, or recovers the tasks of) the database of the first one. Until
  // the database is open, requests are answered 503 "starting" (a seed takes seconds).
  const server = createHttpServer(answerStarting);
  let app: App | null = null;
  let stopAsked: string | null = null;
  let closing = false;
  const worker = isClusterWorker();

  const shutdown = (signal: string) => {
    if (!app) {
      // Still starting: stopping now could cut a migration or the first seed short. A second signal stops at once.
      if (stopAsked) process.exit(1);
      stopAsked = signal;
      if (!worker) console.log(`${signal}: stopping once the database is open (send it again to stop now)…`);
      return;
    }
    if (closing) return;
    closing = true;
    if (!worker) console.log(`${signal}: closing the database…`);
    app.close().then(
      () => process.exit(0),
      (error: unknown) => {
        console.error(error);
        process.exit(1);
      },
    );
  };
  process.on('SIGINT', () => shutdown('SIGINT'));
  process.on('SIGTERM', () => shutdown('SIGTERM'));

  let url = '';
  try {
    ({ url } = await listenOn(server, port, host));
    // Then the data folder is locked (createApp), then the database opened; task recovery comes last.
    app = await createApp({
      dataDir,
      ...(process.env.DATABASE_URL ? { databaseUrl: process.env.DATABASE_URL } : {}),
      ...(process.env.DIST_DIR ? { distDir: process.env.DIST_DIR } : {}),
      // With several processes, the first one alone resets (the others start after it).
      reset: reset && (!worker || isFirstWorker()),
      allowPrivateRemote:
        process.env.ALLOW_PRIVATE_REMOTE === '1' || process.env.ALLOW_PRIVATE_REMOTE === 'true',
      // Behind HTTPS the session and CSRF cookies must not travel over plain HTTP.
      secureCookies: process.env.COOKIE_SECURE === '1' || process.env.COOKIE_SECURE === 'true',
      ...(publicUrl ? { publicUrl } : {}),
      trustProxy: process.env.TRUST_PROXY === '1' || process.env.TRUST_PROXY === 'true',
      ...(allowedHosts.length > 0 ? { allowedHosts } : {}),
      logLevel,
      countStatements: process.env.COUNT_STATEMENTS === '1' || process.env.COUNT_STATEMENTS === 'true',
      ...(answerCacheBytes !== undefined ? { answerCacheBytes } : {}),
      ...(metricsToken ? { metricsToken } : {}),
      ...(worker ? { readMetrics: deploymentMetrics } : {}),
      ...(stuckFloor !== undefined ? { stuckFloorSeconds: stuckFloor } : {}),
      ...(remoteTimeout !== undefined ? { remoteTimeoutMs: remoteTimeout * 1000 } : {}),
      ...(freeSpaceMargin !== undefined ? { uploadFreeSpaceMargin: freeSpaceMargin } : {}),
      ...(publicReads !== undefined ? { rateLimits: { publicReadsPerWindow: publicReads } } : {}),
      // Another process (WORKERS, or another host) may queue tasks and leave them behind.
      taskPollMs: process.env.DATABASE_URL ? TASK_POLL_MS : 0,
      qualityRefreshIntervalMs: QUALITY_REFRESH_INTERVAL_MS,
      sharedDataFolder: worker,
    });
  } catch (error) {
    fail(error);
  }
  if (worker) shareMetrics(app.metrics);
  app.serve(server);
  const report: ReadyMessage = {
    kind: 'ready',
    url,
    seedSeconds: app.seedSeconds,
    recovered: app.recovered,
  };
  if (worker) reportReady(report);
  else printBanner(report, 1);

  if (stopAsked) shutdown(stopAsked);
}
