import { describe, expect, test } from 'vitest';
import type { Client, TestServer } from '../../tests/contract/support/server.ts';
import { serverForFile } from '../../tests/contract/support/suite.ts';

// Issue 48 (U5): the indexer page's "Last harvest" is the indexer's latest finished run, and a
// successful run of the demonstration data has its counts, as a real harvest keeps them.

let server: TestServer;
let admin: Client;

serverForFile((ready) => {
  ({ server, admin } = ready);
});

interface LastHarvest {
  task_id: number;
  status: string;
  finished_at: string;
  counts: { read: number } | null;
}

describe('the seeded indexers’ last harvest', () => {
  test('is the latest finished run, and a successful one has its counts', async () => {
    const indexers = await server.app.db.query<{ id: number }>('select id from remote_api_index order by id');
    expect(indexers.length).toBeGreaterThan(0);
    for (const { id } of indexers) {
      const [latest] = await server.app.db.query<{ id: number; status: string }>(
        `select id, status from task where object_class = 'remoteapiindex' and object_id = $1 and action = 'harvest'
           and status in ('SUCCESS', 'FAILURE') order by end_date desc limit 1`,
        [id],
      );
      const answer = await admin.request<{ last_harvest: LastHarvest | null }>(
        'GET',
        `/fr/indexer/remote-api-indexes/${id}/`,
      );
      const last = answer.body.last_harvest;
      expect(last?.task_id).toBe(latest?.id);
      if (last?.status === 'SUCCESS') expect(last.counts?.read).toBeGreaterThan(0);
    }
  });

  test('a run finished later than one created after it is still the last', async () => {
    const [indexer] = await server.app.db.query<{ id: number }>('select min(id) as id from remote_api_index');
    const id = indexer?.id;
    // A run created first but finished last (a long one): ids do not order the runs, their ends do.
    const [early] = await server.app.db.query<{ id: number }>(
      `insert into task (status, action, object_class, object_id, object_display, created_at, start_date, end_date)
       values ('SUCCESS', 'harvest', 'remoteapiindex', $1, 'long run', now() - interval '2 hours', now() - interval '2 hours', now())
       returning id`,
      [id],
    );
    await server.app.db.query(
      `insert into task (status, action, object_class, object_id, object_display, created_at, start_date, end_date)
       values ('FAILURE', 'harvest', 'remoteapiindex', $1, 'short run', now() - interval '1 hour', now() - interval '1 hour', now() - interval '59 minutes')`,
      [id],
    );
    const answer = await admin.request<{ last_harvest: LastHarvest | null }>(
      'GET',
      `/fr/indexer/remote-api-indexes/${id}/`,
    );
    expect(answer.body.last_harvest?.task_id).toBe(early?.id);
  });
});
