import type { I18n } from '@lingui/core';
import * as v from 'valibot';
import { IMAGE_ACCEPT, IMAGE_MAX_BYTES, validateImageFile } from '../../lib/validateFile';
import { fileErrorMessage } from '../messages';

/**
 * A change of an image (an organisation's logo, a group's or a dataset's thumbnail): a new file, or the
 * removal of the current one.
 */
export type ImageChange = { file: File | null; remove: boolean };

export const noImageChange: ImageChange = { file: null, remove: false };

/**
 * The image rule of section 5 (JPG or PNG, at most 2 MB), checked in the form, so that a refused file
 * never leaves the browser.
 */
export function imageChangeSchema(i18n: I18n) {
  return v.pipe(
    v.object({ file: v.nullable(v.instance(File)), remove: v.boolean() }),
    v.rawCheck(({ dataset, addIssue }) => {
      const file = dataset.typed ? dataset.value.file : null;
      const refusal = file ? validateImageFile(file) : null;
      if (refusal) {
        addIssue({
          message: fileErrorMessage(i18n, refusal, { accept: IMAGE_ACCEPT, maxBytes: IMAGE_MAX_BYTES }),
        });
      }
    }),
  );
}
