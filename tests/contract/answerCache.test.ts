import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { Client, clientFor, contractDrifts, type TestServer } from './support/server.ts';
import { type CountingServer, startCountingServer } from './support/statementLog.ts';

// Decision 0043: a dataset list asked again while the data has not changed is given again without
// being built (one statement: who asks); any change committed to the data, whoever writes it (this
// server, another process, a task, an operator's SQL), shows in the very next list, and an answer is
// only ever given again to the person it was built for, at the origin it was built for.

let server: TestServer;
let counting: CountingServer;
const METRICS_TOKEN = 'jeton-des-operateurs';
const MARKER = 'Zzcache repère';
const MARKED = `/fr/dataset/datasets/?search=${encodeURIComponent('zzcache')}&page_size=20`;

interface Page {
  count: number;
  results: { id: number; display_name: string; thumbnail: string | null }[];
}

beforeAll(async () => {
  counting = await startCountingServer({ metricsToken: METRICS_TOKEN });
  server = counting.server;
}, 60_000);

afterAll(async () => {
  expect(contractDrifts(server)).toEqual([]);
  await server?.close();
});

const sql = <T>(text: string, values: unknown[] = []) => server.app.db.query<T>(text, values);

/** The list's answer and the statements the server sent for it. */
async function list(client: Client, path: string) {
  const answer = await client.request<Page>('GET', path);
  expect(answer.status, path).toBe(200);
  return { page: answer.body, text: answer.text, statements: await counting.statementsOf(answer) };
}

/** A dataset of an organisation of producteur's that visiteur is not in, made private and named MARKER. */
async function markedPrivateDataset(): Promise<{ id: number; usergroupId: number }> {
  const [row] = await sql<{ id: number; usergroup_id: number }>(
    `select d.id, d.usergroup_id from dataset d
     where d.usergroup_id in (select m.usergroup_id from membership m join app_user u on u.id = m.user_id
                              where u.username = 'producteur' and m.status = 2)
       and d.usergroup_id not in (select m.usergroup_id from membership m join app_user u on u.id = m.user_id
                                  where u.username = 'visiteur')
       and not exists (select 1 from dataset_permission p where p.dataset_id = d.id)
     order by d.id limit 1`,
  );
  if (!row) throw new Error('the seed has no dataset of an organisation of producteur alone');
  await sql(`update dataset set display_name = $2, default_permission_level = 'private' where id = $1`, [
    row.id,
    MARKER,
  ]);
  return { id: row.id, usergroupId: row.usergroup_id };
}

