import type { ExpressionSpecification, StyleSpecification } from 'maplibre-gl';
import type { CommuneFeatureCollection } from '../municipalities/municipalityDirectory';

/** The source and the layer the specification names: 'communes'. */
export const COMMUNES = 'communes';
/** Municipalities known only by a representative point are drawn as dots. */
export const COMMUNE_POINTS = 'communes-points';

// Opaque fills, so a selected commune is one flat colour (blue-700, as the selected controls) that
// tests can find on screen; unselected ones are light grey, both with dark outlines (3:1 and more).
export const SELECTED_FILL = '#1d4ed8';
export const UNSELECTED_FILL = '#cbd5e1';
const OUTLINE = '#334155';
const BACKGROUND = '#f8fafc';

const selected: ExpressionSpecification = ['boolean', ['feature-state', 'selected'], false];

/**
 * A blank style with only the communes: no tiles, no fonts, no sprite, so the map works offline and
 * loads nothing but the municipalities' shapes. Feature ids are the INSEE codes (`promoteId`), which
 * the selection highlights through the feature state `selected`.
 */
export function communeMapStyle(data: CommuneFeatureCollection): StyleSpecification {
  return {
    version: 8,
    sources: {
      [COMMUNES]: { type: 'geojson', data, promoteId: 'insee' },
    },
    layers: [
      { id: 'background', type: 'background', paint: { 'background-color': BACKGROUND } },
      {
        id: COMMUNES,
        type: 'fill',
        source: COMMUNES,
        filter: ['in', ['geometry-type'], ['literal', ['Polygon', 'MultiPolygon']]],
        paint: { 'fill-color': ['case', selected, SELECTED_FILL, UNSELECTED_FILL] },
      },
      {
        id: 'communes-outline',
        type: 'line',
        source: COMMUNES,
        filter: ['in', ['geometry-type'], ['literal', ['Polygon', 'MultiPolygon']]],
        paint: { 'line-color': OUTLINE, 'line-width': 1 },
      },
      {
        id: COMMUNE_POINTS,
        type: 'circle',
        source: COMMUNES,
        filter: ['==', ['geometry-type'], 'Point'],
        paint: {
          'circle-radius': 6,
          'circle-color': ['case', selected, SELECTED_FILL, UNSELECTED_FILL],
          'circle-stroke-color': OUTLINE,
          'circle-stroke-width': 1,
        },
      },
    ],
  };
}
