import type { I18n } from '@lingui/core';
import { useLingui } from '@lingui/react/macro';
import * as v from 'valibot';
import { IMAGE_ACCEPT, IMAGE_MAX_BYTES, validateImageFile } from '../../../lib/validateFile';
import { Button } from '../../../ui/Button';
import { FileField } from '../../../ui/fields/FileField';
import { useKitField } from '../../../ui/form/useKitField';
import { fileErrorMessage } from '../../../ui/messages';

export type ThumbnailChange = { file: File | null; remove: boolean };

export const noThumbnailChange: ThumbnailChange = { file: null, remove: false };

/**
 * The thumbnail rule of section 5 (JPG or PNG, at most 2 MB), in the words FileField uses when the
 * file is chosen: the field shows the message once, and a refused file never leaves the browser.
 */
export function thumbnailChangeSchema(i18n: I18n) {
  return v.pipe(
    v.object({ file: v.nullable(v.instance(File)), remove: v.boolean() }),
    v.rawCheck(({ dataset, addIssue }) => {
      const refusal = dataset.typed && dataset.value.file ? validateImageFile(dataset.value.file) : null;
      if (refusal) {
        addIssue({
          message: fileErrorMessage(i18n, refusal, { accept: IMAGE_ACCEPT, maxBytes: IMAGE_MAX_BYTES }),
        });
      }
    }),
  );
}

/**
 * The dataset's thumbnail: JPG or PNG, at most 2 MB, checked as soon as it is chosen (FileField), and
 * again by the form's rule on submission. Bound to the form field around it (`<form.AppField name="thumbnail">`).
 */
export function ThumbnailField({
  current,
}: {
  /** URL of the current thumbnail, when there is one. */ current: string | null;
}) {
  const { t } = useLingui();
  const { id, label, value, onChange, errors, disabled } = useKitField<ThumbnailChange>(t`Thumbnail`);
  return (
    <div className="flex flex-wrap items-start gap-4">
      {current && !value.remove && !value.file ? (
        <figure className="flex flex-col items-start gap-2">
          <img
            src={current}
            alt={t`Current thumbnail`}
            className="h-24 w-24 rounded border border-slate-300 object-cover"
          />
          {disabled ? null : (
            <Button variant="secondary" onClick={() => onChange({ file: null, remove: true })}>
              {t`Remove the thumbnail`}
            </Button>
          )}
        </figure>
      ) : null}
      <div className="min-w-64 flex-1">
        <FileField
          id={id}
          label={label}
          accept={IMAGE_ACCEPT}
          maxBytes={IMAGE_MAX_BYTES}
          file={value.file}
          errors={errors}
          disabled={disabled}
          onChange={(file) => onChange({ file, remove: value.remove && !file })}
        />
      </div>
    </div>
  );
}
