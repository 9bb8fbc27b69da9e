import { describe, expect, test } from 'vitest';
import { finished, insight, rerun, startRepairServer, until, w } from './testing/taskRepairHarness.ts';

/** Re-running a harvest (issue 32): a failed import's re-run keeps the records fetched. */

startRepairServer();

describe('re-running a harvest', () => {
  test('an import that fails is rolled back whole; its re-run imports the kept records without asking the remote', async () => {
    const types = await w.admin.request<{ id: number; implementation_type: string }[]>(
      'GET',
      '/fr/indexer/remote-api-index-types/',
    );
    const created = await w.admin.request<{ id: number }>('POST', '/fr/indexer/remote-api-indexes/', {
      json: {
        ...w.f.indexerBody(),
        type: types.body.find((t) => t.implementation_type === 'ckan')?.id,
        url: w.remote.urls.ckan,
      },
    });
    const indexer = created.body.id;
    const db = w.server.app.db;
    // A failure at the import's very end, once every record is saved: the summary cannot be logged.
    await db.exec(`create function harvest_summary_fails() returns trigger language plpgsql as $$
      begin
        if new.message like '%moissonnée%:%' then raise exception 'panne simulée'; end if;
        return new;
      end $$;
      create trigger harvest_summary_fails before insert on indexer_log
        for each row execute function harvest_summary_fails();`);
    const run = await w.admin.request<{ task_id: number; status: string }>(
      'POST',
      `/fr/indexer/remote-api-indexes/${indexer}/run/`,
      { query: { asynchrone: false } },
    );
    await db.exec(
      'drop trigger harvest_summary_fails on indexer_log; drop function harvest_summary_fails();',
    );
    expect(run.body.status).toBe('FAILURE');
    const harvested = async () =>
      (
        await db.query<{ n: number }>(
          'select count(*)::int as n from harvested_record where indexer_id = $1',
          [indexer],
        )
      )[0]?.n;
    expect(await harvested()).toBe(0);
    const failed = await insight(run.body.task_id);
    expect(failed).toMatchObject({
      completed_steps: ['fetched'],
      resumes_from: 'import',
      input_unit: 'records',
    });
    expect(failed.blast_radius[0]?.effect).toMatch(/garde sa version précédente/);

    const askedBefore = w.remote.requests.filter((r) => r.startsWith('GET /ckan/')).length;
    const done = await until((await rerun(run.body.task_id)).body.id, finished);
    expect(done.status).toBe('SUCCESS');
    expect(w.remote.requests.filter((r) => r.startsWith('GET /ckan/'))).toHaveLength(askedBefore);
    const count = await harvested();
    expect(count).toBeGreaterThan(0);
    expect((await insight(done.id)).touched).toContainEqual({
      object_class: 'dataset',
      object_id: null,
      display: `${count} jeux de données moissonnés`,
      count,
    });
    expect((await insight(done.id, 'en')).touched.at(-1)?.display).toBe(`${count} harvested datasets`);
  });
});
