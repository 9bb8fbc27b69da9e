import { expect } from 'vitest';
import type { Fixtures } from './fixtures.ts';
import { fileForm } from './server.ts';

/** A dataset's default level, as section 4 names them. */
export type Level = 'private' | 'search' | 'consultation' | 'download';

export interface Processed {
  dataset: number;
  resource: number;
  task: number;
}

/**
 * A fresh CACL dataset at `level` (published), with a resource whose upload `file` is processed by
 * the worker (the file-upload scenario run with `asynchrone=false`), as a publisher would do it.
 */
export async function processedUpload(
  f: Fixtures,
  file: Buffer | string,
  name: string,
  level: Level = 'consultation',
  columns: { x: string; y: string } = { x: 'longitude', y: 'latitude' },
): Promise<Processed> {
  const { admin } = f;
  const { resource, dataset } = await f.linkedResource();
  await f.server.app.db.query(
    'update dataset set default_permission_level = $2, publish = true where id = $1',
    [dataset, level],
  );
  await f.server.app.db.query('update resource set column_x = $2, column_y = $3 where id = $1', [
    resource,
    columns.x,
    columns.y,
  ]);
  const record = await admin.request<{ id: number }>('POST', '/fr/resource/file-upload/', {
    json: { resource_id: resource },
  });
  const put = await admin.request('PUT', `/fr/resource/file-upload/${record.body.id}/`, {
    form: fileForm('file', Buffer.from(file), name, 'application/octet-stream'),
  });
  expect(put.status, put.text).toBe(200);
  const scenarios = await admin.request<{ id: number; action: string }[]>(
    'GET',
    `/fr/resource/file-upload/${record.body.id}/_scenarios/`,
  );
  const scenario = scenarios.body.find((s) => s.action === 'create');
  const run = await admin.request<{ task_id: number }>(
    'POST',
    `/fr/resource/file-upload/${record.body.id}/_scenarios/${scenario?.id}/run/`,
    { query: { asynchrone: false }, json: f.target('resource', resource, 'onegeo_resource') },
  );
  expect(run.status, run.text).toBe(202);
  return { dataset, resource, task: run.body.task_id };
}

/** The preview's address of a processed resource, `tail` after it (`rows/`, `features/`). */
export const previewPath = (p: { dataset: number; resource: number }, tail = '', locale = 'fr'): string =>
  `/${locale}/dataset/datasets/${p.dataset}/resource/${p.resource}/preview/${tail}`;

/** A CSV of `rows` points around Cayenne, its X/Y in `longitude`/`latitude`. */
export function pointsCsv(rows: number): string {
  const lines = ['id;nom;actif;longitude;latitude'];
  for (let i = 1; i <= rows; i += 1) {
    lines.push(
      `${i};Point ${i};${i % 2 === 0 ? 'oui' : 'non'};${(-52.4 + (i % 100) / 1000).toFixed(4)};${(4.8 + (i % 97) / 1000).toFixed(4)}`,
    );
  }
  return `${lines.join('\n')}\n`;
}
