import { afterAll, beforeAll, expect } from 'vitest';
import { Fixtures } from './fixtures.ts';
import { type Client, contractDrifts, startServer, type TestServer } from './server.ts';

/** What a contract test file works with: its own server, the fixtures, the superuser's client. */
export interface ServerOfFile {
  server: TestServer;
  f: Fixtures;
  admin: Client;
}

/**
 * The setup the contract files share: before their tests a server of their own (with `app`'s
 * options) and the fixtures, handed to `receive`; after them, no answer drifted from the contract,
 * no request failed in the server's log (unless `failuresLogged` says the file makes some on
 * purpose), and the server is closed.
 */
export function serverForFile(
  receive: (ready: ServerOfFile) => void,
  options: { app?: Parameters<typeof startServer>[0]; failuresLogged?: boolean } = {},
): void {
  let server: TestServer | undefined;
  beforeAll(async () => {
    server = await startServer(options.app);
    const f = await Fixtures.create(server);
    receive({ server, f, admin: f.admin });
  });
  afterAll(async () => {
    if (!server) return;
    expect(contractDrifts(server)).toEqual([]);
    if (!options.failuresLogged) expect(server.logs.filter((line) => line.includes('failed'))).toEqual([]);
    await server.close();
  });
}
