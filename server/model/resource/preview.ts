import { allows, dataAccess } from '../../auth/dataAccess.ts';
import type { CurrentUser } from '../../auth/session.ts';
import { readPreviewRows } from '../../data/preview/rows.ts';
import { type PreviewMeta, readPreviewFeatures, readPreviewMeta } from '../../data/preview/sidecar.ts';
import type { Queryable } from '../../db/database.ts';
import { forbidden, notFound } from '../../messages/errors.ts';
import { MESSAGES } from '../../messages/messages.ts';
import { type TablePreview, tablePreview, tableRows } from './previewTable.ts';

/*
 * A resource's preview (issue 50): the state of its last processing and what the processing's
 * sidecar kept (server/data/preview/). Whoever may consult the dataset may open it
 * (auth/dataAccess.ts); a refusal is a 404 for whoever may not find the dataset, so that it does
 * not tell whether it exists, and a 403 for a signed-in person who may find it.
 */

export const NOT_PROCESSED = 'This resource has not been processed yet.';

export type PreviewState = 'running' | 'succeeded' | 'failed';

interface Processing {
  state: PreviewState;
  errors: string[];
}

export interface OpenPreview {
  state: PreviewState;
  errors: string[];
  /** The sidecar; null while running or when processing kept none (a format it does not read). */
  meta: PreviewMeta | null;
  /** A database-table resource's table, read in place of a sidecar. */
  table?: TablePreview;
}

async function lastProcessing(db: Queryable, resourceId: number): Promise<Processing | null> {
  const [row] = await db.query<{ state: string; errors: string[] | null }>(
    `select p.state, t.errors from processing p left join task t on t.id = p.task_id
     where p.resource_id = $1 order by p.id desc limit 1`,
    [resourceId],
  );
  if (!row) return null;
  const state = row.state === 'SUCCESS' ? 'succeeded' : row.state === 'FAILURE' ? 'failed' : 'running';
  return { state, errors: row.errors ?? [] };
}

/** The preview of `resourceId` in `datasetId` for `user` (null: anonymous), or the refusal. */
export async function openPreview(
  db: Queryable,
  uploadsDir: string,
  user: CurrentUser | null,
  datasetId: number,
  resourceId: number,
): Promise<OpenPreview> {
  const access = await dataAccess(db, user, datasetId, resourceId);
  if (!allows(access, 'consultation')) {
    if (user && allows(access, 'search')) throw forbidden();
    throw notFound();
  }
  const processing = await lastProcessing(db, resourceId);
  // A database table is its own preview: its rows are there whether or not a layer was made of it.
  const table = processing?.state === 'running' ? null : await tablePreview(db, resourceId);
  if (table)
    return { state: processing?.state ?? 'succeeded', errors: processing?.errors ?? [], meta: null, table };
  if (!processing) throw notFound(NOT_PROCESSED);
  if (processing.state === 'running') return { state: 'running', errors: [], meta: null };
  const meta = await readPreviewMeta(uploadsDir, resourceId);
  // A success shows what it read; a failure the rows only when its read left them.
  const kept = processing.state === 'failed' ? (meta?.failure ? meta : null) : meta?.failure ? null : meta;
  return { ...processing, meta: kept };
}

/** The preview's description, in the request's language. */
export function previewBody(locale: string, datasetId: number, resourceId: number, preview: OpenPreview) {
  const { meta, state, table } = preview;
  const layer = meta?.layer;
  return {
    dataset: datasetId,
    resource: resourceId,
    state,
    columns: table?.columns ?? meta?.columns ?? [],
    row_count: table ? table.count : meta && !meta.failure ? meta.rowCount : null,
    layer: layer
      ? {
          feature_count: layer.featureCount,
          bbox: layer.bbox,
          geometry_type: layer.geometryType,
          shown: layer.shown,
          sampled: layer.sampled,
        }
      : null,
    error:
      state === 'failed'
        ? {
            messages: preview.errors.map((message) => MESSAGES.translate(locale, message)),
            rows: meta?.failure?.rows ?? [],
          }
        : null,
  };
}

/** The rows of a succeeded preview (or of a table), `offset` on (none otherwise). */
export async function previewRows(
  db: Queryable,
  uploadsDir: string,
  preview: OpenPreview,
  offset: number,
  limit: number,
) {
  if (preview.table) return tableRows(db, preview.table, offset, limit);
  if (preview.state !== 'succeeded' || !preview.meta) return [];
  return readPreviewRows(uploadsDir, preview.meta, offset, limit);
}

/** Rows a succeeded preview has (0 otherwise). */
export const previewRowCount = (preview: OpenPreview): number =>
  preview.table
    ? preview.table.count
    : preview.state === 'succeeded' && preview.meta
      ? preview.meta.rowCount
      : 0;

/** The map's features as stored (a JSON text), or an empty collection. */
export async function previewFeatures(uploadsDir: string, resourceId: number, preview: OpenPreview) {
  const stored =
    preview.state === 'succeeded' && preview.meta?.layer
      ? await readPreviewFeatures(uploadsDir, resourceId)
      : null;
  return stored ?? JSON.stringify({ type: 'FeatureCollection', features: [], count: 0, sampled: false });
}
