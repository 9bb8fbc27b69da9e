import { createReadStream } from 'node:fs';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { withCsvPreview, withGeoJsonPreview } from '../../worker/jobs/previewSidecar.ts';
import type { JobContext } from '../../worker/taskRun.ts';
import { LayerError, readCsvLayerStream, readGeoJsonLayer } from '../layer.ts';
import { ColumnTypes } from './columns.ts';
import { readPreviewRows } from './rows.ts';
import { SpatialSample, tileOf } from './sample.ts';
import { readPreviewFeatures, readPreviewMeta } from './sidecar.ts';

let dir: string;
beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'preview-'));
});
afterAll(() => rm(dir, { recursive: true, force: true }));

const ctx = () => ({ uploadsDir: dir, signal: new AbortController().signal }) as unknown as JobContext;

async function processCsv(resourceId: number, name: string, text: string) {
  const path = join(dir, name);
  await writeFile(path, text);
  const options = { columnX: null, columnY: null, crs: 'EPSG:4326' };
  return withCsvPreview(ctx(), resourceId, path, (observer) =>
    readCsvLayerStream(createReadStream(path, { highWaterMark: 64 * 1024 }), { ...options, observer }),
  );
}

describe('column types', () => {
  test('a column is of a type when every non-empty value parses as it', () => {
    const types = new ColumnTypes(['n', 'd', 'b', 'day', 't', 'empty'], ';');
    types.add(['1', '1,5', 'oui', '2024-01-31', 'a', '']);
    types.add(['-20', '3', 'Non', '31/12/2024', '1', '']);
    types.add(['', '', '', '', '', '']);
    expect(types.columns.map((c) => c.type)).toEqual([
      'integer',
      'decimal',
      'boolean',
      'date',
      'text',
      'text',
    ]);
  });

  test('one value that does not parse makes the column text', () => {
    const types = new ColumnTypes(['n']);
    types.add(['1']);
    types.add(['12a']);
    expect(types.columns[0]?.type).toBe('text');
  });
});

describe('a CSV sidecar', () => {
  test('the index seeks to the right row of a 100,000-row file', async () => {
    const lines = ['id;nom;x;y'];
    for (let i = 0; i < 100_000; i += 1)
      lines.push(`${i};"é ${i}";${(i % 360) - 180 + 0.5};${(i % 170) - 85 + 0.5}`);
    await processCsv(1, 'big.csv', `\ufeff${lines.join('\r\n')}\r\n`);
    const meta = await readPreviewMeta(dir, 1);
    expect(meta?.rowCount).toBe(100_000);
    expect(meta?.index).toHaveLength(100);
    expect(meta?.columns).toEqual([
      { name: 'id', type: 'integer' },
      { name: 'nom', type: 'text' },
      { name: 'x', type: 'decimal' },
      { name: 'y', type: 'decimal' },
    ]);
    if (!meta) throw new Error('no sidecar');
    for (const offset of [0, 999, 1000, 54_321, 99_990]) {
      const rows = await readPreviewRows(dir, meta, offset, 20);
      expect(rows[0]).toEqual({
        line: offset + 2,
        values: [String(offset), `é ${offset}`, expect.any(String), expect.any(String)],
      });
      expect(rows).toHaveLength(Math.min(20, 100_000 - offset));
    }
    expect(meta.layer).toMatchObject({ featureCount: 100_000, sampled: true });
    expect(meta.layer?.shown).toBeLessThanOrEqual(5000);
  });

  test('a CSV changed since it was read is not previewed with the old index', async () => {
    await processCsv(5, 'changed.csv', 'id,x,y\n1,2.35,48.85\n2,2.3,48.8\n');
    expect((await readPreviewMeta(dir, 5))?.rowCount).toBe(2);
    await writeFile(join(dir, 'changed.csv'), 'id,x,y\n10,2.35,48.85\n20,2.3,48.8\n30,2.3,48.8\n');
    expect(await readPreviewMeta(dir, 5)).toBeNull();
  });

  test('a failed read keeps the rows the fault concerns and what it read', async () => {
    const text = 'id,x,y\n1,2.35,48.85\n2,abc,48.8\n3,2.3,48.8\n4,,\n5,999,48\n';
    await expect(processCsv(2, 'bad.csv', text)).rejects.toBeInstanceOf(LayerError);
    const meta = await readPreviewMeta(dir, 2);
    expect(meta?.failure?.rows).toEqual([
      { line: 3, values: ['2', 'abc', '48.8'] },
      { line: 6, values: ['5', '999', '48'] },
    ]);
    expect(meta?.layer).toBeNull();
    expect(meta?.rowCount).toBe(5);
  });

  test('a record with too many fields is the failure’s row', async () => {
    await expect(processCsv(3, 'fields.csv', 'id,x,y\n1,2,3\n2,2,48,9\n')).rejects.toThrow(/Ligne 3/);
    expect((await readPreviewMeta(dir, 3))?.failure?.rows).toEqual([
      { line: 3, values: ['2', '2', '48', '9'] },
    ]);
  });
});

