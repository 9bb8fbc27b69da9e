import { describe, expect, test } from 'vitest';
import { insertTask, startKit } from '../attention/testing/testKit.ts';

// What a task's insight says fits the task (audit 2026-12-06, U9): what a failure leaves broken is
// what its action would have made, and a running task says which step it is at.

const kit = startKit();

interface Insight {
  blast_radius: { object_class: string; object_id: number | null; effect: string }[];
  current_step: string | null;
  resumes_from: string | null;
}

const insight = async (id: number, locale = 'fr') => {
  const answer = await kit.f.admin.request<Insight>(
    'GET',
    `/${locale}/dashboard/task-queue-track/${id}/insight/`,
  );
  expect(answer.status).toBe(200);
  return answer.body;
};

const effectsOf = async (id: number, locale = 'fr') =>
  (await insight(id, locale)).blast_radius.filter((e) => e.object_class === 'resource').map((e) => e.effect);

describe('what a failure leaves broken, per action', () => {
  test('a URL check names the URL’s state, never a layer, in each language', async () => {
    const { f } = kit;
    const id = await insertTask(kit, {
      action: 'href-check',
      objectId: f.ids.caclResource,
      group: f.ids.cacl,
    });
    expect(await effectsOf(id)).toEqual([
      'L’URL de la ressource n’est pas vérifiée : son état affiché reste celui de la vérification précédente.',
    ]);
    expect(await effectsOf(id, 'en')).toEqual([
      'The resource’s URL is not checked: the state shown is still that of the previous check.',
    ]);
    expect((await effectsOf(id, 'it'))[0]).not.toMatch(/layer/);
  });

  test('a file read into a layer names the layer; another action names neither', async () => {
    const { f } = kit;
    const upload = await insertTask(kit, {
      action: 'file-upload-to-geographiclayer',
      objectId: f.ids.caclResource,
      group: f.ids.cacl,
    });
    expect((await effectsOf(upload))[0]).toMatch(/couche géographique/);
    const mirror = await insertTask(kit, {
      action: 'geoserver-mirror-create',
      objectId: f.ids.caclResource,
      group: f.ids.cacl,
    });
    expect(await effectsOf(mirror)).toEqual([
      'Le traitement de la ressource n’a pas abouti : elle reste dans son état précédent.',
    ]);
  });
});

describe('the step a task is at', () => {
  test('a running task says its latest step; an ended one says none', async () => {
    const { f, server } = kit;
    const running = await insertTask(kit, {
      status: 'STARTED',
      action: 'file-upload-to-geographiclayer',
      objectId: f.ids.caclResource,
      group: f.ids.cacl,
      endedAgo: null,
    });
    await server.app.db.query(
      `update task set timeline = '[{"date": "2026-12-06T10:00:00Z", "step": "queued", "message": ""},
        {"date": "2026-12-06T10:00:01Z", "step": "read", "message": ""}]'::jsonb where id = $1`,
      [running],
    );
    expect((await insight(running)).current_step).toBe('read');
    const ended = await insertTask(kit, { objectId: f.ids.caclResource, group: f.ids.cacl });
    expect((await insight(ended)).current_step).toBeNull();
  });
});
