import { randomBytes } from 'node:crypto';
import { mkdir, open, rename, rm } from 'node:fs/promises';
import { join } from 'node:path';
import { HttpError } from '../messages/errors.ts';
import type { UploadedFile } from './files.ts';

const MAX_IMAGE = 2 * 1024 * 1024;

async function sniff(path: string): Promise<'png' | 'jpg' | null> {
  const handle = await open(path, 'r');
  try {
    const head = Buffer.alloc(8);
    await handle.read(head, 0, 8, 0);
    if (head.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])))
      return 'png';
    if (head[0] === 0xff && head[1] === 0xd8 && head[2] === 0xff) return 'jpg';
    return null;
  } finally {
    await handle.close();
  }
}

/** Path under which a stored image is served. */
export const imagePath = (name: string): string => `/media/images/${name}`;

export const imageUrl = (name: string | null): string | null => (name ? imagePath(name) : null);

/** Checks the uploaded image (JPG or PNG by content, at most 2 MB) and keeps it; answers its stored name. */
export async function storeImage(uploadsDir: string, files: UploadedFile[], field = 'file'): Promise<string> {
  const file = files.find((f) => f.field === field);
  if (!file) throw new HttpError(400, { [field]: ['This field is required.'] });
  if (file.size > MAX_IMAGE) throw new HttpError(400, { [field]: ['The image must not exceed 2 MB.'] });
  const kind = await sniff(file.path);
  if (!kind) throw new HttpError(400, { [field]: ['The image must be a JPG or PNG file.'] });
  const dir = join(uploadsDir, 'images');
  await mkdir(dir, { recursive: true });
  const name = `${randomBytes(12).toString('hex')}.${kind}`;
  await rename(file.path, join(dir, name));
  return name;
}

export async function removeImage(uploadsDir: string, name: string | null): Promise<void> {
  if (name) await rm(join(uploadsDir, 'images', name), { force: true });
}

export const imageContentType = (name: string): string =>
  name.endsWith('.png') ? 'image/png' : 'image/jpeg';
