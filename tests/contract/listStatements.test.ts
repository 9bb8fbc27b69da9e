import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { type Client, clientFor, contractDrifts, type TestServer } from './support/server.ts';
import { type CountingServer, startCountingServer } from './support/statementLog.ts';

// Issue 49: a list request sends at most four statements to the database: who asks (the session,
// the user, their memberships and rights, in one), the count, the page, and the page's side data.
// Counted per request by the server itself (`countStatements`, db/statementCount.ts), read from
// its request log, on the embedded database and (npm run test:postgres) on a PostgreSQL server.

let server: TestServer;
let counting: CountingServer;

beforeAll(async () => {
  counting = await startCountingServer();
  server = counting.server;
}, 60_000);

afterAll(async () => {
  expect(contractDrifts(server)).toEqual([]);
  await server?.close();
});

/** The statements the server sent for one request, from the line it logged for it. */
async function statementsOf(client: Client, path: string): Promise<number> {
  const answer = await client.request('GET', path);
  expect(answer.status, path).toBe(200);
  return counting.statementsOf(answer);
}

const DATASET_LISTS = [
  '/fr/dataset/datasets/?page_size=20',
  '/fr/dataset/datasets/?page_size=20&ordering=-last_modified',
  '/fr/dataset/datasets/?page_size=20&ordering=usergroup__display_name',
  '/fr/dataset/datasets/?page_size=20&search=bus',
  '/fr/dataset/datasets/?page_size=5&page=2&publish=true&ordering=display_name',
];

describe.each([
  ['a superuser', 'admin', false],
  ['a member with a role, by cookie', 'producteur', false],
  ['a member with a role, by JWT', 'producteur', true],
  ['a member without a role', 'visiteur', false],
] as const)('the dataset list asked by %s', (_who, account, jwt) => {
  test.each(DATASET_LISTS)('%s sends at most four statements', async (path) => {
    const client = await clientFor(server, account);
    client.useJwt = jwt;
    // The first request of a session may renew its last use: counted too.
    expect(await statementsOf(client, path)).toBeLessThanOrEqual(4);
    expect(await statementsOf(client, path)).toBeLessThanOrEqual(4);
  });
});

test.each([
  '/fr/usergroup/users/?page_size=20',
  '/fr/organisation/organisations/?page_size=20',
  '/fr/dashboard/task-queue-track/?page_size=20',
])('the other list %s, asked by a superuser, sends at most four statements', async (path) => {
  const admin = await clientFor(server, 'admin');
  expect(await statementsOf(admin, path)).toBeLessThanOrEqual(4);
});
