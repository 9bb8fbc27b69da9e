import { mkdir, stat, writeFile } from 'node:fs/promises';
import { dirname, join, relative } from 'node:path';
import { CsvRecordError } from '../../data/csv.ts';
import type { LayerSummary } from '../../data/layer.ts';
import { CsvPreviewCollector, GeoJsonPreviewCollector } from '../../data/preview/collect.ts';
import { type PreviewMeta, previewFolder, writePreview } from '../../data/preview/sidecar.ts';
import type { JobContext } from '../taskRun.ts';

/*
 * The preview sidecar of a resource's data (server/data/preview/), written by the `read` stage as it
 * reads: a re-run that keeps the stage keeps the sidecar it wrote. A read that fails writes what it
 * found before failing and the rows the fault concerns, then fails as it would have.
 */

const layerOf = (summary: LayerSummary, collector: CsvPreviewCollector | GeoJsonPreviewCollector) => ({
  featureCount: summary.featureCount,
  bbox: summary.bbox,
  geometryType: summary.geometryType,
  sampled: collector.sample.sampled,
  shown: collector.sample.features.length,
});

/** Reads a CSV with `read`, which hands `observer` to the layer reader; writes the sidecar. */
export async function withCsvPreview(
  ctx: JobContext,
  resourceId: number,
  path: string,
  read: (observer: CsvPreviewCollector) => Promise<LayerSummary>,
): Promise<LayerSummary> {
  const info = await stat(path);
  const collector = new CsvPreviewCollector(relative(ctx.uploadsDir, path), undefined, {
    size: info.size,
    modified: info.mtimeMs,
  });
  let summary: LayerSummary;
  try {
    summary = await read(collector);
  } catch (error) {
    if (error instanceof CsvRecordError) collector.faults.add(error.row.line, error.row.cells);
    if (!ctx.signal.aborted) await writePreview(ctx.uploadsDir, resourceId, collector.meta(null, true), null);
    throw error;
  }
  await writePreview(
    ctx.uploadsDir,
    resourceId,
    collector.meta(layerOf(summary, collector), false),
    collector.sample.features,
  );
  return summary;
}

/** Reads a GeoJSON with `read`; writes the sidecar, its features' properties in rows.ndjson. */
export async function withGeoJsonPreview(
  ctx: JobContext,
  resourceId: number,
  read: (observer: GeoJsonPreviewCollector) => LayerSummary,
): Promise<LayerSummary> {
  const rowsPath = `${previewFolder(resourceId)}/rows.ndjson`;
  const collector = new GeoJsonPreviewCollector(rowsPath);
  let summary: LayerSummary;
  const write = async (meta: PreviewMeta, features: unknown[] | null) => {
    await mkdir(dirname(join(ctx.uploadsDir, rowsPath)), { recursive: true });
    await writeFile(join(ctx.uploadsDir, rowsPath), collector.rowsText);
    await writePreview(ctx.uploadsDir, resourceId, meta, features);
  };
  try {
    summary = read(collector);
  } catch (error) {
    await write(collector.meta(null, true), null);
    throw error;
  }
  await write(collector.meta(layerOf(summary, collector), false), collector.sample.features);
  return summary;
}
