import { describe, expect, test } from 'vitest';
import { fileForm } from '../../tests/contract/support/server.ts';
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
} from './testing/taskRepairHarness.ts';
import { fixture, layerOf } from './testing/workerHarness.ts';

/**
 * Tasks that repair (issue 32) on the real worker: a re-run keeps the completed steps whose input did
 * not change and runs the others again; a stop ends a waiting task at once and a running one at its
 * next wait, REVOKED; both are role-checked and noted in the dataset's activity.
 */

startRepairServer();

describe('re-running a failed task', () => {
  test('a Latin-1 CSV fails; once the file is replaced, its re-run succeeds and the failure is acknowledged', async () => {
    const { resource: resourceId, upload } = await (async () => {
      const { resource } = await w.f.linkedResource();
      const record = await w.admin.request<{ id: number }>('POST', '/fr/resource/file-upload/', {
        json: { resource_id: resource },
      });
      return { resource, upload: record.body.id };
    })();
    const put = (file: Buffer) =>
      w.admin.request('PUT', `/fr/resource/file-upload/${upload}/`, {
        form: fileForm('file', file, 'arrets.csv', 'text/csv'),
      });
    expect((await put(await fixture('arrets-bus-latin1.csv'))).status).toBe(200);
    const failed = await until(await start('file-upload', upload, resourceId), finished);
    expect(failed.status).toBe('FAILURE');

    const before = await insight(failed.id);
    expect(before.resumes_from).toBe('read');
    expect(before.completed_steps).toEqual([]);
    expect(before.input_unit).toBe('bytes');
    expect(before.input_size).toBeGreaterThan(100);
    expect(before).toMatchObject({ can_rerun: true, can_stop: false, can_acknowledge: true, rerun_by: null });
    expect(before.touched).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ object_class: 'resource', object_id: resourceId }),
        expect.objectContaining({ object_class: 'dataset', object_id: failed.dataset_id }),
      ]),
    );
    expect(before.blast_radius).toContainEqual({
      object_class: 'resource',
      object_id: resourceId,
      display: expect.any(String),
      effect: 'Les données de la ressource ne sont pas lues : aucune couche géographique n’est créée.',
    });
    expect((await insight(failed.id, 'en')).blast_radius[0]?.effect).toBe(
      'The resource’s data is not read: no geographic layer is created.',
    );

    expect((await put(await fixture('arrets-bus-utf8.csv'))).status).toBe(200);
    const queued = await rerun(failed.id);
    expect(queued.status).toBe(202);
    expect(queued.body).toMatchObject({ status: 'PENDING', rerun_of: failed.id, object_id: resourceId });
    const done = await until(queued.body.id, finished);
    expect(done.status).toBe('SUCCESS');
    expect(done.timeline.map((e) => e.step)).toEqual(['queued', 'rerun', 'started', 'read', 'layer', 'done']);
    expect(await processing(done.id)).toEqual(['SUCCESS']);
    expect((await read(failed.id)).acknowledged).toBe(true);
    expect(await insight(failed.id)).toMatchObject({ rerun_by: done.id, can_acknowledge: false });
    expect(await insight(done.id)).toMatchObject({ rerun_of: failed.id, completed_steps: ['read', 'layer'] });
    expect(await activity(failed.dataset_id)).toContain(
      `task_rerun: Tâche ${failed.id} relancée (tâche ${done.id}, file-upload-to-geographiclayer).`,
    );
    // Re-run once is enough: a task that succeeded is not re-run.
    const again = await rerun(done.id);
    expect(again.status).toBe(400);
    expect(again.body.code).toBe('task_not_failed');

    // A later failure leaves the layer the re-run made as it was, and says so in each language.
    const layer = await layerOf(w, resourceId);
    expect(layer?.feature_count).toBe(5);
    expect((await put(await fixture('arrets-bus-latin1.csv'))).status).toBe(200);
    const later = await until(await start('file-upload', upload, resourceId), finished);
    expect(later.status).toBe('FAILURE');
    expect(await layerOf(w, resourceId)).toEqual(layer);
    expect((await insight(later.id)).touched).toContainEqual({
      object_class: 'geographiclayer',
      object_id: layer?.id,
      display: layer?.name,
      count: null,
    });
    expect((await insight(later.id)).blast_radius[0]?.effect).toBe(
      `Les données de la ressource ne sont pas lues : aucune couche géographique n’est créée ni mise à jour, la couche précédente « ${layer?.name} » reste en service.`,
    );
    expect((await insight(later.id, 'it')).blast_radius[0]?.effect).toBe(
      `I dati della risorsa non sono letti: nessun layer geografico è creato o aggiornato, il layer precedente "${layer?.name}" resta in servizio.`,
    );
  });

  test('a re-run keeps the download of the same URL (the remote is not asked again) and downloads a changed one', async () => {
    const csv = await fixture('arrets-bus-utf8.csv');
    const first = w.remote.file('premier.csv', csv, 'text/csv');
    // Columns the file does not have: the download completes, the read fails.
    const record = await downloadOf(first, { column_x: 'lon', column_y: 'lat' });
    const asked = () => w.remote.requests.filter((r) => r.includes('premier.csv')).length;
    const failed = await until(await start('file-download', record.id, record.resource), finished);
    expect(failed.status).toBe('FAILURE');
    expect(asked()).toBe(1);
    expect(await insight(failed.id)).toMatchObject({ completed_steps: ['download'], resumes_from: 'read' });

    // The columns fixed, the same URL: the kept file is read.
    await w.admin.request('PATCH', `/fr/resource/resources/${record.resource}/`, {
      json: { column_x: 'longitude', column_y: 'latitude' },
    });
    const kept = await until((await rerun(failed.id)).body.id, finished);
    expect(kept.status).toBe('SUCCESS');
    expect(asked()).toBe(1);
    expect(kept.timeline.find((e) => e.step === 'download')?.message).toBe(
      `Étape « téléchargement du fichier » reprise de la tâche n° ${failed.id}.`,
    );
    expect((await read(kept.id, 'en')).timeline.find((e) => e.step === 'download')?.message).toBe(
      `Step "downloading the file" kept from task no. ${failed.id}.`,
    );

    // Another URL and columns the file does not have: fails after a new download; its re-run, with
    // the columns fixed, keeps that second download.
    const second = w.remote.file('second.csv', csv, 'text/csv');
    await w.admin.request('PUT', `/fr/resource/file-download/${record.id}/`, {
      json: { resource_id: record.resource, href: second },
    });
    await w.admin.request('PATCH', `/fr/resource/resources/${record.resource}/`, {
      json: { column_x: 'lon' },
    });
    const failedAgain = await until(await start('file-download', record.id, record.resource), finished);
    expect(failedAgain.status).toBe('FAILURE');
    await w.admin.request('PATCH', `/fr/resource/resources/${record.resource}/`, {
      json: { column_x: 'longitude' },
    });
    await w.admin.request('PUT', `/fr/resource/file-download/${record.id}/`, {
      json: { resource_id: record.resource, href: w.remote.file('troisieme.csv', csv, 'text/csv') },
    });
    const redone = await until((await rerun(failedAgain.id)).body.id, finished);
    expect(redone.status).toBe('SUCCESS');
    // The URL changed since: the download was done again, from the new URL.
    expect(redone.timeline.find((e) => e.step === 'download')?.message).toMatch(
      /^Fichier « troisieme\.csv » téléchargé/,
    );
    expect(w.remote.requests.filter((r) => r.includes('troisieme.csv'))).toHaveLength(1);
  });

  test('refusals: a task of another object busy, a task still running, a producteur of another organisation', async () => {
    const { resource: resourceId, dataset } = await w.f.linkedResource();
    const enqueue = (usergroupId: number, datasetId: number | null) =>
      w.server.app.db.transaction((tx) =>
        w.server.app.taskQueue.enqueue(
          {
            action: 'file-upload-to-geographiclayer',
            objectClass: 'resource',
            objectId: resourceId,
            objectDisplay: 'Refus',
            datasetId,
            usergroupId,
            resourceId,
          },
          tx,
        ),
      );
    // Recorded without telling the worker: they wait.
    const waiting = await enqueue(w.f.ids.cacl, dataset);
    const failedOne = await enqueue(w.f.ids.cacl, dataset);
    await w.server.app.db.query("update task set status = 'FAILURE', end_date = now() where id = $1", [
      failedOne.id,
    ]);
    const busy = await rerun(failedOne.id);
    expect(busy.status).toBe(400);
    expect(busy.body.code).toBe('task_object_busy');
    expect((await insight(failedOne.id)).can_rerun).toBe(false);
    const running = await rerun(waiting.id);
    expect(running.body.code).toBe('task_not_failed');

    const elsewhere = await enqueue(w.f.ids.ctg, null);
    expect((await revoke(elsewhere.id, w.f.client('producteur'))).status).toBe(403);
    expect((await rerun(failedOne.id, w.f.client('visiteur'))).status).toBe(403);
    expect((await revoke(999_999)).status).toBe(404);

    // A waiting task stops at once, said in the timeline, its operation failed on the resource.
    const stopped = await revoke(waiting.id, w.f.client('producteur'));
    expect(stopped.status).toBe(202);
    expect(stopped.body).toMatchObject({ status: 'REVOKED', stop_requested: true });
    expect(stopped.body.end_date).not.toBeNull();
    expect(stopped.body.timeline.at(-1)).toMatchObject({
      step: 'revoked',
      message: 'Tâche arrêtée par Paula Roy avant son démarrage.',
    });
    expect(await processing(waiting.id)).toEqual(['FAILURE']);
    const twice = await revoke(waiting.id);
    expect(twice.status).toBe(400);
    expect(twice.body.code).toBe('task_finished');
    expect(await activity(dataset)).toContain(
      `task_revoked: Tâche ${waiting.id} arrêtée (file-upload-to-geographiclayer).`,
    );
    // Once nothing waits, the failed one may be re-run.
    expect((await revoke(elsewhere.id)).body.status).toBe('REVOKED');
    expect((await insight(failedOne.id)).can_rerun).toBe(true);
  });
});
