/**
 * A bounded, spatially even sample of a layer's features for the preview's map, taken while the
 * file is read (its size unknown). Until `max` features are kept, every feature is. Past it, the
 * world is cut into the Web Mercator tiles of a zoom level (20 to start, cells of about 40 m) and
 * one feature is kept per tile (the first one read there); while more than `max` are still kept,
 * the level goes down by one (tiles four times as large) and the extra ones of each tile leave.
 * The sample is therefore at most `max` features, at most one per occupied tile, spread over the
 * layer's whole extent rather than its first rows. A feature is placed by its first position.
 */

export type Position = [number, number];

export interface SampledFeature {
  /** Where the feature is: its first position, WGS 84. */
  at: Position;
  /** The feature as the map draws it (GeoJSON, WGS 84, rounded). */
  feature: unknown;
}

const START_ZOOM = 20;

/** The tile of a WGS 84 position at a zoom level, as one number (x + y · 2^zoom). */
export function tileOf([lon, lat]: Position, zoom: number): number {
  const n = 2 ** zoom;
  const clamped = Math.max(-85.05112878, Math.min(85.05112878, lat));
  const x = Math.min(n - 1, Math.max(0, Math.floor(((lon + 180) / 360) * n)));
  const rad = (clamped * Math.PI) / 180;
  const y = Math.min(
    n - 1,
    Math.max(0, Math.floor(((1 - Math.log(Math.tan(rad) + 1 / Math.cos(rad)) / Math.PI) / 2) * n)),
  );
  return x + y * n;
}

export class SpatialSample {
  private kept: SampledFeature[] = [];
  /** Null while every feature is kept; then the zoom level and the tiles holding one. */
  private zoom: number | null = null;
  private tiles = new Set<number>();
  count = 0;

  constructor(readonly max = 5000) {}

  /** Offers a feature; `make` builds it only when it is kept (most are not, in a large file). */
  add(at: Position, make: () => unknown): void {
    this.count += 1;
    if (this.zoom === null) {
      this.kept.push({ at, feature: make() });
      if (this.kept.length > this.max) this.thin(START_ZOOM);
      return;
    }
    const tile = tileOf(at, this.zoom);
    if (this.tiles.has(tile)) return;
    this.tiles.add(tile);
    this.kept.push({ at, feature: make() });
    if (this.kept.length > this.max) this.thin(this.zoom - 1);
  }

  private thin(zoom: number): void {
    let level = zoom;
    for (;;) {
      const tiles = new Set<number>();
      const kept: SampledFeature[] = [];
      for (const item of this.kept) {
        const tile = tileOf(item.at, level);
        if (tiles.has(tile)) continue;
        tiles.add(tile);
        kept.push(item);
      }
      if (kept.length <= this.max || level === 0) {
        this.kept = kept.slice(0, this.max);
        this.tiles = tiles;
        this.zoom = level;
        return;
      }
      level -= 1;
    }
  }

  /** Whether the features kept are a sample (some were left out). */
  get sampled(): boolean {
    return this.kept.length < this.count;
  }

  get features(): unknown[] {
    return this.kept.map((item) => item.feature);
  }
}

/** Coordinates rounded to 5 decimals (about a metre: finer than a screen shows a layer). */
const round = (value: number): number => Math.round(value * 1e5) / 1e5;

/**
 * A geometry's positions converted to WGS 84 and rounded, positions that rounding made equal to the
 * one before dropped (a ring keeps at least 4 positions, a line 2); null for an unknown geometry.
 */
export function roundedGeometry(geometry: unknown, toWgs84: (x: number, y: number) => Position): unknown {
  if (!geometry || typeof geometry !== 'object') return null;
  const { type, coordinates, geometries } = geometry as {
    type?: string;
    coordinates?: unknown;
    geometries?: unknown;
  };
  if (type === 'GeometryCollection' && Array.isArray(geometries)) {
    return { type, geometries: geometries.map((g) => roundedGeometry(g, toWgs84)) };
  }
  const point = (value: unknown): Position => {
    const [x, y] = value as [number, number];
    const [lon, lat] = toWgs84(x, y);
    return [round(lon), round(lat)];
  };
  const line = (value: unknown, least: number): Position[] => {
    const all = (value as unknown[]).map(point);
    const kept = all.filter((p, i) => i === 0 || p[0] !== all[i - 1]?.[0] || p[1] !== all[i - 1]?.[1]);
    return kept.length >= least ? kept : all;
  };
  const polygon = (value: unknown) => (value as unknown[]).map((ring) => line(ring, 4));
  switch (type) {
    case 'Point':
      return { type, coordinates: point(coordinates) };
    case 'MultiPoint':
      return { type, coordinates: (coordinates as unknown[]).map(point) };
    case 'LineString':
      return { type, coordinates: line(coordinates, 2) };
    case 'MultiLineString':
      return { type, coordinates: (coordinates as unknown[]).map((l) => line(l, 2)) };
    case 'Polygon':
      return { type, coordinates: polygon(coordinates) };
    case 'MultiPolygon':
      return { type, coordinates: (coordinates as unknown[]).map(polygon) };
    default:
      return null;
  }
}

/** The first position of a GeoJSON geometry (raw coordinates), null when it has none. */
export function firstPosition(geometry: unknown): [number, number] | null {
  let value: unknown = (geometry as { coordinates?: unknown; geometries?: unknown[] } | null)?.coordinates;
  if (value === undefined) {
    const first = (geometry as { geometries?: unknown[] } | null)?.geometries?.[0];
    return first ? firstPosition(first) : null;
  }
  while (Array.isArray(value) && Array.isArray(value[0])) value = value[0];
  return Array.isArray(value) && typeof value[0] === 'number' && typeof value[1] === 'number'
    ? [value[0], value[1]]
    : null;
}
