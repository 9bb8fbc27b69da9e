import { canDownloadResource } from '../../auth/permissions.ts';
import type { CurrentUser } from '../../auth/session.ts';
import type { Queryable } from '../../db/database.ts';
import { forbidden, notFound } from '../../messages/errors.ts';
import { canViewResource, resourceRow } from './resources.ts';

/** Where a resource's file is, under the uploads folder, and the name it is downloaded as. */
export interface StoredFile {
  storedPath: string;
  fileName: string | null;
}

/**
 * The file of a resource (an upload, or the chosen file of its group's sFTP space) for a user who
 * may download one of its datasets; null when it has none. A resource the user may see answers
 * 403, one they may not even see 404 (as the API does).
 */
export async function downloadableResourceFile(
  db: Queryable,
  user: CurrentUser,
  resourceId: number,
): Promise<StoredFile | null> {
  const resource = await resourceRow(db, resourceId);
  if (!(await canDownloadResource(db, user, resource))) {
    if (await canViewResource(db, user, resource)) throw forbidden();
    throw notFound();
  }
  return storedFileOf(db, resourceId);
}

/**
 * Where the file of a resource is (an upload, or the chosen file of the sFTP space of the group of
 * its first dataset), or null when it has none. No access check: callers make theirs.
 */
export async function storedFileOf(db: Queryable, resourceId: number): Promise<StoredFile | null> {
  const [row] = await db.query<{ stored_path: string | null; file_name: string | null }>(
    `select coalesce(f.stored_path, 'ftp/' || d.usergroup_id || '/' || ftp.file_path) as stored_path,
            coalesce(f.file_name, ftp.file_path) as file_name
     from resource r
     left join file_upload f on f.id = r.kind_id and r.kind = 'file-upload'
     left join ftp on ftp.id = r.kind_id and r.kind = 'ftp'
     left join resource_dataset rd on rd.resource_id = r.id
     left join dataset d on d.id = rd.dataset_id
     where r.id = $1
     order by rd.type, rd.id
     limit 1`,
    [resourceId],
  );
  if (!row?.stored_path) return null;
  return { storedPath: row.stored_path, fileName: row.file_name };
}