describe('a GeoJSON sidecar', () => {
  test('keeps properties as rows and the features in WGS 84, rounded', async () => {
    const features = Array.from({ length: 30 }, (_, i) => ({
      type: 'Feature',
      properties: { n: i, name: `f${i}`, ...(i === 29 ? { extra: true } : {}) },
      geometry: {
        type: 'LineString',
        coordinates: [
          [2.123456789, 48.1],
          [2.123456789, 48.1],
          [2.2, 48.2 + i / 100],
        ],
      },
    }));
    const bytes = Buffer.from(JSON.stringify({ type: 'FeatureCollection', features }));
    await withGeoJsonPreview(ctx(), 4, (observer) => readGeoJsonLayer(bytes, { crs: null, observer }));
    const meta = await readPreviewMeta(dir, 4);
    expect(meta?.columns).toEqual([
      { name: 'n', type: 'integer' },
      { name: 'name', type: 'text' },
      { name: 'extra', type: 'boolean' },
    ]);
    if (!meta) throw new Error('no sidecar');
    expect(await readPreviewRows(dir, meta, 28, 5)).toEqual([
      { line: 29, values: [28, 'f28', null] },
      { line: 30, values: [29, 'f29', true] },
    ]);
    const collection = JSON.parse(String(await readPreviewFeatures(dir, 4)));
    expect(collection.features).toHaveLength(30);
    expect(collection.features[0].geometry.coordinates).toEqual([
      [2.12346, 48.1],
      [2.2, 48.2],
    ]);
  });
});

describe('the spatial sample', () => {
  test('is bounded and spread over the whole extent, not the first rows', () => {
    const sample = new SpatialSample(500);
    // Rows sorted west to east: a sample of the first rows would cover the west only.
    for (let i = 0; i < 200_000; i += 1) {
      const at: [number, number] = [-5 + (10 * i) / 200_000, 42 + ((i * 7919) % 1000) / 100];
      sample.add(at, () => at);
    }
    const kept = sample.features as [number, number][];
    expect(kept.length).toBeLessThanOrEqual(500);
    expect(kept.length).toBeGreaterThan(100);
    expect(sample.sampled).toBe(true);
    // Each tenth of the extent, west to east, holds a share of the sample.
    const tenths = new Array(10).fill(0);
    for (const [lon] of kept) tenths[Math.min(9, Math.floor(lon + 5))] += 1;
    for (const share of tenths) expect(share).toBeGreaterThan(kept.length / 20);
  });

  test('keeps every feature while there are few', () => {
    const sample = new SpatialSample(10);
    for (let i = 0; i < 10; i += 1) sample.add([0, 0], () => i);
    expect(sample.features).toHaveLength(10);
    expect(sample.sampled).toBe(false);
    expect(tileOf([0, 0], 1)).toBe(1 + 1 * 2);
  });
});
