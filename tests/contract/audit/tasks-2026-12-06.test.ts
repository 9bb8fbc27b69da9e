import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { Fixtures, unique } from '../support/fixtures.ts';
import { type Client, contractDrifts, startServer, type TestServer } from '../support/server.ts';

// Audit 2026-12-06, findings T3-M1, T3-L2 and T3-A2 (tasks that repair): a re-run, a stop and an
// acknowledgement are authorised as running the task's scenario on its object as it is now; one
// re-run of a task at a time, however many arrive at once; a task a later success repaired is not
// re-run. No worker runs: tasks stay as the calls leave them, and the set-up writes a task's end,
// as a worker would, where a case needs one.

interface TaskAnswer {
  id: number;
  status: string;
  rerun_of: number | null;
  code?: string;
  detail?: string;
}

interface Insight {
  can_rerun: boolean;
  can_stop: boolean;
  can_acknowledge: boolean;
}

interface Attention {
  results: { reasons: { kind: string; task_id: number | null }[] }[];
}

let server: TestServer;
let f: Fixtures;
let admin: Client;
let producteur: Client;

beforeAll(async () => {
  server = await startServer({ worker: false });
  f = await Fixtures.create(server);
  admin = f.admin;
  producteur = f.client('producteur');
});

afterAll(async () => {
  expect(contractDrifts(server)).toEqual([]);
  await server.close();
});

const taskPath = (id: number, action: string, locale = 'fr') =>
  `/${locale}/dashboard/task-queue-track/${id}/${action}`;

const repair = (client: Client, id: number, action: 'rerun/' | 'revoke/' | 'acknowledge/', locale = 'fr') =>
  client.request<TaskAnswer>('POST', taskPath(id, action, locale));

const insight = async (client: Client, id: number) =>
  (await client.request<Insight>('GET', taskPath(id, 'insight/'))).body;

/** Runs the dataset's `publish-dataset` scenario as `client`; answers the queued task's id. */
async function publish(client: Client, dataset: number): Promise<number> {
  const run = await client.request<{ task_id: number }>(
    'POST',
    `/fr/dataset/datasets/${dataset}/_scenarios/${f.ids.scenarios['dataset:create']}/run/`,
    { json: f.target('dataset', dataset) },
  );
  expect(run.status, run.text).toBe(202);
  return run.body.task_id;
}

/** Ends the task as a worker would have (no worker runs here). */
async function end(id: number, status: 'FAILURE' | 'SUCCESS'): Promise<void> {
  await server.app.db.query(
    `update task set status = $2, start_date = coalesce(start_date, now()), end_date = now(),
       errors = case when $2 = 'FAILURE' then '["Échec simulé."]'::jsonb else errors end
     where id = $1`,
    [id, status],
  );
}

async function groupOf(id: number): Promise<number | null | undefined> {
  const [row] = await server.app.db.query<{ usergroup_id: number | null }>(
    'select usergroup_id from task where id = $1',
    [id],
  );
  return row?.usergroup_id;
}

const rerunsOf = async (id: number) =>
  (await server.app.db.query<{ id: number }>('select id from task where rerun_of = $1', [id])).length;

/** The tasks of the person's "needs attention" (failed or stuck). */
async function attentionTasks(client: Client): Promise<(number | null)[]> {
  const answer = await client.request<Attention>('GET', '/fr/dashboard/attention/', {
    query: { page_size: 1000 },
  });
  expect(answer.status).toBe(200);
  return answer.body.results
    .flatMap((entry) => entry.reasons)
    .filter((item) => item.kind.endsWith('_task'))
    .map((item) => item.task_id);
}

