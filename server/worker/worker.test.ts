import { readFile } from 'node:fs/promises';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { type FixtureCatalogues, startFixtureCatalogues } from '../../tests/contract/support/catalogues.ts';
import { Fixtures, unique } from '../../tests/contract/support/fixtures.ts';
import {
  type Client,
  contractDrifts,
  fileForm,
  startServer,
  type TestServer,
} from '../../tests/contract/support/server.ts';

/** Worker tests: real files through the API, tasks read back as the back-office reads them. */

interface Task {
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

interface Resource {
  id: number;
  rel: { app_label: string; class: string; id: number; uri: string | null }[];
  _processing: { id: number; state: string; task_id: number | null }[];
}

const fixture = (name: string) => readFile(new URL(`./fixtures/${name}`, import.meta.url));

let server: TestServer;
let f: Fixtures;
let admin: Client;
let remote: FixtureCatalogues;

beforeAll(async () => {
  remote = await startFixtureCatalogues({ slowMs: 5_000 });
  server = await startServer({
    allowPrivateRemote: true,
    remoteTimeoutMs: 1_000,
    remoteMaxBytes: 16 * 1024,
    schedulerIntervalMs: 200,
  });
  f = await Fixtures.create(server);
  admin = f.admin;
});

afterAll(async () => {
  expect(contractDrifts(server)).toEqual([]);
  await server.close();
  await remote.close();
});

async function task(id: number): Promise<Task> {
  const answer = await admin.request<Task>('GET', `/fr/dashboard/task-queue-track/${id}/`);
  expect(answer.status).toBe(200);
  return answer.body;
}

async function resource(id: number): Promise<Resource> {
  return (await admin.request<Resource>('GET', `/fr/resource/resources/${id}/`)).body;
}

/** A resource of a fresh dataset with a file-upload record holding `file`. */
async function uploaded(
  file: Buffer | string,
  name: string,
  fields: { column_x?: string; column_y?: string; crs?: string } = {},
): Promise<{ resource: number; upload: number }> {
  const { resource: id } = await f.linkedResource();
  if (Object.keys(fields).length > 0) {
    await admin.request('PATCH', `/fr/resource/resources/${id}/`, { json: fields });
  }
  const record = await admin.request<{ id: number }>('POST', '/fr/resource/file-upload/', {
    json: { resource_id: id },
  });
  const put = await admin.request('PUT', `/fr/resource/file-upload/${record.body.id}/`, {
    form: fileForm('file', file, name, 'application/octet-stream'),
  });
  expect(put.status).toBe(200);
  return { resource: id, upload: record.body.id };
}

/** Runs the create (or update) scenario of a type-specific record and waits for its end. */
async function runKind(
  slug: string,
  recordId: number,
  resourceId: number,
  action: 'create' | 'update' = 'create',
): Promise<Task> {
  const scenarios = await admin.request<{ id: number; action: string }[]>(
    'GET',
    `/fr/resource/${slug}/${recordId}/_scenarios/`,
  );
  const scenario = scenarios.body.find((s) => s.action === action);
  const run = await admin.request<{ task_id: number; status: string }>(
    'POST',
    `/fr/resource/${slug}/${recordId}/_scenarios/${scenario?.id}/run/`,
    { query: { asynchrone: false }, json: f.target('resource', resourceId, 'onegeo_resource') },
  );
  expect(run.status).toBe(202);
  expect(['SUCCESS', 'FAILURE']).toContain(run.body.status);
  const result = await task(run.body.task_id);
  expect(result.status).toBe(run.body.status);
  return result;
}

async function layerOf(resourceId: number) {
  const [layer] = await server.app.db.query<{
    id: number;
    name: string;
    feature_count: number;
    bbox: number[];
    crs: string;
  }>('select id, name, feature_count, bbox, crs from geographic_layer where resource_id = $1', [resourceId]);
  return layer;
}

describe('uploaded CSV files', () => {
  test('a UTF-8 CSV becomes a geographic layer with its count and bounding box', async () => {
    const { resource: id, upload } = await uploaded(await fixture('arrets-bus-utf8.csv'), 'arrêts.csv');
    const done = await runKind('file-upload', upload, id);
    expect(done).toMatchObject({
      status: 'SUCCESS',
      action: 'file-upload-to-geographiclayer',
      object_class: 'resource',
      object_id: id,
      target_class: 'resource',
      target_id: id,
      errors: [],
      warnings: ['1 ligne sans coordonnées a été ignorée.'],
    });
    expect(done.timeline.map((e) => e.step)).toEqual(['queued', 'started', 'read', 'layer', 'done']);
    expect(done.start_date).not.toBeNull();
    expect(done.end_date).not.toBeNull();
    expect(Date.parse(done.end_date ?? '')).toBeGreaterThanOrEqual(Date.parse(done.start_date ?? ''));
    expect(done.dataset_id).not.toBeNull();

    const layer = await layerOf(id);
    expect(layer?.feature_count).toBe(5);
    expect(layer?.bbox).toEqual([-52.3325, 4.8471, -52.2763, 4.9381]);
    const shown = await resource(id);
    expect(shown.rel[1]).toMatchObject({
      app_label: 'onegeo_geospatial',
      class: 'geographiclayer',
      id: layer?.id,
    });
    expect(shown._processing).toEqual([expect.objectContaining({ state: 'SUCCESS', task_id: done.id })]);
  });

  test('coordinates in RGFG95 / UTM 22N (EPSG:2972) and Web Mercator (EPSG:3857) are read', async () => {
    const utm = await uploaded(await fixture('communes-2972.csv'), 'communes.csv', {
      column_x: 'x',
      column_y: 'y',
      crs: 'EPSG:2972',
    });
    expect((await runKind('file-upload', utm.upload, utm.resource)).status).toBe('SUCCESS');
    const utmLayer = await layerOf(utm.resource);
    expect(utmLayer?.feature_count).toBe(3);
    expect(utmLayer?.crs).toBe('EPSG:2972');
    const [west, south, east, north] = utmLayer?.bbox ?? [];
    expect(west).toBeCloseTo(-54.03, 5);
    expect(south).toBeCloseTo(4.94, 5);
    expect(east).toBeCloseTo(-52.33, 5);
    expect(north).toBeCloseTo(5.5, 5);

    const mercator = await uploaded(await fixture('communes-3857.csv'), 'communes.csv', {
      column_x: 'x',
      column_y: 'y',
      crs: 'EPSG:3857',
    });
    expect((await runKind('file-upload', mercator.upload, mercator.resource)).status).toBe('SUCCESS');
    const bbox = (await layerOf(mercator.resource))?.bbox ?? [];
    expect(bbox[0]).toBeCloseTo(-52.65, 5);
    expect(bbox[3]).toBeCloseTo(5.16, 5);
  });

  test('a Latin-1 CSV fails with the line and column of its first non-UTF-8 byte', async () => {
    const { resource: id, upload } = await uploaded(await fixture('arrets-bus-latin1.csv'), 'arrets.csv');
    const done = await runKind('file-upload', upload, id);
    expect(done.status).toBe('FAILURE');
    expect(done.errors[0]).toMatch(
      /n’est pas encodé en UTF-8 : octet invalide ligne 3, colonne 1 \(octet 0xC9\)/,
    );
    expect(done.timeline.at(-1)).toMatchObject({ step: 'failed' });
    expect(await layerOf(id)).toBeUndefined();
    expect((await resource(id))._processing).toEqual([
      expect.objectContaining({ state: 'FAILURE', task_id: done.id }),
    ]);
  });

  test('bad coordinates fail with each line and column named', async () => {
    const { resource: id, upload } = await uploaded(await fixture('coordonnees-invalides.csv'), 'points.csv');
    const done = await runKind('file-upload', upload, id);
    expect(done.status).toBe('FAILURE');
    expect(done.errors).toEqual([
      expect.stringMatching(
        /^Ligne 3, colonne « latitude » \(n° 3\) : 94.9352 n’est pas une latitude plausible/,
      ),
      'Ligne 4, colonne « longitude » (n° 2) : « abc » n’est pas un nombre.',
    ]);
    expect(await layerOf(id)).toBeUndefined();
  });

  test('a failed update keeps the layer made before', async () => {
    const { resource: id, upload } = await uploaded(await fixture('arrets-bus-utf8.csv'), 'arrets.csv');
    await runKind('file-upload', upload, id);
    await admin.request('PUT', `/fr/resource/file-upload/${upload}/`, {
      form: fileForm('file', await fixture('arrets-bus-latin1.csv'), 'arrets.csv', 'text/csv'),
    });
    const update = await runKind('file-upload', upload, id, 'update');
    expect(update.status).toBe('FAILURE');
    expect((await layerOf(id))?.feature_count).toBe(5);
    expect((await resource(id))._processing.map((p) => p.state)).toEqual(['SUCCESS', 'FAILURE']);
  });

  test('a run without a file fails and says so', async () => {
    const upload = await f.fileUpload();
    const done = await runKind('file-upload', upload.id, upload.resource);
    expect(done.errors).toEqual(['Aucun fichier n’a été déposé pour cette ressource.']);
  });
});

describe('GeoJSON files', () => {
  test('features of every geometry type are counted, those without geometry skipped', async () => {
    const { resource: id, upload } = await uploaded(await fixture('sites.geojson'), 'sites.geojson');
    const done = await runKind('file-upload', upload, id);
    expect(done.status).toBe('SUCCESS');
    expect(done.warnings).toEqual(['1 objet sans géométrie ignoré.']);
    const layer = await layerOf(id);
    expect(layer?.feature_count).toBe(3);
    expect(layer?.bbox).toEqual([-53, 3.5, -52.35, 4.75]);
  });

  test('broken JSON fails with its line and column', async () => {
    const { resource: id, upload } = await uploaded(await fixture('casse.geojson'), 'casse.geojson');
    const done = await runKind('file-upload', upload, id);
    expect(done.errors).toEqual([
      'Le fichier n’est pas un JSON valide : ligne 5, colonne 3, on attendait « , » ou « ] », pas « { ».',
    ]);
  });
});

describe('URL references and file downloads', () => {
  async function linked(kind: 'href' | 'file-download', href: string) {
    const record = await f.linkedFile(kind);
    const put = await admin.request('PUT', `/fr/resource/${kind}/${record.id}/`, {
      json: { resource_id: record.resource, href },
    });
    expect(put.status).toBe(200);
    return record;
  }

  test('a URL that answers is checked; one that answers 404 fails', async () => {
    const ok = await linked('href', remote.file('notice.pdf', '%PDF-1.4 notice', 'application/pdf'));
    const done = await runKind('href', ok.id, ok.resource);
    expect(done.status).toBe('SUCCESS');
    expect(done.timeline.find((e) => e.step === 'checked')?.message).toMatch(/répond 200 \(application\/pdf/);
    const missing = await linked('href', `${remote.base}/files/absent.pdf`);
    const failed = await runKind('href', missing.id, missing.resource);
    expect(failed.errors[0]).toMatch(/répond 404/);
  });

  test('a downloaded CSV becomes a layer; a slow server and a large file fail within the limits', async () => {
    const csv = await linked(
      'file-download',
      remote.file('arrets.csv', await fixture('arrets-bus-utf8.csv'), 'text/csv; charset=utf-8'),
    );
    expect((await runKind('file-download', csv.id, csv.resource)).status).toBe('SUCCESS');
    expect((await layerOf(csv.resource))?.feature_count).toBe(5);

    const slow = await linked('file-download', remote.urls.slow);
    const timedOut = await runKind('file-download', slow.id, slow.resource);
    expect(timedOut.errors[0]).toMatch(/n’a pas répondu dans le délai de 1 s/);

    const big = await linked(
      'file-download',
      remote.file('gros.csv', `x;y\n${'-52.3;4.9\n'.repeat(3000)}`, 'text/csv'),
    );
    const tooBig = await runKind('file-download', big.id, big.resource);
    expect(tooBig.errors[0]).toMatch(/au-delà de la limite de 16 ko/);
  });

  test('only http and https are followed', async () => {
    const record = await f.linkedFile('href');
    await server.app.db.query("update linked_file set href = 'file:///etc/passwd' where id = $1", [
      record.id,
    ]);
    const done = await runKind('href', record.id, record.resource);
    expect(done.errors).toEqual(['Seules les URL http et https sont acceptées (reçu file:).']);
  });
});

describe('sFTP files, datastore tables and map-server layers', () => {
  test('a CSV of the group’s sFTP space becomes a layer', async () => {
    const { resource: id } = await f.linkedResource();
    const record = await admin.request<{ id: number }>('POST', '/fr/resource/ftp/', {
      json: { resource_id: id, file_path: 'releves-2025.csv' },
    });
    expect(record.status).toBe(201);
    const done = await runKind('ftp', record.body.id, id);
    expect(done.status).toBe('SUCCESS');
    expect(done.timeline.map((e) => e.step)).toEqual(['queued', 'started', 'fetch', 'read', 'layer', 'done']);
    expect((await layerOf(id))?.feature_count).toBe(8);
  });

  test('a datastore table needs coordinate columns', async () => {
    async function table(name: string): Promise<Task> {
      const { resource: id } = await f.linkedResource();
      const record = await admin.request<{ id: number }>('POST', '/fr/resource/datastores/', {
        json: { resource_id: id, database: 'datastore', schema_name: 'datastore', table_name: name },
      });
      expect(record.status).toBe(201);
      return runKind('datastores', record.body.id, id);
    }
    const communes = await table('communes_guyane');
    expect(communes.status).toBe('SUCCESS');
    expect(communes.timeline.find((e) => e.step === 'layer')?.message).toMatch(/22 objets \(Point\)/);
    const population = await table('population_ouest');
    expect(population.errors).toEqual([
      'La table datastore.population_ouest n’a pas de colonnes de coordonnées « longitude »/« latitude » : colonnes insee, nom, population.',
    ]);
  });

  test('a mirrored layer group of the map server is checked', async () => {
    const mirror = await f.mirror();
    const done = await runKind('geoserver-mirrors', mirror.id, mirror.resource);
    expect(done.status).toBe('SUCCESS');
    expect(done.timeline.find((e) => e.step === 'mirror')?.message).toBe(
      'Groupe de couches « cacl:cacl_ensemble » reproduit pour la ressource.',
    );
  });
});

describe('publication', () => {
  async function runOn(path: string, codename: string, target: object) {
    const scenarios = await admin.request<{ id: number; codename: string }[]>('GET', `${path}_scenarios/`);
    const scenario = scenarios.body.find((s) => s.codename === codename);
    const run = await admin.request<{ task_id: number; status: string }>(
      'POST',
      `${path}_scenarios/${scenario?.id}/run/`,
      { query: { asynchrone: false }, json: target },
    );
    return task(run.body.task_id);
  }

  const entry = async (datasetId: number) =>
    (
      await server.app.db.query<{ document: { resources: { id: number; layers: unknown[] }[] } }>(
        'select document from catalogue_entry where dataset_id = $1',
        [datasetId],
      )
    )[0]?.document;

  test('unpublish and publish change the dataset and rebuild its catalogue entry', async () => {
    const { resource: id, upload } = await uploaded(await fixture('arrets-bus-utf8.csv'), 'arrets.csv');
    await runKind('file-upload', upload, id);
    const [link] = await server.app.db.query<{ id: number; dataset_id: number }>(
      'select id, dataset_id from resource_dataset where resource_id = $1',
      [id],
    );
    if (!link) throw new Error('no link');
    const path = `/fr/dataset/datasets/${link.dataset_id}/`;
    const target = f.target('dataset', link.dataset_id);

    const published = await runOn(path, 'publish-dataset', target);
    expect(published.status).toBe('SUCCESS');
    expect(published.timeline.find((e) => e.step === 'catalogue')?.message).toBe(
      'Entrée du catalogue reconstruite : 1 ressource, 1 couche.',
    );
    expect((await entry(link.dataset_id))?.resources).toEqual([expect.objectContaining({ id })]);

    const unpublished = await runOn(path, 'unpublish-dataset', target);
    expect(unpublished.status).toBe('SUCCESS');
    expect((await admin.request<{ publish: boolean }>('GET', path)).body.publish).toBe(false);
    expect(await entry(link.dataset_id)).toBeUndefined();

    await runOn(path, 'publish-dataset', target);
    expect((await admin.request<{ publish: boolean }>('GET', path)).body.publish).toBe(true);

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
    const style = await f.style();
    const done = await task(await f.runStyleCreation(style, sld));
    const [row] = await server.app.db.query<{ sld: string | null }>('select sld from style where id = $1', [
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
    const style = await f.style();
    const shown = async () =>
      (
        await admin.request<{ sld: string | null; last_task: { id: number; status: string } | null }>(
          'GET',
          `/fr/geospatial/geographiclayer/${f.ids.caclLayer}/styles/${style}/`,
        )
      ).body;
    expect((await shown()).last_task).toBeNull();
    const sld = (await fixture('style.sld')).toString();
    const applied = await task(await f.runStyleCreation(style, sld));
    expect(await shown()).toMatchObject({ sld, last_task: { id: applied.id, status: 'SUCCESS' } });
    // A failed run keeps the SLD applied before, and says it failed, with the task to read.
    const failed = await task(await f.runStyleCreation(style, (await fixture('mal-forme.sld')).toString()));
    expect(await shown()).toMatchObject({ sld, last_task: { id: failed.id, status: 'FAILURE' } });
  });

  test('a geographic layer is published under the name its resource asks for', async () => {
    const { resource: id, upload } = await uploaded(await fixture('arrets-bus-utf8.csv'), 'arrets.csv');
    await runKind('file-upload', upload, id);
    const layer = await layerOf(id);
    const wanted = unique('arrets').replace(/-/g, '_');
    await admin.request('PATCH', `/fr/resource/resources/${id}/`, {
      json: { geographic_layer_name: wanted, geographic_layer_label: 'Arrêts' },
    });
    const scenarios = await admin.request<{ id: number; action: string }[]>(
      'GET',
      `/fr/geospatial/geographiclayer/${layer?.id}/_scenarios/`,
    );
    const run = await admin.request<{ task_id: number; status: string }>(
      'POST',
      `/fr/geospatial/geographiclayer/${layer?.id}/_scenarios/${scenarios.body.find((s) => s.action === 'update')?.id}/run/`,
      {
        query: { asynchrone: false },
        json: f.target('geographiclayer', layer?.id ?? 0, 'onegeo_geospatial'),
      },
    );
    expect(run.body.status).toBe('SUCCESS');
    expect((await layerOf(id))?.name).toBe(wanted);
  });
});

describe('scheduled executions', () => {
  test('a due execution is queued by the app’s timer and its next run moves on', async () => {
    const { resource: id, upload } = await uploaded(await fixture('arrets-bus-utf8.csv'), 'arrets.csv');
    const created = await admin.request<{ id: number }>(
      'POST',
      '/fr/resource/scenario-execution-frequency/',
      {
        json: { resource_id: id, scheduler: f.ids.scheduler, scenario_id: f.ids.updateFileUploadScenario },
      },
    );
    expect(created.status).toBe(201);
    expect(upload).toBeGreaterThan(0);
    await server.app.db.query(
      "update scenario_execution_frequency set next_run_at = now() - interval '1 minute' where id = $1",
      [created.body.id],
    );
    let found: { id: number } | undefined;
    for (let i = 0; i < 100 && !found; i += 1) {
      await new Promise((resolve) => setTimeout(resolve, 50));
      [found] = await server.app.db.query<{ id: number }>(
        "select t.id from task t where t.object_class = 'resource' and t.object_id = $1 and t.kwargs->>'origin' = 'schedule'",
        [id],
      );
    }
    if (!found) throw new Error('the scheduled execution did not run');
    await server.app.taskQueue.settled(found.id);
    expect((await task(found.id)).status).toBe('SUCCESS');
    const [row] = await server.app.db.query<{ next_run_at: Date; last_run_at: Date | null }>(
      'select next_run_at, last_run_at from scenario_execution_frequency where id = $1',
      [created.body.id],
    );
    expect(row?.last_run_at).not.toBeNull();
    expect(new Date(row?.next_run_at ?? 0).getTime()).toBeGreaterThan(Date.now());
    expect(await server.app.scheduler.tick()).toEqual([]);
  });
});
