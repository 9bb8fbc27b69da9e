import { describe, expect, test } from 'vitest';
import { insertTask, startKit } from '../attention/testing/testKit.ts';

// Acknowledging a failed task, and the health strip of task sources.

const kit = startKit();

const acknowledge = (
  account: 'admin' | 'gestionnaire' | 'producteur' | 'visiteur',
  id: number,
  locale = 'fr',
) =>
  kit.f
    .client(account)
    .request<Record<string, unknown>>('POST', `/${locale}/dashboard/task-queue-track/${id}/acknowledge/`);

describe('acknowledgeTask', () => {
  test('the managers of the task’s group acknowledge it, with its resource’s operations', async () => {
    const { f, server } = kit;
    const id = await insertTask(kit, { objectId: f.ids.caclResource, group: f.ids.cacl });
    await server.app.db.query(
      `insert into processing (resource_id, state, task_id) values ($1, 'FAILURE', $2)`,
      [f.ids.caclResource, id],
    );
    const answer = await acknowledge('producteur', id);
    expect(answer.status).toBe(200);
    expect(answer.body).toMatchObject({ id, status: 'FAILURE' });
    const [task] = await server.app.db.query<{ acknowledged_at: Date | null; acknowledged_by: number }>(
      'select acknowledged_at, acknowledged_by from task where id = $1',
      [id],
    );
    expect(task?.acknowledged_at).not.toBeNull();
    expect(task?.acknowledged_by).toBe(f.ids.users.producteur);
    const processing = await server.app.db.query<{ acknowledged: boolean }>(
      'select acknowledged from processing where task_id = $1',
      [id],
    );
    expect(processing.map((p) => p.acknowledged)).toEqual([true]);
    // Twice is harmless, and the first acknowledgement stays.
    expect((await acknowledge('gestionnaire', id)).status).toBe(200);
    const [again] = await server.app.db.query<{ acknowledged_by: number }>(
      'select acknowledged_by from task where id = $1',
      [id],
    );
    expect(again?.acknowledged_by).toBe(f.ids.users.producteur);
  });

  test('who does not manage the task’s group is refused, even when they started it', async () => {
    const { f } = kit;
    const started = await insertTask(kit, {
      objectId: f.ids.caclResource,
      group: f.ids.cacl,
      createdBy: f.ids.users.visiteur,
    });
    expect((await acknowledge('visiteur', started)).status).toBe(403);
    const ctg = await insertTask(kit, { objectId: f.ids.caclResource, group: f.ids.ctg });
    expect((await acknowledge('producteur', ctg)).status).toBe(403);
    expect(
      (await kit.ctgProducteur.request('POST', `/fr/dashboard/task-queue-track/${ctg}/acknowledge/`)).status,
    ).toBe(200);
    expect((await acknowledge('admin', 999_999)).status).toBe(404);
  });

  test('a task that did not fail is refused with task_not_failed, in the request’s language', async () => {
    const { f } = kit;
    const id = await insertTask(kit, {
      status: 'SUCCESS',
      objectId: f.ids.caclResource,
      group: f.ids.cacl,
      errors: [],
    });
    const messages: Record<string, string> = {
      fr: 'Seule une tâche en échec ou arrêtée peut être marquée comme vue.',
      en: 'Only a failed or stopped task can be acknowledged.',
      it: "Solo un'attività non riuscita o interrotta può essere segnata come vista.",
    };
    for (const [locale, message] of Object.entries(messages)) {
      const answer = await acknowledge('producteur', id, locale);
      expect(answer.status).toBe(400);
      expect(answer.body).toEqual({ code: 'task_not_failed', non_field_errors: [message] });
    }
  });
});

interface Health {
  results: {
    object_class: string;
    object_id: number;
    runs: { id: number; status: string; end_date: string }[];
  }[];
}

describe('listTaskHealth', () => {
  test('each source named, in that order, with its last finished runs newest first', async () => {
    const { f } = kit;
    const indexer = await f.indexer();
    const runs: number[] = [];
    for (const [status, endedAgo] of [
      ['SUCCESS', 400],
      ['FAILURE', 300],
      ['REVOKED', 200],
      ['SUCCESS', 100],
    ] as const) {
      runs.push(
        await insertTask(kit, {
          status,
          objectClass: 'remoteapiindex',
          objectId: indexer,
          group: f.ids.cacl,
          endedAgo,
          errors: [],
        }),
      );
    }
    await insertTask(kit, {
      status: 'STARTED',
      objectClass: 'remoteapiindex',
      objectId: indexer,
      group: f.ids.cacl,
      endedAgo: null,
    });
    const answer = await f.client('producteur').request<Health>('GET', '/fr/dashboard/task-health/', {
      query: { objects: `resource:999999,remoteapiindex:${indexer}`, runs: 3 },
    });
    expect(answer.status).toBe(200);
    expect(answer.body.results.map((r) => [r.object_class, r.object_id])).toEqual([
      ['resource', 999999],
      ['remoteapiindex', indexer],
    ]);
    expect(answer.body.results[0]?.runs).toEqual([]);
    expect(answer.body.results[1]?.runs.map((r) => [r.id, r.status])).toEqual([
      [runs[3], 'SUCCESS'],
      [runs[2], 'REVOKED'],
      [runs[1], 'FAILURE'],
    ]);
  });

  test('runs of tasks the person does not see are absent', async () => {
    const { f } = kit;
    const resource = f.ids.caclResource;
    const ctgRun = await insertTask(kit, {
      status: 'SUCCESS',
      objectId: resource,
      group: f.ids.ctg,
      endedAgo: 1,
      errors: [],
    });
    const query = { objects: `resource:${resource}` };
    const mine = await f.client('producteur').request<Health>('GET', '/fr/dashboard/task-health/', { query });
    expect(mine.body.results[0]?.runs.some((r) => r.id === ctgRun)).toBe(false);
    const all = await f.client('admin').request<Health>('GET', '/fr/dashboard/task-health/', { query });
    expect(all.body.results[0]?.runs[0]?.id).toBe(ctgRun);
  });

  test('more than 100 sources are refused with a message in the request’s language', async () => {
    const objects = Array.from({ length: 101 }, (_, i) => `resource:${i + 1}`).join(',');
    const answer = await kit.f
      .client('producteur')
      .request('GET', '/en/dashboard/task-health/', { query: { objects } });
    expect(answer.status).toBe(400);
    expect(answer.body).toEqual({ objects: ['At most 100 sources may be named.'] });
    const hundred = Array.from({ length: 100 }, (_, i) => `resource:${i + 1}`).join(',');
    const fine = await kit.f.client('producteur').request<Health>('GET', '/en/dashboard/task-health/', {
      query: { objects: hundred },
    });
    expect(fine.body.results).toHaveLength(100);
  });
});
