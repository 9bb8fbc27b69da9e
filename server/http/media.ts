import type { IncomingMessage, ServerResponse } from 'node:http';
import { basename, extname, join } from 'node:path';
import type { Authentication } from '../auth/session.ts';
import type { AppServices } from '../handlers/kit/context.ts';
import { contentDisposition, IMAGE_TYPES, MEDIA_CSP, mediaContentType } from '../handlers/kit/mediaRules.ts';
import { termsRequired, unauthorized } from '../messages/errors.ts';
import { downloadableResourceFile } from '../model/resource/media.ts';
import { safeFile, sendFile } from './files.ts';

async function sendDownload(
  req: IncomingMessage,
  res: ServerResponse,
  file: { path: string; size: number; mtimeMs: number },
  name: string,
  cache: string,
): Promise<void> {
  sendFile(req, res, file, {
    'Content-Type': await mediaContentType(file.path, name),
    'Content-Disposition': contentDisposition('attachment', name),
    'Cache-Control': cache,
  });
}

/**
 * Uploaded files under /media/: `images/` (thumbnails and logos, public, inline for <img>),
 * `conventions/` (signed-in users, PDF downloads), `resources/{id}/{name}` (the data of a
 * resource, downloads for those who may download one of its datasets: `canDownloadResource`).
 * Every answer carries MEDIA_CSP and nosniff; every file but an image is an attachment.
 */
export async function serveMedia(
  req: IncomingMessage,
  res: ServerResponse,
  services: AppServices,
  auth: Authentication,
  path: string,
): Promise<boolean> {
  // Set first so that error answers (401, 403, 404) carry them too.
  res.setHeader('Content-Security-Policy', MEDIA_CSP);
  res.setHeader('X-Content-Type-Options', 'nosniff');
  const [area, ...rest] = path.split('/');
  if (area === 'images') {
    const file = await safeFile(join(services.uploadsDir, 'images'), rest.join('/'));
    if (!file) return false;
    const name = basename(file.path);
    const type = IMAGE_TYPES[extname(name).toLowerCase()];
    if (!type) {
      await sendDownload(req, res, file, name, 'public, max-age=3600');
      return true;
    }
    sendFile(req, res, file, {
      'Content-Type': type,
      'Content-Disposition': contentDisposition('inline', name),
      'Cache-Control': 'public, max-age=3600',
    });
    return true;
  }
  if (!auth.user) throw unauthorized();
  if (!auth.user.termsAccepted) throw termsRequired();
  if (area === 'conventions') {
    const file = await safeFile(join(services.uploadsDir, 'conventions'), rest.join('/'));
    if (!file) return false;
    await sendDownload(req, res, file, basename(file.path), 'private, no-cache');
    return true;
  }
  if (area === 'resources') {
    const resourceId = Number(rest[0]);
    if (!Number.isInteger(resourceId) || resourceId < 1 || resourceId > 2_147_483_647) return false;
    const stored = await downloadableResourceFile(services.db, auth.user, resourceId);
    if (!stored) return false;
    const file = await safeFile(services.uploadsDir, stored.storedPath);
    if (!file) return false;
    // The stored name, not the one in the address: the address may say anything after the id.
    await sendDownload(req, res, file, basename(stored.fileName ?? file.path), 'private, no-cache');
    return true;
  }
  return false;
}
