import type { StyleSpecification } from 'maplibre-gl';

/** [west, south, east, north] in WGS 84 degrees, as the contract's DatasetBounds. */
export type Bounds = readonly [number, number, number, number];

/** The contract's bounds when they are a box (four numbers, west ≤ east, south ≤ north); null otherwise. */
export function boxOf(bounds: readonly number[] | null | undefined): Bounds | null {
  if (bounds?.length !== 4) return null;
  const [west, south, east, north] = bounds as [number, number, number, number];
  if (![west, south, east, north].every(Number.isFinite) || west > east || south > north) return null;
  return [west, south, east, north];
}

// Blue-700 outline on a light fill, as the selected communes of the jurisdiction map: 3:1 and more.
const OUTLINE = '#1d4ed8';
const FILL = '#bfdbfe';
const BACKGROUND = '#f8fafc';

/**
 * A blank style with the box alone: no tiles, no fonts, no sprite, so the map works offline and loads
 * nothing (the jurisdictions' map makes the same choice). The box is a polygon of its four corners.
 */
export function boundsMapStyle([west, south, east, north]: Bounds): StyleSpecification {
  const ring = [
    [west, south],
    [east, south],
    [east, north],
    [west, north],
    [west, south],
  ];
  return {
    version: 8,
    sources: {
      bounds: {
        type: 'geojson',
        data: { type: 'Feature', properties: {}, geometry: { type: 'Polygon', coordinates: [ring] } },
      },
    },
    layers: [
      { id: 'background', type: 'background', paint: { 'background-color': BACKGROUND } },
      {
        id: 'bounds-fill',
        type: 'fill',
        source: 'bounds',
        paint: { 'fill-color': FILL, 'fill-opacity': 0.6 },
      },
      {
        id: 'bounds-outline',
        type: 'line',
        source: 'bounds',
        paint: { 'line-color': OUTLINE, 'line-width': 2 },
      },
    ],
  };
}
