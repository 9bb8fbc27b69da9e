import { expect, test } from 'vitest';
import { runKind, startWorkerServer } from '../../worker/testing/workerHarness.ts';

// The href scenario's run is also the URL's last check, read by "needs attention".

const w = startWorkerServer();

const lastCheck = async (resourceId: number) =>
  (
    await w.server.app.db.query<{ ok: boolean; http_status: number | null }>(
      'select ok, http_status from url_check where resource_id = $1',
      [resourceId],
    )
  )[0];

test('the href scenario records whether the URL answered', async () => {
  const record = await w.f.linkedFile('href');
  const point = (href: string) =>
    w.admin.request('PUT', `/fr/resource/href/${record.id}/`, {
      json: { resource_id: record.resource, href },
    });
  expect((await point(`${w.remote.base}/files/absent.pdf`)).status).toBe(200);
  expect((await runKind(w, 'href', record.id, record.resource)).status).toBe('FAILURE');
  expect(await lastCheck(record.resource)).toEqual({ ok: false, http_status: 404 });
  expect((await point(w.remote.file('notice.pdf', '%PDF-1.4 notice', 'application/pdf'))).status).toBe(200);
  expect((await runKind(w, 'href', record.id, record.resource)).status).toBe('SUCCESS');
  expect(await lastCheck(record.resource)).toEqual({ ok: true, http_status: 200 });
});
