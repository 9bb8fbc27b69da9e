import type { IncomingMessage, ServerResponse } from 'node:http';
import { join } from 'node:path';
import { visibleDatasetCondition } from '../auth/permissions.ts';
import type { Authentication } from '../auth/session.ts';
import { Params } from '../db/params.ts';
import type { AppServices } from '../http/context.ts';
import { forbidden, termsRequired, unauthorized } from '../http/errors.ts';
import { safeFile, sendFile } from '../http/static.ts';

/**
 * Uploaded files under /media/: `images/` (thumbnails and logos, public), `conventions/` (signed-in
 * users), `resources/{id}/{name}` (the data of a resource, for those who see one of its datasets).
 */
export async function serveMedia(
  req: IncomingMessage,
  res: ServerResponse,
  services: AppServices,
  auth: Authentication,
  path: string,
): Promise<boolean> {
  const [area, ...rest] = path.split('/');
  if (area === 'images') {
    const file = await safeFile(join(services.uploadsDir, 'images'), rest.join('/'));
    if (!file) return false;
    sendFile(req, res, file, { 'Cache-Control': 'public, max-age=3600' });
    return true;
  }
  if (!auth.user) throw unauthorized();
  if (!auth.user.termsAccepted) throw termsRequired();
  if (area === 'conventions') {
    const file = await safeFile(join(services.uploadsDir, 'conventions'), rest.join('/'));
    if (!file) return false;
    sendFile(req, res, file, { 'Cache-Control': 'private, no-cache' });
    return true;
  }
  if (area === 'resources') {
    const resourceId = Number(rest[0]);
    if (!Number.isInteger(resourceId)) return false;
    const q = new Params();
    const visible = await visibleDatasetCondition(services.db, auth.user, q);
    const [row] = await services.db.query<{ stored_path: string | null }>(
      `select coalesce(f.stored_path, 'ftp/' || g.id || '/' || ftp.file_path) as stored_path
       from resource r
       left join file_upload f on f.id = r.kind_id and r.kind = 'file-upload'
       left join ftp on ftp.id = r.kind_id and r.kind = 'ftp'
       left join resource_dataset rd on rd.resource_id = r.id
       left join dataset d on d.id = rd.dataset_id
       left join usergroup g on g.id = d.usergroup_id
       where r.id = ${q.p(resourceId)} and (${visible} or r.created_by = ${q.p(auth.user.id)})
       limit 1`,
      q.values,
    );
    if (!row) throw forbidden();
    if (!row.stored_path) return false;
    const file = await safeFile(services.uploadsDir, row.stored_path);
    if (!file) return false;
    sendFile(req, res, file, {
      'Cache-Control': 'private, no-cache',
      'Content-Disposition': `attachment; filename="${encodeURIComponent(rest.slice(1).join('/') || 'data')}"`,
    });
    return true;
  }
  return false;
}
