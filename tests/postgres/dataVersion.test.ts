import pg from 'pg';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { postgresCopy } from '../contract/support/template.ts';

/**
 * The data version (migration 023, decision 0043) on a PostgreSQL server, where transactions run
 * side by side: it is counted at each commit, so that two transactions crossing on each other's rows
 * wait for each other as before and never deadlock on the version's one row.
 */

const serverUrl = process.env.TEST_DATABASE_URL;
let copy: { url: string; drop: () => Promise<void> };
const clients: pg.Client[] = [];

async function connect(): Promise<pg.Client> {
  const client = new pg.Client({ connectionString: copy.url });
  await client.connect();
  clients.push(client);
  return client;
}

beforeAll(async () => {
  if (!serverUrl) {
    throw new Error(
      'These tests need a PostgreSQL server: run them with `node scripts/with-postgres.mjs npx vitest run --project postgres` (npm test does).',
    );
  }
  copy = await postgresCopy(serverUrl);
}, 120_000);

afterAll(async () => {
  for (const client of clients) await client.end();
  await copy?.drop();
});

const versionOf = async (client: pg.Client) =>
  Number((await client.query<{ n: string }>('select n::text from data_version')).rows[0]?.n);

describe('the data version on a PostgreSQL server', () => {
  test('two transactions each changing a row the other changes next both commit, and move it twice', async () => {
    const [first, second] = [await connect(), await connect()];
    const ids = (await first.query<{ id: number }>('select id from dataset order by id limit 2')).rows;
    const [a, b] = ids.map((row) => row.id);
    const before = await versionOf(first);
    await first.query('begin');
    await first.query("update dataset set recommended_usage = 'premier' where id = $1", [a]);
    await second.query('begin');
    await second.query("update dataset set recommended_usage = 'second' where id = $1", [b]);
    // The first now waits for the second's row; the second commits, then the first goes on.
    const waiting = first.query("update dataset set recommended_usage = 'premier' where id = $1", [b]);
    await second.query('commit');
    await waiting;
    await first.query('commit');
    expect(await versionOf(first)).toBe(before + 2);
    const rows = await first.query<{ recommended_usage: string }>(
      'select recommended_usage from dataset where id = any($1::int[]) order by id',
      [[a, b]],
    );
    expect(rows.rows.map((row) => row.recommended_usage)).toEqual(['premier', 'premier']);
  });

  test('a change is seen by others with the version that counts it, not before its commit', async () => {
    const [writer, reader] = [await connect(), await connect()];
    const before = await versionOf(reader);
    await writer.query('begin');
    await writer.query(
      "update usergroup set description = 'en cours' where id = (select min(id) from usergroup)",
    );
    expect(await versionOf(reader)).toBe(before);
    await writer.query('commit');
    expect(await versionOf(reader)).toBe(before + 1);
  });
});
