// `npm run bench`: the performance suite of issue 18. Builds the product and a minimal React page
// with the same Vite, seeds its own backend data (bench/.tmp/), runs each measure in Chromium or
// against the backend, prints one table with the budgets and writes bench/results.json.
// It measures; nothing here is a test. `node bench/run.mjs --only=search,jurisdiction` runs a few
// measures on the existing bench data and prints their figures only; `--only=backend` (or `storages`)
// measures the backend on the embedded database and on a PostgreSQL server (`--no-million` skips the
// EXPLAIN on 1,000,000 datasets); `--only=bulkEdit` runs measure 11 alone (its own backend and data);
// `--only=harvest` runs measure 12 alone (its own process and embedded database); `--only=download`
// runs measure 13 alone (its own backend: 1 GB through the public download address); `--only=preview`
// runs measure 14 alone (its own backend, a 1,000,000-row CSV processed and previewed);
// `--only=quality` runs measure 15 alone (its own process and embedded database, 100,000 datasets).
// Every run appends its figures to bench/history.jsonl (committed), with the commit measured and the
// machine's load, so that a regression shows when it came (measure 5 went from 93 ms to 5.4 s on
// 2026-11-26 and nobody saw it for ten days). `BENCH_DIST=<folder> BENCH_COMMIT=<sha>` measures
// another build, e.g. an older commit's, on the same data: `--only` runs only.
import { existsSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { tableRows } from './lib/budgets.mjs';
import { appendHistory } from './lib/history.mjs';
import { run, startBackend } from './lib/processes.mjs';
import { markdownTable } from './lib/report.mjs';
import { signIn } from './lib/session.mjs';
import { serveFolder } from './lib/staticServer.mjs';
import { storageRows } from './lib/storageBudgets.mjs';
import { measureBulkEdit } from './measures/bulkEdit.mjs';
import { measureBundle } from './measures/bundle.mjs';
import { measureDownload } from './measures/download.mjs';
import { measureFirstScreen } from './measures/firstScreen.mjs';
import { measureHarvest } from './measures/harvest.mjs';
import { measureHistory } from './measures/history.mjs';
import { measureJurisdiction } from './measures/jurisdiction.mjs';
import { measureLighthouse } from './measures/lighthouse.mjs';
import { measureListPaging } from './measures/listPaging.mjs';
import { measureModelTests } from './measures/modelTests.mjs';
import { measurePreview } from './measures/preview.mjs';
import { measureQuality } from './measures/quality.mjs';
import { measureReaders } from './measures/readers.mjs';
import { measureSearch } from './measures/search.mjs';
import { measureStorages } from './measures/storages.mjs';
import { measureUpload } from './measures/upload.mjs';

const PORT = Number(process.env.BENCH_PORT ?? 8303);
const TMP = 'bench/.tmp';
const DIST = process.env.BENCH_DIST ?? 'dist-bench';
const BASELINE = join(TMP, 'baseline');
const DATA = join(TMP, 'data');
const only = process.argv
  .find((arg) => arg.startsWith('--only='))
  ?.slice(7)
  .split(',');
const wants = (name) => !only || only.includes(name);
/** Measures that need neither the bench data nor the backend: run alone, they skip both. */
const STANDALONE = [
  'modelTests',
  'readers',
  'history',
  'bulkEdit',
  'harvest',
  'download',
  'preview',
  'quality',
];
const needsBackend = !only || only.some((name) => !STANDALONE.includes(name));

const step = (message) => console.error(`[bench ${new Date().toISOString().slice(11, 19)}] ${message}`);
const seed = (datasets, fresh) => {
  const args = ['tsx', 'bench/seed.mjs', DATA, DIST, String(datasets), ...(fresh ? ['--fresh'] : [])];
  const out = run('npx', args).stdout.trim().split('\n').at(-1);
  return JSON.parse(out);
};

const results = { date: new Date().toISOString() };
/** Runs one measure; a failing one is reported in the table and the others still run. */
async function attempt(name, measure) {
  step(name);
  try {
    return await measure();
  } catch (error) {
    console.error(error);
    return { error: String(error).split('\n')[0] };
  }
}
mkdirSync(TMP, { recursive: true });

if (!only && process.env.BENCH_DIST) {
  throw new Error(
    'BENCH_DIST measures a build made elsewhere: use it with --only (a full run builds dist-bench).',
  );
}
if (!only) {
  step('building the product (dist-bench) and the baseline page');
  run('npx', ['vite', 'build', '--outDir', DIST, '--emptyOutDir']);
  run('npx', [
    'vite',
    'build',
    '--config',
    'bench/baseline/vite.config.mjs',
    '--outDir',
    join(process.cwd(), BASELINE),
  ]);
  results.bundle = measureBundle(DIST, BASELINE);
  step('seeding 10,000 datasets and the municipality grid');
  rmSync(DATA, { recursive: true, force: true });
  results.seed = seed(10_000, true);
} else if (needsBackend) {
  // A first `--only` run on a fresh checkout seeds from scratch (the grid and the jurisdiction too).
  results.seed = seed(10_000, !existsSync(DATA));
}

const backend = needsBackend ? await startBackend({ port: PORT, dataDir: DATA, distDir: DIST }) : null;
try {
  const session = backend ? await signIn(backend.url, 'admin') : null;
  if (wants('firstScreen')) {
    results.firstScreen = await attempt('first screen', () => measureFirstScreen(backend.url, session, DIST));
  }
  if (wants('lighthouse')) {
    const baseline = await serveFolder(BASELINE);
    results.lighthouse = await attempt('Lighthouse, 3 runs of the baseline, home, list and form', () =>
      measureLighthouse(
        {
          home: `${backend.url}/publish/fr/home/`,
          'dataset list': `${backend.url}/publish/fr/data/datasets/`,
          'dataset form': `${backend.url}/publish/fr/data/datasets/new`,
        },
        session.cookieHeader,
        `${baseline.url}/`,
      ),
    );
    baseline.close();
  }
  if (wants('search')) {
    results.search = await attempt('search as one types', () => measureSearch(backend.url, session));
  }
  if (wants('paging')) {
    results.paging = await attempt('list page and sort changes', () =>
      measureListPaging(backend.url, session),
    );
  }
  if (wants('jurisdiction')) {
    results.jurisdiction = await attempt('jurisdiction select all', () =>
      measureJurisdiction(backend.url, session, results.seed.jurisdictionId, results.seed.municipalities),
    );
  }
  if (wants('upload')) {
    results.upload = await attempt('upload and processing of a 100 MB CSV', () =>
      measureUpload(backend.url, session),
    );
  }
  if (wants('backend') || wants('storages')) {
    // Both storages need the port and the embedded data folder: the backend above stops first.
    await backend.stop();
    results.backend = await attempt('backend load on both storages, 50 connections, mixed load', () =>
      measureStorages({
        port: PORT,
        distDir: DIST,
        embeddedDataDir: DATA,
        postgresDataDir: join(TMP, 'data-postgres'),
        step,
        ...(process.argv.includes('--no-million') ? { scale: false } : {}),
        ...(process.env.BENCH_MIXED_SECONDS ? { mixedSeconds: Number(process.env.BENCH_MIXED_SECONDS) } : {}),
      }),
    );
  }
} finally {
  await backend?.stop();
}
if (wants('modelTests')) {
  results.modelTests = await attempt('model tests of the machines', async () => measureModelTests());
}
if (wants('history')) {
  // Its own backend on its own data folder, on the port the others have left.
  results.history = await attempt('a long history read while others wait', () =>
    measureHistory({ port: PORT, step }),
  );
}
if (wants('readers')) {
  results.readers = await attempt('CSV reader and sanitiser under hostile input', () => measureReaders());
}
if (wants('bulkEdit')) {
  // A backend of its own on a fresh folder (the demo seed): the stall is measured against it alone.
  results.bulkEdit = await attempt(
    'an unrelated read during a bulk edit and its undo (embedded database)',
    () => measureBulkEdit({ port: PORT + 1, dataDir: join(TMP, 'bulk-edit'), distDir: DIST }),
  );
}

if (wants('harvest')) {
  // Its own process and embedded database: the harvest's time, queries and memory alone.
  results.harvest = await attempt(
    'a harvest of 1,000 records with 5 distributions each, then unchanged',
    () => measureHarvest(),
  );
}

if (wants('download')) {
  // A backend of its own on a fresh folder (the demo seed): 1 GB through the public download address.
  results.download = await attempt('1 GB through the public download address', () =>
    measureDownload({ port: PORT + 3, dataDir: join(TMP, 'download'), distDir: DIST }),
  );
}

if (wants('preview')) {
  // Measure 14: its own backend on a fresh folder (the demo seed), a 1,000,000-row CSV processed.
  results.preview = await attempt(
    'the preview of a 1,000,000-row CSV: processing, rows, first map frame',
    () => measurePreview({ port: PORT + 2, dataDir: join(TMP, 'preview'), distDir: DIST }),
  );
}

if (wants('quality')) {
  // Measure 15: its own process and embedded database, 100,000 datasets scored for the platform view.
  results.quality = await attempt(
    'the metadata quality of 100,000 datasets: every score, the platform summary, the list on a fix',
    () => measureQuality(),
  );
}

appendHistory(results, { only, commit: process.env.BENCH_COMMIT });
if (only) {
  console.log(JSON.stringify(results, null, 2));
  if (results.backend && !results.backend.error) console.log(markdownTable(storageRows(results.backend)));
} else {
  const table = markdownTable(tableRows(results));
  results.table = table;
  writeFileSync('bench/results.json', `${JSON.stringify(results, null, 2)}\n`);
  console.log(table);
}
