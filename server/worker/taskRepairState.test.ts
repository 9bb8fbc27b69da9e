import { describe, expect, test } from 'vitest';
import { fileForm } from '../../tests/contract/support/server.ts';
import { finished, insight, rerun, start, startRepairServer, until, w } from './testing/taskRepairHarness.ts';
import { fixture, resource, runKind } from './testing/workerHarness.ts';

/**
 * Honest about state (issue 48, acceptance audit 2026-12-06 B1, B3, B4): once a failure is repaired,
 * by a re-run or by a later run that redoes what failed, neither the dataset page (the resource's
 * `_processing`) nor "needs attention" still speaks of it, and the repaired task is not re-run.
 */

startRepairServer();

/** A resource whose CSV holds a coordinate that is not a number, its create scenario failed. */
async function failedUpload() {
  const { resource: resourceId } = await w.f.linkedResource();
  const record = await w.admin.request<{ id: number }>('POST', '/fr/resource/file-upload/', {
    json: { resource_id: resourceId },
  });
  const upload = record.body.id;
  const put = async (csv: string) => {
    const answer = await w.admin.request('PUT', `/fr/resource/file-upload/${upload}/`, {
      form: fileForm('file', Buffer.from(csv), 'arrets.csv', 'text/csv'),
    });
    expect(answer.status).toBe(200);
  };
  await put('nom;longitude;latitude\nA;abc;4.9\nB;-52.3;4.9\n');
  const failed = await until(await start('file-upload', upload, resourceId), finished);
  expect(failed.status).toBe('FAILURE');
  await put(await fixture('arrets-bus-utf8.csv').then((file) => file.toString()));
  return { resourceId, upload, failed };
}

/** The task ids "needs attention" lists as failed for the superuser. */
async function failedInAttention(): Promise<number[]> {
  const answer = await w.admin.request<{
    results: { reasons: { kind: string; task_id: number | null }[] }[];
  }>('GET', '/fr/dashboard/attention/', { query: { page_size: 1000, kind: 'failed_task' } });
  expect(answer.status).toBe(200);
  return answer.body.results
    .flatMap((entry) => entry.reasons)
    .filter((item) => item.kind === 'failed_task')
    .flatMap((item) => (item.task_id === null ? [] : [item.task_id]));
}

describe('a failure repaired by a re-run', () => {
  test('B1, B4: the resource shows no failure, the task is not offered for re-run and rerun/ is refused', async () => {
    const { resourceId, failed } = await failedUpload();
    expect((await resource(w, resourceId))._processing).toContainEqual(
      expect.objectContaining({ state: 'FAILURE', task_id: failed.id, acknowledged: false }),
    );
    expect(await failedInAttention()).toContain(failed.id);

    const queued = await rerun(failed.id);
    expect(queued.status).toBe(202);
    // The failed operation is acknowledged with the task, as acknowledging the task does.
    expect((await resource(w, resourceId))._processing).toContainEqual(
      expect.objectContaining({ state: 'FAILURE', task_id: failed.id, acknowledged: true }),
    );
    expect((await until(queued.body.id, finished)).status).toBe('SUCCESS');
    const entries = (await resource(w, resourceId))._processing;
    expect(entries.filter((entry) => entry.state === 'FAILURE' && !entry.acknowledged)).toEqual([]);
    expect(await failedInAttention()).not.toContain(failed.id);

    expect(await insight(failed.id)).toMatchObject({ can_rerun: false, rerun_by: queued.body.id });
    const refused = await rerun(failed.id, w.f.client('gestionnaire'));
    expect(refused.status).toBe(400);
    expect(refused.body.code).toBe('task_already_repaired');
  });
});

describe('a failure repaired by the update scenario', () => {
  test('B3: the update scenario that makes the layer clears the failed create from "needs attention"', async () => {
    const { resourceId, upload, failed } = await failedUpload();
    expect(await failedInAttention()).toContain(failed.id);
    const update = await runKind(w, 'file-upload', upload, resourceId, 'update');
    expect(update.action).toBe('file-upload-update-geographiclayer');
    expect(update.status).toBe('SUCCESS');
    expect(await failedInAttention()).not.toContain(failed.id);
    expect((await insight(failed.id)).can_rerun).toBe(false);
  });
});
