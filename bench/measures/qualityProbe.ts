// Run by quality.mjs in its own process (node --expose-gc --import tsx): measure 15 (issue 51), the
// metadata quality of DATASETS datasets on the embedded database (or on the PostgreSQL server of
// DATABASE_URL). The datasets are made as bench/seed.mjs makes them (set-based SQL), half with
// keywords, a quarter with a URL resource whose last check failed for one in three. Then: every
// score computed (the platform view after a reference list changed: all stale), time, statements
// and peak resident memory; the platform's summary request on fresh scores (median of READS); the
// summary after one save (one stale score); the list filtered on a fix.
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createApp } from '../../server/app.ts';
import type { Queryable } from '../../server/db/database.ts';
import { refreshQuality } from '../../server/model/quality/refresh.ts';
import { signIn } from '../lib/session.mjs';
import { withPeakMemory } from './peakMemory.ts';

const DATASETS = Number(process.argv[2] ?? 100_000);
const READS = 5;

/** Counts every statement asked of `db` and of the transactions it opens. */
function counted<T extends Queryable>(db: T, counter: { n: number }): T {
  const query = db.query.bind(db);
  db.query = ((sql: string, params?: unknown[]) => {
    counter.n += 1;
    return query(sql, params);
  }) as T['query'];
  return db;
}

const step = (message: string) =>
  console.error(`[quality ${new Date().toISOString().slice(11, 19)}] ${message}`);

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? Number.NaN;
};

const dataDir = await mkdtemp(join(tmpdir(), 'bench-quality-'));
const databaseUrl = process.env.DATABASE_URL;
const app = await createApp({
  dataDir,
  log: () => {},
  worker: false,
  schedulerIntervalMs: 0,
  ...(databaseUrl ? { databaseUrl, reset: true } : { memoryDb: true }),
});
const db = app.db;

async function seed(): Promise<void> {
  const [{ n: existing } = { n: 0 }] = await db.query<{ n: number }>(
    'select count(*)::int as n from dataset',
  );
  const groups = (
    await db.query<{ id: number }>(
      "select id from usergroup where usergroup_type = 'organisation' order by id",
    )
  ).map((row) => row.id);
  await db.query(
    `insert into dataset (display_name, description, usergroup_id, publication_date, last_update_date,
       update_frequency, default_permission_level, publish, topics, kinds, creation_date, last_modified)
     select 'Jeu du banc ' || i, 'Jeu de données du banc d’essai numéro ' || i,
            ($1::int[])[1 + i % cardinality($1::int[])],
            date '2020-01-01' + i % 2000, date '2021-01-01' + i % 1500,
            1 + i % 10, (array['private', 'search', 'consultation', 'download'])[1 + i % 4],
            i % 3 <> 0, array[1 + i % 5], array[1 + i % 3], date '2019-01-01' + i % 2500,
            now() - make_interval(mins => i)
     from generate_series($2::int, $3::int) as i`,
    [groups, existing + 1, DATASETS],
  );
  await db.query(
    `insert into tag (name) select 'mot ' || k from generate_series(1, 50) k on conflict do nothing`,
  );
  await db.query(
    `insert into dataset_tag (dataset_id, tag_id, position)
     select d.id, t.id, 0 from dataset d join tag t on t.name = 'mot ' || (1 + d.id % 50)
     where d.id % 2 = 0 on conflict do nothing`,
  );
  // A URL resource for one dataset in four, its last check failed for one in three.
  await db.query(
    `with made as (
       insert into resource (display_name) select 'Fichier du jeu ' || d.id from dataset d where d.id % 4 = 0
       returning id, display_name)
     insert into resource_dataset (resource_id, dataset_id, type)
     select id, substring(display_name from 'jeu (\\d+)$')::int, 1 from made`,
  );
  await db.query(
    `insert into linked_file (kind, resource_id, href)
     select 'href', rd.resource_id, 'https://data.example.org/jeu-' || rd.dataset_id || '.csv'
     from resource_dataset rd join resource r on r.id = rd.resource_id where r.display_name like 'Fichier du jeu %'`,
  );
  await db.query(
    `update resource r set kind = 'href', kind_id = lf.id from linked_file lf where lf.resource_id = r.id`,
  );
  await db.query(
    `insert into url_check (resource_id, ok, http_status) select id, id % 3 <> 0, case when id % 3 <> 0 then 200 else 404 end
     from resource where kind = 'href' on conflict do nothing`,
  );
}

try {
  step(`seeding ${DATASETS} datasets`);
  await seed();
  step('every score stale, then recomputed');
  const counter = { n: 0 };
  counted(db, counter);
  const { url } = await app.listen(0);
  const session = await signIn(url, 'admin');
  const get = async (path: string) => {
    const started = performance.now();
    const response = await fetch(`${url}${path}`, { headers: { cookie: session.cookieHeader } });
    const body = await response.json();
    if (response.status !== 200) throw new Error(`GET ${path}: ${response.status} ${JSON.stringify(body)}`);
    return { ms: performance.now() - started, body };
  };

  // Every score stale, as after a change of a reference list.
  await db.query(`update reference_item set label = label where list = 'license'`);
  const before = counter.n;
  const measured = await withPeakMemory(() => refreshQuality(db, { all: true }));
  const scored = measured.result;
  const recompute = {
    datasets: scored,
    ms: Math.round(measured.ms),
    perThousandMs: Math.round((measured.ms / scored) * 1000),
    queries: counter.n - before,
    peakRssMb: measured.peakRssMb,
    rssGrowthMb: measured.rssGrowthMb,
  };

  step('the platform summary');
  const summaries: number[] = [];
  let summary: { dataset_count: number; ratings: unknown; fixes: { id: string; datasets: number }[] } | null =
    null;
  for (let i = 0; i < READS; i += 1) {
    const answer = await get('/fr/dataset/quality/summary/');
    summaries.push(answer.ms);
    summary = answer.body;
  }
  // One save: one stale score, recomputed by the next summary.
  await db.query(
    `update dataset set description = description || '.' where id = (select min(id) from dataset)`,
  );
  const afterSave = await get('/fr/dataset/quality/summary/');
  const filtered: number[] = [];
  let filteredCount = 0;
  for (let i = 0; i < READS; i += 1) {
    const answer = await get('/fr/dataset/datasets/?quality_fix=add_keywords&page_size=20');
    filtered.push(answer.ms);
    filteredCount = answer.body.count;
  }
  const [stored] = await db.query<{ mb: number }>(
    `select round(pg_total_relation_size('dataset_quality') / 1048576.0)::int as mb`,
  );
  console.log(
    JSON.stringify({
      storage: databaseUrl ? 'postgresql' : 'embedded',
      datasets: summary?.dataset_count,
      recompute,
      summary: { p50Ms: Math.round(median(summaries)), runs: summaries.map(Math.round) },
      summaryAfterOneSaveMs: Math.round(afterSave.ms),
      listFilteredOnFix: { p50Ms: Math.round(median(filtered)), count: filteredCount },
      storedMb: stored?.mb,
      ratings: summary?.ratings,
      topFixes: summary?.fixes.slice(0, 3),
    }),
  );
} finally {
  await app.close();
  await rm(dataDir, { recursive: true, force: true });
}
