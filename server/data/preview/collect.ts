import type { Crs } from '../crs.ts';
import type { CsvRow } from '../csv.ts';
import { ColumnTypes } from './columns.ts';
import { firstPosition, roundedGeometry, SpatialSample } from './sample.ts';
import {
  type FaultyRow,
  INDEX_EVERY,
  type IndexEntry,
  MAX_FAULTY_ROWS,
  type PreviewMeta,
} from './sidecar.ts';

/** The rows a failure concerns, the first MAX_FAULTY_ROWS of them, each once. */
export class FaultyRows {
  readonly rows: FaultyRow[] = [];
  private last = -1;
  add(line: number, values: string[]): void {
    if (line === this.last || this.rows.length >= MAX_FAULTY_ROWS) return;
    this.last = line;
    this.rows.push({ line, values });
  }
}

/** What a CSV layer's reading tells the preview (layer.ts calls it for each row as it reads). */
export interface CsvLayerObserver {
  header(header: string[], delimiter: string): void;
  row(row: CsvRow): void;
  /** A row's point, WGS 84. */
  point(row: CsvRow, lon: number, lat: number): void;
  /** A row with a fault. */
  fault(row: CsvRow): void;
}

/**
 * Collects a CSV's preview while it is read, in bounded memory: the column types, one index entry
 * every INDEX_EVERY rows, the spatial sample and the faulty rows.
 */
export class CsvPreviewCollector implements CsvLayerObserver {
  private names: string[] = [];
  private delimiter = ',';
  private types = new ColumnTypes([]);
  private readonly index: IndexEntry[] = [];
  private rowCount = 0;
  readonly sample: SpatialSample;
  readonly faults = new FaultyRows();

  constructor(
    /** The CSV's path relative to the uploads folder. */
    private readonly path: string,
    maxFeatures?: number,
    /** The file's size and modification time (ms) as it was read. */
    private readonly file: { size?: number; modified?: number } = {},
  ) {
    this.sample = new SpatialSample(maxFeatures);
  }

  header(header: string[], delimiter: string): void {
    this.names = header;
    this.delimiter = delimiter;
    this.types = new ColumnTypes(header, delimiter);
  }

  row(row: CsvRow): void {
    if (this.rowCount % INDEX_EVERY === 0) this.index.push({ byte: row.byte ?? 0, line: row.line });
    this.rowCount += 1;
    this.types.add(row.cells);
  }

  point(row: CsvRow, lon: number, lat: number): void {
    this.sample.add([lon, lat], () => ({
      type: 'Feature',
      id: row.line,
      geometry: { type: 'Point', coordinates: [Math.round(lon * 1e5) / 1e5, Math.round(lat * 1e5) / 1e5] },
      properties: Object.fromEntries(this.names.map((name, i) => [name, row.cells[i] ?? ''])),
    }));
  }

  fault(row: CsvRow): void {
    this.faults.add(row.line, row.cells);
  }

  /** The sidecar's description; `layer` once the layer is read, null when it failed. */
  meta(layer: PreviewMeta['layer'], failed: boolean): PreviewMeta {
    return {
      version: 1,
      rows: { format: 'csv', path: this.path, delimiter: this.delimiter, header: this.names, ...this.file },
      columns: this.types.columns,
      rowCount: this.rowCount,
      indexEvery: INDEX_EVERY,
      index: this.index,
      layer,
      failure: failed ? { rows: this.faults.rows } : null,
    };
  }
}

/** A GeoJSON feature as the reader hands it over: its number (from 1) and the feature. */
export interface GeoJsonObserver {
  feature(n: number, feature: Record<string, unknown>, crs: Crs): void;
  fault(n: number, feature: unknown): void;
}

/**
 * Collects a GeoJSON's preview: its properties as rows (one JSON array a line, written by the
 * caller to rows.ndjson), the column types, the index of that file, the sample and the faulty
 * features (their number as the line, their properties as the values).
 */
export class GeoJsonPreviewCollector implements GeoJsonObserver {
  private readonly names: string[] = [];
  private readonly positions = new Map<string, number>();
  private readonly lines: string[] = [];
  private readonly index: IndexEntry[] = [];
  private bytes = 0;
  private readonly types = new ColumnTypes(this.names);
  readonly sample: SpatialSample;
  readonly faults = new FaultyRows();

  constructor(
    private readonly path: string,
    maxFeatures?: number,
  ) {
    this.sample = new SpatialSample(maxFeatures);
  }

  private valuesOf(properties: unknown): unknown[] {
    const values: unknown[] = [];
    if (properties && typeof properties === 'object' && !Array.isArray(properties)) {
      for (const [name, value] of Object.entries(properties)) {
        let at = this.positions.get(name);
        if (at === undefined) {
          at = this.names.length;
          this.names.push(name);
          this.positions.set(name, at);
        }
        values[at] = value !== null && typeof value === 'object' ? JSON.stringify(value) : value;
      }
    }
    return values;
  }

  feature(n: number, feature: Record<string, unknown>, crs: Crs): void {
    const values = this.valuesOf(feature.properties);
    if (this.lines.length % INDEX_EVERY === 0) this.index.push({ byte: this.bytes, line: n });
    const line = `${JSON.stringify([n, values])}\n`;
    this.lines.push(line);
    this.types.add(values);
    this.bytes += Buffer.byteLength(line);
    const first = firstPosition(feature.geometry);
    if (!first) return;
    this.sample.add(crs.toWgs84(first[0], first[1]), () => ({
      type: 'Feature',
      id: n,
      geometry: roundedGeometry(feature.geometry, (x, y) => crs.toWgs84(x, y)),
      properties: feature.properties ?? {},
    }));
  }

  fault(n: number, feature: unknown): void {
    const values = this.valuesOf((feature as { properties?: unknown } | null)?.properties);
    this.faults.add(
      n,
      values.map((value) => (value === undefined || value === null ? '' : String(value))),
    );
  }

  /** rows.ndjson's text (the file is already in memory: a GeoJSON is read whole). */
  get rowsText(): string {
    return this.lines.join('');
  }

  meta(layer: PreviewMeta['layer'], failed: boolean): PreviewMeta {
    const types = this.types;
    return {
      version: 1,
      rows: { format: 'ndjson', path: this.path },
      columns: types.columns,
      rowCount: this.lines.length,
      indexEvery: INDEX_EVERY,
      index: this.index,
      layer,
      failure: failed ? { rows: this.faults.rows } : null,
    };
  }
}
