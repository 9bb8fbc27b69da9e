import { randomBytes } from 'node:crypto';
import { mkdir, open, rename, rm } from 'node:fs/promises';
import { extname, join } from 'node:path';
import { HttpError } from '../../messages/errors.ts';
import { say } from '../../messages/say.ts';
import { absoluteUrl } from '../common.ts';
import type { UploadedFile } from '../files.ts';

// An organisation's signed convention: a PDF kept under the uploads folder.

/** Absolute URL of a stored convention file (DRF serialises a FileField as one). */
export const conventionUrl = (origin: string, name: string | null): string | null =>
  absoluteUrl(origin, name ? `/media/conventions/${name}` : null);

/** A PDF begins with this signature (ISO 32000-1, 7.5.2). */
const PDF_MAGIC = Buffer.from('%PDF-');

async function startsAsPdf(path: string): Promise<boolean> {
  const handle = await open(path, 'r');
  try {
    const head = Buffer.alloc(PDF_MAGIC.length);
    const { bytesRead } = await handle.read(head, 0, head.length, 0);
    return bytesRead === head.length && head.equals(PDF_MAGIC);
  } finally {
    await handle.close();
  }
}

/**
 * Keeps the uploaded convention (field `file`) under a random name; answers that name, or null
 * without a file. Only a PDF, by its name and by its content (audit H2): an HTML or SVG file stored
 * on the back-office origin would be a page able to script it.
 */
export async function storeConvention(
  uploadsDir: string,
  files: UploadedFile[],
  locale: string,
): Promise<string | null> {
  const file = files.find((f) => f.field === 'file');
  if (!file) return null;
  if (file.size > 20 * 1024 * 1024) {
    throw new HttpError(400, {
      file: [
        say(locale, {
          fr: 'Le fichier ne doit pas dépasser 20 Mo.',
          en: 'The file must not exceed 20 MB.',
          it: 'Il file non deve superare 20 MB.',
        }),
      ],
    });
  }
  if (extname(file.filename).toLowerCase() !== '.pdf' || !(await startsAsPdf(file.path))) {
    throw new HttpError(400, {
      file: [
        say(locale, {
          fr: 'La convention doit être un fichier PDF.',
          en: 'The convention must be a PDF file.',
          it: 'La convenzione deve essere un file PDF.',
        }),
      ],
    });
  }
  const dir = join(uploadsDir, 'conventions');
  await mkdir(dir, { recursive: true });
  const name = `${randomBytes(12).toString('hex')}.pdf`;
  await rename(file.path, join(dir, name));
  return name;
}

export async function removeConvention(uploadsDir: string, name: string): Promise<void> {
  await rm(join(uploadsDir, 'conventions', name), { force: true });
}
