/**
 * The coordinate reference systems the worker reads, with their transformation to WGS 84
 * longitude/latitude and the range of plausible coordinates (from each system's area of use).
 * Formulas: Snyder, "Map Projections — A Working Manual" (USGS 1395), transverse Mercator and
 * Lambert conformal conic on the ellipsoid, spherical Mercator for EPSG:3857.
 */

export type Bbox = [minX: number, minY: number, maxX: number, maxY: number];

export interface Crs {
  code: string;
  name: string;
  /** Area of use, WGS 84 degrees. */
  area: Bbox;
  /** Plausible raw coordinates (X then Y) in the system's units. */
  range: Bbox;
  unit: 'degré' | 'mètre';
  toWgs84(x: number, y: number): [number, number];
  fromWgs84(lon: number, lat: number): [number, number];
}

const RAD = Math.PI / 180;

interface Ellipsoid {
  a: number;
  f: number;
}
const GRS80: Ellipsoid = { a: 6378137, f: 1 / 298.257222101 };
const WGS84: Ellipsoid = { a: 6378137, f: 1 / 298.257223563 };

function transverseMercator(ellipsoid: Ellipsoid, lon0: number, falseNorthing: number) {
  const { a, f } = ellipsoid;
  const k0 = 0.9996;
  const e2 = f * (2 - f);
  const e4 = e2 * e2;
  const e6 = e4 * e2;
  const ep2 = e2 / (1 - e2);
  const l0 = lon0 * RAD;
  const m = (phi: number) =>
    a *
    ((1 - e2 / 4 - (3 * e4) / 64 - (5 * e6) / 256) * phi -
      ((3 * e2) / 8 + (3 * e4) / 32 + (45 * e6) / 1024) * Math.sin(2 * phi) +
      ((15 * e4) / 256 + (45 * e6) / 1024) * Math.sin(4 * phi) -
      ((35 * e6) / 3072) * Math.sin(6 * phi));
  const e1 = (1 - Math.sqrt(1 - e2)) / (1 + Math.sqrt(1 - e2));
  return {
    forward(lon: number, lat: number): [number, number] {
      const phi = lat * RAD;
      const sin = Math.sin(phi);
      const cos = Math.cos(phi);
      const n = a / Math.sqrt(1 - e2 * sin * sin);
      const t = Math.tan(phi) ** 2;
      const c = ep2 * cos * cos;
      const A = (lon * RAD - l0) * cos;
      const x =
        k0 * n * (A + ((1 - t + c) * A ** 3) / 6 + ((5 - 18 * t + t * t + 72 * c - 58 * ep2) * A ** 5) / 120);
      const y =
        k0 *
        (m(phi) +
          n *
            Math.tan(phi) *
            ((A * A) / 2 +
              ((5 - t + 9 * c + 4 * c * c) * A ** 4) / 24 +
              ((61 - 58 * t + t * t + 600 * c - 330 * ep2) * A ** 6) / 720));
      return [x + 500000, y + falseNorthing];
    },
    inverse(x: number, y: number): [number, number] {
      const mu = (y - falseNorthing) / k0 / (a * (1 - e2 / 4 - (3 * e4) / 64 - (5 * e6) / 256));
      const phi1 =
        mu +
        ((3 * e1) / 2 - (27 * e1 ** 3) / 32) * Math.sin(2 * mu) +
        ((21 * e1 * e1) / 16 - (55 * e1 ** 4) / 32) * Math.sin(4 * mu) +
        ((151 * e1 ** 3) / 96) * Math.sin(6 * mu) +
        ((1097 * e1 ** 4) / 512) * Math.sin(8 * mu);
      const sin = Math.sin(phi1);
      const cos = Math.cos(phi1);
      const c1 = ep2 * cos * cos;
      const t1 = Math.tan(phi1) ** 2;
      const n1 = a / Math.sqrt(1 - e2 * sin * sin);
      const r1 = (a * (1 - e2)) / (1 - e2 * sin * sin) ** 1.5;
      const d = (x - 500000) / (n1 * k0);
      const phi =
        phi1 -
        ((n1 * Math.tan(phi1)) / r1) *
          ((d * d) / 2 -
            ((5 + 3 * t1 + 10 * c1 - 4 * c1 * c1 - 9 * ep2) * d ** 4) / 24 +
            ((61 + 90 * t1 + 298 * c1 + 45 * t1 * t1 - 252 * ep2 - 3 * c1 * c1) * d ** 6) / 720);
      const lambda =
        l0 +
        (d -
          ((1 + 2 * t1 + c1) * d ** 3) / 6 +
          ((5 - 2 * c1 + 28 * t1 - 3 * c1 * c1 + 8 * ep2 + 24 * t1 * t1) * d ** 5) / 120) /
          cos;
      return [lambda / RAD, phi / RAD];
    },
  };
}

