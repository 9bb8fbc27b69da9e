import { describe, expect, test } from 'vitest';
import { fileForm } from '../../tests/contract/support/server.ts';
import type { Task } from './testing/workerHarness.ts';
import { fixture, layerOf, resource, runKind, startWorkerServer, uploaded } from './testing/workerHarness.ts';

/** Data jobs: real files through the API, tasks read back as the back-office reads them. */
const w = startWorkerServer();

describe('uploaded CSV files', () => {
  test('a UTF-8 CSV becomes a geographic layer with its count and bounding box', async () => {
    const { resource: id, upload } = await uploaded(w, await fixture('arrets-bus-utf8.csv'), 'arrêts.csv');
    const done = await runKind(w, 'file-upload', upload, id);
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

    const layer = await layerOf(w, id);
    expect(layer?.feature_count).toBe(5);
    expect(layer?.bbox).toEqual([-52.3325, 4.8471, -52.2763, 4.9381]);
    const shown = await resource(w, id);
    expect(shown.rel[1]).toMatchObject({
      app_label: 'onegeo_geospatial',
      class: 'geographiclayer',
      id: layer?.id,
    });
    expect(shown._processing).toEqual([expect.objectContaining({ state: 'SUCCESS', task_id: done.id })]);
  });

  test('coordinates in RGFG95 / UTM 22N (EPSG:2972) and Web Mercator (EPSG:3857) are read', async () => {
    const utm = await uploaded(w, await fixture('communes-2972.csv'), 'communes.csv', {
      column_x: 'x',
      column_y: 'y',
      crs: 'EPSG:2972',
    });
    expect((await runKind(w, 'file-upload', utm.upload, utm.resource)).status).toBe('SUCCESS');
    const utmLayer = await layerOf(w, utm.resource);
    expect(utmLayer?.feature_count).toBe(3);
    expect(utmLayer?.crs).toBe('EPSG:2972');
    const [west, south, east, north] = utmLayer?.bbox ?? [];
    expect(west).toBeCloseTo(-54.03, 5);
    expect(south).toBeCloseTo(4.94, 5);
    expect(east).toBeCloseTo(-52.33, 5);
    expect(north).toBeCloseTo(5.5, 5);

    const mercator = await uploaded(w, await fixture('communes-3857.csv'), 'communes.csv', {
      column_x: 'x',
      column_y: 'y',
      crs: 'EPSG:3857',
    });
    expect((await runKind(w, 'file-upload', mercator.upload, mercator.resource)).status).toBe('SUCCESS');
    const bbox = (await layerOf(w, mercator.resource))?.bbox ?? [];
    expect(bbox[0]).toBeCloseTo(-52.65, 5);
    expect(bbox[3]).toBeCloseTo(5.16, 5);
  });

  test('a Latin-1 CSV fails with the line and column of its first non-UTF-8 byte', async () => {
    const { resource: id, upload } = await uploaded(w, await fixture('arrets-bus-latin1.csv'), 'arrets.csv');
    const done = await runKind(w, 'file-upload', upload, id);
    expect(done.status).toBe('FAILURE');
    expect(done.errors[0]).toMatch(
      /n’est pas encodé en UTF-8 : octet invalide ligne 3, colonne 1 \(octet 0xC9\)/,
    );
    expect(done.timeline.at(-1)).toMatchObject({ step: 'failed' });
    expect(await layerOf(w, id)).toBeUndefined();
    expect((await resource(w, id))._processing).toEqual([
      expect.objectContaining({ state: 'FAILURE', task_id: done.id }),
    ]);
  });

  test('bad coordinates fail with each line and column named', async () => {
    const { resource: id, upload } = await uploaded(
      w,
      await fixture('coordonnees-invalides.csv'),
      'points.csv',
    );
    const done = await runKind(w, 'file-upload', upload, id);
    expect(done.status).toBe('FAILURE');
    expect(done.errors).toEqual([
      expect.stringMatching(
        /^Ligne 3, colonne « latitude » \(n° 3\) : 94.9352 n’est pas une latitude plausible/,
      ),
      'Ligne 4, colonne « longitude » (n° 2) : « abc » n’est pas un nombre.',
    ]);
    expect(await layerOf(w, id)).toBeUndefined();
  });

  test('a failed update keeps the layer made before', async () => {
    const { resource: id, upload } = await uploaded(w, await fixture('arrets-bus-utf8.csv'), 'arrets.csv');
    await runKind(w, 'file-upload', upload, id);
    await w.admin.request('PUT', `/fr/resource/file-upload/${upload}/`, {
      form: fileForm('file', await fixture('arrets-bus-latin1.csv'), 'arrets.csv', 'text/csv'),
    });
    const update = await runKind(w, 'file-upload', upload, id, 'update');
    expect(update.status).toBe('FAILURE');
    expect((await layerOf(w, id))?.feature_count).toBe(5);
    expect((await resource(w, id))._processing.map((p) => p.state)).toEqual(['SUCCESS', 'FAILURE']);
  });

  test('a run without a file fails and says so', async () => {
    const upload = await w.f.fileUpload();
    const done = await runKind(w, 'file-upload', upload.id, upload.resource);
    expect(done.errors).toEqual(['Aucun fichier n’a été déposé pour cette ressource.']);
  });
});

