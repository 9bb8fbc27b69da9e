import { type Bbox, type Crs, findCrs, implausibility, supportedCrsList } from './crs.ts';
import { type CsvHandlers, CsvReader, type CsvRow, parseDecimal } from './csv.ts';
import type { CsvLayerObserver, GeoJsonObserver } from './preview/collect.ts';
import { DataError, decodeUtf8, jsonFault, positionOf, Utf8Stream } from './text.ts';

/** What reading a geographic file found: enough to describe a layer. */
export interface LayerSummary {
  featureCount: number;
  /** WGS 84 longitude/latitude bounds. */
  bbox: Bbox;
  geometryType: string;
  crs: Crs;
  /** Things worth saying that do not stop the processing. */
  warnings: string[];
}

/** Reading failed; `problems` lists the first faults found (line, column, value). */
export class LayerError extends DataError {
  constructor(readonly problems: string[]) {
    super(problems.join(' '));
    this.name = 'LayerError';
  }
}

const MAX_PROBLEMS = 10;

class Problems {
  readonly list: string[] = [];
  private extra = 0;
  add(message: string): void {
    if (this.list.length < MAX_PROBLEMS) this.list.push(message);
    else this.extra += 1;
  }
  throwIfAny(): void {
    if (this.list.length === 0) return;
    const list = [...this.list];
    const s = this.extra > 1 ? 's' : '';
    if (this.extra > 0) list.push(`… et ${this.extra} autre${s} erreur${s}.`);
    throw new LayerError(list);
  }
}

class Bounds {
  minX = Number.POSITIVE_INFINITY;
  minY = Number.POSITIVE_INFINITY;
  maxX = Number.NEGATIVE_INFINITY;
  maxY = Number.NEGATIVE_INFINITY;
  add(lon: number, lat: number): void {
    this.minX = Math.min(this.minX, lon);
    this.minY = Math.min(this.minY, lat);
    this.maxX = Math.max(this.maxX, lon);
    this.maxY = Math.max(this.maxY, lat);
  }
  get bbox(): Bbox {
    const round = (value: number) => Math.round(value * 1e7) / 1e7;
    return [round(this.minX), round(this.minY), round(this.maxX), round(this.maxY)];
  }
}

export function requireCrs(value: string | null | undefined, fallback: string | null): Crs {
  const wanted = value?.trim() || fallback;
  if (!wanted) {
    throw new LayerError([
      `Le système de coordonnées de la ressource n’est pas renseigné (systèmes pris en charge : ${supportedCrsList()}).`,
    ]);
  }
  const crs = findCrs(wanted);
  if (!crs) {
    throw new LayerError([
      `Le système de coordonnées « ${wanted} » n’est pas pris en charge (systèmes pris en charge : ${supportedCrsList()}).`,
    ]);
  }
  return crs;
}

const X_NAMES = ['x', 'lon', 'long', 'lng', 'longitude', 'coord_x', 'coordx', 'easting'];
const Y_NAMES = ['y', 'lat', 'latitude', 'coord_y', 'coordy', 'northing'];

function findColumn(header: string[], wanted: string | null, guesses: string[], axis: 'X' | 'Y'): number {
  const lower = header.map((name) => name.toLowerCase());
  if (wanted?.trim()) {
    const index = lower.indexOf(wanted.trim().toLowerCase());
    if (index >= 0) return index;
    throw new LayerError([
      `La colonne ${axis} « ${wanted.trim()} » est absente de la ligne d’en-tête (colonnes : ${header.join(', ')}).`,
    ]);
  }
  const index = lower.findIndex((name) => guesses.includes(name));
  if (index >= 0) return index;
  throw new LayerError([
    `La colonne ${axis} n’est pas renseignée sur la ressource et aucune colonne ne s’appelle ${guesses.slice(0, 5).join(', ')} (colonnes : ${header.join(', ')}).`,
  ]);
}

export interface CsvLayerOptions {
  columnX: string | null;
  columnY: string | null;
  crs: string | null;
  /** Told of each row as it is read (the preview's sidecar collects what it needs). */
  observer?: CsvLayerObserver;
}

