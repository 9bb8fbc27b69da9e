import { describe, expect, test } from 'vitest';
import { unique } from '../../../tests/contract/support/fixtures.ts';
import type { AttentionItem, AttentionReport } from './kinds.ts';
import { attention, insertTask, itemsOf, startKit } from './testing/testKit.ts';

// "Needs attention" on the seed and on rows written for each case: what each person sees.

// A one-second floor: the history of a few ten-second runs decides when a task is stuck.
const kit = startKit({ stuckFloorSeconds: 1 });

const hasTask = (items: AttentionItem[], id: number) => items.some((item) => item.task_id === id);

describe('failed tasks', () => {
  test('a failed task of an organisation shows for its managers, not for a producteur of another one', async () => {
    const { f } = kit;
    const id = await insertTask(kit, {
      objectId: f.ids.caclResource,
      group: f.ids.cacl,
      action: unique('echec'),
    });
    for (const account of ['producteur', 'gestionnaire', 'admin'] as const) {
      expect(hasTask(itemsOf(await attention(f.client(account)), 'failed_task'), id)).toBe(true);
    }
    expect(hasTask(itemsOf(await attention(kit.ctgProducteur), 'failed_task'), id)).toBe(false);
    const visitor = await f.client('visiteur').request('GET', '/fr/dashboard/attention/');
    expect(visitor.status).toBe(403);
  });

  test('its first error is in the request’s language', async () => {
    const { f } = kit;
    const id = await insertTask(kit, {
      objectId: f.ids.caclResource,
      group: f.ids.cacl,
      action: unique('langue'),
    });
    const item = itemsOf(await attention(f.client('producteur'), 'en'), 'failed_task').find(
      (i) => i.task_id === id,
    );
    expect(item).toMatchObject({
      detail: 'Failed.',
      resource_id: f.ids.caclResource,
      usergroup_id: f.ids.cacl,
    });
    expect(item?.since).not.toBeNull();
  });

  test('acknowledging it removes it', async () => {
    const { f } = kit;
    const producteur = f.client('producteur');
    const id = await insertTask(kit, {
      objectId: f.ids.caclResource,
      group: f.ids.cacl,
      action: unique('vue'),
    });
    const answer = await producteur.request('POST', `/fr/dashboard/task-queue-track/${id}/acknowledge/`);
    expect(answer.status).toBe(200);
    expect(hasTask(itemsOf(await attention(producteur), 'failed_task'), id)).toBe(false);
  });

  test('a later success of the same action on the same object removes it', async () => {
    const { f } = kit;
    const action = unique('reprise');
    const failed = await insertTask(kit, {
      objectId: f.ids.caclResource,
      group: f.ids.cacl,
      action,
      createdAgo: 300,
    });
    const producteur = f.client('producteur');
    expect(hasTask(itemsOf(await attention(producteur), 'failed_task'), failed)).toBe(true);
    await insertTask(kit, {
      status: 'SUCCESS',
      objectId: f.ids.caclResource,
      group: f.ids.cacl,
      action,
      errors: [],
    });
    expect(hasTask(itemsOf(await attention(producteur), 'failed_task'), failed)).toBe(false);
  });
});

describe('probably stuck tasks', () => {
  test('a task running beyond three times its action’s longest run is stuck, with since when', async () => {
    const { f } = kit;
    const action = unique('lente');
    for (let run = 0; run < 3; run += 1) {
      await insertTask(kit, {
        status: 'SUCCESS',
        action,
        objectId: f.ids.caclResource,
        group: f.ids.cacl,
        createdAgo: 1000 + run,
        startedAgo: 900 + run,
        endedAgo: 890 + run,
        errors: [],
      });
    }
    const running = {
      status: 'STARTED',
      action,
      objectId: f.ids.caclResource,
      group: f.ids.cacl,
      endedAgo: null,
    };
    const stuck = await insertTask(kit, { ...running, createdAgo: 70, startedAgo: 60 });
    const healthy = await insertTask(kit, { ...running, createdAgo: 20, startedAgo: 10 });
    const items = itemsOf(await attention(f.client('producteur')), 'stuck_task');
    const item = items.find((i) => i.task_id === stuck);
    expect(item?.expected_seconds).toBeCloseTo(30, 5);
    expect(Date.now() - Date.parse(item?.since ?? '')).toBeGreaterThanOrEqual(59_000);
    expect(hasTask(items, healthy)).toBe(false);
    expect(hasTask(itemsOf(await attention(kit.ctgProducteur), 'stuck_task'), stuck)).toBe(false);
  });

  test('a source’s own history comes first: a quick indexer is stuck long before the action’s slow runs say', async () => {
    const { f } = kit;
    const action = unique('moisson');
    const [quick, slow] = [await f.indexer(), await f.indexer()];
    const runs = async (objectId: number, seconds: number) => {
      for (let run = 0; run < 3; run += 1) {
        await insertTask(kit, {
          status: 'SUCCESS',
          action,
          objectClass: 'remoteapiindex',
          objectId,
          group: f.ids.cacl,
          createdAgo: 5000 + run,
          startedAgo: 4000 + run,
          endedAgo: 4000 + run - seconds,
          errors: [],
        });
      }
    };
    await runs(quick, 5);
    await runs(slow, 1000);
    const running = {
      status: 'STARTED',
      action,
      objectClass: 'remoteapiindex',
      group: f.ids.cacl,
      endedAgo: null,
    };
    // 60 s: beyond 3 × 5 s of its own indexer, far within 3 × 1000 s of the action's runs elsewhere.
    const stuck = await insertTask(kit, { ...running, objectId: quick, createdAgo: 70, startedAgo: 60 });
    const other = await insertTask(kit, { ...running, objectId: slow, createdAgo: 70, startedAgo: 60 });
    const items = itemsOf(await attention(f.client('gestionnaire')), 'stuck_task');
    expect(items.find((i) => i.task_id === stuck)?.expected_seconds).toBeCloseTo(15, 5);
    expect(hasTask(items, other)).toBe(false);
  });
});

