import { useLingui } from '@lingui/react/macro';
import { IMAGE_ACCEPT, IMAGE_MAX_BYTES } from '../../lib/validateFile';
import { Button } from '../Button';
import { FileField } from './FileField';
import type { ImageChange } from './imageChange';

type ImageFieldProps = {
  id: string;
  /** 'Logo' or 'Thumbnail'. */
  label: string;
  /** URL of the current image, when there is one. */
  current: string | null;
  value: ImageChange;
  onChange: (change: ImageChange) => void;
  errors?: readonly string[];
  disabled?: boolean;
  /** The current image's text alternative and its removal button, when the generic words do not fit. */
  wording?: { currentImage: string; remove: string };
};

/**
 * An image of the catalogue (an organisation's logo, a group's or a dataset's thumbnail): JPG or PNG, at
 * most 2 MB, checked as soon as it is chosen. The current image shows with a way to remove it.
 */
export function ImageField(props: ImageFieldProps) {
  const { id, label, current, value, onChange, errors, disabled } = props;
  const { t } = useLingui();
  const wording = props.wording ?? { currentImage: t`Current image: ${label}`, remove: t`Remove the image` };
  return (
    <div className="flex flex-wrap items-start gap-4">
      {current && !value.remove && !value.file ? (
        <figure className="flex flex-col items-start gap-2">
          <img
            src={current}
            alt={wording.currentImage}
            className="h-24 w-24 rounded border border-slate-300 object-contain"
          />
          {disabled ? null : (
            <Button variant="secondary" onClick={() => onChange({ file: null, remove: true })}>
              {wording.remove}
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
        {value.remove ? <p className="mt-1 text-sm text-slate-800">{t`The image will be removed.`}</p> : null}
      </div>
    </div>
  );
}
