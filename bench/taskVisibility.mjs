// The tasks a person sees (server/model/task/tasks.ts visibleTaskCondition) with and without the rule
// that also shows them the tasks they may repair now (the organisation an object moved to: audit
// 2026-12-06, T3-M1), on the embedded database with the demonstration data and <tasks> more tasks
// of its datasets, as producteur: the list's count and its first page, median of 5 each.
// Run with tsx:  npx tsx bench/taskVisibility.mjs [tasks]
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createApp } from '../server/app.ts';
import { managedGroups } from '../server/auth/permissions.ts';
import { loadCurrentUser } from '../server/auth/session.ts';
import { Params } from '../server/db/params.ts';
import { visibleTaskCondition } from '../server/model/task/tasks.ts';
import { seededTemplate } from '../tests/contract/support/template.ts';

const [wanted = '100000'] = process.argv.slice(2);
const dataDir = await mkdtemp(join(tmpdir(), 'task-visibility-'));
const app = await createApp({ dataDir, memoryDb: true, loadDataDir: await seededTemplate(), worker: false });
const db = app.db;
await db.query(
  `insert into task (status, action, object_class, object_id, object_display, dataset_id, usergroup_id,
     start_date, end_date)
   select case when i % 10 = 0 then 'FAILURE' else 'SUCCESS' end, 'publish-dataset', 'dataset', d.id,
     d.display_name, d.id, d.usergroup_id, now() - (i || ' seconds')::interval, now()
   from generate_series(1, $1::int) i
   join lateral (select id, display_name, usergroup_id from dataset order by id
                 offset (i % (select count(*) from dataset)) limit 1) d on true`,
  [Number(wanted)],
);
await db.exec('vacuum analyze');
const [{ id }] = await db.query("select id from app_user where username = 'producteur'");
const user = await loadCurrentUser(db, id);
// The rule before T3-M1: the task's group as queued, or its creator.
const before = (q) =>
  `(t.usergroup_id = any(${q.p(managedGroups(user))}::int[]) or t.created_by = ${q.p(user.id)})`;
const QUERIES = {
  count: (where) => `select count(*)::int as n from task t where ${where}`,
  page: (where) =>
    `select t.id from task t where ${where} order by coalesce(t.start_date, t.created_at) desc, t.id desc limit 20`,
};
for (const [rule, condition] of [
  ['before', before],
  ['now', (q) => visibleTaskCondition(user, q)],
]) {
  for (const [name, query] of Object.entries(QUERIES)) {
    const q = new Params();
    const sql = query(condition(q));
    const times = [];
    let rows = [];
    for (let time = 0; time < 5; time += 1) {
      const started = performance.now();
      rows = await db.query(sql, q.values);
      times.push(performance.now() - started);
    }
    times.sort((a, b) => a - b);
    const result = name === 'count' ? rows[0].n : rows.length;
    console.log(
      JSON.stringify({ rule, query: name, rows: result, medianMs: Math.round(times[2] * 10) / 10 }),
    );
  }
}
await app.close();
await rm(dataDir, { recursive: true, force: true });
