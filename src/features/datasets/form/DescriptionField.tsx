import { useLingui } from '@lingui/react/macro';
import { lazy, Suspense } from 'react';
import { FieldShell } from '../../../ui/fields/FieldShell';
import { TextAreaField } from '../../../ui/fields/TextAreaField';
import { useKitField } from '../../../ui/form/useKitField';
import { Spinner } from '../../../ui/Spinner';

const RichTextEditor = lazy(() => import('./RichTextEditor'));

type DescriptionFieldProps = {
  editor: 'basic' | 'advanced';
  onEditorChange: (editor: 'basic' | 'advanced') => void;
};

/**
 * The description, written with the basic editor (plain text) or the advanced one (rich text); bound
 * to the form's `description` field around it (`<form.AppField name="description">`).
 */
export function DescriptionField({ editor, onEditorChange }: DescriptionFieldProps) {
  const { t } = useLingui();
  const { id, value, errors, onChange, onBlur, disabled } = useKitField<string>(t`Description`);
  return (
    <div>
      <fieldset className="mb-1 flex flex-wrap gap-4 text-sm text-slate-900">
        <legend className="sr-only">{t`Description editor`}</legend>
        {(['basic', 'advanced'] as const).map((choice) => (
          <label key={choice} className="flex items-center gap-1">
            <input
              type="radio"
              name={`${id}-editor`}
              checked={editor === choice}
              onChange={() => onEditorChange(choice)}
            />
            {choice === 'basic' ? t`Basic editor` : t`Advanced editor`}
          </label>
        ))}
      </fieldset>
      {editor === 'basic' ? (
        <TextAreaField
          id={id}
          label={t`Description`}
          required
          rows={6}
          value={value}
          onChange={onChange}
          onBlur={onBlur}
          errors={errors}
        />
      ) : (
        <FieldShell id={id} label={t`Description`} required errors={errors}>
          {(control) => (
            <Suspense fallback={<Spinner label={t`Loading the editor…`} />}>
              <RichTextEditor
                id={control.id}
                label={t`Description`}
                value={value}
                onChange={onChange}
                onBlur={onBlur}
                describedBy={control['aria-describedby']}
                invalid={control['aria-invalid']}
                required={control['aria-required']}
                editable={!disabled}
              />
            </Suspense>
          )}
        </FieldShell>
      )}
    </div>
  );
}
