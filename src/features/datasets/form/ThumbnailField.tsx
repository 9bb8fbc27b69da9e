import { useLingui } from '@lingui/react/macro';
import { ImageField } from '../../../ui/fields/ImageField';
import type { ImageChange } from '../../../ui/fields/imageChange';
import { useKitField } from '../../../ui/form/useKitField';

/**
 * The dataset's thumbnail: JPG or PNG, at most 2 MB, checked as soon as it is chosen, and again by the
 * form's rule (`imageChangeSchema`) on submission. Bound to the form field around it
 * (`<form.AppField name="thumbnail">`).
 */
export function ThumbnailField({
  current,
}: {
  /** URL of the current thumbnail, when there is one. */ current: string | null;
}) {
  const { t } = useLingui();
  const bound = useKitField<ImageChange>(t`Thumbnail`);
  return (
    <ImageField
      {...bound}
      current={current}
      wording={{ currentImage: t`Current thumbnail`, remove: t`Remove the thumbnail` }}
    />
  );
}
