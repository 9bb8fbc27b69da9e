import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { loadSpec, type OperationSpec } from '../../../server/http/spec.ts';
import { CASES } from './cases.ts';
import { ACCOUNTS, type Account, Fixtures } from './fixtures.ts';
import { type Client, clientFor, contractDrifts, startServer, type TestServer } from './server.ts';

export const successStatus = (operation: OperationSpec): number =>
  Number(operation.responses.find((response) => response.status.startsWith('2'))?.status ?? 200);

export function tagOf(operation: OperationSpec): string {
  return operation.path.split('/')[1] ?? '';
}

/**
 * Calls every operation of the given areas as each demo account, anonymously and as the user who
 * has not accepted the terms: allowed accounts get the success status, the others 403; every
 * answer is checked against the contract by the server itself (validateResponses).
 */
export async function authorisationSuite(areas: string[]): Promise<void> {
  let server: TestServer;
  let fixtures: Fixtures;
  let anonymous: Client;
  let newcomer: Client;
  const operations = (await loadSpec()).operations.filter((operation) => areas.includes(tagOf(operation)));

  beforeAll(async () => {
    server = await startServer();
    fixtures = await Fixtures.create(server);
    anonymous = await clientFor(server, null);
    newcomer = await clientFor(server, 'nouveau');
  });

  afterAll(async () => {
    expect(contractDrifts(server)).toEqual([]);
    expect(server.logs.filter((line) => line.includes('failed'))).toEqual([]);
    await server.close();
  });

  const entries = operations.map(
    (operation) => [operation.operationId, operation, CASES[operation.operationId] ?? []] as const,
  );
  describe.each(entries)('%s', (_operationId, op, cases) => {
    test.each(cases.flatMap((c) => ACCOUNTS.map((account) => [account, c] as const)))(
      'as %s',
      async (account: Account, c) => {
        const call = await c.build(fixtures, account);
        const client = c.ownClient ? await clientFor(server, account) : fixtures.client(account);
        const answer = await client.request(call.method, call.path, call.options);
        const expected = c.allowed.includes(account) ? (c.status ?? successStatus(op)) : 403;
        expect(
          answer.status,
          `${c.name ?? ''} ${call.method} ${call.path}: ${answer.text.slice(0, 300)}`,
        ).toBe(expected);
      },
    );

    test('anonymously and before accepting the terms', async () => {
      const [first] = cases;
      expect(first, 'the operation has a case in cases.ts').toBeDefined();
      if (!first || !op.secured) return;
      const call = await first.build(fixtures, 'admin');
      const asAnonymous = await anonymous.request(call.method, call.path, call.options);
      expect(asAnonymous.status, asAnonymous.text).toBe(401);
      const asNewcomer = await newcomer.request(call.method, call.path, call.options);
      expect(asNewcomer.status, asNewcomer.text).toBe(403);
      if (call.method !== 'HEAD') expect(asNewcomer.body).toMatchObject({ code: 'terms_required' });
    });
  });
}
