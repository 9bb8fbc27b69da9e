import { describe, expect, test } from 'vitest';
import { latlonBoundingBox } from './jurisdictions.ts';

describe('latlonBoundingBox', () => {
  test('is [south, west, north, east] over every position of the shapes', () => {
    expect(
      latlonBoundingBox([
        {
          type: 'Polygon',
          coordinates: [
            [
              [-52, 4],
              [-51, 4],
              [-51, 5],
              [-52, 4],
            ],
          ],
        },
        {
          type: 'MultiPolygon',
          coordinates: [
            [
              [
                [-54, 3],
                [-53, 3.5],
                [-54, 3],
              ],
            ],
          ],
        },
      ]),
    ).toEqual([3, -54, 5, -51]);
  });

  test('is null without shapes', () => {
    expect(latlonBoundingBox([null, undefined])).toBeNull();
  });
});
