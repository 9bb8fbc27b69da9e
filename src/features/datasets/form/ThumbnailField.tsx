import { useLingui } from '@lingui/react/macro';
import { IMAGE_ACCEPT, IMAGE_MAX_BYTES } from '../../../lib/validateFile';
import { Button } from '../../../ui/Button';
import { FileField } from '../../../ui/fields/FileField';

export type ThumbnailChange = { file: File | null; remove: boolean };

type ThumbnailFieldProps = {
  /** URL of the current thumbnail, when the dataset has one. */
  current: string | null;
  value: ThumbnailChange;
  onChange: (change: ThumbnailChange) => void;
  errors?: readonly string[];
};

/** The dataset's thumbnail: JPG or PNG, at most 2 MB, checked as soon as it is chosen. */
export function ThumbnailField({ current, value, onChange, errors }: ThumbnailFieldProps) {
  const { t } = useLingui();
  return (
    <div className="flex flex-wrap items-start gap-4">
      {current && !value.remove && !value.file ? (
        <figure className="flex flex-col items-start gap-2">
          <img
            src={current}
            alt={t`Current thumbnail`}
            className="h-24 w-24 rounded border border-slate-300 object-cover"
          />
          <Button variant="secondary" onClick={() => onChange({ file: null, remove: true })}>
            {t`Remove the thumbnail`}
          </Button>
        </figure>
      ) : null}
      <div className="min-w-64 flex-1">
        <FileField
          id="dataset-thumbnail"
          label={t`Thumbnail`}
          accept={IMAGE_ACCEPT}
          maxBytes={IMAGE_MAX_BYTES}
          file={value.file}
          errors={errors}
          onChange={(file) => onChange({ file, remove: value.remove && !file })}
        />
      </div>
    </div>
  );
}
