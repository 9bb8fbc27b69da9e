/** [[west, south], [east, north]] in longitude, latitude: MapLibre's bounds. */
export type LngLatBounds = readonly [readonly [number, number], readonly [number, number]];

/** Default map bounds of specification section 9: -54.62,2.11,-51.62,5.76 (west, south, east, north). */
export const DEFAULT_MAP_BOUNDS: LngLatBounds = [
  [-54.62, 2.11],
  [-51.62, 5.76],
];

/**
 * The map bounds of a jurisdiction's `latlon_bounding_box`, which the contract gives as
 * [south latitude, west longitude, north latitude, east longitude]; the default bounds when it has
 * none or it is not a usable box.
 */
export function boundsOfJurisdiction(box: readonly number[] | null | undefined): LngLatBounds {
  if (box?.length !== 4 || !box.every(Number.isFinite)) return DEFAULT_MAP_BOUNDS;
  const [south = 0, west = 0, north = 0, east = 0] = box;
  const usable =
    south <= north &&
    west <= east &&
    Math.abs(south) <= 90 &&
    Math.abs(north) <= 90 &&
    west >= -180 &&
    east <= 180;
  if (!usable) return DEFAULT_MAP_BOUNDS;
  return [
    [west, south],
    [east, north],
  ];
}
