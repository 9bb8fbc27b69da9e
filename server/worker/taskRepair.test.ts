import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { startFixtureCatalogues } from '../../tests/contract/support/catalogues.ts';
import { Fixtures } from '../../tests/contract/support/fixtures.ts';
import { type Client, contractDrifts, fileForm, startServer } from '../../tests/contract/support/server.ts';
import { fixture, type Task, type WorkerServer } from './workerHarness.ts';

/**
 * Tasks that repair (issue 32) on the real worker: a re-run keeps the completed steps whose input did
 * not change and runs the others again; a stop ends a waiting task at once and a running one at its
 * next wait, REVOKED; both are role-checked and noted in the dataset's activity.
 */

const w = {} as WorkerServer;
let producteur: Client;

beforeAll(async () => {
  // A remote that holds its answer for a minute, and a server that waits that long for it: only a
  // stop ends such a download.
  w.remote = await startFixtureCatalogues({ slowMs: 60_000 });
  w.server = await startServer({
    allowPrivateRemote: true,
    remoteTimeoutMs: 60_000,
    remoteMaxBytes: 64 * 1024,
  });
  w.f = await Fixtures.create(w.server);
  w.admin = w.f.admin;
  producteur = w.f.client('producteur');
});

afterAll(async () => {
  expect(contractDrifts(w.server)).toEqual([]);
  await w.server.close();
  await w.remote.close();
});

const taskPath = (id: number, action = '') => `/fr/dashboard/task-queue-track/${id}/${action}`;

async function read(id: number, locale = 'fr'): Promise<Task & Record<string, unknown>> {
  const answer = await w.admin.request<Task & Record<string, unknown>>(
    'GET',
    `/${locale}${taskPath(id).slice(3)}`,
  );
  expect(answer.status).toBe(200);
  return answer.body;
}

/** Reads the task until `done` says so (20 s at most). */
async function until(id: number, done: (task: Task) => boolean): Promise<Task & Record<string, unknown>> {
  const deadline = Date.now() + 20_000;
  let task = await read(id);
  while (!done(task) && Date.now() < deadline) {
    await new Promise((resolve) => setTimeout(resolve, 50));
    task = await read(id);
  }
  return task;
}
const finished = (task: Task) => !['PENDING', 'STARTED'].includes(task.status);

interface Insight {
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

async function insight(id: number, locale = 'fr'): Promise<Insight> {
  const answer = await w.admin.request<Insight>(
    'GET',
    `/${locale}/dashboard/task-queue-track/${id}/insight/`,
  );
  expect(answer.status).toBe(200);
  return answer.body;
}

async function rerun(id: number, client: Client = w.admin) {
  return client.request<Task & { rerun_of: number | null; code?: string }>('POST', taskPath(id, 'rerun/'));
}

async function revoke(id: number, client: Client = w.admin) {
  return client.request<Task & { stop_requested: boolean; code?: string }>('POST', taskPath(id, 'revoke/'));
}

/** Queues the create scenario of a resource's type-specific record without waiting for it. */
async function start(slug: string, record: number, resourceId: number): Promise<number> {
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

async function downloadOf(href: string, columns = { column_x: 'longitude', column_y: 'latitude' }) {
  const record = await w.f.linkedFile('file-download');
  await w.admin.request('PUT', `/fr/resource/file-download/${record.id}/`, {
    json: { resource_id: record.resource, href },
  });
  await w.admin.request('PATCH', `/fr/resource/resources/${record.resource}/`, { json: columns });
  return record;
}

const activity = async (datasetId: number | null) =>
  (
    await w.server.app.db.query<{ action: string; description: string }>(
      'select action, description from activity where dataset_id = $1 order by id',
      [datasetId],
    )
  ).map((row) => `${row.action}: ${row.description}`);

const processing = async (taskId: number) =>
  (
    await w.server.app.db.query<{ state: string }>('select state from processing where task_id = $1', [
      taskId,
    ])
  ).map((row) => row.state);

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
      `Étape « download » reprise de la tâche n° ${failed.id}.`,
    );
    expect((await read(kept.id, 'en')).timeline.find((e) => e.step === 'download')?.message).toBe(
      `Step "download" kept from task no. ${failed.id}.`,
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
    expect((await revoke(elsewhere.id, producteur)).status).toBe(403);
    expect((await rerun(failedOne.id, w.f.client('visiteur'))).status).toBe(403);
    expect((await revoke(999_999)).status).toBe(404);

    // A waiting task stops at once, said in the timeline, its operation failed on the resource.
    const stopped = await revoke(waiting.id, producteur);
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