describe('harvesters', () => {
  test('a harvester whose last run failed shows for the administrators of its group only', async () => {
    const { f } = kit;
    const indexer = await f.indexer();
    await insertTask(kit, {
      status: 'SUCCESS',
      objectClass: 'remoteapiindex',
      objectId: indexer,
      group: f.ids.cacl,
      createdAgo: 900,
      endedAgo: 800,
      errors: [],
    });
    const task = await insertTask(kit, {
      objectClass: 'remoteapiindex',
      objectId: indexer,
      group: f.ids.cacl,
    });
    const mine = itemsOf(await attention(f.client('gestionnaire')), 'harvester_failed');
    expect(mine.find((i) => i.indexer_id === indexer)).toMatchObject({
      task_id: task,
      usergroup_id: f.ids.cacl,
    });
    const report = await attention(f.client('producteur'));
    expect(report.counts.harvester_failed).toBe(0);
    expect(report.counts.harvester_late).toBe(0);
  });

  test('a harvester that missed its schedule is late, unless its host is a reserved name no server answers', async () => {
    const { f, server } = kit;
    const late = await f.indexer();
    const reserved = await f.indexer();
    // The daily schedule (fixtures): last run three days ago, due two days ago.
    await server.app.db.query(
      `update remote_api_index set last_run_at = now() - interval '3 days',
         url = case when id = $1 then 'https://catalogue.test-attention.fr/api/3/'
                    else 'https://data.cacl.example/api/3/' end
       where id = any($2::int[])`,
      [late, [late, reserved]],
    );
    const items = itemsOf(await attention(f.client('gestionnaire'), 'en'), 'harvester_late');
    const item = items.find((i) => i.indexer_id === late);
    expect(item?.detail).toBeTruthy();
    expect(Date.now() - Date.parse(item?.since ?? '')).toBeGreaterThan(47 * 3600_000);
    expect(items.some((i) => i.indexer_id === reserved)).toBe(false);
  });
});

describe('datasets', () => {
  test('a dataset without a main resource shows for who may change it', async () => {
    const { f } = kit;
    const dataset = await f.dataset();
    const kind = 'dataset_without_main_resource';
    const mine = itemsOf(await attention(f.client('producteur'), 'fr', kind), kind);
    expect(mine.some((i) => i.dataset_id === dataset.id)).toBe(true);
    const other = itemsOf(await attention(kit.ctgProducteur, 'fr', kind), kind);
    expect(other.some((i) => i.dataset_id === dataset.id)).toBe(false);
  });

  test('a published dataset whose main resource failed shows until the failure is acknowledged', async () => {
    const { f, server } = kit;
    const link = await f.linkedResource(1);
    const task = await insertTask(kit, {
      objectId: link.resource,
      group: f.ids.cacl,
      datasetId: link.dataset,
    });
    const [processing] = await server.app.db.query<{ id: number }>(
      `insert into processing (resource_id, state, task_id) values ($1, 'FAILURE', $2) returning id`,
      [link.resource, task],
    );
    const producteur = f.client('producteur');
    const item = itemsOf(await attention(producteur), 'published_main_resource_failed').find(
      (i) => i.dataset_id === link.dataset,
    );
    expect(item).toMatchObject({ resource_id: link.resource, task_id: task, detail: 'Échec.' });
    const patched = await producteur.request('PATCH', `/fr/resource/resources/${link.resource}/`, {
      json: { _processing: [{ id: processing?.id, acknowledged: true }] },
    });
    expect(patched.status).toBe(200);
    const after = await attention(producteur);
    expect(itemsOf(after, 'published_main_resource_failed').some((i) => i.dataset_id === link.dataset)).toBe(
      false,
    );
    // The resource's acknowledgement acknowledges its task too.
    expect(hasTask(itemsOf(after, 'failed_task'), task)).toBe(false);
  });
});

