import { createApp } from './app.ts';

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

const app = await createApp({
  dataDir: process.env.DATA_DIR ?? '.data',
  ...(process.env.DATABASE_URL ? { databaseUrl: process.env.DATABASE_URL } : {}),
  ...(process.env.DIST_DIR ? { distDir: process.env.DIST_DIR } : {}),
  reset,
  allowPrivateRemote: process.env.ALLOW_PRIVATE_REMOTE === '1' || process.env.ALLOW_PRIVATE_REMOTE === 'true',
});
const { url } = await app.listen(port, host);

const storage = process.env.DATABASE_URL
  ? 'PostgreSQL (DATABASE_URL)'
  : `embedded PostgreSQL in ${process.env.DATA_DIR ?? '.data'}/`;
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

let closing = false;
const shutdown = (signal: string) => {
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
