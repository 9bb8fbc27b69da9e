import type { I18n } from '@lingui/core';
import { IMAGE_ACCEPT, validateImageFile } from '../../../lib/validateFile';
import type { ImageChange } from '../../../ui/fields/imageChange';
import { fileErrorMessage } from '../../../ui/messages';

const PNG_SIGNATURE = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
const JPEG_SIGNATURE = [0xff, 0xd8, 0xff];

/**
 * Whether a file is a PNG or a JPEG by its first bytes, as the server recognises images: a file named
 * and typed as an image may hold anything else, and the server refuses it only once the form is sent.
 */
export async function isPngOrJpeg(file: Blob): Promise<boolean> {
  const head = new Uint8Array(await file.slice(0, PNG_SIGNATURE.length).arrayBuffer());
  const startsWith = (signature: readonly number[]) => signature.every((byte, index) => head[index] === byte);
  return startsWith(PNG_SIGNATURE) || startsWith(JPEG_SIGNATURE);
}

/**
 * The logo's content rule, checked as soon as a file is chosen (issue 27 §4) and again on sending. A
 * file its name, type or size already refuses is left to that rule, so one message says what is wrong.
 */
export async function logoContentError(i18n: I18n, change: ImageChange): Promise<string | undefined> {
  const file = change.file;
  if (!file || validateImageFile(file) || (await isPngOrJpeg(file))) return undefined;
  return fileErrorMessage(i18n, 'fileType', { accept: IMAGE_ACCEPT });
}
