import { describe, expect, test } from 'vitest';
import { firstExtent, readExtent, unionOf, validBox } from './bounds.ts';

// The extents catalogues write, read as WGS 84 boxes or given back as text (issue 45).

describe('an extent read as a box', () => {
  test.each([
    [
      'a GeoJSON polygon (CKAN `spatial`)',
      {
        type: 'Polygon',
        coordinates: [
          [
            [25, -22],
            [33, -22],
            [33, -15],
            [25, -15],
            [25, -22],
          ],
        ],
      },
      [25, -22, 33, -15],
    ],
    ['its text', '{"type":"Point","coordinates":[1.26639,41.12386]}', [1.26639, 41.12386, 1.26639, 41.12386]],
    ['a feature with its bbox', { type: 'Feature', bbox: [1, 2, 3, 4], geometry: null }, [1, 2, 3, 4]],
    [
      'a WKT polygon (dcat:bbox)',
      'POLYGON((-2.16 42.76, -2.09 42.76, -2.09 42.79, -2.16 42.79, -2.16 42.76))',
      [-2.16, 42.76, -2.09, 42.79],
    ],
    [
      'a WKT with its CRS IRI first',
      '<http://www.opengis.net/def/crs/OGC/1.3/CRS84> POINT(4.5 50.1)',
      [4.5, 50.1, 4.5, 50.1],
    ],
    ['a CQL envelope (minX, maxX, maxY, minY)', 'ENVELOPE(2.5, 6.4, 51.5, 49.5)', [2.5, 49.5, 6.4, 51.5]],
    ['DCAT-US "w,s,e,n"', '6.5735,46.3912,6.6069,46.4028', [6.5735, 46.3912, 6.6069, 46.4028]],
    ['four numbers', [-126, 24, -66, 50], [-126, 24, -66, 50]],
  ])('%s', (_, value, box) => {
    expect(readExtent(value)).toEqual({ bounds: box });
  });

  test.each([
    ['a place name (DCAT-US allows one)', 'United States'],
    ['an unfilled ArcGIS Hub template', '{{extent:computeSpatialProperty}}'],
    ['a longitude beyond 180', '10,40,190,50'],
    ['a latitude beyond 90', '10,-95,20,50'],
    ['west east of east', '3.28133559,49.38547516,1.31279111,50.48188019'],
    ['south north of north', '1,50,2,40'],
  ])('%s: given back as text', (_, value) => {
    expect(readExtent(value)).toEqual({ invalid: value });
  });

  test('an unreadable extent is kept short', () => {
    const long = `POLYGON((${'1 2, '.repeat(100)}))x`;
    const read = readExtent(long);
    expect(read).toMatchObject({ invalid: expect.stringMatching(/^POLYGON\(\(1 2, .{180,}…$/) });
    expect(read && 'invalid' in read ? read.invalid.length : 0).toBe(201);
  });

  test('nothing given: no extent', () => {
    expect(readExtent(null)).toBeNull();
    expect(readExtent('  ')).toBeNull();
  });

  test('the first readable of several, else the first unreadable one', () => {
    expect(firstExtent(['United States', '1,2,3,4'])).toEqual({ bounds: [1, 2, 3, 4] });
    expect(firstExtent(['United States', 'Europe'])).toEqual({
      bounds: null,
      invalidBounds: 'United States',
    });
    expect(firstExtent([])).toEqual({ bounds: null });
  });

  test('boxes joined, and checked', () => {
    expect(
      unionOf([
        [-63.15, -21.4, 55.85, 16.5],
        [-5, 41, 10, 51.1],
      ]),
    ).toEqual([-63.15, -21.4, 55.85, 51.1]);
    expect(unionOf([])).toBeNull();
    expect(validBox([0, 0, Number.NaN, 1])).toBeNull();
  });
});
