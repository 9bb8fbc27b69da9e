import { describe, expect, test } from 'vitest';
import {
  activity,
  downloadOf,
  finished,
  insight,
  processing,
  read,
  revoke,
  start,
  startRepairServer,
  until,
  w,
} from './testing/taskRepairHarness.ts';

/** Stopping a task (issue 32): a running task stops at its next wait, one no process runs at once. */

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
      // The step by its name, not its code (issue 48, U3).
      'Tâche arrêtée par Alice Martin pendant l’étape « téléchargement du fichier » : cette étape est annulée, aucune étape n’était terminée.',
    );
    expect((await read(id, 'en')).timeline.at(-1)?.message).toBe(
      'Task stopped by Alice Martin during step "downloading the file": this step is rolled back, no step had been completed.',
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