describe('the dataset list given again while the data has not changed', () => {
  test('asked again, the same answer comes with one statement (who asks) instead of four', async () => {
    const client = await clientFor(server, 'producteur');
    const path = '/fr/dataset/datasets/?page_size=20&ordering=display_name';
    const first = await list(client, path);
    const again = await list(client, path);
    expect(first.statements).toBeGreaterThan(1);
    expect(again.statements).toBe(1);
    expect(again.text).toBe(first.text);
    // Operators see how often answers are given again.
    const metrics = await fetch(`${server.url}/metrics`, {
      headers: { authorization: `Bearer ${METRICS_TOKEN}` },
    });
    const text = await metrics.text();
    expect(text).toMatch(/publish_kept_answers_total\{operation="listDatasets",answer="kept"\} [1-9]/);
    expect(text).toMatch(/publish_kept_answers_total\{operation="listDatasets",answer="built"\} [1-9]/);
  });

  test('a save through the API shows in the next list', async () => {
    const client = await clientFor(server, 'admin');
    const path = '/fr/dataset/datasets/?page_size=5&ordering=display_name';
    const before = await list(client, path);
    const dataset = before.page.results[0];
    if (!dataset) throw new Error('no dataset listed');
    const read = await client.request('GET', `/fr/dataset/datasets/${dataset.id}/`);
    const saved = await client.request('PUT', `/fr/dataset/datasets/${dataset.id}/`, {
      json: { ...(read.body as object), display_name: `${dataset.display_name} (renommé)` },
      headers: { 'if-match': (read.body as { last_modified: string }).last_modified },
    });
    expect(saved.status, saved.text).toBe(200);
    const after = await list(client, path);
    expect(after.page.results.map((row) => row.display_name)).toContain(`${dataset.display_name} (renommé)`);
  });

  test('a change written by anyone else (another process, a task, SQL) shows in the next list', async () => {
    const client = await clientFor(server, 'admin');
    const path = '/fr/dataset/datasets/?page_size=20&ordering=-last_modified';
    const before = await list(client, path);
    await list(client, path);
    const dataset = before.page.results[1];
    if (!dataset) throw new Error('no dataset listed');
    await sql('update dataset set display_name = $2 where id = $1', [dataset.id, 'Écrit à côté']);
    const after = await list(client, path);
    expect(after.page.results.find((row) => row.id === dataset.id)?.display_name).toBe('Écrit à côté');
    // A keyword is read from another table: its change shows too.
    await sql(`insert into tag (name) values ('mot-du-cache') on conflict do nothing`);
    await sql(
      `insert into dataset_tag (dataset_id, tag_id, position)
       select $1, t.id, 99 from tag t where t.name = 'mot-du-cache'`,
      [dataset.id],
    );
    const tagged = await list(client, `/fr/dataset/datasets/?search=mot-du-cache&page_size=20`);
    expect(tagged.page.results.map((row) => row.id)).toEqual([dataset.id]);
  });

  test('a change rolled back leaves the kept answers to be given', async () => {
    const client = await clientFor(server, 'admin');
    const path = '/fr/dataset/datasets/?page_size=3&ordering=creation_date';
    await list(client, path);
    await expect(
      server.app.db.transaction(async (tx) => {
        await tx.query("update dataset set display_name = 'jamais vu'");
        throw new Error('changed my mind');
      }),
    ).rejects.toThrow('changed my mind');
    expect((await list(client, path)).statements).toBe(1);
  });

  test("one person's answer is never given to another, and a right lost shows in the next list", async () => {
    const { usergroupId } = await markedPrivateDataset();
    const admin = await clientFor(server, 'admin');
    const producteur = await clientFor(server, 'producteur');
    const visiteur = await clientFor(server, 'visiteur');
    expect((await list(admin, MARKED)).page.count).toBe(1);
    expect((await list(producteur, MARKED)).page.count).toBe(1);
    expect((await list(producteur, MARKED)).statements).toBe(1);
    expect((await list(visiteur, MARKED)).page.count).toBe(0);
    // Producteur leaves the organisation: the private dataset is no longer theirs to see.
    await sql(
      `delete from membership where usergroup_id = $1
         and user_id = (select id from app_user where username = 'producteur')`,
      [usergroupId],
    );
    expect((await list(producteur, MARKED)).page.count).toBe(0);
  });

  test('the URLs of an answer are those of the origin it is asked at', async () => {
    const byAddress = await clientFor(server, 'admin');
    byAddress.useJwt = true;
    // The same person, by the server's name rather than its address.
    const byName = new Client(server.url.replace('127.0.0.1', 'localhost'));
    byName.token = byAddress.token;
    byName.useJwt = true;
    await sql(
      `update dataset set thumbnail = 'thumbnails/cache.png' where id = (select min(id) from dataset)`,
    );
    const path = '/fr/dataset/datasets/?page_size=1&ordering=creation_date';
    expect((await list(byAddress, path)).page.results[0]?.thumbnail).toMatch(/^http:\/\/127\.0\.0\.1:\d+\//);
    expect((await list(byName, path)).page.results[0]?.thumbnail).toMatch(/^http:\/\/localhost:\d+\//);
  });
});

describe('the data version', () => {
  // The tables no answer is built from, which change by themselves as people work (migration 023).
  const UNVERSIONED = [
    'data_change',
    'data_version',
    'schema_migration',
    'server_process',
    'session',
    'sign_in_failure',
  ];

  test('every other table moves it when written, truncated included', async () => {
    const all = ['data_change_delete', 'data_change_insert', 'data_change_truncate', 'data_change_update'];
    const tables = await sql<{ name: string; triggers: string[] }>(
      `select c.relname as name,
              array(select t.tgname::text from pg_trigger t where t.tgrelid = c.oid and t.tgname = any($1::text[])
                    order by 1) as triggers
       from pg_class c join pg_namespace ns on ns.oid = c.relnamespace
       where ns.nspname = current_schema() and c.relkind in ('r', 'p') order by 1`,
      [all],
    );
    expect(tables.length).toBeGreaterThan(40);
    const wrong = tables.filter(
      (table) => table.triggers.join() !== (UNVERSIONED.includes(table.name) ? '' : all.join()),
    );
    expect(wrong.map((table) => `${table.name}: ${table.triggers.join(', ') || 'none'}`)).toEqual([]);
  });

  test('moves once per committed transaction, however many statements and tables it wrote', async () => {
    const version = async () => Number((await sql<{ n: string }>('select n::text from data_version'))[0]?.n);
    const before = await version();
    await server.app.db.transaction(async (tx) => {
      await tx.query(
        "update dataset set recommended_usage = 'a' where id in (select id from dataset limit 3)",
      );
      await tx.query("update usergroup set description = 'b' where id = (select min(id) from usergroup)");
    });
    expect(await version()).toBe(before + 1);
    await sql("update session set last_seen_at = last_seen_at where id <> ''");
    expect(await version()).toBe(before + 1);
    // A statement that writes no row is no change (the task poll's, every few seconds).
    await sql("update task set status = status where status = 'no such status'");
    expect(await version()).toBe(before + 1);
    expect(await sql('select id from data_change')).toEqual([]);
  });
});