/** Lambert conformal conic with two standard parallels (Lambert-93). */
function lambertConic(
  ellipsoid: Ellipsoid,
  p: { lat1: number; lat2: number; lat0: number; lon0: number; x0: number; y0: number },
) {
  const { a, f } = ellipsoid;
  const e = Math.sqrt(f * (2 - f));
  const mOf = (phi: number) => Math.cos(phi) / Math.sqrt(1 - e * e * Math.sin(phi) ** 2);
  const tOf = (phi: number) =>
    Math.tan(Math.PI / 4 - phi / 2) / ((1 - e * Math.sin(phi)) / (1 + e * Math.sin(phi))) ** (e / 2);
  const [p1, p2, p0] = [p.lat1 * RAD, p.lat2 * RAD, p.lat0 * RAD];
  const n = (Math.log(mOf(p1)) - Math.log(mOf(p2))) / (Math.log(tOf(p1)) - Math.log(tOf(p2)));
  const F = mOf(p1) / (n * tOf(p1) ** n);
  const rho0 = a * F * tOf(p0) ** n;
  const l0 = p.lon0 * RAD;
  return {
    forward(lon: number, lat: number): [number, number] {
      const rho = a * F * tOf(lat * RAD) ** n;
      const theta = n * (lon * RAD - l0);
      return [p.x0 + rho * Math.sin(theta), p.y0 + rho0 - rho * Math.cos(theta)];
    },
    inverse(x: number, y: number): [number, number] {
      const dx = x - p.x0;
      const dy = rho0 - (y - p.y0);
      const rho = Math.sign(n) * Math.sqrt(dx * dx + dy * dy);
      const t = (rho / (a * F)) ** (1 / n);
      const theta = Math.atan2(dx, dy);
      let phi = Math.PI / 2 - 2 * Math.atan(t);
      for (let i = 0; i < 10; i += 1) {
        const s = e * Math.sin(phi);
        phi = Math.PI / 2 - 2 * Math.atan(t * ((1 - s) / (1 + s)) ** (e / 2));
      }
      return [(theta / n + l0) / RAD, phi / RAD];
    },
  };
}

const R = 6378137;
const webMercator = {
  forward(lon: number, lat: number): [number, number] {
    return [R * lon * RAD, R * Math.log(Math.tan(Math.PI / 4 + (lat * RAD) / 2))];
  },
  inverse(x: number, y: number): [number, number] {
    return [x / R / RAD, (2 * Math.atan(Math.exp(y / R)) - Math.PI / 2) / RAD];
  },
};

/** Projected bounds of an area: its boundary sampled through the projection, plus a margin. */
function projectedRange(area: Bbox, forward: (lon: number, lat: number) => [number, number]): Bbox {
  const [w, s, e, n] = area;
  let minX = Number.POSITIVE_INFINITY;
  let minY = Number.POSITIVE_INFINITY;
  let maxX = Number.NEGATIVE_INFINITY;
  let maxY = Number.NEGATIVE_INFINITY;
  const steps = 24;
  for (let i = 0; i <= steps; i += 1) {
    for (let j = 0; j <= steps; j += 1) {
      const [x, y] = forward(w + ((e - w) * i) / steps, s + ((n - s) * j) / steps);
      minX = Math.min(minX, x);
      minY = Math.min(minY, y);
      maxX = Math.max(maxX, x);
      maxY = Math.max(maxY, y);
    }
  }
  const margin = 10_000;
  return [minX - margin, minY - margin, maxX + margin, maxY + margin];
}

function projected(
  code: string,
  name: string,
  area: Bbox,
  projection: {
    forward: (lon: number, lat: number) => [number, number];
    inverse: (x: number, y: number) => [number, number];
  },
): Crs {
  return {
    code,
    name,
    area,
    range: projectedRange(area, projection.forward),
    unit: 'mètre',
    toWgs84: projection.inverse,
    fromWgs84: projection.forward,
  };
}

function geographic(code: string, name: string): Crs {
  return {
    code,
    name,
    area: [-180, -90, 180, 90],
    range: [-180, -90, 180, 90],
    unit: 'degré',
    toWgs84: (x, y) => [x, y],
    fromWgs84: (lon, lat) => [lon, lat],
  };
}