/**
 * A CSV of points: UTF-8, a header line, the X and Y columns numeric and plausible in the CRS.
 * Lines with both coordinates empty are skipped with a warning; any other fault fails with its
 * line and column. Rows are taken one at a time (CsvReader): only the bounds and counts are kept.
 */
class CsvLayerBuilder implements CsvHandlers {
  private readonly crs: Crs;
  private readonly problems = new Problems();
  private readonly bounds = new Bounds();
  private delimiter = ',';
  private xIndex = 0;
  private yIndex = 0;
  private xName = '';
  private yName = '';
  private rows = 0;
  private count = 0;
  private empty = 0;

  constructor(private readonly options: CsvLayerOptions) {
    this.crs = requireCrs(options.crs, null);
  }

  header(header: string[], delimiter: string): void {
    this.options.observer?.header(header, delimiter);
    this.delimiter = delimiter;
    this.xIndex = findColumn(header, this.options.columnX, X_NAMES, 'X');
    this.yIndex = findColumn(header, this.options.columnY, Y_NAMES, 'Y');
    this.xName = header[this.xIndex] ?? '';
    this.yName = header[this.yIndex] ?? '';
  }

  row(row: CsvRow): void {
    const { crs, problems, xIndex, yIndex, xName, yName } = this;
    const observer = this.options.observer;
    observer?.row(row);
    this.rows += 1;
    const xText = row.cells[xIndex] ?? '';
    const yText = row.cells[yIndex] ?? '';
    if (xText.trim() === '' && yText.trim() === '') {
      this.empty += 1;
      return;
    }
    const x = parseDecimal(xText, this.delimiter);
    const y = parseDecimal(yText, this.delimiter);
    if (x === null)
      problems.add(
        `Ligne ${row.line}, colonne « ${xName} » (n° ${xIndex + 1}) : « ${xText} » n’est pas un nombre.`,
      );
    if (y === null)
      problems.add(
        `Ligne ${row.line}, colonne « ${yName} » (n° ${yIndex + 1}) : « ${yText} » n’est pas un nombre.`,
      );
    if (x === null || y === null) {
      observer?.fault(row);
      return;
    }
    const badX = implausibility(crs, 'x', x, y);
    const badY = implausibility(crs, 'y', y, x);
    if (badX) problems.add(`Ligne ${row.line}, colonne « ${xName} » (n° ${xIndex + 1}) : ${badX}`);
    if (badY) problems.add(`Ligne ${row.line}, colonne « ${yName} » (n° ${yIndex + 1}) : ${badY}`);
    if (badX || badY) {
      observer?.fault(row);
      return;
    }
    const [lon, lat] = crs.toWgs84(x, y);
    observer?.point(row, lon, lat);
    this.bounds.add(lon, lat);
    this.count += 1;
  }

  finish(): LayerSummary {
    this.problems.throwIfAny();
    const { count, empty } = this;
    if (count === 0) {
      throw new LayerError([
        this.rows === 0
          ? 'Le fichier ne contient que la ligne d’en-tête : aucun objet à publier.'
          : `Aucune ligne n’a de coordonnées dans les colonnes « ${this.xName} » et « ${this.yName} ».`,
      ]);
    }
    const warnings =
      empty > 1
        ? [`${empty} lignes sans coordonnées ont été ignorées.`]
        : empty === 1
          ? ['1 ligne sans coordonnées a été ignorée.']
          : [];
    return { featureCount: count, bbox: this.bounds.bbox, geometryType: 'Point', crs: this.crs, warnings };
  }
}

/** Reads a CSV layer held in memory (see CsvLayerBuilder). */
export function readCsvLayer(bytes: Uint8Array, options: CsvLayerOptions): LayerSummary {
  const text = decodeUtf8(bytes);
  const builder = new CsvLayerBuilder(options);
  const reader = new CsvReader(builder);
  reader.push(text);
  reader.end();
  return builder.finish();
}