describe('access requests and counts', () => {
  test('a pending attachment shows for the administrators of its group', async () => {
    const { f, server } = kit;
    const user = await f.caclUser();
    const group = await f.group();
    await server.app.db.query(
      'insert into membership (usergroup_id, user_id, role, status) values ($1, $2, null, 1)',
      [group, user],
    );
    const items = itemsOf(await attention(f.client('gestionnaire')), 'pending_access_request');
    expect(items.find((i) => i.request_type === 'attachment' && i.usergroup_id === group)).toBeTruthy();
    expect((await attention(f.client('producteur'))).counts.pending_access_request).toBe(0);
  });

  test('counts equal the reasons of each kind listed; a folded kind is listed only when asked for', async () => {
    const { f } = kit;
    for (const account of ['producteur', 'gestionnaire'] as const) {
      const report = await attention(f.client(account));
      expect(report.folded).toEqual(['dataset_without_main_resource']);
      for (const [kind, count] of Object.entries(report.counts)) {
        const listed = report.folded.includes(kind as AttentionItem['kind']) ? 0 : count;
        expect(itemsOf(report, kind as AttentionItem['kind'])).toHaveLength(listed);
      }
      const folded = await attention(f.client(account), 'fr', 'dataset_without_main_resource');
      expect(folded.count).toBe(report.counts.dataset_without_main_resource);
    }
  });
});

describe('one entry per object (audit U8)', () => {
  test('a dataset under two reasons is one entry, named after it, with both reasons newest first', async () => {
    const { f, server } = kit;
    const link = await f.linkedResource(1);
    const task = await insertTask(kit, {
      objectId: link.resource,
      group: f.ids.cacl,
      datasetId: link.dataset,
      action: unique('deux'),
    });
    await server.app.db.query(
      `insert into processing (resource_id, state, task_id) values ($1, 'FAILURE', $2)`,
      [link.resource, task],
    );
    const report = await attention(f.client('producteur'));
    const entries = report.results.filter((entry) => entry.dataset_id === link.dataset);
    expect(entries).toHaveLength(1);
    expect(entries[0]?.key).toBe(`dataset:${link.dataset}`);
    expect(entries[0]?.reasons.map((r) => r.kind).sort()).toEqual([
      'failed_task',
      'published_main_resource_failed',
    ]);
    const [dataset] = await server.app.db.query<{ display_name: string }>(
      'select display_name from dataset where id = $1',
      [link.dataset],
    );
    expect(entries[0]?.display).toBe(dataset?.display_name);
    // Every entry is dated, newest first.
    const dates = report.results.map((entry) => entry.since);
    expect(dates.every((date) => date !== null)).toBe(true);
    expect([...dates].sort().reverse()).toEqual(dates);
  });

  test('a failed harvest is one entry: its failed task and its failed harvester', async () => {
    const { f, server } = kit;
    const [indexer] = await server.app.db.query<{ id: number }>(
      'select id from remote_api_index where usergroup_id = $1 order by id limit 1',
      [f.ids.cacl],
    );
    const id = indexer?.id as number;
    const task = await insertTask(kit, {
      objectClass: 'remoteapiindex',
      objectId: id,
      group: f.ids.cacl,
      action: 'harvest',
      endedAgo: 1,
    });
    const report = await attention(f.client('gestionnaire'));
    const entries = report.results.filter((entry) => entry.key === `indexer:${id}`);
    expect(entries).toHaveLength(1);
    expect(
      entries[0]?.reasons
        .filter((r) => r.task_id === task)
        .map((r) => r.kind)
        .sort(),
    ).toEqual(['failed_task', 'harvester_failed']);
    expect(report.results.filter((entry) => entry.reasons.some((r) => r.task_id === task))).toHaveLength(1);
  });

  test('entries are paged as the other lists, and filtered by kind', async () => {
    const { f } = kit;
    const admin = f.client('admin');
    const all = await attention(admin);
    expect(all.count).toBe(all.results.length);
    const first = await admin.request<AttentionReport>('GET', '/fr/dashboard/attention/', {
      query: { page_size: 2 },
    });
    expect(first.body.count).toBe(all.count);
    expect(first.body.results.map((e) => e.key)).toEqual(all.results.slice(0, 2).map((e) => e.key));
    expect(first.body.next).toMatch(/page=2/);
    expect(first.body.previous).toBeNull();
    const second = await admin.request<AttentionReport>('GET', '/fr/dashboard/attention/', {
      query: { page_size: 2, page: 2 },
    });
    expect(second.body.results.map((e) => e.key)).toEqual(all.results.slice(2, 4).map((e) => e.key));
    const past = await admin.request('GET', '/fr/dashboard/attention/', { query: { page: 999 } });
    expect(past.status).toBe(404);
    const failed = await attention(admin, 'fr', 'failed_task');
    expect(failed.results.every((e) => e.reasons.some((r) => r.kind === 'failed_task'))).toBe(true);
    const folded = await admin.request<AttentionReport>('GET', '/fr/dashboard/attention/', {
      query: { kind: 'dataset_without_main_resource', page_size: 3, page: 2 },
    });
    expect(folded.status).toBe(200);
    expect(folded.body.results.every((e) => e.reasons[0]?.kind === 'dataset_without_main_resource')).toBe(
      true,
    );
  });
});
