import { describe, expect, test } from 'vitest';
import type { Queryable } from '../db/database.ts';
import { stopMessage } from './stopWatch.ts';
import { TASK_RECORD_SELECT, type TaskRecord, TaskRun } from './taskRun.ts';
import { startRepairServer, w } from './testing/taskRepairHarness.ts';

/** A task's stages (issue 32): a stage stopped before it commits leaves nothing behind. */

startRepairServer();

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
