// EXPLAIN ANALYZE of the dataset list's queries on the PostgreSQL server of DATABASE_URL, built by
// the server's own code (server/model/dataset/list.ts), so the plans are those of the real list:
// its count, its search and each ordering it offers, for the superuser and for a plain member.
// Run with tsx:  DATABASE_URL=postgres://… npx tsx bench/explainList.mjs
// Prints one JSON line: per query, the execution time and the plan's top nodes.
import { loadCurrentUser } from '../server/auth/session.ts';
import { openPostgres } from '../server/db/database.ts';
import { DATASET_ORDERING, datasetList } from '../server/model/dataset/list.ts';

const db = await openPostgres(process.env.DATABASE_URL);
const userNamed = async (username) => {
  const [{ id }] = await db.query('select id from app_user where username = $1', [username]);
  return loadCurrentUser(db, id);
};
const admin = await userNamed('admin');
const member = await userNamed('producteur');

/**
 * The count and the first page of the list, as the handler asks them: datasetList() runs on a
 * database that forwards every query and keeps the last two (the count, then the page).
 */
async function listQueries(user, filters, ordering) {
  const asked = [];
  const recording = {
    query(sql, values = []) {
      // A prepared statement is explained by its text.
      asked.push({ sql: typeof sql === 'string' ? sql : sql.text, values: [...values] });
      return db.query(sql, values);
    },
    exec: (sql) => db.exec(sql),
  };
  const list = await datasetList(recording, user, filters);
  const count = asked.at(-1);
  await list.page({ pageSize: 20, offset: 0 }, ordering);
  return { count, page: asked.at(-1) };
}

/** The plan's root and the node under it that does the work (below Limit/Aggregate/Gather). */
function topNodes(plan) {
  const names = [];
  let node = plan;
  while (node && names.length < 4) {
    const what = [node['Node Type'], node['Index Name'] ?? node['Relation Name']]
      .filter(Boolean)
      .join(' on ');
    names.push(what);
    // The node that feeds this one, not an InitPlan computed beforehand (the search's tag ids).
    const children = node.Plans ?? [];
    node =
      children.find((child) => !['InitPlan', 'SubPlan'].includes(child['Parent Relationship'])) ??
      children[0];
  }
  return names.join(' > ');
}

async function explain(sql, values) {
  // Twice: the first run warms the cache, the second is the one reported.
  await db.query(`explain (analyze, format json) ${sql}`, values);
  const [row] = await db.query(`explain (analyze, buffers, format json) ${sql}`, values);
  const [result] = row['QUERY PLAN'];
  return { executionMs: Number(result['Execution Time'].toFixed(1)), top: topNodes(result.Plan) };
}

const [{ datasets }] = await db.query('select count(*)::int as datasets from dataset');
const cases = [
  ['count, superuser', admin, {}, undefined, 'count'],
  ['count, member', member, {}, undefined, 'count'],
  ['search "reseau cayenne": count', admin, { search: 'reseau cayenne' }, undefined, 'count'],
  ['search "reseau cayenne": page', admin, { search: 'reseau cayenne' }, undefined, 'page'],
  ['default order (-last_modified): page, member', member, {}, undefined, 'page'],
];
for (const field of Object.keys(DATASET_ORDERING)) {
  cases.push([`order ${field}: page`, admin, {}, field, 'page']);
  cases.push([`order -${field}: page`, admin, {}, `-${field}`, 'page']);
}
const plans = {};
for (const [name, user, filters, ordering, which] of cases) {
  const queries = await listQueries(user, filters, ordering);
  plans[name] = await explain(queries[which].sql, queries[which].values);
}
await db.close();
console.log(JSON.stringify({ datasets, plans }));
