import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { loadCurrentUser } from '../../server/auth/session.ts';
import { Params } from '../../server/db/params.ts';
import { searchCondition } from '../../server/model/common.ts';
import { DATASET_ORDERING, datasetFilters, datasetOrdering } from '../../server/model/dataset/list.ts';
import { Fixtures } from './support/fixtures.ts';
import { type Client, contractDrifts, startServer, type TestServer } from './support/server.ts';

// Issue 30: the dataset list reads its orderings from indexes, the ordering by organisation name
// organisation by organisation, and the search as one bitmap of name and tag matches. These answers
// must stay those of the plain query that sorts every visible dataset: same rows, same order, same
// count, for the superuser and for a member who sees only part of the datasets.

type Page = { count: number; results: { id: number }[] };

let server: TestServer;
let fixtures: Fixtures;
let clients: Record<'admin' | 'producteur', Client>;
const PAGE_SIZE = 7;

beforeAll(async () => {
  server = await startServer();
  const f = await Fixtures.create(server);
  fixtures = f;
  clients = { admin: f.admin, producteur: f.client('producteur') };
  const db = server.app.db;
  // Two organisations whose names differ only by their accents (they tie in the ordering), one of
  // the demo producer's organisation, and datasets alternating between them, some private.
  const groups = (
    await db.query<{ id: number }>(
      `insert into usergroup (name, display_name, usergroup_type)
       values ('equipe-a', 'Équipe témoin', 'organisation'), ('equipe-b', 'Equipe temoin', 'organisation')
       returning id`,
    )
  ).map((row) => row.id);
  await db.query(
    `insert into dataset (display_name, description, usergroup_id, publication_date, last_update_date,
       update_frequency, default_permission_level, publish, creation_date, last_modified)
     select 'Témoin ' || i, 'Jeu témoin', ($1::int[])[1 + i % 3], date '2020-01-01', date '2021-01-01', 1,
            case when i % 4 = 0 then 'private' else 'search' end,
            case when i % 5 = 0 then null when i % 5 = 1 then false else true end,
            case when i % 6 = 0 then null else date '2019-01-01' + i % 4 end,
            timestamptz '2024-01-01' + make_interval(mins => i % 7)
     from generate_series(1, 40) as i`,
    [[...groups, f.ids.cacl]],
  );
  // A dataset found by its keyword only.
  const [tag] = await db.query<{ id: number }>("insert into tag (name) values ('Vérification') returning id");
  const [tagged] = await db.query<{ id: number }>("select id from dataset where display_name = 'Témoin 3'");
  await db.query('insert into dataset_tag (dataset_id, tag_id, position) values ($1, $2, 0)', [
    tagged?.id,
    tag?.id,
  ]);
}, 60_000);

afterAll(async () => {
  expect(contractDrifts(server)).toEqual([]);
  await server?.close();
});

/** The ids of a page as the plain query gives them: every visible dataset sorted, then sliced. */
async function reference(account: string, filters: Record<string, string>, ordering: string, page: number) {
  const db = server.app.db;
  const [{ id } = { id: 0 }] = await db.query<{ id: number }>('select id from app_user where username = $1', [
    account,
  ]);
  const user = await loadCurrentUser(db, id);
  if (!user) throw new Error(`no account ${account}`);
  const q = new Params();
  const { search, ...others } = filters;
  let clause = datasetFilters(user, others, q);
  if (search) {
    // Written plainly, independently of the list's own (indexed) shape of the search.
    const p = (value: unknown) => q.p(value);
    clause += ` and (${searchCondition('d.display_name', search, p)} or d.id in (select dt.dataset_id
      from dataset_tag dt join tag t on t.id = dt.tag_id where ${searchCondition('t.name', search, p)}))`;
  }
  const [count] = await db.query<{ n: number }>(
    `select count(*)::int as n from dataset d ${clause}`,
    q.values,
  );
  const rows = await db.query<{ id: number }>(
    `select d.id from dataset d join usergroup g on g.id = d.usergroup_id ${clause}
     ${datasetOrdering(ordering)} limit ${PAGE_SIZE} offset ${(page - 1) * PAGE_SIZE}`,
    q.values,
  );
  return { count: count?.n, ids: rows.map((row) => row.id) };
}

