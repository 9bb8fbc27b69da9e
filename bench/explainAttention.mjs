// EXPLAIN ANALYZE of "needs attention" (server/model/attention/) on the embedded database with
// the bench's datasets (bench/seed.mjs's set-based insert), as the superuser and as a producteur,
// built by the server's own code: every query the report asks is recorded, then explained.
// Run with tsx:  npx tsx bench/explainAttention.mjs <dataDir> [datasets]
// Prints one JSON line per query: the kind, the user, the execution time and the plan's top node.
import { createApp } from '../server/app.ts';
import { loadCurrentUser } from '../server/auth/session.ts';
import { attentionPage } from '../server/model/attention/index.ts';

const [dataDir, wanted = '100000'] = process.argv.slice(2);
const app = await createApp({ dataDir, memoryDb: true, worker: false, schedulerIntervalMs: 0 });
const db = app.db;
const [{ n: existing }] = await db.query('select count(*)::int as n from dataset');
const groups = (
  await db.query("select id from usergroup where usergroup_type = 'organisation' order by id")
).map((row) => row.id);
await db.query(
  `insert into dataset (display_name, description, usergroup_id, publication_date, last_update_date,
     update_frequency, default_permission_level, publish, creation_date)
   select 'Jeu ' || i, 'Jeu de données du banc d’essai numéro ' || i, ($1::int[])[1 + i % cardinality($1::int[])],
          date '2020-01-01' + i % 2000, date '2021-01-01' + i % 1500, 1 + i % 10, 'private',
          i % 3 <> 0, date '2019-01-01' + i % 2500
   from generate_series($2::int, $3::int) as i`,
  [groups, existing + 1, Number(wanted)],
);
// Half of them get a main resource (a resource each), as a catalogue that is mostly filled.
await db.query(
  `insert into resource (display_name) select 'Ressource ' || d.id from dataset d where d.id % 2 = 0`,
);
await db.query(
  `insert into resource_dataset (resource_id, dataset_id, type)
   select r.id, substring(r.display_name from 11)::int, 1 from resource r where r.display_name ~ '^Ressource [0-9]+$'
   on conflict do nothing`,
);
await db.exec('vacuum analyze');

const userNamed = async (username) => {
  const [{ id }] = await db.query('select id from app_user where username = $1', [username]);
  return loadCurrentUser(db, id);
};
for (const username of ['admin', 'producteur']) {
  const user = await userNamed(username);
  const asked = [];
  const recording = {
    query(sql, values = []) {
      asked.push({ sql, values: [...values] });
      return db.query(sql, values);
    },
    exec: (sql) => db.exec(sql),
  };
  const started = performance.now();
  const request = {
    db: recording,
    user,
    locale: 'fr',
    limit: 0,
    origin: 'http://localhost',
    durations: app.services.durations,
  };
  const sliceOf = () => ({ pageSize: 20, offset: 0 });
  // The first page, then the first page of the folded kind (the datasets without a main resource).
  const report = await attentionPage(request, { sliceOf });
  await attentionPage(request, { kind: 'dataset_without_main_resource', sliceOf });
  const total = Math.round(performance.now() - started);
  for (const { sql, values } of asked) {
    const plan = await db.query(`explain (analyze, format json) ${sql}`, values);
    const top = plan[0]['QUERY PLAN'][0];
    console.log(
      JSON.stringify({
        user: username,
        query: sql.replace(/\s+/g, ' ').slice(0, 90),
        ms: Math.round(top['Execution Time'] * 10) / 10,
        node: top.Plan['Node Type'],
      }),
    );
  }
  console.log(
    JSON.stringify({ user: username, reportMs: total, entries: report.count, counts: report.counts }),
  );
}
await app.close();