const hasBom = (piece: Uint8Array): boolean => piece[0] === 0xef && piece[1] === 0xbb && piece[2] === 0xbf;

/**
 * Reads a CSV layer piece by piece (a file stream): memory stays bounded whatever the file's size,
 * and the event loop is given back after each piece, so other requests are served meanwhile (a
 * 28 MB CSV read whole held it 5 to 12 s and grew the process by 1 GB, audit H4).
 */
export async function readCsvLayerStream(
  pieces: AsyncIterable<Uint8Array>,
  options: CsvLayerOptions,
): Promise<LayerSummary> {
  const builder = new CsvLayerBuilder(options);
  const decoder = new Utf8Stream();
  let reader: CsvReader | null = null;
  for await (const piece of pieces) {
    // The decoder drops a byte-order mark: the reader's byte offsets count it.
    reader ??= new CsvReader(builder, { startByte: hasBom(piece) ? 3 : 0 });
    reader.push(decoder.push(piece));
    await new Promise((resolve) => setImmediate(resolve));
  }
  reader ??= new CsvReader(builder);
  reader.push(decoder.end());
  reader.end();
  return builder.finish();
}

const GEOMETRY_DEPTH: Record<string, number> = {
  Point: 0,
  MultiPoint: 1,
  LineString: 1,
  MultiLineString: 2,
  Polygon: 2,
  MultiPolygon: 3,
};

function jsonSyntaxError(text: string): string {
  const fault = jsonFault(text);
  if (!fault) return 'Le fichier n’est pas un JSON valide.';
  const at = positionOf(text, fault.offset);
  const found = text[fault.offset];
  return found === undefined
    ? `Le fichier n’est pas un JSON valide : ligne ${at.line}, colonne ${at.column}, on attendait ${fault.expected} avant la fin du fichier.`
    : `Le fichier n’est pas un JSON valide : ligne ${at.line}, colonne ${at.column}, on attendait ${fault.expected}, pas « ${found} ».`;
}

/**
 * Levels of arrays and objects a GeoJSON may nest. The readers below (geometry collections, positions,
 * the syntax fault finder) recurse on them: 20,000 levels overflowed the stack, and the task failed
 * with an internal message (audit L13). A MultiPolygon in a FeatureCollection nests 7.
 */
const MAX_JSON_DEPTH = 256;

