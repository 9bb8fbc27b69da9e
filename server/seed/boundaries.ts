import type { Queryable } from '../db/database.ts';

const CODE_KEYS = ['insee', 'code_insee', 'INSEE_COM', 'insee_com', 'codgeo', 'CODGEO', 'code', 'com'];
const GEOMETRY_TYPES = new Set(['Polygon', 'MultiPolygon']);

export interface BoundaryImport {
  updated: string[];
  /** Features whose INSEE code is not a known municipality. */
  unknown: string[];
  /** Features without an INSEE code or without a polygon. */
  skipped: number;
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

function codeOf(properties: Record<string, unknown>): string | null {
  for (const key of CODE_KEYS) {
    const value = properties[key];
    if (typeof value === 'string' && /^([0-9]{5}|2[AB][0-9]{3})$/.test(value)) return value;
    if (typeof value === 'number' && value >= 1000 && value < 100000) return String(value).padStart(5, '0');
  }
  return null;
}

/**
 * Replaces municipality shapes with real boundaries from a GeoJSON FeatureCollection (WGS 84),
 * each feature naming its INSEE code in one of the usual properties. The shapes are then marked
 * as imported instead of demonstration.
 */
export async function importBoundaries(db: Queryable, geojson: unknown): Promise<BoundaryImport> {
  if (!isRecord(geojson) || geojson.type !== 'FeatureCollection' || !Array.isArray(geojson.features)) {
    throw new Error('Expected a GeoJSON FeatureCollection');
  }
  const result: BoundaryImport = { updated: [], unknown: [], skipped: 0 };
  for (const feature of geojson.features) {
    const properties = isRecord(feature) && isRecord(feature.properties) ? feature.properties : {};
    const geometry = isRecord(feature) ? feature.geometry : null;
    const code = codeOf(properties);
    if (!code || !isRecord(geometry) || !GEOMETRY_TYPES.has(String(geometry.type))) {
      result.skipped += 1;
      continue;
    }
    const rows = await db.query<{ insee: string }>(
      "update municipality set geometry = $1, geometry_source = 'imported' where insee = $2 returning insee",
      [JSON.stringify({ type: geometry.type, coordinates: geometry.coordinates }), code],
    );
    if (rows.length > 0) result.updated.push(code);
    else result.unknown.push(code);
  }
  return result;
}