describe('T3-M1: repairs are authorised by the object as it is now and the scenario’s own rule', () => {
  /** A dataset of the CACL, moved by the superuser to an organisation producteur does not belong to. */
  async function move(dataset: number, usergroup = f.ids.ctg): Promise<void> {
    const moved = await admin.request('PATCH', `/fr/dataset/datasets/${dataset}/`, {
      json: { usergroup },
    });
    expect(moved.status, moved.text).toBe(200);
    expect((await producteur.request('GET', `/fr/dataset/datasets/${dataset}/`)).status).toBe(403);
  }

  test('reproduction A: a dataset moved to another organisation: re-run and acknowledge answer 403', async () => {
    const dataset = (await f.dataset()).id;
    const stopped = await publish(producteur, dataset);
    expect((await repair(producteur, stopped, 'revoke/')).status).toBe(202);
    const failed = await publish(producteur, dataset);
    await end(failed, 'FAILURE');
    // Before the move, the failure is in the publisher's "needs attention".
    expect(await attentionTasks(producteur)).toContain(failed);
    // The organisation it moves to is managed by visiteur, who has no role in the CACL.
    const successor = await admin.request<{ id: number }>('POST', '/fr/usergroup/user-groups/', {
      json: { name: unique('Successeur'), usergroup_type: 'organisation' },
    });
    expect(successor.status, successor.text).toBe(201);
    await f.member(successor.body.id, 'visiteur', 1);
    const visiteur = f.client('visiteur');
    expect((await visiteur.request('GET', taskPath(failed, ''))).status).toBe(403);
    await move(dataset, successor.body.id);

    expect((await repair(producteur, stopped, 'rerun/')).status).toBe(403);
    expect((await repair(producteur, failed, 'rerun/')).status).toBe(403);
    expect((await repair(producteur, failed, 'acknowledge/')).status).toBe(403);
    expect(await rerunsOf(stopped)).toBe(0);
    expect(await rerunsOf(failed)).toBe(0);
    expect(await insight(producteur, failed)).toMatchObject({ can_rerun: false, can_acknowledge: false });
    // The failure now needs the attention of the dataset's organisation, no longer the publisher's.
    expect(await attentionTasks(producteur)).not.toContain(failed);
    expect(await attentionTasks(visiteur)).toContain(failed);

    // Its managers see the task and may repair it: the re-run carries the dataset's organisation.
    expect((await visiteur.request('GET', taskPath(failed, ''))).status).toBe(200);
    expect(await insight(visiteur, failed)).toMatchObject({ can_rerun: true, can_acknowledge: true });
    const again = await repair(visiteur, failed, 'rerun/');
    expect(again.status, again.text).toBe(202);
    expect(await groupOf(again.body.id)).toBe(successor.body.id);
    await end(again.body.id, 'FAILURE');
    expect(await attentionTasks(producteur)).not.toContain(again.body.id);
    expect(await attentionTasks(visiteur)).toContain(again.body.id);
    expect((await repair(visiteur, again.body.id, 'acknowledge/')).status).toBe(200);
  });

  test('reproduction A: a failed CSV task of a resource of a moved dataset is not re-run by its publisher', async () => {
    const { resource, dataset } = await f.linkedResource();
    const record = await admin.request<{ id: number }>('POST', '/fr/resource/file-upload/', {
      json: { resource_id: resource, dataformat_id: f.ids.csvFormat },
    });
    expect(record.status, record.text).toBe(201);
    const run = await producteur.request<{ task_id: number }>(
      'POST',
      `/fr/resource/file-upload/${record.body.id}/_scenarios/${f.ids.scenarios['file-upload:create']}/run/`,
      { json: f.target('resource', resource, 'onegeo_resource') },
    );
    expect(run.status, run.text).toBe(202);
    const failed = run.body.task_id;
    await end(failed, 'FAILURE');
    await move(dataset);
    expect((await repair(producteur, failed, 'rerun/')).status).toBe(403);
    expect((await repair(producteur, failed, 'acknowledge/')).status).toBe(403);
    expect(await rerunsOf(failed)).toBe(0);
    expect(await attentionTasks(producteur)).not.toContain(failed);
    const again = await repair(admin, failed, 'rerun/');
    expect(again.status, again.text).toBe(202);
    expect(await groupOf(again.body.id)).toBe(f.ids.ctg);
  });

  test('reproduction A: a waiting task of a dataset moved to another organisation is not stopped by its publisher', async () => {
    const dataset = (await f.dataset()).id;
    const waiting = await publish(producteur, dataset);
    await move(dataset);
    expect((await repair(producteur, waiting, 'revoke/')).status).toBe(403);
    expect(await insight(producteur, waiting)).toMatchObject({ can_stop: false });
    expect((await repair(admin, waiting, 'revoke/')).status).toBe(202);
  });

  test('reproduction B: a superuser’s sFTP task is not re-run, stopped or acknowledged by a publisher', async () => {
    const { resource } = await f.linkedResource();
    await f.grantFtpAccess();
    const record = await admin.request<{ id: number }>('POST', '/fr/resource/ftp/', {
      json: { resource_id: resource, file_path: 'releves-2025.csv' },
    });
    expect(record.status, record.text).toBe(201);
    const scenario = f.ids.scenarios['ftp:create'];
    const run = (client: Client) =>
      client.request<{ task_id: number }>(
        'POST',
        `/fr/resource/ftp/${record.body.id}/_scenarios/${scenario}/run/`,
        {
          json: f.target('resource', resource, 'onegeo_resource'),
        },
      );
    expect((await run(producteur)).status).toBe(403);
    const failed = (await run(admin)).body.task_id;
    await end(failed, 'FAILURE');
    expect((await repair(producteur, failed, 'rerun/')).status).toBe(403);
    expect((await repair(producteur, failed, 'acknowledge/')).status).toBe(403);
    const waiting = (await run(admin)).body.task_id;
    expect((await repair(producteur, waiting, 'revoke/')).status).toBe(403);
    expect(await rerunsOf(failed)).toBe(0);
    expect(await insight(producteur, failed)).toMatchObject({ can_rerun: false, can_acknowledge: false });
    expect(await attentionTasks(producteur)).not.toContain(failed);
    // The superuser still repairs it.
    expect((await repair(admin, waiting, 'revoke/')).status).toBe(202);
    expect((await repair(admin, failed, 'rerun/')).status).toBe(202);
  });

  test('a harvest moved with its indexer to another organisation is re-run by that organisation only', async () => {
    const indexer = await f.indexer();
    const run = await producteur.request<{ task_id: number }>(
      'POST',
      `/fr/indexer/remote-api-indexes/${indexer}/run/`,
    );
    expect(run.status, run.text).toBe(202);
    const failed = run.body.task_id;
    await end(failed, 'FAILURE');
    const moved = await admin.request('PUT', `/fr/indexer/remote-api-indexes/${indexer}/`, {
      json: { ...f.indexerBody(), usergroup_id: f.ids.ctg },
    });
    expect(moved.status, moved.text).toBe(200);
    expect((await repair(producteur, failed, 'rerun/')).status).toBe(403);
    const again = await repair(admin, failed, 'rerun/');
    expect(again.status, again.text).toBe(202);
    expect(await groupOf(again.body.id)).toBe(f.ids.ctg);
  });

  test('a style’s failed run is re-run by the managers of its layer’s resource', async () => {
    const style = await f.style();
    const run = await producteur.request<{ task_id: number }>(
      'POST',
      `/fr/geospatial/geographiclayer/${f.ids.caclLayer}/styles/${style}/_scenarios/${f.ids.scenarios['style:create']}/run/`,
      { json: f.target('geographiclayer', f.ids.caclLayer, 'onegeo_geospatial') },
    );
    expect(run.status, run.text).toBe(202);
    await end(run.body.task_id, 'FAILURE');
    expect((await repair(f.client('visiteur'), run.body.task_id, 'rerun/')).status).toBe(403);
    const again = await repair(producteur, run.body.task_id, 'rerun/');
    expect(again.status, again.text).toBe(202);
    expect(await groupOf(again.body.id)).toBe(f.ids.cacl);
  });

  test('the publisher still repairs the task of a dataset of its organisation, in its current group', async () => {
    const dataset = (await f.dataset()).id;
    const failed = await publish(producteur, dataset);
    await end(failed, 'FAILURE');
    const again = await repair(producteur, failed, 'rerun/');
    expect(again.status, again.text).toBe(202);
    expect(again.body.rerun_of).toBe(failed);
    expect(await groupOf(again.body.id)).toBe(f.ids.cacl);
    expect((await repair(producteur, again.body.id, 'revoke/')).status).toBe(202);
    expect((await repair(producteur, again.body.id, 'acknowledge/')).status).toBe(200);
  });
});

