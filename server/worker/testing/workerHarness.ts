import { readFile } from 'node:fs/promises';
import { afterAll, beforeAll, expect } from 'vitest';
import {
  type FixtureCatalogues,
  startFixtureCatalogues,
} from '../../../tests/contract/support/catalogues.ts';
import { Fixtures } from '../../../tests/contract/support/fixtures.ts';
import {
  type Client,
  contractDrifts,
  fileForm,
  startServer,
  type TestServer,
} from '../../../tests/contract/support/server.ts';

/** What the worker tests share: a server with a fast scheduler and tight remote limits, fixture catalogues, and readers of tasks, resources and layers as the back-office reads them. */

export interface Task {
  id: number;
  status: string;
  action: string;
  object_class: string;
  object_id: number;
  target_class: string | null;
  target_id: number | null;
  timeline: { date: string; step: string; message: string }[];
  warnings: string[];
  errors: string[];
  start_date: string | null;
  end_date: string | null;
  dataset_id: number | null;
}

export interface Resource {
  id: number;
  rel: { app_label: string; class: string; id: number; uri: string | null }[];
  _processing: { id: number; state: string; task_id: number | null; acknowledged: boolean }[];
}

export const fixture = (name: string) => readFile(new URL(`../fixtures/${name}`, import.meta.url));

export interface WorkerServer {
  server: TestServer;
  f: Fixtures;
  admin: Client;
  remote: FixtureCatalogues;
}

/** How the remote holds its slow answer, and the server's limits; the defaults suit most job tests. */
export interface WorkerServerOptions {
  slowMs?: number;
  server?: Parameters<typeof startServer>[0];
}

/**
 * Starts the server and the fixture catalogues for the file's tests, filling `w` (read by the tests
 * only once beforeAll has run); checked for contract drift at the end.
 */
export function startWorkerServer(
  options: WorkerServerOptions = {},
  w: WorkerServer = {} as WorkerServer,
): WorkerServer {
  beforeAll(async () => {
    w.remote = await startFixtureCatalogues({ slowMs: options.slowMs ?? 5_000 });
    w.server = await startServer(
      options.server ?? {
        allowPrivateRemote: true,
        remoteTimeoutMs: 1_000,
        remoteMaxBytes: 16 * 1024,
        schedulerIntervalMs: 200,
      },
    );
    w.f = await Fixtures.create(w.server);
    w.admin = w.f.admin;
  });
  afterAll(async () => {
    expect(contractDrifts(w.server)).toEqual([]);
    await w.server.close();
    await w.remote.close();
  });
  return w;
}

export async function task(w: WorkerServer, id: number): Promise<Task> {
  const answer = await w.admin.request<Task>('GET', `/fr/dashboard/task-queue-track/${id}/`);
  expect(answer.status).toBe(200);
  return answer.body;
}

export async function resource(w: WorkerServer, id: number): Promise<Resource> {
  return (await w.admin.request<Resource>('GET', `/fr/resource/resources/${id}/`)).body;
}

/** A resource of a fresh dataset with a file-upload record holding `file`. */
export async function uploaded(
  w: WorkerServer,
  file: Buffer | string,
  name: string,
  fields: { column_x?: string; column_y?: string; crs?: string } = {},
): Promise<{ resource: number; upload: number }> {
  const { resource: id } = await w.f.linkedResource();
  if (Object.keys(fields).length > 0) {
    await w.admin.request('PATCH', `/fr/resource/resources/${id}/`, { json: fields });
  }
  const record = await w.admin.request<{ id: number }>('POST', '/fr/resource/file-upload/', {
    json: { resource_id: id },
  });
  const put = await w.admin.request('PUT', `/fr/resource/file-upload/${record.body.id}/`, {
    form: fileForm('file', file, name, 'application/octet-stream'),
  });
  expect(put.status).toBe(200);
  return { resource: id, upload: record.body.id };
}

/** Runs the create (or update) scenario of a type-specific record and waits for its end. */
export async function runKind(
  w: WorkerServer,
  slug: string,
  recordId: number,
  resourceId: number,
  action: 'create' | 'update' = 'create',
): Promise<Task> {
  const scenarios = await w.admin.request<{ id: number; action: string }[]>(
    'GET',
    `/fr/resource/${slug}/${recordId}/_scenarios/`,
  );
  const scenario = scenarios.body.find((s) => s.action === action);
  const run = await w.admin.request<{ task_id: number; status: string }>(
    'POST',
    `/fr/resource/${slug}/${recordId}/_scenarios/${scenario?.id}/run/`,
    { query: { asynchrone: false }, json: w.f.target('resource', resourceId, 'onegeo_resource') },
  );
  expect(run.status).toBe(202);
  expect(['SUCCESS', 'FAILURE']).toContain(run.body.status);
  const result = await task(w, run.body.task_id);
  expect(result.status).toBe(run.body.status);
  return result;
}

export async function layerOf(w: WorkerServer, resourceId: number) {
  const [layer] = await w.server.app.db.query<{
    id: number;
    name: string;
    feature_count: number;
    bbox: number[];
    crs: string;
  }>('select id, name, feature_count, bbox, crs from geographic_layer where resource_id = $1', [resourceId]);
  return layer;
}
