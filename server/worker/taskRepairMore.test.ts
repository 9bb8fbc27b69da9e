import { describe, expect, test } from 'vitest';
import type { Queryable } from '../db/database.ts';
import { stopMessage } from './stopWatch.ts';
import {
  activity,
  downloadOf,
  finished,
  insight,
  processing,
  read,
  rerun,
  revoke,
  start,
  startRepairServer,
  until,
  w,
} from './taskRepairHarness.ts';
import { TASK_RECORD_SELECT, type TaskRecord, TaskRun } from './taskRun.ts';

/**
 * Tasks that repair (issue 32): a running task stops at its next wait, one no process runs at once;
 * a harvest's re-run keeps the records fetched; a task's estimate comes from runs of similar sizes.
 */

startRepairServer();

describe('stopping a running task', () => {
  test('a download held by a slow remote ends REVOKED within seconds, its step rolled back', async () => {
    const record = await downloadOf(w.remote.urls.slow);
    const id = await start('file-download', record.id, record.resource);
    const running = await until(id, (task) => task.timeline.some((e) => e.step === 'fetch'));
    expect(running.status).toBe('STARTED');
    expect((await insight(id)).can_stop).toBe(true);

    const asked = Date.now();
    const answer = await revoke(id);
    expect(answer.status).toBe(202);
    expect(answer.body).toMatchObject({ status: 'STARTED', stop_requested: true });
    const stopped = await until(id, finished);
    expect(Date.now() - asked).toBeLessThan(5_000);
    expect(stopped.status).toBe('REVOKED');
    expect(stopped.errors).toEqual([]);
    expect(stopped.timeline.map((e) => e.step).slice(-2)).toEqual(['stop_requested', 'revoked']);
    expect(stopped.timeline.at(-1)?.message).toBe(
      'Tâche arrêtée par Alice Martin pendant l’étape « download » : cette étape est annulée, aucune étape n’était terminée.',
    );
    expect((await read(id, 'en')).timeline.at(-1)?.message).toBe(
      'Task stopped by Alice Martin during step "download": this step is rolled back, no step had been completed.',
    );
    expect(await processing(id)).toEqual(['FAILURE']);
    expect(await insight(id)).toMatchObject({
      resumes_from: 'download',
      can_rerun: true,
      completed_steps: [],
    });
    expect(await activity(stopped.dataset_id)).toContain(
      `task_revoked: Tâche ${id} arrêtée (file-download-to-geographiclayer).`,
    );
  });
});

describe('stopping a task no process runs', () => {
  test('a task left STARTED by a process that is gone ends REVOKED at once', async () => {
    const [orphan] = await w.server.app.db.query<{ id: number }>(
      `insert into task (status, action, object_class, object_id, object_display, usergroup_id, start_date, runner)
       values ('STARTED', 'harvest', 'remoteapiindex', 424242, 'Orphelin', $1, now(), 'hote:1:disparu') returning id`,
      [w.f.ids.cacl],
    );
    const answer = await revoke(orphan?.id ?? 0);
    expect(answer.status).toBe(202);
    expect(answer.body.status).toBe('REVOKED');
    expect(answer.body.timeline.at(-1)?.message).toBe(
      'Tâche arrêtée par Alice Martin : aucun processus ne l’exécutait plus.',
    );
  });
});

describe('stages', () => {
  test('a stage stopped before it commits leaves nothing behind; the stages completed before are kept', async () => {
    const db = w.server.app.db;
    const [row] = await db.query<{ id: number }>(
      `insert into task (status, action, object_class, object_id, object_display, usergroup_id, start_date)
       values ('STARTED', 'stage-check', 'contract-check', 777, 'Étapes', $1, now()) returning id`,
      [w.f.ids.cacl],
    );
    const [task] = await db.query<TaskRecord>(`${TASK_RECORD_SELECT} where t.id = $1`, [row?.id]);
    if (!task) throw new Error('no task');
    const stop = new AbortController();
    const run = new TaskRun(db, task, [], stop.signal);
    const note = (tx: Queryable, text: string) =>
      tx.query("update task set data = data || jsonb_build_object('note', $2::text) where id = $1", [
        task.id,
        text,
      ]);
    const first = async (tx: Queryable) => {
      await note(tx, 'first');
      return 1;
    };
    expect(await run.stage('first', { n: 1 }, first, { writes: true })).toBe(1);
    const second = run.stage(
      'second',
      { n: 2 },
      async (tx) => {
        await note(tx, 'second');
        stop.abort();
        return 2;
      },
      { writes: true },
    );
    await expect(second).rejects.toThrow();
    const [after] = await db.query<{ data: { note?: string }; checkpoints: { step: string }[] }>(
      'select data, checkpoints from task where id = $1',
      [task.id],
    );
    expect(after?.data.note).toBe('first');
    expect(after?.checkpoints.map((c) => c.step)).toEqual(['first']);
    expect({ current: run.current, completed: run.completed }).toEqual({
      current: 'second',
      completed: ['first'],
    });
    expect(await stopMessage(db, task.id, run.current, run.completed)).toBe(
      'Tâche arrêtée par ? pendant l’étape « second » : cette étape est annulée, le travail des étapes terminées est conservé (first).',
    );
    await db.query("update task set status = 'REVOKED', end_date = now() where id = $1", [task.id]);
  });
});

describe('how long a task should take', () => {
  test('the estimate is the median of the runs of the same action on inputs of a similar size', async () => {
    const insert = (status: string, seconds: number, size: number) =>
      w.server.app.db.query<{ id: number }>(
        `insert into task (status, action, object_class, object_id, object_display, usergroup_id, start_date, end_date,
           input_size, input_unit)
         values ($1, 'estimate-check', 'resource', 1, 'Estimation', $2, now() - make_interval(secs => $3),
           now(), $4, 'bytes') returning id`,
        [status, w.f.ids.cacl, seconds, size],
      );
    for (const seconds of [10, 12, 14]) await insert('SUCCESS', seconds, 1_000);
    for (const seconds of [300, 320, 340, 360]) await insert('SUCCESS', seconds, 500_000);
    const [failed] = await insert('FAILURE', 5, 1_200);
    const estimate = (await insight(failed?.id ?? 0)).estimate;
    expect(estimate).toMatchObject({ typical_seconds: 12, samples: 3, similar_size: true });
  });
});

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
