import { mkdir, readFile, rename, rm, stat, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { Bbox } from '../crs.ts';
import type { PreviewColumn } from './columns.ts';

/*
 * A resource's preview sidecar: what processing found that a preview shows, kept beside the data
 * under the data folder (DATA_DIR/uploads/previews/{resource}/), never in database rows:
 * - `preview.json`: the columns and their types, the row count, the row index (the byte offset and
 *   line of every INDEX_EVERY-th row of the file the rows are read from, so that any page is read by
 *   seeking), the layer's count, bbox and geometry type, and for a failed processing the rows the
 *   error concerns;
 * - `features.json`: the map's bounded, spatially even sample (sample.ts), a GeoJSON FeatureCollection;
 * - `rows.ndjson` for a GeoJSON file: its features' properties, one JSON array a line (a CSV's rows
 *   are read from the CSV itself).
 * Files are written under a temporary name and renamed, so a reader never sees half of one.
 */

export const INDEX_EVERY = 1000;
/** Rows a failure keeps (the first ones the faults concern). */
export const MAX_FAULTY_ROWS = 100;

export interface IndexEntry {
  /** Byte offset of the row's first byte; line of the file where it starts. */
  byte: number;
  line: number;
}

export interface FaultyRow {
  line: number;
  values: string[];
}

export interface PreviewMeta {
  version: 1;
  /** How rows are read: a CSV from `rowsPath`, or the sidecar's own rows.ndjson. */
  rows:
    | {
        format: 'csv';
        path: string;
        delimiter: string;
        header: string[];
        /** The CSV as it was read: a file changed since is not the one indexed. */
        size?: number;
        modified?: number;
      }
    | { format: 'ndjson'; path: string }
    | null;
  columns: PreviewColumn[];
  rowCount: number;
  indexEvery: number;
  index: IndexEntry[];
  layer: { featureCount: number; bbox: Bbox; geometryType: string; sampled: boolean; shown: number } | null;
  failure: { rows: FaultyRow[] } | null;
}

/** The sidecar's folder, relative to the uploads folder. */
export const previewFolder = (resourceId: number): string => join('previews', String(resourceId));

async function writeAtomically(path: string, text: string): Promise<void> {
  const temporary = `${path}.${process.pid}.tmp`;
  await writeFile(temporary, text);
  await rename(temporary, path);
}

/** Writes the sidecar; `features` is the sample's FeatureCollection (null for data without geometry). */
export async function writePreview(
  uploadsDir: string,
  resourceId: number,
  meta: PreviewMeta,
  features: unknown[] | null,
): Promise<void> {
  const folder = join(uploadsDir, previewFolder(resourceId));
  await mkdir(folder, { recursive: true });
  if (features) {
    await writeAtomically(
      join(folder, 'features.json'),
      JSON.stringify({
        type: 'FeatureCollection',
        features,
        count: meta.layer?.featureCount ?? features.length,
        sampled: meta.layer?.sampled ?? false,
      }),
    );
  } else await rm(join(folder, 'features.json'), { force: true });
  await writeAtomically(join(folder, 'preview.json'), JSON.stringify(meta));
}

/**
 * The sidecar's description, null when processing wrote none, or when the CSV it indexes has changed
 * since it was read (a new file under the same name, not processed yet: its offsets would be wrong).
 */
export async function readPreviewMeta(uploadsDir: string, resourceId: number): Promise<PreviewMeta | null> {
  const text = await readFile(join(uploadsDir, previewFolder(resourceId), 'preview.json'), 'utf8').catch(
    () => null,
  );
  if (text === null) return null;
  const meta = JSON.parse(text) as PreviewMeta;
  if (meta.rows?.format === 'csv' && meta.rows.size !== undefined) {
    const info = await stat(join(uploadsDir, meta.rows.path)).catch(() => null);
    if (!info || info.size !== meta.rows.size || info.mtimeMs !== meta.rows.modified) return null;
  }
  return meta;
}

/** The sample's FeatureCollection as stored (sent as it is). */
export async function readPreviewFeatures(uploadsDir: string, resourceId: number): Promise<Buffer | null> {
  return readFile(join(uploadsDir, previewFolder(resourceId), 'features.json')).catch(() => null);
}
