import { allows, dataAccess } from '../../auth/dataAccess.ts';
import type { CurrentUser } from '../../auth/session.ts';
import type { Queryable } from '../../db/database.ts';
import { forbidden, notFound } from '../../messages/errors.ts';
import { DATASTORE } from './datastores.ts';
import { storedFileOf } from './media.ts';

/*
 * What the public download address of a resource serves (issue 50, decision 0037): its file, its
 * remote address, or its database table. Who may fetch it is `dataAccess` at `download`.
 */

export type DownloadSource =
  | { kind: 'file'; storedPath: string; fileName: string }
  | { kind: 'remote'; href: string }
  | {
      kind: 'table';
      schema: string;
      table: string;
      name: string;
      columnX: string | null;
      columnY: string | null;
    };

export const NOTHING_TO_DOWNLOAD = 'This resource has no data to download.';
export const NOT_DOWNLOADABLE = 'You may find this dataset but not download its data.';

/**
 * Refuses what `user` (null: anonymous) may not download: 404 when they may not even find the
 * dataset (or are anonymous), so that the refusal does not tell whether it exists; 403 for a
 * signed-in person who may find it.
 */
export async function requireDownload(
  db: Queryable,
  user: CurrentUser | null,
  datasetId: number,
  resourceId: number,
): Promise<void> {
  const access = await dataAccess(db, user, datasetId, resourceId);
  if (allows(access, 'download')) return;
  if (user && allows(access, 'search')) throw forbidden(NOT_DOWNLOADABLE);
  throw notFound();
}

const isWebAddress = (href: string): boolean => {
  try {
    const { protocol } = new URL(href);
    return protocol === 'http:' || protocol === 'https:';
  } catch {
    return false;
  }
};

/** The data of the resource `resourceId` of the dataset `datasetId`, for whoever may download it. */
export async function downloadSource(
  db: Queryable,
  user: CurrentUser | null,
  datasetId: number,
  resourceId: number,
): Promise<DownloadSource> {
  await requireDownload(db, user, datasetId, resourceId);
  const [row] = await db.query<{
    kind: string | null;
    display_name: string;
    column_x: string | null;
    column_y: string | null;
    href: string | null;
    schema_name: string | null;
    table_name: string | null;
  }>(
    `select r.kind, r.display_name, r.column_x, r.column_y, l.href, t.schema_name, t.table_name
     from resource r
     left join linked_file l on l.id = r.kind_id and l.kind = r.kind
     left join datastore t on t.id = r.kind_id and r.kind = 'datastores'
     where r.id = $1`,
    [resourceId],
  );
  if (!row) throw notFound();
  if (row.kind === 'file-upload' || row.kind === 'ftp') {
    const stored = await storedFileOf(db, resourceId);
    if (stored) return { kind: 'file', storedPath: stored.storedPath, fileName: stored.fileName ?? 'data' };
  }
  // Only a web address is followed: another scheme (file:, javascript:, ftp:) is nothing to serve.
  if ((row.kind === 'href' || row.kind === 'file-download') && row.href && isWebAddress(row.href)) {
    return { kind: 'remote', href: row.href };
  }
  if (row.kind === 'datastores' && row.schema_name === DATASTORE && row.table_name) {
    return {
      kind: 'table',
      schema: row.schema_name,
      table: row.table_name,
      name: row.table_name,
      columnX: row.column_x,
      columnY: row.column_y,
    };
  }
  throw notFound(NOTHING_TO_DOWNLOAD);
}
