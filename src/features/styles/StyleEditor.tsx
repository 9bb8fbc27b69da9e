import { useLingui } from '@lingui/react/macro';
import { useForm, useStore } from '@tanstack/react-form';
import { useMutation } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { apiErrorFromThrown } from '../../api/errors';
import { updateStyleMutation } from '../../api/geospatial';
import { DraftNotice } from '../../app/drafts/DraftNotice';
import { type FormDraft, useFormDraft } from '../../app/drafts/useFormDraft';
import { Button } from '../../ui/Button';
import { buildErrorSummary, type SummaryField } from '../../ui/fields/errorSummary';
import { FormErrorSummary } from '../../ui/fields/FormErrorSummary';
import { collectFieldErrors, mergeFieldErrors, type ServerFieldErrors } from '../../ui/fields/fieldErrors';
import { RequiredFieldsNote } from '../../ui/fields/RequiredFieldsNote';
import { TextAreaField } from '../../ui/fields/TextAreaField';
import { TextField } from '../../ui/fields/TextField';
import { fieldMessages } from '../../ui/messages';
import { type StyleFormValues, styleFormSchema } from './styleFormSchema';
import { useStyleSave } from './useStyleSave';

/** The beginning of the draft names of the style editor, followed by the style's id or `new`. */
export const STYLE_DRAFT = 'style-';

type StyleEditorProps = {
  layerId: number;
  /** The style edited; null for a new one. */
  styleId: number | null;
  initialValues: StyleFormValues;
  onDone: () => void;
};

/**
 * A layer style's editor: its name, the style editor's configuration (JSON) and the SLD applied to the
 * layer. Saving goes through the style machine; a renamed existing style is renamed first.
 */
export function StyleEditor({ layerId, styleId, initialValues, onDone }: StyleEditorProps) {
  const { t, i18n } = useLingui();
  const { save, busy, savedStyleId } = useStyleSave({ layerId, styleId });
  const rename = useMutation(updateStyleMutation());
  const [serverErrors, setServerErrors] = useState<ServerFieldErrors>({});
  const schema = useMemo(
    () =>
      styleFormSchema({
        required: () => i18n._(fieldMessages.required),
        invalidConfig: () => t`The configuration must be a JSON object: settings between braces`,
        invalidSld: () => t`The SLD must be an XML document whose root element is StyledLayerDescriptor`,
      }),
    [i18n, t],
  );
  // One draft per style (LayerStyles opens its editor again from it); it reads `form` only after
  // render, once it exists.
  const draft: FormDraft<StyleFormValues> = useFormDraft(
    `${STYLE_DRAFT}${styleId ?? 'new'}`,
    initialValues,
    () => form,
  );
  const form = useForm({
    defaultValues: draft.values,
    validators: { onSubmit: schema },
    onSubmit: async ({ value }) => {
      // The machine keeps a style it created, so the id to rename is the one it knows.
      const existingId = savedStyleId ?? styleId;
      const result = await draft.saving(async () => {
        if (existingId !== null && value.name.trim() !== initialValues.name) {
          try {
            await rename.mutateAsync({ layerId, styleId: existingId, body: { name: value.name.trim() } });
          } catch (thrown) {
            // Toasted by the application's mutation cache; a refused name is also shown on its field.
            const error = apiErrorFromThrown(thrown);
            const fieldErrors: ServerFieldErrors =
              error.kind === 'fields'
                ? Object.fromEntries(error.fields.map(({ field, messages }) => [field, messages]))
                : {};
            return { saved: false, fieldErrors };
          }
        }
        return save(value);
      });
      setServerErrors(result.fieldErrors);
      if (result.saved) onDone();
    },
  });
  const fieldMeta = useStore(form.store, (state) => state.fieldMeta);
  const attempts = useStore(form.store, (state) => state.submissionAttempts);
  const submitting = useStore(form.store, (state) => state.isSubmitting);
  const errors = mergeFieldErrors(collectFieldErrors(fieldMeta), serverErrors);
  const summaryFields: SummaryField[] = [
    { name: 'name', id: 'style-name', label: t`Style name` },
    { name: 'config', id: 'style-config', label: t`Configuration` },
    { name: 'sld', id: 'style-sld', label: t`SLD` },
  ];

  return (
    <form
      noValidate
      aria-label={styleId === null ? t`New style` : t`Edit the style`}
      className="flex flex-col gap-4"
      onSubmit={(event) => {
        event.preventDefault();
        void form.handleSubmit().catch(() => undefined);
      }}
    >
      <DraftNotice draft={draft} />
      <FormErrorSummary entries={buildErrorSummary(errors, summaryFields)} focusKey={attempts} />
      <RequiredFieldsNote />
      <form.Field name="name">
        {(field) => (
          <TextField
            id="style-name"
            label={t`Style name`}
            required
            value={field.state.value}
            onChange={(value) => {
              field.handleChange(value);
              setServerErrors(({ name: _, ...rest }) => rest);
            }}
            onBlur={field.handleBlur}
            errors={errors.name ?? []}
          />
        )}
      </form.Field>
      <form.Field name="config">
        {(field) => (
          <TextAreaField
            id="style-config"
            label={t`Configuration`}
            help={t`The style editor’s settings, as a JSON object.`}
            rows={5}
            value={field.state.value}
            onChange={(value) => field.handleChange(value)}
            onBlur={field.handleBlur}
            errors={errors.config ?? []}
          />
        )}
      </form.Field>
      <form.Field name="sld">
        {(field) => (
          <TextAreaField
            id="style-sld"
            label={t`SLD`}
            required
            help={t`Styled Layer Descriptor (XML) applied to the layer by the style’s scenario.`}
            rows={14}
            value={field.state.value}
            onChange={(value) => {
              field.handleChange(value);
              setServerErrors(({ sld: _, ...rest }) => rest);
            }}
            onBlur={field.handleBlur}
            errors={errors.sld ?? []}
          />
        )}
      </form.Field>
      <div className="flex justify-end gap-3">
        <Button variant="secondary" onClick={onDone} disabled={busy || submitting}>
          {t`Cancel`}
        </Button>
        <Button type="submit" loading={busy || submitting}>
          {t`Save the style`}
        </Button>
      </div>
    </form>
  );
}