describe('T3-L2: simultaneous re-runs of one task queue one', () => {
  test('five re-runs at once: one 202, the others 400 task_object_busy, one task re-running it', async () => {
    // Several rounds: the race, where there is one, does not show every time.
    for (let round = 0; round < 4; round += 1) {
      const dataset = (await f.dataset()).id;
      const failed = await publish(admin, dataset);
      await end(failed, 'FAILURE');
      const answers = await Promise.all(Array.from({ length: 5 }, () => repair(admin, failed, 'rerun/')));
      expect(answers.map((answer) => answer.status).sort()).toEqual([202, 400, 400, 400, 400]);
      for (const answer of answers.filter((a) => a.status === 400)) {
        expect(answer.body.code).toBe('task_object_busy');
      }
      expect(await rerunsOf(failed)).toBe(1);
    }
  });
});

describe('T3-A2: a task a later success repaired is not offered for re-run', () => {
  test('can_rerun is false and rerun/ answers 400 task_already_repaired, in the request’s language', async () => {
    const dataset = (await f.dataset()).id;
    const failed = await publish(producteur, dataset);
    await end(failed, 'FAILURE');
    const first = await repair(producteur, failed, 'rerun/');
    expect(first.status).toBe(202);
    // A failed re-run leaves the task to repair.
    await end(first.body.id, 'FAILURE');
    expect((await insight(producteur, failed)).can_rerun).toBe(true);
    const second = await repair(producteur, failed, 'rerun/');
    expect(second.status).toBe(202);
    await end(second.body.id, 'SUCCESS');

    expect((await insight(producteur, failed)).can_rerun).toBe(false);
    const refusals = {
      fr: 'Cette tâche a déjà été réparée : une exécution plus récente du même traitement a réussi.',
      en: 'This task has already been repaired: a later run of the same processing succeeded.',
      it: 'Questa attività è già stata riparata: un’esecuzione più recente della stessa elaborazione è riuscita.',
    };
    for (const [locale, detail] of Object.entries(refusals)) {
      const refused = await repair(f.client('gestionnaire'), failed, 'rerun/', locale);
      expect(refused.status).toBe(400);
      expect(refused.body.code).toBe('task_already_repaired');
      expect(refused.body.detail).toBe(detail);
    }
    expect(await rerunsOf(failed)).toBe(2);
    // The failed first re-run is repaired by the same success: a later run of its action on its object.
    expect((await insight(producteur, first.body.id)).can_rerun).toBe(false);
    expect((await repair(producteur, first.body.id, 'rerun/')).body.code).toBe('task_already_repaired');
    // A repaired failure may still be acknowledged.
    expect((await repair(producteur, failed, 'acknowledge/')).status).toBe(200);
  });
});
