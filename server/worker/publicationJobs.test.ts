import { describe, expect, test } from 'vitest';
import { unique } from '../../tests/contract/support/fixtures.ts';
import type { Task } from './testing/workerHarness.ts';
import { fixture, layerOf, runKind, startWorkerServer, task, uploaded } from './testing/workerHarness.ts';

/** Publication, styles, layers and schedules: tasks read back as the back-office reads them. */
const w = startWorkerServer();

describe('publication', () => {
  async function runOn(path: string, codename: string, target: object) {
    const scenarios = await w.admin.request<{ id: number; codename: string }[]>('GET', `${path}_scenarios/`);
    const scenario = scenarios.body.find((s) => s.codename === codename);
    const run = await w.admin.request<{ task_id: number; status: string }>(
      'POST',
      `${path}_scenarios/${scenario?.id}/run/`,
      { query: { asynchrone: false }, json: target },
    );
    return task(w, run.body.task_id);
  }

  const entry = async (datasetId: number) =>
    (
      await w.server.app.db.query<{ document: { resources: { id: number; layers: unknown[] }[] } }>(
        'select document from catalogue_entry where dataset_id = $1',
        [datasetId],
      )
    )[0]?.document;

  test('unpublish and publish change the dataset and rebuild its catalogue entry', async () => {
    const { resource: id, upload } = await uploaded(w, await fixture('arrets-bus-utf8.csv'), 'arrets.csv');
    await runKind(w, 'file-upload', upload, id);
    const [link] = await w.server.app.db.query<{ id: number; dataset_id: number }>(
      'select id, dataset_id from resource_dataset where resource_id = $1',
      [id],
    );
    if (!link) throw new Error('no link');
    const path = `/fr/dataset/datasets/${link.dataset_id}/`;
    const target = w.f.target('dataset', link.dataset_id);

    const published = await runOn(path, 'publish-dataset', target);
    expect(published.status).toBe('SUCCESS');
    expect(published.timeline.find((e) => e.step === 'catalogue')?.message).toBe(
      'Entrée du catalogue reconstruite : 1 ressource, 1 couche.',
    );
    expect((await entry(link.dataset_id))?.resources).toEqual([expect.objectContaining({ id })]);

    const unpublished = await runOn(path, 'unpublish-dataset', target);
    expect(unpublished.status).toBe('SUCCESS');
    expect((await w.admin.request<{ publish: boolean }>('GET', path)).body.publish).toBe(false);
    expect(await entry(link.dataset_id)).toBeUndefined();

    await runOn(path, 'publish-dataset', target);
    expect((await w.admin.request<{ publish: boolean }>('GET', path)).body.publish).toBe(true);

    const linkPath = `/fr/resource/resource-dataset/${link.id}/`;
    const hidden = await runOn(linkPath, 'unpublish-resourcedataset', target);
    expect(hidden.status).toBe('SUCCESS');
    expect((await entry(link.dataset_id))?.resources).toEqual([]);
    await runOn(linkPath, 'publish-resourcedataset', target);
    expect((await entry(link.dataset_id))?.resources).toHaveLength(1);
  });
});

