import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { type FixtureCatalogues, startFixtureCatalogues } from '../../tests/contract/support/catalogues.ts';
import { Client, fileForm } from '../../tests/contract/support/server.ts';
import { seededTemplate } from '../../tests/contract/support/template.ts';
import { type App, createApp } from '../app.ts';

/** Restarts with tasks under way: every task ends in a final state, none stays STARTED. */

let dataDir: string;
let remote: FixtureCatalogues;

beforeAll(async () => {
  dataDir = await mkdtemp(join(tmpdir(), 'publish-worker-restart-'));
  remote = await startFixtureCatalogues({ slowMs: 60_000 });
});

afterAll(async () => {
  await remote.close();
  await rm(dataDir, { recursive: true, force: true });
});

async function start(loadDataDir: Blob): Promise<{ app: App; admin: Client }> {
  const app = await createApp({
    dataDir,
    memoryDb: true,
    loadDataDir,
    allowPrivateRemote: true,
    remoteTimeoutMs: 60_000,
    log: () => undefined,
  });
  const { url } = await app.listen(0);
  const admin = new Client(url);
  await admin.signIn('admin');
  return { app, admin };
}

async function firstDataset(app: App): Promise<number> {
  const [row] = await app.db.query<{ id: number }>(
    "select d.id from dataset d join usergroup g on g.id = d.usergroup_id where g.acronym = 'CACL' order by d.id limit 1",
  );
  return row?.id ?? 0;
}

/** A resource of a CACL dataset with a type-specific record of `kind`; answers both ids. */
async function resourceWith(
  app: App,
  admin: Client,
  kind: 'file-upload' | 'file-download',
  body: Record<string, unknown>,
): Promise<{ resource: number; record: number }> {
  const resource = await admin.request<{ id: number }>('POST', '/fr/resource/resources/', {
    json: { display_name: 'Reprise', column_x: 'longitude', column_y: 'latitude', crs: 'EPSG:4326' },
  });
  await admin.request('POST', '/fr/resource/resource-dataset/', {
    json: { resource_id: resource.body.id, dataset_id: await firstDataset(app), type: 2 },
  });
  const record = await admin.request<{ id: number }>('POST', `/fr/resource/${kind}/`, {
    json: { resource_id: resource.body.id, ...body },
  });
  return { resource: resource.body.id, record: record.body.id };
}

const state = async (app: App, taskId: number) => {
  const [row] = await app.db.query<{ status: string; errors: string[]; processing: string[] }>(
    `select t.status, t.errors, array(select p.state from processing p where p.task_id = t.id) as processing
     from task t where t.id = $1`,
    [taskId],
  );
  return row;
};

describe('a restart during a task', () => {
  test('a stop aborts the running task; at the next start running tasks end in FAILURE, queued ones run', async () => {
    const first = await start(await seededTemplate());
    const slow = await resourceWith(first.app, first.admin, 'file-download', { href: remote.urls.slow });
    const scenario = (
      await first.admin.request<{ id: number; action: string }[]>(
        'GET',
        `/fr/resource/file-download/${slow.record}/_scenarios/`,
      )
    ).body.find((s) => s.action === 'create');
    const run = await first.admin.request<{ task_id: number; status: string }>(
      'POST',
      `/fr/resource/file-download/${slow.record}/_scenarios/${scenario?.id}/run/`,
      {
        json: { kwargs: { target: { model: 'resource', app_label: 'onegeo_resource', pk: slow.resource } } },
      },
    );
    expect(run.body.status).toBe('PENDING');

    // A queued task the worker has not taken yet (recorded without telling it).
    const csv = await resourceWith(first.app, first.admin, 'file-upload', {});
    await first.admin.request('PUT', `/fr/resource/file-upload/${csv.record}/`, {
      form: fileForm(
        'file',
        await readFile(new URL('./fixtures/arrets-bus-utf8.csv', import.meta.url)),
        'a.csv',
        'text/csv',
      ),
    });
    const queued = await first.app.db.transaction((tx) =>
      first.app.taskQueue.enqueue(
        {
          action: 'file-upload-to-geographiclayer',
          scenarioId: null,
          objectClass: 'resource',
          objectId: csv.resource,
          objectDisplay: 'Reprise',
          resourceId: csv.resource,
        },
        tx,
      ),
    );
    await first.app.db.query(
      "update task set scenario_id = (select id from scenario where object_kind = 'file-upload' and action = 'create') where id = $1",
      [queued.id],
    );

    for (let i = 0; i < 200 && (await state(first.app, run.body.task_id))?.status !== 'STARTED'; i += 1) {
      await new Promise((resolve) => setTimeout(resolve, 25));
    }
    expect((await state(first.app, run.body.task_id))?.status).toBe('STARTED');
    // What a crash at this moment leaves behind.
    const crashed = await first.app.db.dump();
    const stopping = Date.now();
    await first.app.close();
    // The download waits for an answer due in 60 s: closing aborted it.
    expect(Date.now() - stopping).toBeLessThan(10_000);

    const second = await start(crashed);
    expect(second.app.recovered).toEqual({ interrupted: [run.body.task_id], resumed: [queued.id] });
    expect(await state(second.app, run.body.task_id)).toEqual({
      status: 'FAILURE',
      errors: ['Le serveur s’est arrêté pendant la tâche : relancez-la.'],
      processing: ['FAILURE'],
    });
    expect(await second.app.taskQueue.settled(queued.id)).toBe('SUCCESS');
    expect((await state(second.app, queued.id))?.processing).toEqual(['SUCCESS']);
    const [left] = await second.app.db.query<{ n: number }>(
      "select count(*)::int as n from task where status in ('PENDING', 'STARTED') and not demonstration",
    );
    expect(left?.n).toBe(0);
    await second.app.close();
  });
});