const utm = (ellipsoid: Ellipsoid, zone: number, south: boolean) =>
  transverseMercator(ellipsoid, zone * 6 - 183, south ? 10_000_000 : 0);

const LIST: Crs[] = [
  geographic('EPSG:4326', 'WGS 84'),
  geographic('EPSG:4171', 'RGF93'),
  geographic('EPSG:4624', 'RGFG95'),
  {
    ...projected('EPSG:3857', 'WGS 84 / Pseudo-Mercator', [-180, -85.06, 180, 85.06], webMercator),
    range: [-20037508.34, -20048966.1, 20037508.34, 20048966.1],
  },
  projected('EPSG:2972', 'RGFG95 / UTM zone 22N', [-54.61, 2.11, -49.45, 8.88], utm(GRS80, 22, false)),
  projected('EPSG:32622', 'WGS 84 / UTM zone 22N', [-54, 0, -48, 84], utm(WGS84, 22, false)),
  projected(
    'EPSG:2154',
    'RGF93 / Lambert-93',
    [-9.86, 41.15, 10.38, 51.56],
    lambertConic(GRS80, { lat1: 49, lat2: 44, lat0: 46.5, lon0: 3, x0: 700000, y0: 6600000 }),
  ),
  projected('EPSG:5490', 'RGAF09 / UTM zone 20N', [-63.66, 14.08, -57.52, 18.54], utm(GRS80, 20, false)),
  projected('EPSG:2975', 'RGR92 / UTM zone 40S', [51.83, -24.72, 58.24, -18.28], utm(GRS80, 40, true)),
  projected('EPSG:4471', 'RGM04 / UTM zone 38S', [43.68, -14.49, 46.7, -11.33], utm(GRS80, 38, true)),
];

export const SUPPORTED_CRS: readonly Crs[] = LIST;

/** `EPSG:2972`, `2972`, `epsg:2972`, `urn:ogc:def:crs:EPSG::2972`, `.../def/crs/EPSG/0/2972`, `CRS84`. */
export function findCrs(value: string | null | undefined): Crs | null {
  const text = (value ?? '').trim();
  if (/^(OGC:)?CRS:?84$|urn:ogc:def:crs:OGC:1\.3:CRS84|^WGS\s?84$/i.test(text)) return LIST[0] ?? null;
  const code = /(?:EPSG\D*(?:0\/)?|^)(\d{4,5})$/i.exec(text)?.[1];
  if (!code) return null;
  return LIST.find((crs) => crs.code === `EPSG:${code}`) ?? null;
}

export const describeCrs = (crs: Crs): string => `${crs.code} (${crs.name})`;

export const supportedCrsList = (): string => LIST.map((crs) => crs.code).join(', ');

const rounded = (value: number, unit: Crs['unit']): string =>
  unit === 'mètre'
    ? `${Math.round(value / 1000).toLocaleString('fr-FR')} 000`
    : String(Math.round(value * 100) / 100);

/** Why a coordinate is not plausible in the system, or null when it is. */
export function implausibility(crs: Crs, axis: 'x' | 'y', value: number, other?: number): string | null {
  const [minX, minY, maxX, maxY] = crs.range;
  const [min, max] = axis === 'x' ? [minX, maxX] : [minY, maxY];
  if (value >= min && value <= max) return null;
  const what =
    crs.unit === 'degré'
      ? axis === 'x'
        ? 'une longitude plausible'
        : 'une latitude plausible'
      : axis === 'x'
        ? 'une abscisse (X) plausible'
        : 'une ordonnée (Y) plausible';
  let hint = '';
  if (crs.unit === 'mètre' && Math.abs(value) <= 180 && (other === undefined || Math.abs(other) <= 180)) {
    hint = 'Les coordonnées semblent être en degrés : le système de la ressource serait alors EPSG:4326.';
  } else if (crs.unit === 'degré' && Math.abs(value) > 180) {
    hint = 'Les coordonnées semblent être en mètres : vérifiez le système de coordonnées de la ressource.';
  } else if (crs.unit === 'degré' && axis === 'y' && other !== undefined && Math.abs(other) <= 90) {
    hint = 'X et Y semblent inversées.';
  }
  const [from, to, system] = [rounded(min, crs.unit), rounded(max, crs.unit), describeCrs(crs)];
  // Written whole, with or without the hint, so that the message table (messages/tables/data.ts) finds both.
  return hint
    ? `${value} n’est pas ${what} en ${system} : attendu entre ${from} et ${to}. ${hint}`
    : `${value} n’est pas ${what} en ${system} : attendu entre ${from} et ${to}.`;
}