async function listed(account: 'admin' | 'producteur', query: Record<string, string>, page: number) {
  const answer = await clients[account].request<Page>('GET', '/fr/dataset/datasets/', {
    query: { ...query, page_size: String(PAGE_SIZE), page: String(page) },
  });
  expect(answer.status, answer.text).toBe(200);
  return { count: answer.body.count, ids: answer.body.results.map((row) => row.id) };
}

const orderings = Object.keys(DATASET_ORDERING).flatMap((field) => [field, `-${field}`]);

describe('dataset list: each ordering answers the rows of the plain sorted query', () => {
  for (const account of ['admin', 'producteur'] as const) {
    for (const ordering of orderings) {
      test(`${ordering}, as ${account}, pages 1 to 3`, async () => {
        for (const page of [1, 2, 3]) {
          const expected = await reference(account, {}, ordering, page);
          expect(await listed(account, { ordering }, page)).toEqual(expected);
        }
      });
    }
  }

  test('by organisation name with a filter on organisations, and the last page', async () => {
    const [{ id: group } = { id: 0 }] = await server.app.db.query<{ id: number }>(
      "select id from usergroup where name = 'equipe-a'",
    );
    const filters = { usergroup_id: String(group) };
    for (const ordering of ['usergroup__display_name', '-usergroup__display_name']) {
      const expected = await reference('producteur', filters, ordering, 2);
      expect(await listed('producteur', { ...filters, ordering }, 2)).toEqual(expected);
    }
  });
});

describe('dataset list: the search finds names and keywords as before', () => {
  for (const search of ['temoin', 'TÉMOIN 1', 'verif', 'temoin verif', 'déchèteries']) {
    test(`"${search}", as admin and as producteur, by name and by organisation`, async () => {
      for (const account of ['admin', 'producteur'] as const) {
        for (const ordering of ['-last_modified', 'usergroup__display_name']) {
          const expected = await reference(account, { search }, ordering, 1);
          expect(await listed(account, { search, ordering }, 1)).toEqual(expected);
        }
      }
    });
  }

  test('a keyword alone finds its dataset, a name word finds every dataset named with it', async () => {
    expect((await listed('admin', { search: 'verification' }, 1)).count).toBe(1);
    expect((await listed('admin', { search: 'temoin' }, 1)).count).toBe(40);
  });
});

describe('dataset list: the count without filters, read from the tally, stays exact', () => {
  const counts = async () => {
    for (const account of ['admin', 'producteur'] as const) {
      const expected = await reference(account, {}, '-last_modified', 1);
      expect((await listed(account, {}, 1)).count, account).toBe(expected.count);
    }
  };

  test('through creations, changes of level and organisation, several rows at once, deletions', async () => {
    const db = server.app.db;
    await counts();
    const created = await fixtures.dataset();
    await counts();
    const [{ id: other } = { id: 0 }] = await db.query<{ id: number }>(
      "select id from usergroup where name = 'equipe-a'",
    );
    await db.query("update dataset set default_permission_level = 'private' where id = $1", [created.id]);
    await counts();
    await db.query('update dataset set usergroup_id = $2 where id = $1', [created.id, other]);
    await counts();
    await db.query(
      `update dataset set default_permission_level = case when default_permission_level = 'private'
         then 'download' else 'private' end where display_name like 'Témoin 1%'`,
    );
    await counts();
    await db.query('insert into dataset_permission (dataset_id, usergroup_id, level) values ($1, $2, $3)', [
      created.id,
      fixtures.ids.cacl,
      'consultation',
    ]);
    await counts();
    await db.query("delete from dataset where display_name like 'Témoin 2%' or id = $1", [created.id]);
    await counts();
  });
});
