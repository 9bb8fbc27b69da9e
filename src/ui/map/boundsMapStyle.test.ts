import { describe, expect, it } from 'vitest';
import { boundsMapStyle, boxOf } from './boundsMapStyle';

describe('bounds of a dataset on a map', () => {
  it('takes four numbers west ≤ east, south ≤ north as a box, nothing else', () => {
    expect(boxOf([-54.6, 2.1, -51.6, 5.8])).toEqual([-54.6, 2.1, -51.6, 5.8]);
    expect(boxOf(null)).toBeNull();
    expect(boxOf([1, 2, 3])).toBeNull();
    expect(boxOf([10, 2, 3, 4])).toBeNull();
    expect(boxOf([1, 5, 3, 4])).toBeNull();
  });

  it('draws the box as a closed polygon of its four corners', () => {
    const source = boundsMapStyle([-54.6, 2.1, -51.6, 5.8]).sources.bounds;
    expect(source).toMatchObject({
      data: {
        geometry: {
          coordinates: [
            [
              [-54.6, 2.1],
              [-51.6, 2.1],
              [-51.6, 5.8],
              [-54.6, 5.8],
              [-54.6, 2.1],
            ],
          ],
        },
      },
    });
  });
});