describe('styles and layers', () => {
  async function runStyle(sld: string): Promise<Task> {
    const style = await w.f.style();
    const done = await task(w, await w.f.runStyleCreation(style, sld));
    const [row] = await w.server.app.db.query<{ sld: string | null }>('select sld from style where id = $1', [
      style,
    ]);
    expect(row?.sld ?? null).toBe(done.status === 'SUCCESS' ? sld : null);
    return done;
  }

  test('an SLD with a rule is applied; one without rules or malformed fails', async () => {
    const good = await runStyle((await fixture('style.sld')).toString());
    expect(good.status).toBe('SUCCESS');
    expect(good.timeline.find((e) => e.step === 'validate')?.message).toBe('SLD bien formé : 1 règle.');
    const empty = await runStyle((await fixture('sans-regle.sld')).toString());
    expect(empty.errors).toEqual(['Le SLD ne contient aucune règle (élément Rule) : rien à dessiner.']);
    const broken = await runStyle((await fixture('mal-forme.sld')).toString());
    expect(broken.errors[0]).toMatch(/n’est pas un XML bien formé : .*\(ligne 4, colonne \d+\)/);
  });

  test('a style says its last run: the SLD being applied, applied, or failed with its task', async () => {
    const style = await w.f.style();
    const shown = async () =>
      (
        await w.admin.request<{ sld: string | null; last_task: { id: number; status: string } | null }>(
          'GET',
          `/fr/geospatial/geographiclayer/${w.f.ids.caclLayer}/styles/${style}/`,
        )
      ).body;
    expect((await shown()).last_task).toBeNull();
    const sld = (await fixture('style.sld')).toString();
    const applied = await task(w, await w.f.runStyleCreation(style, sld));
    expect(await shown()).toMatchObject({ sld, last_task: { id: applied.id, status: 'SUCCESS' } });
    // A failed run keeps the SLD applied before, and says it failed, with the task to read.
    const failed = await task(
      w,
      await w.f.runStyleCreation(style, (await fixture('mal-forme.sld')).toString()),
    );
    expect(await shown()).toMatchObject({ sld, last_task: { id: failed.id, status: 'FAILURE' } });
  });

  test('a geographic layer is published under the name its resource asks for', async () => {
    const { resource: id, upload } = await uploaded(w, await fixture('arrets-bus-utf8.csv'), 'arrets.csv');
    await runKind(w, 'file-upload', upload, id);
    const layer = await layerOf(w, id);
    const wanted = unique('arrets').replace(/-/g, '_');
    await w.admin.request('PATCH', `/fr/resource/resources/${id}/`, {
      json: { geographic_layer_name: wanted, geographic_layer_label: 'Arrêts' },
    });
    const scenarios = await w.admin.request<{ id: number; action: string }[]>(
      'GET',
      `/fr/geospatial/geographiclayer/${layer?.id}/_scenarios/`,
    );
    const run = await w.admin.request<{ task_id: number; status: string }>(
      'POST',
      `/fr/geospatial/geographiclayer/${layer?.id}/_scenarios/${scenarios.body.find((s) => s.action === 'update')?.id}/run/`,
      {
        query: { asynchrone: false },
        json: w.f.target('geographiclayer', layer?.id ?? 0, 'onegeo_geospatial'),
      },
    );
    expect(run.body.status).toBe('SUCCESS');
    expect((await layerOf(w, id))?.name).toBe(wanted);
  });
});

describe('scheduled executions', () => {
  test('a due execution is queued by the app’s timer and its next run moves on', async () => {
    const { resource: id, upload } = await uploaded(w, await fixture('arrets-bus-utf8.csv'), 'arrets.csv');
    const created = await w.admin.request<{ id: number }>(
      'POST',
      '/fr/resource/scenario-execution-frequency/',
      {
        json: {
          resource_id: id,
          scheduler: w.f.ids.scheduler,
          scenario_id: w.f.ids.updateFileUploadScenario,
        },
      },
    );
    expect(created.status).toBe(201);
    expect(upload).toBeGreaterThan(0);
    await w.server.app.db.query(
      "update scenario_execution_frequency set next_run_at = now() - interval '1 minute' where id = $1",
      [created.body.id],
    );
    // The timer ticks every 200 ms; the wait is a guard against a hang, long enough for a shared machine
    // under the whole CI (5 s was not, once, on the PostgreSQL line of 2026-12-06).
    let found: { id: number } | undefined;
    for (let i = 0; i < 600 && !found; i += 1) {
      await new Promise((resolve) => setTimeout(resolve, 50));
      [found] = await w.server.app.db.query<{ id: number }>(
        "select t.id from task t where t.object_class = 'resource' and t.object_id = $1 and t.kwargs->>'origin' = 'schedule'",
        [id],
      );
    }
    if (!found) throw new Error('the scheduled execution did not run');
    await w.server.app.taskQueue.settled(found.id);
    expect((await task(w, found.id)).status).toBe('SUCCESS');
    const [row] = await w.server.app.db.query<{ next_run_at: Date; last_run_at: Date | null }>(
      'select next_run_at, last_run_at from scenario_execution_frequency where id = $1',
      [created.body.id],
    );
    expect(row?.last_run_at).not.toBeNull();
    expect(new Date(row?.next_run_at ?? 0).getTime()).toBeGreaterThan(Date.now());
    expect(await w.server.app.scheduler.tick()).toEqual([]);
  });
});
