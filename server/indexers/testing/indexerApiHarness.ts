import { expect } from 'vitest';
import { Fixtures, unique } from '../../../tests/contract/support/fixtures.ts';
import { contractDrifts, startServer, type TestServer } from '../../../tests/contract/support/server.ts';

/**
 * The API server the indexer tests harvest through: started with remote catalogues on loopback
 * allowed, an admin's fixtures, and the two calls every such test makes (create an indexer, run
 * its harvest now). Shared by the harvest tests so that they set it up one way.
 */
export interface IndexerApi {
  server: TestServer;
  f: Fixtures;
  /** Creates an indexer of this catalogue type on `url` (the fixtures' URL pattern unless given); its id. */
  create(type: string, url: string, urlPattern?: string | null): Promise<number>;
  /** Runs the indexer's harvest in the request (not queued); the task's status. */
  run(id: number): Promise<string>;
  /** Checks that no answer drifted from the contract, then stops the server. */
  close(): Promise<void>;
}

export async function startIndexerApi(remoteTimeoutMs = 2_000): Promise<IndexerApi> {
  const server = await startServer({ allowPrivateRemote: true, remoteTimeoutMs });
  const f = await Fixtures.create(server);
  const list = await f.admin.request<{ id: number; implementation_type: string }[]>(
    'GET',
    '/fr/indexer/remote-api-index-types/',
  );
  const types = new Map(list.body.map((type) => [type.implementation_type, type.id]));
  return {
    server,
    f,
    async create(type, url, urlPattern) {
      const answer = await f.admin.request<{ id: number }>('POST', '/fr/indexer/remote-api-indexes/', {
        json: {
          ...f.indexerBody(),
          name: unique(`Moissonneur ${type}`),
          type: types.get(type),
          url,
          ...(urlPattern === undefined ? {} : { url_pattern: urlPattern }),
        },
      });
      expect(answer.status).toBe(201);
      return answer.body.id;
    },
    async run(id) {
      const answer = await f.admin.request<{ status: string }>(
        'POST',
        `/fr/indexer/remote-api-indexes/${id}/run/`,
        { query: { asynchrone: false } },
      );
      expect(answer.status).toBe(202);
      return answer.body.status;
    },
    async close() {
      expect(contractDrifts(server)).toEqual([]);
      await server.close();
    },
  };
}
