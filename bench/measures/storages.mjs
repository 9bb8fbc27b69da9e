// Measure 6 on both storages side by side (issue 30): the embedded database in one process, and a
// throw-away PostgreSQL server with WORKERS = cores, each on the same 100,000 datasets, against the
// same constant-body baseline: the list and the search under 50 connections, then the mixed load.
// On the PostgreSQL server, EXPLAIN ANALYZE of the list's queries on 100,000 then 1,000,000 datasets.
import { availableParallelism } from 'node:os';
import { startPostgresCluster } from '../../scripts/postgresCluster.mjs';
import { run, startBackend } from '../lib/processes.mjs';
import { signIn } from '../lib/session.mjs';
import { measureBackend, measureBaseline, measureList } from './backend.mjs';
import { measureMixedLoad } from './mixedLoad.mjs';

const DATASETS = 100_000;
const DATASETS_AT_SCALE = 1_000_000;

/** Adds datasets up to `datasets` (bench/seed.mjs); on the PostgreSQL server when `databaseUrl`. */
function seedTo(datasets, { dataDir, distDir, databaseUrl, fresh = false }) {
  const args = ['tsx', 'bench/seed.mjs', dataDir, distDir, String(datasets), ...(fresh ? ['--fresh'] : [])];
  const env = { ...process.env, ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}) };
  return JSON.parse(run('npx', args, { env }).stdout.trim().split('\n').at(-1));
}

/** EXPLAIN ANALYZE of the list's queries (bench/explainList.mjs) on the server of `databaseUrl`. */
function explainList(databaseUrl) {
  const out = run('npx', ['tsx', 'bench/explainList.mjs'], {
    env: { ...process.env, DATABASE_URL: databaseUrl },
  });
  return JSON.parse(out.stdout.trim().split('\n').at(-1));
}

/**
 * The list, the search and the mixed load on one running backend; then the list again on a backend
 * that keeps no answer (ANSWER_CACHE_MB=0, decision 0043), every answer built: what a list costs when
 * the data changes between requests.
 */
async function measureOne(backendOptions, mixedSeconds, step, withBaseline) {
  const where = backendOptions.databaseUrl ? 'PostgreSQL server' : 'embedded';
  let loads;
  const backend = await startBackend(backendOptions);
  try {
    const { token } = await signIn(backend.url, 'admin');
    const baseline = withBaseline ? await measureBaseline(backend.url, token) : undefined;
    step(`  list and search, 50 connections (${where})`);
    loads = await measureBackend(backend.url, token);
    step(`  mixed load, ${mixedSeconds} s`);
    loads = {
      ...(baseline ? { baseline } : {}),
      ...loads,
      mixed: await measureMixedLoad(backend.url, mixedSeconds),
    };
  } finally {
    await backend.stop();
  }
  const building = await startBackend({ ...backendOptions, env: { ANSWER_CACHE_MB: '0' } });
  try {
    const { token } = await signIn(building.url, 'admin');
    step(`  list, 50 connections, every answer built (${where})`);
    return { ...loads, listBuilt: await measureList(building.url, token) };
  } finally {
    await building.stop();
  }
}

/**
 * Both storages. `embeddedDataDir` already holds the bench data (seeded here up to 100,000);
 * `postgresDataDir` is the uploads folder of the PostgreSQL run. `scale: false` skips the million.
 */
export async function measureStorages({
  port,
  distDir,
  embeddedDataDir,
  postgresDataDir,
  step,
  mixedSeconds = 60,
  scale = true,
}) {
  const results = {};
  step(`embedded database: seeding up to ${DATASETS.toLocaleString('en')} datasets`);
  seedTo(DATASETS, { dataDir: embeddedDataDir, distDir });
  const embedded = await measureOne(
    { port, dataDir: embeddedDataDir, distDir, workers: 1 },
    mixedSeconds,
    step,
    true,
  );
  results.baseline = embedded.baseline;
  delete embedded.baseline;
  results.embedded = { workers: 1, ...embedded };

  step('PostgreSQL server: starting a throw-away cluster');
  const cluster = await startPostgresCluster();
  try {
    const databaseUrl = cluster.url;
    const workers = availableParallelism();
    step(`PostgreSQL server: seeding ${DATASETS.toLocaleString('en')} datasets`);
    let started = performance.now();
    seedTo(DATASETS, { dataDir: postgresDataDir, distDir, databaseUrl, fresh: true });
    results.postgres = { workers, seedSeconds: Math.round((performance.now() - started) / 1000) };
    step('PostgreSQL server: EXPLAIN ANALYZE of the list on 100,000 datasets');
    results.explain = [explainList(databaseUrl)];
    Object.assign(
      results.postgres,
      await measureOne(
        { port, dataDir: postgresDataDir, distDir, databaseUrl, workers },
        mixedSeconds,
        step,
        false,
      ),
    );
    if (scale) {
      step(`PostgreSQL server: seeding up to ${DATASETS_AT_SCALE.toLocaleString('en')} datasets`);
      started = performance.now();
      seedTo(DATASETS_AT_SCALE, { dataDir: postgresDataDir, distDir, databaseUrl });
      results.postgres.seedMillionSeconds = Math.round((performance.now() - started) / 1000);
      step('PostgreSQL server: EXPLAIN ANALYZE of the list on 1,000,000 datasets');
      results.explain.push(explainList(databaseUrl));
    }
  } finally {
    cluster.stop();
  }
  return results;
}
