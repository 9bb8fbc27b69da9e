import type { RemoteBounds } from './catalogueTypes.ts';

/**
 * A record's extent read as a WGS 84 box, whatever form its catalogue writes it in (GeoJSON, WKT,
 * "w,s,e,n", four numbers), and checked: an extent that cannot be read or lies outside the earth is
 * not kept as bounds but given back as text, so that the harvest counts and reports it.
 */

/** What an extent became: bounds, or the extent as given when it could not be read. */
export type ReadExtent = { bounds: RemoteBounds } | { invalid: string } | null;

/** How much of an unreadable extent the record keeps (for the warning, not for reuse). */
const INVALID_TEXT_LENGTH = 200;

export const invalidText = (value: unknown): string => {
  const text = typeof value === 'string' ? value : JSON.stringify(value);
  return text.length > INVALID_TEXT_LENGTH ? `${text.slice(0, INVALID_TEXT_LENGTH)}…` : text;
};

/** The box when it lies on the earth, west ≤ east and south ≤ north; else null. */
export function validBox(box: number[]): RemoteBounds | null {
  if (box.length !== 4 || !box.every(Number.isFinite)) return null;
  const [west, south, east, north] = box as RemoteBounds;
  const lon = (x: number) => x >= -180 && x <= 180;
  const lat = (y: number) => y >= -90 && y <= 90;
  if (!lon(west) || !lon(east) || !lat(south) || !lat(north) || west > east || south > north) return null;
  return [west, south, east, north];
}

/** Every [x, y] position of GeoJSON coordinates, however deeply nested. */
function positions(coordinates: unknown, found: number[][] = []): number[][] {
  if (!Array.isArray(coordinates)) return found;
  if (coordinates.length >= 2 && coordinates.every((c) => typeof c === 'number')) {
    found.push(coordinates as number[]);
    return found;
  }
  for (const item of coordinates) positions(item, found);
  return found;
}

const boxOfPositions = (points: number[][]): number[] | null =>
  points.length === 0
    ? null
    : [
        Math.min(...points.map((p) => p[0] as number)),
        Math.min(...points.map((p) => p[1] as number)),
        Math.max(...points.map((p) => p[0] as number)),
        Math.max(...points.map((p) => p[1] as number)),
      ];

/** A GeoJSON geometry, feature or collection's box (its `bbox` when it gives one). */
function geoJsonBox(value: Record<string, unknown>): number[] | null {
  if (Array.isArray(value.bbox) && value.bbox.length === 4) return value.bbox.map(Number);
  if (value.type === 'Feature') return isObject(value.geometry) ? geoJsonBox(value.geometry) : null;
  if (value.type === 'FeatureCollection' || value.type === 'GeometryCollection') {
    const parts = [...asList(value.features), ...asList(value.geometries)]
      .filter(isObject)
      .map(geoJsonBox)
      .filter((b): b is number[] => b !== null);
    return boxOfPositions(parts.flatMap((b) => [b.slice(0, 2), b.slice(2)]));
  }
  return typeof value.type === 'string' ? boxOfPositions(positions(value.coordinates)) : null;
}

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);
const asList = (value: unknown): unknown[] => (Array.isArray(value) ? value : []);

/** A WKT geometry's box (POLYGON, MULTIPOLYGON, POINT, ENVELOPE…), an optional `SRID=…;` or CRS IRI first. */
function wktBox(text: string): number[] | null {
  const body = text.replace(/^\s*(SRID=\d+;|<[^>]+>)\s*/i, '');
  if (!/^[A-Z]+\s*(Z|M|ZM)?\s*\(/i.test(body)) return null;
  const numbers = [...body.matchAll(/\(([^()]*)\)/g)].flatMap((group) =>
    (group[1] ?? '').split(',').map((pair) => pair.trim().split(/\s+/).map(Number)),
  );
  // ENVELOPE(minX, maxX, maxY, minY), as CQL and Solr write it.
  if (/^ENVELOPE/i.test(body)) {
    const flat = numbers.flat();
    return flat.length === 4 ? [flat[0], flat[3], flat[1], flat[2]].map(Number) : null;
  }
  return numbers.every((p) => p.length >= 2 && p.every(Number.isFinite)) ? boxOfPositions(numbers) : null;
}

/**
 * An extent as catalogues write it: a GeoJSON object or its text, a WKT geometry, or four numbers
 * "west,south,east,north" (DCAT-US `spatial`, CKAN's `bbox`). A place name (DCAT-US allows one) is
 * not an extent the harvest can place: it is reported as unreadable.
 */
export function readExtent(value: unknown): ReadExtent {
  if (value === null || value === undefined || (typeof value === 'string' && !value.trim())) return null;
  let box: number[] | null = null;
  if (isObject(value)) box = geoJsonBox(value);
  else if (Array.isArray(value) && value.length === 4) box = value.map(Number);
  else if (typeof value === 'string') {
    const text = value.trim();
    if (text.startsWith('{')) {
      try {
        const parsed: unknown = JSON.parse(text);
        box = isObject(parsed) ? geoJsonBox(parsed) : null;
      } catch {
        box = null;
      }
    } else if (/^-?[\d.]+(\s*,\s*|\s+)-?[\d.]+(\s*,\s*|\s+)-?[\d.]+(\s*,\s*|\s+)-?[\d.]+$/.test(text)) {
      box = text.split(/\s*,\s*|\s+/).map(Number);
    } else box = wktBox(text);
  }
  const bounds = box ? validBox(box) : null;
  return bounds ? { bounds } : { invalid: invalidText(value) };
}

/** The first readable extent of several a record gives, else the first unreadable one as text. */
export function firstExtent(values: unknown[]): { bounds: RemoteBounds | null; invalidBounds?: string } {
  let invalid: string | undefined;
  for (const value of values) {
    const read = readExtent(value);
    if (read && 'bounds' in read) return { bounds: read.bounds };
    if (read && invalid === undefined) invalid = read.invalid;
  }
  return invalid === undefined ? { bounds: null } : { bounds: null, invalidBounds: invalid };
}

/** The union of several boxes (an ISO record with many geographic elements covers them all). */
export function unionOf(boxes: RemoteBounds[]): RemoteBounds | null {
  if (boxes.length === 0) return null;
  return [
    Math.min(...boxes.map((b) => b[0])),
    Math.min(...boxes.map((b) => b[1])),
    Math.max(...boxes.map((b) => b[2])),
    Math.max(...boxes.map((b) => b[3])),
  ];
}