/** Offset of the first `[` or `{` nested deeper than MAX_JSON_DEPTH (strings skipped), or -1. */
function tooDeepAt(text: string): number {
  let depth = 0;
  let inString = false;
  for (let i = 0; i < text.length; i += 1) {
    const code = text.charCodeAt(i);
    if (inString) {
      if (code === 0x5c) i += 1;
      else if (code === 0x22) inString = false;
    } else if (code === 0x22) inString = true;
    else if (code === 0x5b || code === 0x7b) {
      depth += 1;
      if (depth > MAX_JSON_DEPTH) return i;
    } else if (code === 0x5d || code === 0x7d) depth -= 1;
  }
  return -1;
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * A GeoJSON file (RFC 7946): a FeatureCollection, a Feature or a bare geometry. Coordinates are
 * WGS 84 unless the resource names another supported system or the file has a `crs` member
 * (GeoJSON 2008).
 */
export function readGeoJsonLayer(
  bytes: Uint8Array,
  options: { crs: string | null; observer?: GeoJsonObserver },
): LayerSummary {
  const text = decodeUtf8(bytes);
  const deep = tooDeepAt(text);
  if (deep >= 0) {
    const at = positionOf(text, deep);
    throw new LayerError([
      `Le fichier est imbriqué trop profondément : plus de ${MAX_JSON_DEPTH} niveaux de crochets ou d’accolades (ligne ${at.line}, colonne ${at.column}). Un GeoJSON en compte rarement plus de 10.`,
    ]);
  }
  let document: unknown;
  try {
    document = JSON.parse(text);
  } catch {
    throw new LayerError([jsonSyntaxError(text)]);
  }
  if (!isRecord(document) || typeof document.type !== 'string') {
    throw new LayerError(['Le fichier n’est pas un GeoJSON : l’objet racine n’a pas de membre « type ».']);
  }
  const named =
    isRecord(document.crs) && isRecord(document.crs.properties) ? document.crs.properties.name : null;
  const crs = requireCrs(typeof named === 'string' ? named : options.crs, 'EPSG:4326');
  let features: unknown[];
  if (document.type === 'FeatureCollection') {
    if (!Array.isArray(document.features))
      throw new LayerError(['La FeatureCollection n’a pas de tableau « features ».']);
    features = document.features;
  } else if (document.type === 'Feature') features = [document];
  else if (document.type in GEOMETRY_DEPTH || document.type === 'GeometryCollection')
    features = [{ type: 'Feature', geometry: document }];
  else throw new LayerError([`Type GeoJSON « ${document.type} » inconnu.`]);

  const problems = new Problems();
  const bounds = new Bounds();
  const types = new Set<string>();
  let count = 0;
  let withoutGeometry = 0;

  // `n`: the feature's number, from 1. Each message is written whole (messages/tables/data.ts).
  const visit = (geometry: unknown, n: number): boolean => {
    if (!isRecord(geometry) || typeof geometry.type !== 'string') {
      problems.add(`Objet n° ${n} : géométrie sans type.`);
      return false;
    }
    if (geometry.type === 'GeometryCollection') {
      if (!Array.isArray(geometry.geometries)) {
        problems.add(`Objet n° ${n} : GeometryCollection sans « geometries ».`);
        return false;
      }
      return geometry.geometries.every((g: unknown) => visit(g, n));
    }
    const depth = GEOMETRY_DEPTH[geometry.type];
    if (depth === undefined) {
      problems.add(`Objet n° ${n} : type de géométrie « ${geometry.type} » inconnu.`);
      return false;
    }
    types.add(geometry.type);
    let good = true;
    const walk = (value: unknown, level: number): void => {
      if (!good) return;
      if (!Array.isArray(value)) {
        problems.add(`Objet n° ${n} : coordonnées mal formées pour un ${geometry.type}.`);
        good = false;
        return;
      }
      if (level > 0) {
        for (const item of value) walk(item, level - 1);
        return;
      }
      const [x, y] = value;
      if (typeof x !== 'number' || typeof y !== 'number') {
        problems.add(`Objet n° ${n} : position ${JSON.stringify(value)} non numérique.`);
        good = false;
        return;
      }
      const bad = implausibility(crs, 'x', x, y) ?? implausibility(crs, 'y', y, x);
      if (bad) {
        problems.add(`Objet n° ${n} : ${bad}`);
        good = false;
        return;
      }
      const [lon, lat] = crs.toWgs84(x, y);
      bounds.add(lon, lat);
    };
    walk(geometry.coordinates, depth);
    return good;
  };

  features.forEach((feature, index) => {
    const n = index + 1;
    if (!isRecord(feature) || feature.type !== 'Feature') {
      problems.add(`Objet n° ${n} : ce n’est pas un objet « Feature ».`);
      options.observer?.fault(n, feature);
      return;
    }
    if (feature.geometry === null || feature.geometry === undefined) {
      withoutGeometry += 1;
      options.observer?.feature(n, feature, crs);
      return;
    }
    if (visit(feature.geometry, n)) {
      count += 1;
      options.observer?.feature(n, feature, crs);
    } else options.observer?.fault(n, feature);
  });
  problems.throwIfAny();
  if (count === 0) throw new LayerError(['Le GeoJSON ne contient aucun objet avec une géométrie.']);
  const warnings =
    withoutGeometry > 0
      ? [
          `${withoutGeometry} objet${withoutGeometry > 1 ? 's' : ''} sans géométrie ignoré${withoutGeometry > 1 ? 's' : ''}.`,
        ]
      : [];
  const geometryType = types.size === 1 ? ([...types][0] as string) : 'Geometry';
  return { featureCount: count, bbox: bounds.bbox, geometryType, crs, warnings };
}
