import { describe, expect, it } from 'vitest';
import { boundsOfJurisdiction, DEFAULT_MAP_BOUNDS } from './mapBounds';

describe('the map bounds of a jurisdiction', () => {
  it('turns [south, west, north, east] into [[west, south], [east, north]]', () => {
    // The seeded 'Agglomération de Cayenne' as the reference backend answers it.
    expect(boundsOfJurisdiction([4.6901, -52.4338, 5.76, -51.62])).toEqual([
      [-52.4338, 4.6901],
      [-51.62, 5.76],
    ]);
  });

  it('is the default French Guiana box, west -54.62 south 2.11 east -51.62 north 5.76, without a usable box', () => {
    expect(DEFAULT_MAP_BOUNDS).toEqual([
      [-54.62, 2.11],
      [-51.62, 5.76],
    ]);
    for (const box of [
      null,
      undefined,
      [],
      [1, 2, 3],
      [5, -52, 4, -51],
      [4, -51, 5, -52],
      [4, Number.NaN, 5, -51],
    ]) {
      expect(boundsOfJurisdiction(box)).toBe(DEFAULT_MAP_BOUNDS);
    }
  });

  it('keeps a box reduced to one point, which the map frames at its maximum zoom', () => {
    expect(boundsOfJurisdiction([4.9, -52.3, 4.9, -52.3])).toEqual([
      [-52.3, 4.9],
      [-52.3, 4.9],
    ]);
  });
});
