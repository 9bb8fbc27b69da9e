import { afterAll, beforeAll, expect, test } from 'vitest';
import { Fixtures } from '../contract/support/fixtures.ts';
import { clientFor, startServer, type TestServer } from '../contract/support/server.ts';

let server: TestServer;
let fixtures: Fixtures;

beforeAll(async () => {
  server = await startServer();
  fixtures = await Fixtures.create(server);
});

afterAll(async () => {
  await server?.close();
});

const SAVES = Number(process.env.SAVES ?? 12);

test('of saves sent at once from the same version, exactly one is accepted and the others get 412', async () => {
  const dataset = await fixtures.dataset();
  const people = await Promise.all(
    Array.from({ length: SAVES }, (_, index) => clientFor(server, index % 2 ? 'gestionnaire' : 'admin')),
  );
  const answers = await Promise.all(
    people.map((person, index) =>
      person.request('PATCH', `/fr/dataset/datasets/${dataset.id}/`, {
        json: { recommended_usage: `Version ${index}` },
        headers: { 'if-match': dataset.last_modified },
      }),
    ),
  );
  const statuses = answers.map((answer) => answer.status).sort();
  expect(statuses).toEqual([200, ...Array<number>(SAVES - 1).fill(412)]);
  const winner = answers.findIndex((answer) => answer.status === 200);
  const stored = await fixtures.admin.request<{ recommended_usage: string }>(
    'GET',
    `/fr/dataset/datasets/${dataset.id}/`,
  );
  expect(stored.body.recommended_usage).toBe(`Version ${winner}`);
});

test('two changes whose clock readings share a millisecond still give two versions', async () => {
  const dataset = await fixtures.dataset();
  const path = `/fr/dataset/datasets/${dataset.id}/`;
  // Two saves 0.4 ms apart, as a busy server makes them: the clock readings are set here because
  // through HTTP two saves of this machine never land in the same millisecond.
  const versionAfter = async (reading: string) => {
    await server.app.db.query('update dataset set last_modified = $1 where id = $2', [reading, dataset.id]);
    return (await fixtures.admin.request<{ last_modified: string }>('GET', path)).body.last_modified;
  };
  const first = await versionAfter('2099-01-01T00:00:00.000100Z');
  const second = await versionAfter('2099-01-01T00:00:00.000500Z');
  expect(second).not.toBe(first);
  const stale = await fixtures.admin.request('PATCH', path, {
    json: { recommended_usage: 'Écrasement' },
    headers: { 'if-match': first },
  });
  expect(stale.status).toBe(412);
});
