import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { seededTemplate } from '../../tests/contract/support/template.ts';
import { type Database, openPglite } from '../db/database.ts';
import { importBoundaries } from './boundaries.ts';

let db: Database;

beforeAll(async () => {
  db = await openPglite({ loadDataDir: await seededTemplate() });
});

afterAll(async () => {
  await db.close();
});

describe('importBoundaries', () => {
  test('replaces the demonstration cell of a municipality and reports unknown codes', async () => {
    const square = {
      type: 'Polygon',
      coordinates: [
        [
          [-52.4, 4.9],
          [-52.3, 4.9],
          [-52.3, 5.0],
          [-52.4, 5.0],
          [-52.4, 4.9],
        ],
      ],
    };
    const result = await importBoundaries(db, {
      type: 'FeatureCollection',
      features: [
        { type: 'Feature', properties: { INSEE_COM: '97302' }, geometry: square },
        { type: 'Feature', properties: { code: '99999' }, geometry: square },
        { type: 'Feature', properties: { nom: 'sans code' }, geometry: square },
        {
          type: 'Feature',
          properties: { insee: '97307' },
          geometry: { type: 'Point', coordinates: [-52.3, 4.8] },
        },
      ],
    });
    expect(result).toEqual({ updated: ['97302'], unknown: ['99999'], skipped: 2 });
    const [row] = await db.query<{ geometry: unknown; geometry_source: string }>(
      "select geometry, geometry_source from municipality where insee = '97302'",
    );
    expect(row).toEqual({ geometry: square, geometry_source: 'imported' });
  });

  test('refuses anything but a FeatureCollection', async () => {
    await expect(importBoundaries(db, { type: 'Feature' })).rejects.toThrow(/FeatureCollection/);
  });
});
