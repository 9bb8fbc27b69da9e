import { expect } from 'vitest';
import type { Client } from '../../../tests/contract/support/server.ts';
import { startWorkerServer, type Task, type WorkerServer } from './workerHarness.ts';

/** What the tests of tasks that repair (issue 32) share: a server, and the calls and reads they make. */

/** The server of the repair tests: its remote holds a slow answer for a minute, and the server waits that long. */
export const w = {} as WorkerServer;

/** Starts the server and the fixture remote for the file's tests; checked for contract drift at the end. */
export function startRepairServer(): void {
  // A remote that holds its answer for a minute, and a server that waits that long for it: only a
  // stop ends such a download.
  startWorkerServer(
    {
      slowMs: 60_000,
      server: { allowPrivateRemote: true, remoteTimeoutMs: 60_000, remoteMaxBytes: 64 * 1024 },
    },
    w,
  );
}

export const taskPath = (id: number, action = '') => `/fr/dashboard/task-queue-track/${id}/${action}`;

export async function read(id: number, locale = 'fr'): Promise<Task & Record<string, unknown>> {
  const answer = await w.admin.request<Task & Record<string, unknown>>(
    'GET',
    `/${locale}${taskPath(id).slice(3)}`,
  );
  expect(answer.status).toBe(200);
  return answer.body;
}

/** Reads the task until `done` says so (20 s at most). */
export async function until(
  id: number,
  done: (task: Task) => boolean,
): Promise<Task & Record<string, unknown>> {
  const deadline = Date.now() + 20_000;
  let task = await read(id);
  while (!done(task) && Date.now() < deadline) {
    await new Promise((resolve) => setTimeout(resolve, 50));
    task = await read(id);
  }
  return task;
}
export const finished = (task: Task) => !['PENDING', 'STARTED'].includes(task.status);

export interface Insight {
  touched: { object_class: string; object_id: number | null; display: string; count: number | null }[];
  blast_radius: { object_class: string; object_id: number | null; effect: string }[];
  estimate: { typical_seconds: number; samples: number; similar_size: boolean } | null;
  completed_steps: string[];
  resumes_from: string | null;
  rerun_of: number | null;
  rerun_by: number | null;
  input_size: number | null;
  input_unit: string | null;
  can_rerun: boolean;
  can_stop: boolean;
  can_acknowledge: boolean;
}

export async function insight(id: number, locale = 'fr'): Promise<Insight> {
  const answer = await w.admin.request<Insight>(
    'GET',
    `/${locale}/dashboard/task-queue-track/${id}/insight/`,
  );
  expect(answer.status).toBe(200);
  return answer.body;
}

export async function rerun(id: number, client: Client = w.admin) {
  return client.request<Task & { rerun_of: number | null; code?: string }>('POST', taskPath(id, 'rerun/'));
}

export async function revoke(id: number, client: Client = w.admin) {
  return client.request<Task & { stop_requested: boolean; code?: string }>('POST', taskPath(id, 'revoke/'));
}

/** Queues the create scenario of a resource's type-specific record without waiting for it. */
export async function start(slug: string, record: number, resourceId: number): Promise<number> {
  const scenarios = await w.admin.request<{ id: number; action: string }[]>(
    'GET',
    `/fr/resource/${slug}/${record}/_scenarios/`,
  );
  const scenario = scenarios.body.find((s) => s.action === 'create');
  const run = await w.admin.request<{ task_id: number }>(
    'POST',
    `/fr/resource/${slug}/${record}/_scenarios/${scenario?.id}/run/`,
    { json: w.f.target('resource', resourceId, 'onegeo_resource') },
  );
  expect(run.status).toBe(202);
  return run.body.task_id;
}

export async function downloadOf(href: string, columns = { column_x: 'longitude', column_y: 'latitude' }) {
  const record = await w.f.linkedFile('file-download');
  await w.admin.request('PUT', `/fr/resource/file-download/${record.id}/`, {
    json: { resource_id: record.resource, href },
  });
  await w.admin.request('PATCH', `/fr/resource/resources/${record.resource}/`, { json: columns });
  return record;
}

export const activity = async (datasetId: number | null) =>
  (
    await w.server.app.db.query<{ action: string; description: string }>(
      'select action, description from activity where dataset_id = $1 order by id',
      [datasetId],
    )
  ).map((row) => `${row.action}: ${row.description}`);

export const processing = async (taskId: number) =>
  (
    await w.server.app.db.query<{ state: string }>('select state from processing where task_id = $1', [
      taskId,
    ])
  ).map((row) => row.state);