describe('GeoJSON files', () => {
  test('features of every geometry type are counted, those without geometry skipped', async () => {
    const { resource: id, upload } = await uploaded(w, await fixture('sites.geojson'), 'sites.geojson');
    const done = await runKind(w, 'file-upload', upload, id);
    expect(done.status).toBe('SUCCESS');
    expect(done.warnings).toEqual(['1 objet sans géométrie ignoré.']);
    const layer = await layerOf(w, id);
    expect(layer?.feature_count).toBe(3);
    expect(layer?.bbox).toEqual([-53, 3.5, -52.35, 4.75]);
  });

  test('broken JSON fails with its line and column', async () => {
    const { resource: id, upload } = await uploaded(w, await fixture('casse.geojson'), 'casse.geojson');
    const done = await runKind(w, 'file-upload', upload, id);
    expect(done.errors).toEqual([
      'Le fichier n’est pas un JSON valide : ligne 5, colonne 3, on attendait « , » ou « ] », pas « { ».',
    ]);
  });
});

describe('URL references and file downloads', () => {
  async function linked(kind: 'href' | 'file-download', href: string) {
    const record = await w.f.linkedFile(kind);
    const put = await w.admin.request('PUT', `/fr/resource/${kind}/${record.id}/`, {
      json: { resource_id: record.resource, href },
    });
    expect(put.status).toBe(200);
    return record;
  }

  test('a URL that answers is checked; one that answers 404 fails', async () => {
    const ok = await linked('href', w.remote.file('notice.pdf', '%PDF-1.4 notice', 'application/pdf'));
    const done = await runKind(w, 'href', ok.id, ok.resource);
    expect(done.status).toBe('SUCCESS');
    expect(done.timeline.find((e) => e.step === 'checked')?.message).toMatch(/répond 200 \(application\/pdf/);
    const missing = await linked('href', `${w.remote.base}/files/absent.pdf`);
    const failed = await runKind(w, 'href', missing.id, missing.resource);
    expect(failed.errors[0]).toMatch(/répond 404/);
  });

  test('a downloaded CSV becomes a layer; a slow server and a large file fail within the limits', async () => {
    const csv = await linked(
      'file-download',
      w.remote.file('arrets.csv', await fixture('arrets-bus-utf8.csv'), 'text/csv; charset=utf-8'),
    );
    expect((await runKind(w, 'file-download', csv.id, csv.resource)).status).toBe('SUCCESS');
    expect((await layerOf(w, csv.resource))?.feature_count).toBe(5);

    const slow = await linked('file-download', w.remote.urls.slow);
    const timedOut = await runKind(w, 'file-download', slow.id, slow.resource);
    expect(timedOut.errors[0]).toMatch(/n’a pas répondu dans le délai de 1 s/);

    const big = await linked(
      'file-download',
      w.remote.file('gros.csv', `x;y\n${'-52.3;4.9\n'.repeat(3000)}`, 'text/csv'),
    );
    const tooBig = await runKind(w, 'file-download', big.id, big.resource);
    expect(tooBig.errors[0]).toMatch(/au-delà de la limite de 16 ko/);
  });

  test('only http and https are followed', async () => {
    const record = await w.f.linkedFile('href');
    await w.server.app.db.query("update linked_file set href = 'file:///etc/passwd' where id = $1", [
      record.id,
    ]);
    const done = await runKind(w, 'href', record.id, record.resource);
    expect(done.errors).toEqual(['Seules les URL http et https sont acceptées (reçu file:).']);
  });
});

describe('sFTP files, datastore tables and map-server layers', () => {
  test('a CSV of the group’s sFTP space becomes a layer', async () => {
    const { resource: id } = await w.f.linkedResource();
    await w.f.grantFtpAccess();
    const record = await w.admin.request<{ id: number }>('POST', '/fr/resource/ftp/', {
      json: { resource_id: id, file_path: 'releves-2025.csv' },
    });
    expect(record.status).toBe(201);
    const done = await runKind(w, 'ftp', record.body.id, id);
    expect(done.status).toBe('SUCCESS');
    expect(done.timeline.map((e) => e.step)).toEqual(['queued', 'started', 'fetch', 'read', 'layer', 'done']);
    expect((await layerOf(w, id))?.feature_count).toBe(8);
  });

  test('a datastore table needs coordinate columns', async () => {
    async function table(name: string): Promise<Task> {
      const { resource: id } = await w.f.linkedResource();
      const record = await w.admin.request<{ id: number }>('POST', '/fr/resource/datastores/', {
        json: { resource_id: id, database: 'datastore', schema_name: 'datastore', table_name: name },
      });
      expect(record.status).toBe(201);
      return runKind(w, 'datastores', record.body.id, id);
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
    const mirror = await w.f.mirror();
    const done = await runKind(w, 'geoserver-mirrors', mirror.id, mirror.resource);
    expect(done.status).toBe('SUCCESS');
    expect(done.timeline.find((e) => e.step === 'mirror')?.message).toBe(
      'Groupe de couches « cacl:cacl_ensemble » reproduit pour la ressource.',
    );
  });
});
