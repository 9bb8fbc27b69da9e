import { type App, createApp } from './app.ts';
import { notWritable } from './dataLock.ts';
import { answerStarting, createHttpServer, listenOn, StartupError } from './startup.ts';

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

// H3: the port is bound before anything else, so a second server started on the same port stops
// here, before it opens (or migrates, or recovers the tasks of) the database of the first one. Until
// the database is open, requests are answered 503 "starting" (a seed takes seconds).
const server = createHttpServer(answerStarting);
let app: App | null = null;
let stopAsked: string | null = null;
let closing = false;

const shutdown = (signal: string) => {
  if (!app) {
    // Still starting: stopping now could cut a migration or the first seed short. A second signal stops at once.
    if (stopAsked) process.exit(1);
    stopAsked = signal;
    console.log(`${signal}: stopping once the database is open (send it again to stop now)…`);
    return;
  }
  if (closing) return;
  closing = true;
  console.log(`${signal}: closing the database…`);
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

let url: string;
try {
  ({ url } = await listenOn(server, port, host));
  // Then the data folder is locked (createApp), then the database opened; task recovery comes last.
  app = await createApp({
    dataDir,
    ...(process.env.DATABASE_URL ? { databaseUrl: process.env.DATABASE_URL } : {}),
    ...(process.env.DIST_DIR ? { distDir: process.env.DIST_DIR } : {}),
    reset,
    allowPrivateRemote:
      process.env.ALLOW_PRIVATE_REMOTE === '1' || process.env.ALLOW_PRIVATE_REMOTE === 'true',
    // Behind HTTPS the session and CSRF cookies must not travel over plain HTTP.
    secureCookies: process.env.COOKIE_SECURE === '1' || process.env.COOKIE_SECURE === 'true',
    ...(publicUrl ? { publicUrl } : {}),
    trustProxy: process.env.TRUST_PROXY === '1' || process.env.TRUST_PROXY === 'true',
    ...(freeSpaceMargin !== undefined ? { uploadFreeSpaceMargin: freeSpaceMargin } : {}),
  });
} catch (error) {
  fail(error);
}
app.serve(server);

const storage = process.env.DATABASE_URL ? 'PostgreSQL (DATABASE_URL)' : `embedded PostgreSQL in ${dataDir}/`;
console.log(`Publish back-office: ${url}/publish/`);
console.log(`API: ${url}/fr/…   login: ${url}/fr/login/signin/`);
console.log(
  `Storage: ${storage}${app.seedSeconds !== null ? ` (seeded in ${app.seedSeconds.toFixed(1)} s)` : ''}`,
);
if (app.recovered.interrupted.length || app.recovered.resumed.length) {
  console.log(
    `Tasks: ${app.recovered.interrupted.length} interrupted by the last stop (now FAILURE), ${app.recovered.resumed.length} queued again.`,
  );
}
if (process.env.ALLOW_PRIVATE_REMOTE)
  console.log('Private and loopback addresses are allowed for remote requests.');
console.log('Demo accounts (password = user name):');
for (const [name, what] of DEMO_ACCOUNTS) console.log(`  ${name.padEnd(13)} ${what}`);

if (stopAsked) shutdown(stopAsked);
